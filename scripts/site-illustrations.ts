/**
 * The site's illustrations (issue 11): `public/illustrations/<name>-light.svg` and
 * `<name>-dark.svg`, 560 × 420, flat drawings in the brand palette with no words (nothing to
 * translate), one description per picture drawn in both palettes. The pages show the one that
 * matches their colour scheme (src/site/components/Illustration.tsx). Original work of this
 * project (public/illustrations/LICENSE.md). Re-run after changing a drawing:
 *
 *   npx tsx scripts/site-illustrations.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bars, circle, panel, person, tick } from './lib/svg';

const OUT = 'public/illustrations';
const W = 560;
const H = 420;

interface Palette {
  primary: string;
  primaryTint: string;
  secondary: string;
  secondaryTint: string;
  ink: string;
  muted: string;
  surface: string;
  border: string;
  accent: string;
  /** The soft shape behind each drawing. */
  blob: string;
}

const LIGHT: Palette = {
  primary: '#1746a2',
  primaryTint: '#dbe6fb',
  secondary: '#0f766e',
  secondaryTint: '#ccf0ec',
  ink: '#111827',
  muted: '#9aa5b5',
  surface: '#ffffff',
  border: '#d7deea',
  accent: '#f59e0b',
  blob: '#e3ebf9',
};

const DARK: Palette = {
  primary: '#8ab4ff',
  primaryTint: '#1e3a6e',
  secondary: '#5eead4',
  secondaryTint: '#134e4a',
  ink: '#f3f4f6',
  muted: '#64748b',
  surface: '#121a2b',
  border: '#2b3a55',
  accent: '#fbbf24',
  blob: '#16213a',
};

/** A window with a title bar and three dots; `body` is drawn inside. */
const windowFrame = (p: Palette, x: number, y: number, w: number, h: number) =>
  [
    panel(x, y, w, h, 16, p.surface, 1, p.border),
    `<path d="M${x} ${y + 34}h${w}" stroke="${p.border}" stroke-width="2"/>`,
    circle(x + 20, y + 17, 5, p.accent),
    circle(x + 36, y + 17, 5, p.secondary),
    circle(x + 52, y + 17, 5, p.primary),
  ].join('');

/** A phone outline with its screen; returns the markup. */
const phone = (p: Palette, x: number, y: number, w: number, h: number) =>
  [panel(x, y, w, h, 20, p.ink), panel(x + 8, y + 14, w - 16, h - 28, 12, p.surface)].join('');

/** The soft background blob. */
const blob = (p: Palette) => `<path d="M90 330c-60-70-40-190 60-240s260-40 320 40 40 210-60 250-260 20-320-50z" fill="${p.blob}"/>`;

const barChart = (p: Palette, x: number, baseY: number, heights: readonly number[], width = 22, gap = 12) =>
  heights.map((h, i) => panel(x + i * (width + gap), baseY - h, width, h, 4, i % 3 === 2 ? p.accent : i % 2 ? p.secondary : p.primary)).join('');

const DRAWINGS: Record<string, (p: Palette) => string> = {
  home: (p) =>
    [
      blob(p),
      windowFrame(p, 40, 60, 360, 260),
      panel(56, 110, 80, 194, 10, p.primaryTint),
      bars(68, 128, [56, 44, 52, 38], p.primary, 26, 8),
      panel(150, 110, 110, 60, 10, p.secondaryTint),
      panel(272, 110, 112, 60, 10, p.primaryTint),
      bars(162, 126, [60, 40], p.secondary, 18, 8),
      bars(284, 126, [60, 40], p.primary, 18, 8),
      barChart(p, 160, 290, [50, 80, 64, 100, 86, 120], 20, 16),
      `<path d="M152 226l50-20 44 14 56-34 58 10" fill="none" stroke="${p.secondary}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
      phone(p, 380, 120, 130, 250),
      panel(398, 150, 94, 60, 10, p.primaryTint),
      bars(406, 166, [60, 40], p.primary, 16, 8),
      panel(398, 220, 94, 44, 10, p.secondaryTint),
      panel(398, 274, 94, 44, 10, p.primaryTint),
      circle(445, 338, 8, p.muted),
      panel(20, 300, 110, 70, 14, p.surface, 1, p.border),
      `<path d="M50 322l-14 14 14 14M100 322l14 14-14 14M82 318l-14 36" fill="none" stroke="${p.secondary}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
      circle(470, 80, 26, p.accent),
      tick(452, 62, 36, p.surface, 6),
    ].join(''),

  'service-custom-software': (p) =>
    [
      blob(p),
      windowFrame(p, 50, 50, 300, 230),
      ...[0, 1, 2, 3, 4, 5].map((i) => bars(74 + (i % 3 === 1 ? 24 : i % 3 === 2 ? 48 : 0), 104 + i * 26, [[120, 90, 150, 70, 110, 60][i]], [p.primary, p.secondary, p.muted, p.accent, p.primary, p.muted][i], 0, 10)),
      panel(330, 200, 90, 60, 12, p.primaryTint, 1, p.primary),
      panel(440, 120, 90, 60, 12, p.secondaryTint, 1, p.secondary),
      panel(440, 280, 90, 60, 12, p.surface, 1, p.accent),
      `<path d="M420 230h10q10 0 10-10v-50M430 230q10 0 10 10v60" fill="none" stroke="${p.muted}" stroke-width="4" stroke-linecap="round"/>`,
      bars(350, 222, [50], p.primary, 0, 10),
      bars(460, 142, [50], p.secondary, 0, 10),
      bars(460, 302, [50], p.accent, 0, 10),
      `<path d="M120 330l-24 24 24 24M200 330l24 24-24 24M172 322l-24 64" fill="none" stroke="${p.primary}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
    ].join(''),

  'service-outsourcing': (p) =>
    [
      blob(p),
      panel(200, 50, 320, 240, 16, p.surface, 1, p.border),
      ...[0, 1, 2].map((c) =>
        [
          panel(216 + c * 100, 70, 88, 18, 9, [p.primaryTint, p.secondaryTint, p.primaryTint][c]),
          ...[0, 1, 2].slice(0, 3 - (c === 2 ? 1 : 0)).map((r) => `${panel(216 + c * 100, 100 + r * 58, 88, 48, 10, p.surface, 1, p.border)}${bars(228 + c * 100, 114 + r * 58, [56, 36], r === 0 && c === 1 ? p.accent : p.muted, 14, 7)}`),
        ].join(''),
      ),
      person(90, 160, p.primary),
      person(90, 300, p.secondary),
      person(200, 360, p.accent, 0.8),
      `<path d="M140 150q40 0 60-20M140 290q40 0 60-40M240 340q40-20 40-50" fill="none" stroke="${p.muted}" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>`,
      circle(470, 330, 34, p.secondary),
      tick(450, 310, 40, p.surface, 7),
    ].join(''),

  'service-talent-acquisition': (p) =>
    [
      blob(p),
      ...[0, 1, 2].map((i) => {
        const x = 60 + i * 150;
        const y = 90 + (i === 1 ? -20 : 20);
        return [panel(x, y, 130, 180, 16, p.surface, 1, p.border), circle(x + 65, y + 52, 30, [p.primaryTint, p.secondaryTint, p.primaryTint][i]), person(x + 65, y + 70, [p.primary, p.secondary, p.muted][i], 0.5), bars(x + 20, y + 104, [90, 70, 80], p.muted, 18, 8)].join('');
      }),
      `<circle cx="330" cy="270" r="52" fill="none" stroke="${p.primary}" stroke-width="12"/>`,
      `<path d="M368 308l56 56" stroke="${p.primary}" stroke-width="18" stroke-linecap="round"/>`,
      circle(330, 270, 40, p.primaryTint, 0.6),
      circle(180, 110, 22, p.accent),
      tick(164, 94, 32, p.surface, 5),
    ].join(''),

  'service-business-consulting': (p) =>
    [
      blob(p),
      `<path d="M120 330l40-60M300 330l-40-60" stroke="${p.muted}" stroke-width="8" stroke-linecap="round"/>`,
      panel(60, 60, 300, 220, 14, p.surface, 1, p.border),
      barChart(p, 90, 250, [40, 70, 60, 100, 130], 30, 18),
      `<path d="M96 200l56-30 50 10 54-50 60-30" fill="none" stroke="${p.secondary}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<path d="M300 78l18 14-22 6z" fill="${p.secondary}"/>`,
      circle(440, 240, 80, p.surface),
      `<circle cx="440" cy="240" r="80" fill="none" stroke="${p.primary}" stroke-width="10"/>`,
      `<circle cx="440" cy="240" r="50" fill="none" stroke="${p.secondary}" stroke-width="10"/>`,
      circle(440, 240, 18, p.accent),
      `<path d="M440 240l70-70" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/><path d="M500 160l24-4-4 24z" fill="${p.ink}"/>`,
      person(440, 390, p.primary, 0.5),
    ].join(''),

  'service-centre-of-excellence': (p) =>
    [
      blob(p),
      ...[0, 1, 2].map((i) => `<path d="M80 ${300 - i * 50}l140-50 160 50-140 50z" fill="${[p.primaryTint, p.secondaryTint, p.primaryTint][i]}" stroke="${[p.primary, p.secondary, p.primary][i]}" stroke-width="3"/>`),
      `<path d="M400 60l90 34v70c0 62-40 106-90 128-50-22-90-66-90-128V94z" fill="${p.primary}"/>`,
      `<path d="M400 84l68 26v54c0 46-30 80-68 98-38-18-68-52-68-98v-54z" fill="${p.surface}"/>`,
      `<path d="M400 118l13 27 29 4-21 20 5 29-26-14-26 14 5-29-21-20 29-4z" fill="${p.accent}"/>`,
      circle(470, 320, 10, p.secondary),
      circle(500, 290, 6, p.accent),
      circle(70, 110, 8, p.primary),
    ].join(''),

  'product-ecommerce': (p) =>
    [
      blob(p),
      windowFrame(p, 40, 40, 420, 320),
      panel(56, 86, 388, 40, 10, p.primaryTint),
      bars(72, 101, [80], p.primary, 0, 10),
      bars(330, 101, [40, 40], p.muted, 0, 10),
      ...Array.from({ length: 6 }, (_, i) => {
        const x = 56 + (i % 3) * 132;
        const y = 140 + Math.floor(i / 3) * 108;
        return [panel(x, y, 120, 96, 12, p.surface, 1, p.border), panel(x + 10, y + 10, 100, 48, 8, [p.primaryTint, p.secondaryTint, p.primaryTint, p.secondaryTint, p.primaryTint, p.secondaryTint][i]), bars(x + 10, y + 66, [70], p.muted, 0, 8), bars(x + 10, y + 80, [36], i === 1 ? p.accent : p.primary, 0, 8)].join('');
      }),
      circle(480, 80, 40, p.accent),
      `<path d="M462 68h6l8 26h20l6-18h-30" fill="none" stroke="${p.surface}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
      circle(480, 102, 3.5, p.surface),
      circle(494, 102, 3.5, p.surface),
      circle(508, 52, 13, p.secondary),
    ].join(''),

  'product-point-of-sale': (p) =>
    [
      blob(p),
      `<path d="M200 300l-30 70h160l-30-70z" fill="${p.muted}"/>`,
      panel(80, 70, 340, 240, 20, p.ink),
      panel(94, 84, 312, 212, 12, p.surface),
      panel(108, 98, 190, 24, 8, p.primaryTint),
      ...Array.from({ length: 9 }, (_, i) => panel(108 + (i % 3) * 64, 132 + Math.floor(i / 3) * 52, 56, 44, 8, i === 4 ? p.accent : i % 2 ? p.secondaryTint : p.primaryTint)),
      panel(306, 98, 86, 184, 8, p.blob),
      bars(316, 114, [60, 44, 56, 40], p.muted, 22, 8),
      panel(316, 246, 66, 24, 8, p.secondary),
      `<path d="M440 120h80v190l-10-8-10 8-10-8-10 8-10-8-10 8-10-8-10 8z" fill="${p.surface}" stroke="${p.border}" stroke-width="2"/>`,
      bars(452, 140, [50, 36, 54, 30, 44], p.muted, 22, 7),
      bars(452, 260, [56], p.primary, 0, 9),
    ].join(''),

  'product-websites': (p) =>
    [
      blob(p),
      windowFrame(p, 50, 40, 440, 330),
      bars(70, 92, [60], p.primary, 0, 12),
      bars(300, 94, [36], p.muted, 0, 8),
      bars(350, 94, [36], p.muted, 0, 8),
      bars(400, 94, [36], p.muted, 0, 8),
      panel(70, 120, 400, 120, 14, p.primaryTint),
      bars(92, 146, [180, 140], p.primary, 26, 14),
      panel(92, 202, 90, 24, 12, p.primary),
      panel(320, 136, 130, 88, 12, p.secondaryTint),
      circle(385, 180, 26, p.secondary),
      ...[0, 1, 2].map((i) => `${panel(70 + i * 136, 256, 128, 96, 12, p.surface, 1, p.border)}${circle(96 + i * 136, 282, 12, [p.primary, p.secondary, p.accent][i])}${bars(86 + i * 136, 304, [90, 70], p.muted, 16, 8)}`),
    ].join(''),

  'product-mobile-apps': (p) =>
    [
      blob(p),
      phone(p, 120, 40, 170, 340),
      bars(146, 76, [80], p.primary, 0, 12),
      ...[0, 1, 2, 3].map((i) => `${circle(156, 118 + i * 52, 14, [p.primaryTint, p.secondaryTint, p.primaryTint, p.secondaryTint][i])}${bars(180, 110 + i * 52, [80, 56], p.muted, 14, 7)}`),
      panel(136, 320, 138, 34, 10, p.primaryTint),
      ...[0, 1, 2].map((i) => circle(160 + i * 44, 337, 6, i === 0 ? p.primary : p.muted)),
      phone(p, 310, 80, 150, 300),
      panel(330, 110, 110, 80, 12, p.primary),
      bars(342, 128, [60, 40], p.surface, 18, 8),
      panel(330, 200, 52, 60, 10, p.secondaryTint),
      panel(388, 200, 52, 60, 10, p.primaryTint),
      panel(330, 270, 110, 60, 10, p.surface, 1, p.border),
      bars(342, 286, [70, 50], p.muted, 16, 7),
      circle(480, 90, 20, p.accent),
    ].join(''),

  'product-business-systems': (p) =>
    [
      blob(p),
      panel(30, 40, 500, 340, 18, p.surface, 1, p.border),
      panel(30, 40, 100, 340, 18, p.primary),
      ...[0, 1, 2, 3, 4].map((i) => panel(50, 80 + i * 40, 60, 12, 6, i === 1 ? p.surface : p.primaryTint, i === 1 ? 1 : 0.6)),
      ...[0, 1, 2].map((i) => `${panel(150 + i * 124, 64, 110, 70, 12, [p.primaryTint, p.secondaryTint, p.blob][i])}${bars(164 + i * 124, 82, [50], p.muted, 0, 8)}${bars(164 + i * 124, 100, [70], [p.primary, p.secondary, p.accent][i], 0, 16)}`),
      panel(150, 150, 210, 130, 12, p.surface, 1, p.border),
      barChart(p, 170, 264, [40, 70, 55, 90, 76], 22, 14),
      panel(376, 150, 134, 130, 12, p.surface, 1, p.border),
      `<circle cx="443" cy="215" r="42" fill="none" stroke="${p.primaryTint}" stroke-width="18"/><path d="M443 173a42 42 0 0 1 40 55" fill="none" stroke="${p.secondary}" stroke-width="18"/>`,
      ...[0, 1].map((i) => `${panel(150, 296 + i * 36, 360, 28, 8, i ? p.surface : p.blob, 1, i ? p.border : undefined)}${bars(164, 305 + i * 36, [90], p.muted, 0, 8)}${bars(300, 305 + i * 36, [60], p.muted, 0, 8)}${bars(430, 305 + i * 36, [50], i ? p.secondary : p.primary, 0, 8)}`),
    ].join(''),

  about: (p) =>
    [
      blob(p),
      panel(150, 70, 200, 290, 12, p.primary),
      ...Array.from({ length: 12 }, (_, i) => panel(172 + (i % 3) * 56, 96 + Math.floor(i / 3) * 56, 40, 36, 6, i % 5 === 0 ? p.accent : p.primaryTint)),
      panel(226, 316, 48, 44, 6, p.surface),
      panel(350, 180, 120, 180, 10, p.secondary),
      ...Array.from({ length: 6 }, (_, i) => panel(366 + (i % 2) * 52, 200 + Math.floor(i / 2) * 50, 36, 32, 6, p.secondaryTint)),
      `<path d="M60 360h460" stroke="${p.muted}" stroke-width="6" stroke-linecap="round"/>`,
      circle(100, 300, 36, p.secondaryTint),
      `<path d="M100 300v60" stroke="${p.secondary}" stroke-width="8" stroke-linecap="round"/>`,
      person(500, 330, p.accent, 0.55),
    ].join(''),

  careers: (p) =>
    [
      blob(p),
      ...[0, 1, 2, 3].map((i) => panel(70 + i * 90, 320 - i * 60, 100, 40 + i * 60, 8, [p.primaryTint, p.secondaryTint, p.primaryTint, p.secondaryTint][i], 1, [p.primary, p.secondary, p.primary, p.secondary][i])),
      `<path d="M400 140V60" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/><path d="M400 62h70l-16 20 16 20h-70z" fill="${p.accent}"/>`,
      person(130, 280, p.primary, 0.6),
      `<path d="M120 250q140-160 270-110" fill="none" stroke="${p.muted}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>`,
      panel(420, 270, 120, 76, 10, p.ink),
      panel(428, 278, 104, 60, 6, p.surface),
      bars(438, 290, [60, 40, 70], p.primary, 14, 6),
      `<path d="M404 352h152l-10 14H414z" fill="${p.muted}"/>`,
    ].join(''),

  international: (p) =>
    [
      blob(p),
      circle(280, 210, 150, p.primaryTint),
      `<circle cx="280" cy="210" r="150" fill="none" stroke="${p.primary}" stroke-width="4"/>`,
      `<ellipse cx="280" cy="210" rx="70" ry="150" fill="none" stroke="${p.primary}" stroke-width="3"/><path d="M130 210h300M150 140h260M150 280h260M280 60v300" fill="none" stroke="${p.primary}" stroke-width="3"/>`,
      `<path d="M190 150q90-90 190 10M240 290q70 40 130-40" fill="none" stroke="${p.accent}" stroke-width="5" stroke-dasharray="3 12" stroke-linecap="round"/>`,
      ...[
        [190, 150, p.secondary],
        [380, 160, p.accent],
        [240, 290, p.primary],
        [370, 250, p.secondary],
      ].map(([x, y, c]) => `<path d="M${x} ${Number(y) + 4}c-18-22-26-36-26-48a26 26 0 0 1 52 0c0 12-8 26-26 48z" fill="${c}"/>${circle(Number(x), Number(y) - 44, 9, p.surface)}`),
    ].join(''),
};

/** One drawing as an SVG document. */
export function illustrationSvg(name: string, palette: Palette): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${DRAWINGS[name](palette)}</svg>\n`;
}

function main() {
  mkdirSync(OUT, { recursive: true });
  for (const name of Object.keys(DRAWINGS)) {
    writeFileSync(join(OUT, `${name}-light.svg`), illustrationSvg(name, LIGHT));
    writeFileSync(join(OUT, `${name}-dark.svg`), illustrationSvg(name, DARK));
  }
  console.log(`wrote ${Object.keys(DRAWINGS).length * 2} files to ${OUT}`);
}

main();
