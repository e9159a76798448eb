/**
 * Blog covers (docs/decisions.md#visual-identity): one SVG per article, `public/covers/<slug>.svg`, 1200 × 630 (the Open
 * Graph proportions), drawn here in the brand palette: a gradient ground and a motif of the
 * article's subject, no words (nothing to translate). The same drawing is the source of the
 * article's Open Graph image (scripts/og-images.ts). Re-run after adding an article:
 *
 *   npx tsx scripts/blog-covers.ts
 *
 * An article without a motif here gets the generic one; the script lists which.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bars, circle, panel, person } from './lib/svg';

const OUT = 'public/covers';
const W = 1200;
const H = 630;

/** Ground colours per article (from, to) and the motif drawn on it. */
interface Cover {
  from: string;
  to: string;
  motif: string;
}

const WHITE = '#ffffff';
const soft = (opacity: number) => `rgba(255,255,255,${opacity})`;

const COVERS: Record<string, Cover> = {
  'building-a-dedicated-development-team': {
    from: '#1746a2',
    to: '#0f766e',
    motif: [
      panel(640, 150, 420, 330, 24, WHITE, 0.95),
      bars(680, 190, [220, 160], '#1746a2', 24, 12),
      ...[0, 1, 2].map((i) => `${panel(680 + i * 120, 260, 100, 170, 14, '#dbe6fb')}${bars(696 + i * 120, 390, [68, 44], '#94a3b8', 16, 8)}`),
      person(730, 340, '#1746a2'),
      person(850, 340, '#0f766e'),
      person(970, 340, '#f59e0b'),
      `<path d="M150 470h360" stroke="${soft(0.35)}" stroke-width="10" stroke-linecap="round"/>`,
      circle(210, 250, 70, soft(0.12)),
      circle(420, 360, 110, soft(0.08)),
    ].join(''),
  },
  'choosing-pos-for-a-retail-chain': {
    from: '#0f766e',
    to: '#1746a2',
    motif: [
      `<path d="M790 470l-40 90h220l-40-90z" fill="${soft(0.9)}"/>`,
      panel(660, 140, 400, 300, 22, WHITE),
      panel(684, 164, 352, 60, 12, '#ccf0ec'),
      bars(704, 186, [140], '#0f766e', 20, 14),
      ...Array.from({ length: 9 }, (_, i) => panel(684 + (i % 3) * 120, 244 + Math.floor(i / 3) * 62, 108, 50, 10, i % 4 === 0 ? '#f59e0b' : '#dbe6fb')),
      panel(1080, 220, 90, 250, 10, WHITE, 0.92),
      bars(1094, 246, [62, 48, 58, 40, 62, 30], '#94a3b8', 30, 8),
      circle(260, 300, 120, soft(0.1)),
    ].join(''),
  },
  'gdpr-by-design-in-custom-software': {
    from: '#1e3a8a',
    to: '#1746a2',
    motif: [
      panel(620, 170, 460, 300, 24, WHITE, 0.14),
      bars(660, 220, [300, 240, 280, 180], soft(0.45), 40, 14),
      `<path d="M880 120l150 56v110c0 96-64 170-150 204-86-34-150-108-150-204V176z" fill="${WHITE}"/>`,
      `<path d="M880 160l112 42v84c0 72-48 128-112 154-64-26-112-82-112-154v-84z" fill="#0f766e"/>`,
      `<path d="M830 300l36 36 74-80" fill="none" stroke="${WHITE}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`,
      circle(230, 420, 140, soft(0.07)),
    ].join(''),
  },
  'mobile-app-or-progressive-web-app': {
    from: '#7c3aed',
    to: '#1746a2',
    motif: [
      panel(600, 150, 380, 290, 20, WHITE, 0.95),
      panel(600, 150, 380, 44, 20, '#dbe6fb'),
      circle(628, 172, 8, '#f59e0b'),
      circle(652, 172, 8, '#0f766e'),
      bars(630, 220, [200, 280, 240], '#94a3b8', 30, 12),
      panel(630, 320, 150, 90, 12, '#ccf0ec'),
      panel(800, 320, 150, 90, 12, '#dbe6fb'),
      panel(930, 230, 170, 320, 28, '#111827'),
      panel(944, 250, 142, 280, 18, WHITE),
      bars(960, 274, [100, 70], '#1746a2', 24, 10),
      panel(960, 330, 110, 70, 12, '#dbe6fb'),
      panel(960, 414, 110, 70, 12, '#ccf0ec'),
      circle(300, 260, 110, soft(0.1)),
    ].join(''),
  },
  'modernising-a-legacy-system': {
    from: '#334155',
    to: '#0f766e',
    motif: [
      panel(560, 330, 260, 170, 6, '#94a3b8', 0.9),
      bars(580, 360, [200, 150, 180, 120], '#475569', 28, 12),
      `<path d="M850 410h70" stroke="${WHITE}" stroke-width="16" stroke-linecap="round"/><path d="M905 380l36 30-36 30" fill="none" stroke="${WHITE}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
      panel(960, 150, 200, 130, 18, WHITE),
      panel(960, 300, 200, 130, 18, WHITE, 0.9),
      panel(960, 450, 200, 90, 18, WHITE, 0.8),
      bars(984, 180, [120, 90], '#0f766e', 24, 12),
      bars(984, 330, [140, 100], '#1746a2', 24, 12),
      bars(984, 478, [110], '#f59e0b', 24, 12),
      circle(240, 230, 100, soft(0.09)),
    ].join(''),
  },
  'nearshoring-to-serbia': {
    from: '#1746a2',
    to: '#0e7490',
    motif: [
      circle(860, 330, 220, soft(0.12)),
      circle(860, 330, 160, soft(0.1)),
      `<path d="M640 330h440M860 110v440M700 200c100 60 220 60 320 0M700 460c100-60 220-60 320 0" fill="none" stroke="${soft(0.35)}" stroke-width="6"/>`,
      `<path d="M780 260c40-70 130-70 170 0" fill="none" stroke="#f59e0b" stroke-width="8" stroke-dasharray="4 18" stroke-linecap="round"/>`,
      ...[
        [780, 270, '#ffffff'],
        [950, 260, '#f59e0b'],
        [900, 390, '#ffffff'],
      ].map(([x, y, c]) => `<path d="M${x} ${Number(y) + 40}c-30-36-44-58-44-78a44 44 0 0 1 88 0c0 20-14 42-44 78z" fill="${c}"/>${circle(Number(x), Number(y) - 38, 14, '#1746a2')}`),
      circle(230, 430, 120, soft(0.08)),
    ].join(''),
  },
  'quality-assurance-in-outsourced-delivery': {
    from: '#0f766e',
    to: '#15803d',
    motif: [
      panel(640, 130, 380, 380, 24, WHITE),
      ...[0, 1, 2, 3].map(
        (i) =>
          `${panel(680, 180 + i * 78, 44, 44, 10, i < 3 ? '#0f766e' : '#dbe6fb')}${i < 3 ? `<path d="M${690} ${202 + i * 78}l10 10 18-20" fill="none" stroke="${WHITE}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` : ''}${bars(744, 194 + i * 78, [220 - i * 30], '#94a3b8', 0, 14)}`,
      ),
      circle(1030, 470, 70, '#f59e0b'),
      `<path d="M1000 470l22 22 40-44" fill="none" stroke="${WHITE}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
      circle(250, 250, 110, soft(0.1)),
    ].join(''),
  },
};

/** For an article the script has no motif for: abstract panels. */
const GENERIC: Cover = {
  from: '#1746a2',
  to: '#0f766e',
  motif: [panel(640, 160, 440, 300, 24, WHITE, 0.95), bars(680, 210, [260, 320, 220, 280], '#94a3b8', 40, 14), circle(260, 300, 120, soft(0.1))].join(''),
};

/** The cover SVG of one article. */
export function coverSvg({ from, to, motif }: Cover): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    // The brand's wave, faint, bottom left.
    `<path d="M0 540c120-60 240-60 360 0s240 60 360 0" fill="none" stroke="${soft(0.18)}" stroke-width="14" stroke-linecap="round"/>`,
    motif,
    '</svg>',
  ].join('');
}

function main() {
  mkdirSync(OUT, { recursive: true });
  const slugs = readdirSync('content/blog')
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''));
  for (const slug of slugs) {
    const cover = COVERS[slug];
    if (!cover) console.warn(`${slug}: no motif of its own, the generic cover is used`);
    writeFileSync(join(OUT, `${slug}.svg`), `${coverSvg(cover ?? GENERIC)}\n`);
  }
  console.log(`wrote ${slugs.length} covers to ${OUT}`);
}

main();
