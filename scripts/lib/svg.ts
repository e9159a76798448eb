/**
 * Small SVG drawing helpers shared by the scripts that draw the site's pictures
 * (scripts/blog-covers.ts): each returns SVG markup as a string;
 * coordinates in the picture's viewBox units.
 */

/** A rounded rectangle (a card, a screen, a panel). */
export const panel = (x: number, y: number, w: number, h: number, r = 18, fill = '#ffffff', opacity = 1, stroke?: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${opacity === 1 ? '' : ` fill-opacity="${opacity}"`}${stroke ? ` stroke="${stroke}" stroke-width="2"` : ''}/>`;

/** Rounded bars standing for lines of text, `gap` apart. */
export const bars = (x: number, y: number, widths: readonly number[], colour: string, gap = 22, height = 10) =>
  widths.map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${height}" rx="${height / 2}" fill="${colour}"/>`).join('');

export const circle = (cx: number, cy: number, r: number, fill: string, opacity = 1) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${opacity === 1 ? '' : ` fill-opacity="${opacity}"`}/>`;

/** A person as head and shoulders, `size` 1 ≈ 90 units wide. */
export const person = (cx: number, cy: number, colour: string, size = 1) =>
  `${circle(cx, cy - 34 * size, 26 * size, colour)}<path d="M${cx - 46 * size} ${cy + 44 * size}c0-${30 * size} ${20 * size}-${50 * size} ${46 * size}-${50 * size}s${46 * size} ${20 * size} ${46 * size} ${50 * size}z" fill="${colour}"/>`;

/** A tick mark inside a box of `size` at (x, y). */
export const tick = (x: number, y: number, size: number, colour: string, width = 6) =>
  `<path d="M${x + size * 0.22} ${y + size * 0.52}l${size * 0.2} ${size * 0.2} ${size * 0.38}-${size * 0.42}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
