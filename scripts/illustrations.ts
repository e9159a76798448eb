/**
 * Site illustrations: flat, hand-drawn SVGs in the brand palette for the public pages (home,
 * services, products, about, careers, international) and the client monograms. Each illustration
 * is one function `(p: Palette) => string` below, drawn once and rendered twice, so every picture
 * exists as `public/illustrations/<name>-light.svg` and `public/illustrations/<name>-dark.svg`
 * (the dark one has the dark-scheme palette; the page picks one with `prefers-color-scheme`).
 *
 * No words are drawn (bars and lines suggest text, so nothing needs translating), no fonts,
 * images, scripts or external references; the page supplies the alt text. Scenes are 560 × 420,
 * monograms 120 × 120. Re-run after changing a drawing or the palette:
 *
 *   npx tsx scripts/illustrations.ts
 *
 * The script prints each file's size and fails if one exceeds 12 KB.
 *
 * Long because it is one drawing script: every picture is a function over the shared shape
 * helpers and palette, and the file reads top to bottom from the helpers to the pictures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'public/illustrations';
const MAX_BYTES = 12 * 1024;

export interface Palette {
  primary: string;
  primaryTint: string;
  secondary: string;
  secondaryTint: string;
  ink: string;
  muted: string;
  surface: string;
  border: string;
  accent: string;
}

/** Light scheme (transparent background). */
export const LIGHT: Palette = {
  primary: '#1746a2',
  primaryTint: '#dbe6fb',
  secondary: '#0f766e',
  secondaryTint: '#ccf0ec',
  ink: '#111827',
  muted: '#6b7280',
  surface: '#ffffff',
  border: '#d7deea',
  accent: '#f59e0b',
};

/** Dark scheme (transparent background, drawn for a dark page). */
export const DARK: Palette = {
  primary: '#8ab4ff',
  primaryTint: '#1e3a6e',
  secondary: '#5eead4',
  secondaryTint: '#134e4a',
  ink: '#f3f4f6',
  muted: '#94a3b8',
  surface: '#121a2b',
  border: '#2b3a55',
  accent: '#fbbf24',
};

/* ------------------------------------------------------------------ primitives */

/** Numbers are written as integers or with one decimal. */
const n = (v: number) => Math.round(v * 10) / 10;

type Attr = string | number | undefined;
const attrs = (o: Record<string, Attr>) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');

interface Style {
  fill?: string;
  stroke?: string;
  sw?: number;
  op?: number;
  dash?: string;
  tf?: string;
  rule?: 'evenodd';
}
const style = (s: Style) =>
  attrs({
    fill: s.fill,
    stroke: s.stroke,
    'stroke-width': s.stroke ? (s.sw ?? 2) : undefined,
    'stroke-dasharray': s.dash,
    'fill-rule': s.rule,
    opacity: s.op,
    transform: s.tf,
  });

const rect = (x: number, y: number, w: number, h: number, r: number, s: Style) =>
  `<rect${attrs({ x, y, width: w, height: h, rx: r || undefined })}${style(s)}/>`;
const circle = (cx: number, cy: number, r: number, s: Style) => `<circle${attrs({ cx, cy, r })}${style(s)}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, s: Style) =>
  `<ellipse${attrs({ cx, cy, rx, ry })}${style(s)}/>`;
const path = (d: string, s: Style) => `<path d="${d}"${style(s)}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, s: Style) =>
  `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}"${style(s)}/>`;
const group = (tf: string, ...children: string[]) => `<g transform="${tf}">${children.join('')}</g>`;
const pts = (ps: [number, number][]) => ps.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');

/** The document: transparent, round caps and joins for every stroke. */
const svg = (body: string[], w = 560, h = 420) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" fill="none" stroke-linecap="round" stroke-linejoin="round">${body.join('')}</svg>\n`;

/* ------------------------------------------------------------------ motifs */

/** A smooth closed blob through points around an ellipse (radius factors `k`), Catmull-Rom. */
function blob(cx: number, cy: number, rx: number, ry: number, k: number[]): string {
  const N = k.length;
  const p = k.map((f, i) => {
    const a = (i / N) * Math.PI * 2;
    return [cx + Math.cos(a) * rx * f, cy + Math.sin(a) * ry * f];
  });
  let d = `M${n(p[0][0])} ${n(p[0][1])}`;
  for (let i = 0; i < N; i++) {
    const [a, b, c, e] = [p[(i - 1 + N) % N], p[i], p[(i + 1) % N], p[(i + 2) % N]];
    d += `C${n(b[0] + (c[0] - a[0]) / 6)} ${n(b[1] + (c[1] - a[1]) / 6)} ${n(c[0] - (e[0] - b[0]) / 6)} ${n(c[1] - (e[1] - b[1]) / 6)} ${n(c[0])} ${n(c[1])}`;
  }
  return `${d}Z`;
}

/** The soft ground every scene stands on: a tinted blob and a floor shadow. */
const ground = (p: Palette, k = [1, 0.93, 1.04, 0.95, 1.02, 0.9, 1.05, 0.96]) =>
  path(blob(280, 205, 250, 170, k), { fill: p.primaryTint, op: 0.55 }) + ellipse(280, 372, 220, 9, { fill: p.primaryTint });

/** Lines of "text": rounded bars, one under another. */
const bars = (x: number, y: number, widths: number[], fill: string, h = 6, gap = 12, op?: number) =>
  widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, { fill, op })).join('');

/** A browser window: card, top bar with three dots and an address bar. */
const browser = (p: Palette, x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, 12, { fill: p.surface, stroke: p.border, sw: 2 }) +
  line(x + 1, y + 28, x + w - 1, y + 28, { stroke: p.border, sw: 2 }) +
  [p.accent, p.secondary, p.primary].map((c, i) => circle(x + 16 + i * 13, y + 14, 4, { fill: c })).join('') +
  rect(x + 62, y + 9, Math.min(w * 0.45, 200), 10, 5, { fill: p.border, op: 0.7 });

/** A phone: body in ink, screen in surface, a notch. */
const phone = (p: Palette, x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, 20, { fill: p.ink }) +
  rect(x + 6, y + 6, w - 12, h - 12, 15, { fill: p.surface }) +
  rect(x + w / 2 - 14, y + 11, 28, 5, 2.5, { fill: p.ink });

/** A simple avatar: tinted disc, head and shoulders. */
const avatar = (cx: number, cy: number, r: number, fg: string, bg: string) =>
  circle(cx, cy, r, { fill: bg }) +
  circle(cx, cy - r * 0.22, r * 0.3, { fill: fg }) +
  path(`M${n(cx - r * 0.55)} ${n(cy + r * 0.68)}A${n(r * 0.55)} ${n(r * 0.55)} 0 0 1 ${n(cx + r * 0.55)} ${n(cy + r * 0.68)}Z`, { fill: fg });

/** A gear with `t` teeth and a hole. */
function gear(cx: number, cy: number, r: number, t: number, fill: string): string {
  const step = (Math.PI * 2) / t;
  const ring: [number, number][] = [];
  for (let i = 0; i < t; i++) {
    const a = i * step;
    for (const [da, rr] of [[-0.3, 0.78], [-0.17, 1], [0.17, 1], [0.3, 0.78]] as const) {
      ring.push([cx + Math.cos(a + da * step) * r * rr, cy + Math.sin(a + da * step) * r * rr]);
    }
  }
  const h = r * 0.34;
  return path(`${pts(ring)}ZM${n(cx + h)} ${n(cy)}A${n(h)} ${n(h)} 0 1 0 ${n(cx - h)} ${n(cy)}A${n(h)} ${n(h)} 0 1 0 ${n(cx + h)} ${n(cy)}Z`, { fill, rule: 'evenodd' });
}

/** A five-pointed star. */
function star(cx: number, cy: number, R: number, r: number, fill: string): string {
  const ps: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r : R;
    ps.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return path(`${pts(ps)}Z`, { fill });
}

/** A four-pointed sparkle (decoration). */
const sparkle = (x: number, y: number, s: number, fill: string) =>
  path(`M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z`, { fill });

/** A round badge with a check mark. */
const check = (cx: number, cy: number, r: number, bg: string, fg: string) =>
  circle(cx, cy, r, { fill: bg }) +
  path(pts([[cx - r * 0.42, cy + r * 0.02], [cx - r * 0.1, cy + r * 0.34], [cx + r * 0.45, cy - r * 0.3]]), { stroke: fg, sw: Math.max(2, r * 0.22) });

/** A map pin, tip at (x, y). */
const pin = (x: number, y: number, s: number, fill: string, hole: string) =>
  path(`M${x} ${y}C${n(x - 0.4 * s)} ${n(y - 0.6 * s)} ${x - s} ${n(y - 1.1 * s)} ${x - s} ${n(y - 1.7 * s)}A${s} ${s} 0 1 1 ${x + s} ${n(y - 1.7 * s)}C${x + s} ${n(y - 1.1 * s)} ${n(x + 0.4 * s)} ${n(y - 0.6 * s)} ${x} ${y}Z`, { fill }) +
  circle(x, y - 1.7 * s, s * 0.4, { fill: hole });

/** An isometric cube (top, left and right faces). */
const cube = (cx: number, cy: number, s: number, top: string, left: string, right: string) => {
  const h = s / 2;
  return (
    path(pts([[cx, cy - h], [cx + s, cy], [cx, cy + h], [cx - s, cy]]) + 'Z', { fill: top }) +
    path(pts([[cx - s, cy], [cx, cy + h], [cx, cy + h + s], [cx - s, cy + s]]) + 'Z', { fill: left }) +
    path(pts([[cx + s, cy], [cx, cy + h], [cx, cy + h + s], [cx + s, cy + s]]) + 'Z', { fill: right })
  );
};

/** An arrow head at (x, y) pointing along angle `a` (radians). */
const arrowHead = (x: number, y: number, a: number, s: number, fill: string) =>
  path(
    pts([
      [x, y],
      [x - Math.cos(a - 0.5) * s, y - Math.sin(a - 0.5) * s],
      [x - Math.cos(a + 0.5) * s, y - Math.sin(a + 0.5) * s],
    ]) + 'Z',
    { fill },
  );

/** A card with an icon disc and two lines of "text". */
const miniCard = (p: Palette, x: number, y: number, w: number, h: number, icon: string, tint: string) =>
  rect(x, y, w, h, 10, { fill: p.surface, stroke: p.border, sw: 2 }) +
  circle(x + 22, y + h / 2, 12, { fill: tint }) +
  circle(x + 22, y + h / 2, 5, { fill: icon }) +
  bars(x + 42, y + h / 2 - 8, [w - 60, (w - 60) * 0.6], p.muted, 6, 11, 0.7);

/* ------------------------------------------------------------------ scenes */

function home(p: Palette): string {
  const kpi = [
    [p.primary, p.primaryTint],
    [p.secondary, p.secondaryTint],
    [p.accent, p.primaryTint],
  ];
  const heights = [40, 62, 50, 84, 70, 104];
  const lineP: [number, number][] = [[228, 268], [248, 250], [270, 258], [292, 226], [314, 236], [336, 202], [354, 188]];
  return svg([
    ground(p),
    sparkle(36, 70, 10, p.accent),
    sparkle(530, 262, 8, p.secondary),
    circle(520, 40, 5, { fill: p.primary, op: 0.5 }),
    browser(p, 40, 62, 340, 256),
    ...kpi.map(([c, t], i) => {
      const x = 54 + i * 106;
      return rect(x, 102, 98, 44, 8, { fill: t, op: 0.8 }) + circle(x + 17, 124, 9, { fill: c }) + bars(x + 33, 115, [48, 30], p.ink, 6, 12, 0.55);
    }),
    rect(54, 158, 150, 146, 8, { stroke: p.border, sw: 2 }),
    bars(66, 170, [60], p.muted, 6, 0, 0.6),
    ...heights.map((h, i) => rect(68 + i * 21, 290 - h, 12, h, 4, { fill: i === 5 ? p.secondary : p.primary, op: i === 5 ? 1 : 0.35 + i * 0.12 })),
    rect(214, 158, 152, 146, 8, { stroke: p.border, sw: 2 }),
    bars(226, 170, [50], p.muted, 6, 0, 0.6),
    path(`${pts(lineP)}L354 290L228 290Z`, { fill: p.secondaryTint, op: 0.8 }),
    path(pts(lineP), { stroke: p.secondary, sw: 3 }),
    ...lineP.filter((_, i) => i % 2 === 1).map(([x, y]) => circle(x, y, 4, { fill: p.surface, stroke: p.secondary, sw: 2.5 })),
    // the phone with an app
    phone(p, 398, 110, 108, 208),
    bars(414, 134, [44], p.ink, 6, 0, 0.7),
    rect(412, 148, 80, 58, 10, { fill: p.primary }),
    bars(422, 160, [40, 56], p.surface, 6, 12, 0.85),
    rect(422, 186, 26, 10, 5, { fill: p.accent }),
    ...[0, 1, 2].map((i) => circle(424, 224 + i * 26, 8, { fill: i === 1 ? p.secondaryTint : p.primaryTint }) + bars(438, 218 + i * 26, [44, 28], p.muted, 5, 9, 0.6)),
    ...[0, 1, 2].map((i) => circle(428 + i * 24, 302, 4, { fill: i === 0 ? p.primary : p.border })),
    // floating bits
    rect(300, 34, 74, 46, 12, { fill: p.surface, stroke: p.border, sw: 2 }),
    path('M324 48L314 57L324 66M350 48L360 57L350 66', { stroke: p.primary, sw: 4 }),
    line(341, 46, 333, 68, { stroke: p.secondary, sw: 4 }),
    gear(482, 74, 28, 8, p.secondary),
    gear(524, 114, 16, 6, p.accent),
    miniCard(p, 14, 296, 132, 52, p.secondary, p.secondaryTint),
  ]);
}

function serviceCustomSoftware(p: Palette): string {
  // each row: indent (units of 16) then [width, colour] segments
  const c = { k: p.primary, s: p.secondary, a: p.accent, i: p.ink, m: p.muted };
  const rows: [number, [number, keyof typeof c][]][] = [
    [0, [[34, 'k'], [58, 'i'], [20, 'm']]],
    [1, [[26, 'k'], [48, 's'], [30, 'i']]],
    [1, [[40, 'i'], [60, 'a']]],
    [2, [[22, 'k'], [70, 's']]],
    [2, [[54, 'i'], [28, 'm']]],
    [1, [[18, 'm']]],
    [1, [[30, 'k'], [44, 'i'], [36, 's']]],
    [0, [[18, 'm']]],
    [0, [[46, 'k'], [64, 'i']]],
  ];
  const code = rows.map(([ind, segs], r) => {
    let x = 96 + ind * 16;
    return segs
      .map(([w, k]) => {
        const s = rect(x, 112 + r * 20, w, 7, 3.5, { fill: c[k], op: k === 'i' || k === 'm' ? 0.55 : 0.9 });
        x += w + 6;
        return s;
      })
      .join('');
  });
  const box = (x: number, y: number, tint: string, shape: string) =>
    rect(x, y, 112, 54, 10, { fill: p.surface, stroke: p.border, sw: 2 }) + rect(x + 12, y + 13, 28, 28, 7, { fill: tint }) + shape + bars(x + 50, y + 18, [48, 32], p.muted, 6, 12, 0.7);
  return svg([
    ground(p, [1, 0.96, 1.02, 0.92, 1.05, 0.94, 1, 0.97]),
    sparkle(520, 40, 9, p.accent),
    sparkle(30, 330, 8, p.secondary),
    browser(p, 40, 66, 300, 260),
    line(80, 95, 80, 325, { stroke: p.border, sw: 2 }),
    ...rows.map((_, r) => rect(56, 113 + r * 20, 12, 5, 2.5, { fill: p.muted, op: 0.4 })),
    ...code,
    rect(218, 268, 3, 14, 1.5, { fill: p.accent }),
    // the braces badge
    circle(330, 70, 32, { fill: p.primary }),
    path('M320 52C312 52 312 56 312 61V65C312 68 310 70 306 70C310 70 312 72 312 75V79C312 84 312 88 320 88M340 52C348 52 348 56 348 61V65C348 68 350 70 354 70C350 70 348 72 348 75V79C348 84 348 88 340 88', { stroke: p.surface, sw: 4 }),
    // the flow
    path('M340 150H366Q376 150 376 140V108Q376 98 386 98H398', { stroke: p.primary, sw: 2.5, dash: '5 6' }),
    path('M454 125V146Q454 156 464 156H474Q484 156 484 166V188', { stroke: p.secondary, sw: 3 }),
    path('M484 242V266Q484 276 474 276H456Q446 276 446 286V302', { stroke: p.secondary, sw: 3 }),
    arrowHead(484, 188, Math.PI / 2, 11, p.secondary),
    arrowHead(446, 302, Math.PI / 2, 11, p.secondary),
    box(398, 71, p.primaryTint, circle(424, 98, 7, { fill: p.primary })),
    box(428, 188, p.secondaryTint, path('M454 206L463 222H445Z', { fill: p.secondary })),
    box(390, 302, p.primaryTint, rect(409, 322, 14, 14, 3, { fill: p.accent })),
  ]);
}

function serviceOutsourcing(p: Palette): string {
  const cols = [3, 2, 1];
  const stripe = [p.primary, p.secondary, p.accent];
  return svg([
    ground(p),
    sparkle(40, 230, 9, p.accent),
    sparkle(520, 230, 8, p.primary),
    path('M110 132Q112 170 186 176', { stroke: p.muted, sw: 2.5, dash: '4 7', op: 0.8 }),
    path('M280 110V170', { stroke: p.muted, sw: 2.5, dash: '4 7', op: 0.8 }),
    path('M450 132Q448 170 374 176', { stroke: p.muted, sw: 2.5, dash: '4 7', op: 0.8 }),
    rect(140, 172, 280, 188, 14, { fill: p.surface, stroke: p.border, sw: 2 }),
    bars(158, 188, [84], p.ink, 8, 0, 0.7),
    ...[0, 1, 2].map((i) => circle(356 + i * 16, 192, 6, { fill: stripe[i], op: 0.8 })),
    ...cols.map((cards, i) => {
      const x = 156 + i * 86;
      const col = rect(x, 210, 76, 136, 9, { fill: p.primaryTint, op: 0.55 }) + rect(x + 8, 218, 30, 5, 2.5, { fill: p.muted, op: 0.7 });
      let cs = '';
      for (let j = 0; j < cards; j++) {
        const y = 232 + j * 36;
        cs += rect(x + 7, y, 62, 28, 6, { fill: p.surface, stroke: p.border, sw: 1.5 }) + rect(x + 14, y + 8, 30, 5, 2.5, { fill: stripe[(i + j) % 3] }) + rect(x + 14, y + 17, 20, 4, 2, { fill: p.muted, op: 0.6 });
      }
      return col + cs;
    }),
    check(384, 292, 14, p.secondary, p.surface),
    ...[[186, 176], [280, 172], [374, 176]].map(([x, y]) => circle(x, y, 5, { fill: p.primary })),
    avatar(110, 96, 36, p.primary, p.surface),
    circle(110, 96, 36, { stroke: p.primary, sw: 3 }),
    avatar(280, 70, 40, p.secondary, p.surface),
    circle(280, 70, 40, { stroke: p.secondary, sw: 3 }),
    avatar(450, 96, 36, p.accent, p.surface),
    circle(450, 96, 36, { stroke: p.accent, sw: 3 }),
  ]);
}

function serviceTalentAcquisition(p: Palette): string {
  const card = (x: number, y: number, fg: string, bg: string, chip: string) =>
    rect(x, y, 150, 196, 14, { fill: p.surface, stroke: p.border, sw: 2 }) +
    avatar(x + 75, y + 56, 32, fg, bg) +
    rect(x + 35, y + 104, 80, 8, 4, { fill: p.ink, op: 0.7 }) +
    rect(x + 48, y + 120, 54, 6, 3, { fill: p.muted, op: 0.6 }) +
    rect(x + 22, y + 142, 44, 16, 8, { fill: chip, op: 0.25 }) +
    rect(x + 72, y + 142, 56, 16, 8, { fill: chip, op: 0.25 }) +
    bars(x + 22, y + 170, [106], p.border, 6, 0);
  return svg([
    ground(p, [1, 0.95, 1.03, 0.93, 1, 0.94, 1.05, 0.96]),
    sparkle(60, 70, 10, p.accent),
    sparkle(500, 60, 8, p.primary),
    circle(480, 110, 5, { fill: p.secondary, op: 0.6 }),
    group('rotate(-12 195 208)', card(120, 110, p.secondary, p.secondaryTint, p.secondary)),
    group('rotate(12 365 208)', card(290, 110, p.accent, p.primaryTint, p.accent)),
    card(205, 96, p.primary, p.primaryTint, p.primary),
    check(348, 104, 20, p.secondary, p.surface),
    // magnifier
    line(418, 290, 462, 334, { stroke: p.ink, sw: 16 }),
    circle(386, 258, 46, { fill: p.primaryTint, op: 0.45 }),
    circle(386, 258, 46, { stroke: p.primary, sw: 11 }),
    path('M364 236Q372 226 386 226', { stroke: p.surface, sw: 5, op: 0.8 }),
  ]);
}

function serviceBusinessConsulting(p: Palette): string {
  const heights = [40, 64, 86, 112];
  return svg([
    ground(p),
    sparkle(40, 60, 9, p.secondary),
    sparkle(520, 170, 9, p.accent),
    line(196, 250, 168, 364, { stroke: p.muted, sw: 7 }),
    line(324, 250, 352, 364, { stroke: p.muted, sw: 7 }),
    line(260, 250, 260, 348, { stroke: p.muted, sw: 7 }),
    rect(246, 42, 28, 16, 5, { fill: p.muted }),
    rect(110, 54, 300, 200, 12, { fill: p.surface, stroke: p.border, sw: 3 }),
    rect(100, 250, 320, 10, 5, { fill: p.ink, op: 0.75 }),
    bars(134, 76, [90, 56], p.muted, 6, 12, 0.6),
    path('M140 100V226H384', { stroke: p.border, sw: 2 }),
    ...heights.map((h, i) => rect(164 + i * 50, 226 - h, 30, h, 5, { fill: i === 3 ? p.secondaryTint : p.primaryTint })),
    path('M150 208L198 176L246 186L300 138L356 104', { stroke: p.primary, sw: 5 }),
    arrowHead(372, 94, Math.atan2(-10, 16), 20, p.primary),
    ...[[198, 176], [246, 186], [300, 138]].map(([x, y]) => circle(x, y, 5, { fill: p.surface, stroke: p.primary, sw: 3 })),
    // pie card
    rect(30, 262, 104, 84, 12, { fill: p.surface, stroke: p.border, sw: 2 }),
    circle(64, 304, 20, { fill: p.primaryTint }),
    path('M64 304V284A20 20 0 0 1 83 310Z', { fill: p.primary }),
    bars(92, 292, [28, 20, 24], p.muted, 5, 10, 0.6),
    // target and dart
    circle(456, 300, 58, { fill: p.secondaryTint }),
    circle(456, 300, 42, { fill: p.surface }),
    circle(456, 300, 27, { fill: p.secondary }),
    circle(456, 300, 12, { fill: p.surface }),
    circle(456, 300, 5, { fill: p.accent }),
    line(456, 300, 514, 242, { stroke: p.ink, sw: 4 }),
    path('M506 250H520M506 250V236M512 244H526M512 244V230', { stroke: p.accent, sw: 4 }),
  ]);
}

function serviceCentreOfExcellence(p: Palette): string {
  const plate = (y: number, w: number, top: string, side: string) =>
    path(pts([[280 - w, y], [280, y + w / 3], [280 + w, y], [280 + w, y + 14], [280, y + w / 3 + 14], [280 - w, y + 14]]) + 'Z', { fill: side }) +
    path(pts([[280 - w, y], [280, y - w / 3], [280 + w, y], [280, y + w / 3]]) + 'Z', { fill: top });
  return svg([
    ground(p, [1, 0.94, 1.03, 0.97, 1, 0.92, 1.04, 0.95]),
    sparkle(70, 80, 10, p.accent),
    sparkle(486, 70, 9, p.secondary),
    circle(440, 40, 5, { fill: p.primary, op: 0.5 }),
    plate(318, 160, p.primaryTint, p.primary),
    plate(280, 132, p.secondaryTint, p.secondary),
    plate(244, 104, p.surface, p.border),
    cube(104, 190, 24, p.primaryTint, p.primary, p.secondary),
    cube(462, 170, 18, p.secondaryTint, p.secondary, p.primary),
    path('M280 34L352 60V132C352 180 320 210 280 228C240 210 208 180 208 132V60Z', { fill: p.primary }),
    path('M280 50L338 71V132C338 170 314 196 280 211C246 196 222 170 222 132V71Z', { fill: p.primaryTint }),
    star(280, 128, 40, 17, p.accent),
  ]);
}

function productEcommerce(p: Palette): string {
  const tints = [p.primaryTint, p.secondaryTint, p.primaryTint, p.secondaryTint, p.primaryTint, p.secondaryTint];
  const shapes = [
    (x: number, y: number) => circle(x, y, 18, { fill: p.primary }),
    (x: number, y: number) => path(pts([[x, y - 18], [x + 20, y + 16], [x - 20, y + 16]]) + 'Z', { fill: p.secondary }),
    (x: number, y: number) => rect(x - 18, y - 16, 36, 32, 8, { fill: p.accent }),
    (x: number, y: number) => rect(x - 26, y - 10, 52, 20, 10, { fill: p.secondary }),
    (x: number, y: number) => circle(x - 10, y, 14, { fill: p.accent }) + circle(x + 12, y, 14, { fill: p.primary, op: 0.85 }),
    (x: number, y: number) => path(pts([[x, y - 18], [x + 18, y], [x, y + 18], [x - 18, y]]) + 'Z', { fill: p.primary }),
  ];
  return svg([
    ground(p),
    sparkle(28, 60, 9, p.secondary),
    sparkle(540, 360, 8, p.accent),
    browser(p, 40, 40, 480, 330),
    rect(58, 84, 56, 12, 6, { fill: p.primary }),
    rect(150, 80, 210, 20, 10, { stroke: p.border, sw: 2 }),
    circle(343, 90, 4, { stroke: p.muted, sw: 2 }),
    path('M442 80H450L457 100H480L487 86H454', { stroke: p.ink, sw: 3 }),
    circle(461, 107, 3, { fill: p.ink }),
    circle(477, 107, 3, { fill: p.ink }),
    circle(490, 78, 9, { fill: p.accent, stroke: p.surface, sw: 2.5 }),
    ...shapes.map((draw, i) => {
      const x = 58 + (i % 3) * 152;
      const y = 118 + Math.floor(i / 3) * 122;
      return (
        rect(x, y, 140, 110, 10, { fill: p.surface, stroke: p.border, sw: 2 }) +
        rect(x + 8, y + 8, 124, 58, 7, { fill: tints[i] }) +
        draw(x + 70, y + 37) +
        rect(x + 10, y + 76, 62, 6, 3, { fill: p.ink, op: 0.6 }) +
        rect(x + 10, y + 90, 34, 7, 3.5, { fill: p.primary, op: 0.9 }) +
        rect(x + 100, y + 76, 30, 22, 7, { fill: i === 1 ? p.secondary : p.primary }) +
        path(`M${x + 115} ${y + 81}V${y + 93}M${x + 109} ${y + 87}H${x + 121}`, { stroke: p.surface, sw: 2.5 })
      );
    }),
    // a price tag
    group(
      'rotate(-20 486 352)',
      path('M446 336H506L524 352L506 368H446Q440 368 440 362V342Q440 336 446 336Z', { fill: p.accent }),
      circle(508, 352, 4, { fill: p.surface }),
      rect(452, 348, 38, 7, 3.5, { fill: p.surface, op: 0.9 }),
    ),
  ]);
}

function productPointOfSale(p: Palette): string {
  const tileColors = [p.primary, p.secondary, p.accent];
  return svg([
    ground(p),
    sparkle(50, 80, 10, p.accent),
    sparkle(500, 60, 8, p.primary),
    // stand
    path('M238 268H282L296 338H224Z', { fill: p.muted, op: 0.8 }),
    ellipse(260, 344, 86, 12, { fill: p.muted }),
    // tablet
    rect(100, 56, 320, 216, 20, { fill: p.ink }),
    rect(112, 68, 296, 192, 11, { fill: p.surface }),
    ...Array.from({ length: 9 }, (_, i) => {
      const x = 126 + (i % 3) * 58;
      const y = 82 + Math.floor(i / 3) * 56;
      const c = tileColors[(i + Math.floor(i / 3)) % 3];
      return rect(x, y, 50, 48, 8, { fill: i % 2 ? p.secondaryTint : p.primaryTint }) + circle(x + 25, y + 19, 9, { fill: c }) + rect(x + 13, y + 34, 24, 5, 2.5, { fill: p.muted, op: 0.7 });
    }),
    rect(306, 82, 88, 164, 8, { fill: p.primaryTint, op: 0.45 }),
    ...[0, 1, 2, 3].map((i) => rect(314, 94 + i * 18, 40, 6, 3, { fill: p.ink, op: 0.5 }) + rect(366, 94 + i * 18, 20, 6, 3, { fill: p.muted, op: 0.6 })),
    line(314, 172, 386, 172, { stroke: p.border, sw: 2 }),
    rect(314, 184, 30, 8, 4, { fill: p.ink, op: 0.8 }),
    rect(358, 184, 28, 8, 4, { fill: p.primary }),
    rect(314, 212, 72, 24, 8, { fill: p.secondary }),
    rect(336, 221, 28, 6, 3, { fill: p.surface }),
    // receipt and printer
    path('M448 252V150L455 143L462 150L469 143L476 150L483 143L490 150L497 143L504 150V252Z', { fill: p.surface, stroke: p.border, sw: 2 }),
    bars(458, 164, [36, 26, 32, 20], p.muted, 5, 12, 0.6),
    line(458, 216, 494, 216, { stroke: p.border, sw: 2, dash: '3 4' }),
    rect(474, 226, 20, 6, 3, { fill: p.primary }),
    rect(426, 246, 100, 90, 14, { fill: p.surface, stroke: p.border, sw: 2 }),
    rect(440, 246, 72, 10, 5, { fill: p.ink }),
    circle(450, 312, 6, { fill: p.secondary }),
    rect(466, 309, 44, 6, 3, { fill: p.muted, op: 0.5 }),
  ]);
}

function productWebsites(p: Palette): string {
  const colIcon = [p.primary, p.secondary, p.accent];
  const colTint = [p.primaryTint, p.secondaryTint, p.primaryTint];
  return svg([
    ground(p),
    sparkle(26, 90, 9, p.accent),
    sparkle(540, 330, 8, p.secondary),
    browser(p, 44, 40, 472, 330),
    circle(72, 88, 9, { fill: p.primary }),
    rect(88, 84, 40, 8, 4, { fill: p.ink, op: 0.7 }),
    ...[0, 1, 2].map((i) => rect(272 + i * 46, 85, 34, 6, 3, { fill: p.muted, op: 0.6 })),
    rect(426, 78, 70, 20, 10, { fill: p.primary }),
    rect(62, 110, 436, 132, 12, { fill: p.primaryTint }),
    bars(86, 134, [180, 130], p.ink, 14, 22, 0.85),
    bars(86, 186, [150, 110], p.muted, 6, 11, 0.7),
    rect(86, 212, 72, 20, 10, { fill: p.primary }),
    rect(168, 212, 62, 20, 10, { stroke: p.primary, sw: 2 }),
    circle(404, 176, 48, { fill: p.primary }),
    rect(336, 150, 56, 56, 12, { fill: p.secondary, tf: 'rotate(-14 364 178)' }),
    circle(452, 130, 12, { fill: p.accent }),
    path('M384 200L404 172L424 200Z', { fill: p.surface, op: 0.9 }),
    ...[0, 1, 2].map((i) => {
      const x = 62 + i * 148;
      return (
        rect(x, 256, 140, 98, 10, { stroke: p.border, sw: 2 }) +
        circle(x + 28, 284, 14, { fill: colTint[i] }) +
        circle(x + 28, 284, 6, { fill: colIcon[i] }) +
        rect(x + 16, 308, 84, 7, 3.5, { fill: p.ink, op: 0.6 }) +
        bars(x + 16, 322, [108, 76], p.muted, 5, 10, 0.55)
      );
    }),
  ]);
}

function productMobileApps(p: Palette): string {
  const nav = (x: number, y: number, active: number, c: string) =>
    line(x + 8, y, x + 142, y, { stroke: p.border, sw: 2 }) +
    [0, 1, 2, 3].map((i) => rect(x + 28 + i * 30, y + 10, 12, 12, 4, { fill: i === active ? c : p.border })).join('');
  const phoneA = (x: number, y: number) =>
    phone(p, x, y, 150, 300) +
    rect(x + 20, y + 30, 60, 8, 4, { fill: p.ink, op: 0.75 }) +
    rect(x + 18, y + 48, 114, 20, 10, { fill: p.primaryTint, op: 0.8 }) +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          circle(x + 32, y + 92 + i * 34, 11, { fill: [p.primaryTint, p.secondaryTint, p.primaryTint, p.secondaryTint, p.primaryTint][i] }) +
          circle(x + 32, y + 92 + i * 34, 4, { fill: [p.primary, p.secondary, p.accent, p.primary, p.secondary][i] }) +
          bars(x + 50, y + 85 + i * 34, [60, 38], p.muted, 5, 10, 0.6) +
          path(`M${x + 124} ${y + 88 + i * 34}L${x + 128} ${y + 92 + i * 34}L${x + 124} ${y + 96 + i * 34}`, { stroke: p.muted, sw: 2 }),
      )
      .join('') +
    nav(x, y + 258, 0, p.primary);
  const phoneB = (x: number, y: number) =>
    phone(p, x, y, 150, 300) +
    rect(x + 20, y + 30, 50, 8, 4, { fill: p.ink, op: 0.75 }) +
    circle(x + 124, y + 34, 8, { fill: p.accent }) +
    rect(x + 16, y + 50, 118, 74, 12, { fill: p.secondary }) +
    bars(x + 28, y + 64, [60, 80], p.surface, 6, 12, 0.9) +
    rect(x + 28, y + 98, 36, 14, 7, { fill: p.surface }) +
    [0, 1, 2, 3]
      .map((i) => {
        const cx = x + 16 + (i % 2) * 61;
        const cy = y + 136 + Math.floor(i / 2) * 60;
        return rect(cx, cy, 57, 52, 10, { fill: i % 3 ? p.primaryTint : p.secondaryTint }) + circle(cx + 16, cy + 17, 7, { fill: [p.secondary, p.primary, p.accent, p.secondary][i] }) + rect(cx + 9, cy + 34, 36, 5, 2.5, { fill: p.muted, op: 0.7 });
      })
      .join('') +
    nav(x, y + 258, 1, p.secondary);
  return svg([
    ground(p),
    sparkle(500, 70, 10, p.accent),
    sparkle(60, 300, 8, p.primary),
    group('rotate(-7 225 200)', phoneA(150, 50)),
    group('rotate(6 355 236)', phoneB(280, 86)),
    rect(48, 104, 118, 46, 12, { fill: p.surface, stroke: p.border, sw: 2 }),
    circle(70, 127, 10, { fill: p.accent }),
    bars(88, 119, [62, 40], p.muted, 6, 11, 0.7),
    circle(470, 330, 22, { fill: p.primary }),
    path('M460 330L468 338L482 322', { stroke: p.surface, sw: 4 }),
  ]);
}

function productBusinessSystems(p: Palette): string {
  const chart = [52, 84, 66, 110, 92, 128];
  return svg([
    ground(p),
    sparkle(26, 60, 9, p.accent),
    sparkle(540, 380, 8, p.secondary),
    browser(p, 40, 40, 480, 330),
    path('M41 69H136V369H53Q41 369 41 357Z', { fill: p.primary }),
    rect(56, 84, 56, 10, 5, { fill: p.surface }),
    rect(52, 112, 72, 22, 7, { fill: p.surface, op: 0.22 }),
    ...[0, 1, 2, 3, 4, 5].map((i) => circle(64, 123 + i * 28, 4, { fill: p.surface, op: i ? 0.6 : 1 }) + rect(74, 120 + i * 28, i % 2 ? 36 : 44, 6, 3, { fill: p.surface, op: i ? 0.6 : 1 })),
    ...[
      [p.primary, p.primaryTint],
      [p.secondary, p.secondaryTint],
      [p.accent, p.primaryTint],
    ].map(([c, t], i) => {
      const x = 152 + i * 122;
      return (
        rect(x, 84, 110, 58, 10, { fill: p.surface, stroke: p.border, sw: 2 }) +
        rect(x + 12, 96, 40, 5, 2.5, { fill: p.muted, op: 0.6 }) +
        rect(x + 12, 110, 52, 12, 6, { fill: p.ink, op: 0.8 }) +
        path(`M${x + 70} 128L${x + 78} 120L${x + 86} 124L${x + 98} 108`, { stroke: c, sw: 3 }) +
        rect(x + 12, 128, 30, 5, 2.5, { fill: t })
      );
    }),
    rect(152, 156, 170, 198, 10, { stroke: p.border, sw: 2 }),
    rect(166, 170, 60, 6, 3, { fill: p.ink, op: 0.6 }),
    ...chart.map((h, i) => rect(170 + i * 24, 336 - h, 14, h, 4, { fill: i % 2 ? p.secondary : p.primary, op: i % 2 ? 0.85 : 1 })),
    line(166, 340, 308, 340, { stroke: p.border, sw: 2 }),
    rect(336, 156, 168, 198, 10, { stroke: p.border, sw: 2 }),
    path('M337 185V167Q337 157 347 157H493Q503 157 503 167V185Z', { fill: p.primaryTint }),
    bars(350, 168, [40], p.primary, 6, 0),
    rect(430, 168, 40, 6, 3, { fill: p.primary }),
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        circle(354, 206 + i * 30, 5, { fill: [p.secondary, p.accent, p.secondary, p.primary, p.secondary][i] }) +
        rect(366, 203 + i * 30, [50, 40, 56, 44, 36][i], 6, 3, { fill: p.muted, op: 0.6 }) +
        rect(430, 203 + i * 30, [50, 34, 42, 48, 30][i], 6, 3, { fill: p.ink, op: 0.45 }) +
        (i < 4 ? line(348, 221 + i * 30, 492, 221 + i * 30, { stroke: p.border, sw: 1.5 }) : ''),
    ),
  ]);
}

function about(p: Palette): string {
  const windows = (x0: number, y0: number, cols: number, rows: number, w: number, h: number, gx: number, gy: number, fill: string, op?: number) => {
    let s = '';
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) s += rect(x0 + c * gx, y0 + r * gy, w, h, 3, { fill, op });
    return s;
  };
  const tree = (x: number, h: number, c: string) => line(x, 362, x, 362 - h, { stroke: p.muted, sw: 4 }) + circle(x, 362 - h - 14, 22, { fill: c });
  return svg([
    ground(p, [1, 0.95, 1.02, 0.94, 1.04, 0.93, 1, 0.97]),
    circle(478, 78, 24, { fill: p.accent }),
    rect(70, 86, 86, 22, 11, { fill: p.surface, op: 0.9 }),
    rect(96, 72, 44, 30, 15, { fill: p.surface, op: 0.9 }),
    rect(392, 120, 70, 18, 9, { fill: p.surface, op: 0.8 }),
    // left building
    rect(118, 190, 96, 172, 6, { fill: p.secondaryTint }),
    rect(118, 190, 96, 12, 6, { fill: p.secondary }),
    windows(134, 218, 3, 5, 16, 14, 24, 26, p.secondary, 0.7),
    // main tower
    rect(208, 84, 150, 278, 8, { fill: p.primary }),
    rect(226, 66, 114, 24, 6, { fill: p.primary }),
    rect(270, 40, 26, 28, 4, { fill: p.primary, op: 0.8 }),
    windows(226, 108, 4, 7, 22, 18, 32, 30, p.primaryTint),
    rect(258, 320, 50, 42, 6, { fill: p.surface }),
    line(283, 324, 283, 362, { stroke: p.border, sw: 2 }),
    // right building
    rect(352, 232, 104, 130, 6, { fill: p.surface, stroke: p.border, sw: 2 }),
    windows(368, 252, 3, 3, 18, 16, 26, 30, p.primaryTint),
    rect(368, 342, 72, 6, 3, { fill: p.secondary, op: 0.8 }),
    tree(84, 40, p.secondary),
    tree(490, 54, p.secondary),
    tree(516, 30, p.primary),
    line(40, 362, 520, 362, { stroke: p.border, sw: 3 }),
    sparkle(40, 200, 8, p.accent),
  ]);
}

function careers(p: Palette): string {
  const steps = [0, 1, 2, 3, 4];
  const top = (i: number) => 322 - i * 42;
  return svg([
    ground(p),
    sparkle(60, 90, 10, p.accent),
    sparkle(350, 60, 8, p.secondary),
    circle(210, 120, 5, { fill: p.primary, op: 0.5 }),
    ...steps.map((i) => rect(196 + i * 62, top(i), 62, 362 - top(i), 4, { fill: i % 2 ? p.primaryTint : p.secondaryTint }) + line(198 + i * 62, top(i), 256 + i * 62, top(i), { stroke: i % 2 ? p.primary : p.secondary, sw: 5 })),
    path(pts(steps.map((i) => [226 + i * 62, top(i) - 18] as [number, number])), { stroke: p.accent, sw: 3, dash: '2 9' }),
    ...steps.slice(0, 4).map((i) => circle(226 + i * 62, top(i) - 18, 5, { fill: p.accent })),
    line(474, top(4), 474, 82, { stroke: p.ink, sw: 4 }),
    path('M476 84Q494 78 516 90Q500 100 516 112Q494 102 476 110Z', { fill: p.accent }),
    circle(474, 80, 4, { fill: p.ink }),
    // laptop
    rect(44, 246, 132, 84, 8, { fill: p.ink }),
    rect(52, 254, 116, 68, 4, { fill: p.surface }),
    bars(62, 266, [56, 80, 44], p.muted, 5, 11, 0.6),
    rect(62, 300, 34, 12, 6, { fill: p.primary }),
    path('M156 306L140 292L124 302', { stroke: p.secondary, sw: 3 }),
    path('M26 330H194L184 344H36Z', { fill: p.muted }),
    rect(96, 330, 28, 4, 2, { fill: p.surface, op: 0.5 }),
  ]);
}

function international(p: Palette): string {
  const cx = 280;
  const cy = 206;
  const R = 138;
  const chord = (dy: number) => Math.sqrt(R * R - dy * dy);
  const places: [number, number, string][] = [
    [214, 160, p.primary],
    [344, 128, p.secondary],
    [384, 246, p.accent],
    [226, 282, p.primary],
  ];
  return svg([
    sparkle(70, 70, 10, p.accent),
    sparkle(500, 330, 9, p.secondary),
    circle(498, 80, 5, { fill: p.primary, op: 0.5 }),
    ellipse(cx, 372, 150, 10, { fill: p.primaryTint }),
    ellipse(cx, cy, 232, 70, { stroke: p.primary, sw: 2, op: 0.35, tf: `rotate(-14 ${cx} ${cy})` }),
    circle(cx, cy, R, { fill: p.primaryTint }),
    path(blob(212, 152, 58, 42, [1, 0.8, 1.1, 0.9, 1.2, 0.85, 1, 0.9]), { fill: p.secondaryTint }),
    path(blob(350, 170, 50, 66, [0.9, 1.1, 0.8, 1, 0.9, 1.2, 0.85, 1]), { fill: p.secondaryTint }),
    path(blob(232, 288, 46, 30, [1, 0.9, 1.1, 0.8, 1, 0.9]), { fill: p.secondaryTint }),
    ...[-70, 0, 70].map((dy) => line(cx - chord(dy), cy + dy, cx + chord(dy), cy + dy, { stroke: p.surface, sw: 2, op: 0.6 })),
    ellipse(cx, cy, 62, R, { stroke: p.surface, sw: 2, op: 0.6 }),
    line(cx, cy - R, cx, cy + R, { stroke: p.surface, sw: 2, op: 0.6 }),
    circle(cx, cy, R, { stroke: p.primary, sw: 3, op: 0.5 }),
    path('M214 150Q270 90 344 118', { stroke: p.primary, sw: 3, dash: '6 7' }),
    path('M350 120Q420 170 386 236', { stroke: p.primary, sw: 3, dash: '6 7' }),
    path('M380 240Q310 300 232 274', { stroke: p.primary, sw: 3, dash: '6 7' }),
    path('M220 272Q176 216 212 152', { stroke: p.primary, sw: 3, dash: '6 7' }),
    ...places.map(([x, y, c]) => ellipse(x, y, 9, 3, { fill: p.ink, op: 0.2 }) + pin(x, y, 14, c, p.surface)),
    // a small plane on the orbit
    group('translate(474 150) rotate(-30)', path('M-16 0L16 0M2 0L-6 -14M2 0L-6 14M-14 0L-18 -6M-14 0L-18 6', { stroke: p.primary, sw: 4 })),
  ]);
}

/* ------------------------------------------------------------------ output */

export const ILLUSTRATIONS: Record<string, (p: Palette) => string> = {
  home,
  'service-custom-software': serviceCustomSoftware,
  'service-outsourcing': serviceOutsourcing,
  'service-talent-acquisition': serviceTalentAcquisition,
  'service-business-consulting': serviceBusinessConsulting,
  'service-centre-of-excellence': serviceCentreOfExcellence,
  'product-ecommerce': productEcommerce,
  'product-point-of-sale': productPointOfSale,
  'product-websites': productWebsites,
  'product-mobile-apps': productMobileApps,
  'product-business-systems': productBusinessSystems,
  about,
  careers,
  international,
};

function main() {
  mkdirSync(OUT, { recursive: true });
  let failed = false;
  for (const [name, draw] of Object.entries(ILLUSTRATIONS)) {
    for (const [scheme, palette] of [['light', LIGHT], ['dark', DARK]] as const) {
      const doc = draw(palette);
      const file = join(OUT, `${name}-${scheme}.svg`);
      writeFileSync(file, doc);
      const size = Buffer.byteLength(doc);
      if (size > MAX_BYTES) failed = true;
      console.log(`${file}  ${size} B${size > MAX_BYTES ? '  (over 12 KB)' : ''}`);
    }
  }
  if (failed) process.exit(1);
}

main();
