/**
 * Article covers (docs/decisions.md#publishing): the chosen picture from the media library, with
 * its resized AVIF and WebP variants as `<picture>` sources, or, without one, the generated cover
 * `/covers/<slug>.svg` (a file of the build for the articles that shipped with one, else drawn by
 * {@link generatedCoverSvg}).
 */
import { createHash } from 'node:crypto';
import type { BlogCover } from '../../src/shared/blog';
import { OG_HEIGHT, OG_WIDTH } from '../../src/shared/ogImage';
import { MEDIA_VARIANT_FORMATS, mediaSrcSet, mediaUrl } from '../../src/shared/media';
import type { Database } from '../db/client';
import { loadMediaForPage } from '../media/load';

/** The generated cover of an article without a picture: the Open Graph size, decorative. */
export const generatedCover = (slug: string): BlogCover => ({ src: `/covers/${slug}.svg`, width: OG_WIDTH, height: OG_HEIGHT, alt: '', sources: [] });

interface CoverRow {
  slug: string;
  language: string;
  coverMediaId: number | null;
}

/**
 * Loads the media-library pictures `ids` (deleted and unknown ones left out); returns the picture
 * of an id in a language — its alternative text in that language, else English, else any, its
 * AVIF and WebP variants as sources — or null for no id or one not loaded.
 */
export async function picturesOf(db: Database, ids: readonly (number | null)[]): Promise<(id: number | null, language: string) => BlogCover | null> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const byId = new Map((await loadMediaForPage(db, wanted)).map((file) => [file.id, file]));
  return (id, language) => {
    const file = id === null ? undefined : byId.get(id);
    if (!file) return null;
    const alt = file.alt[language] ?? file.alt.en ?? Object.values(file.alt).find(Boolean) ?? '';
    const sources = MEDIA_VARIANT_FORMATS.map((format) => ({ type: `image/${format}`, srcSet: mediaSrcSet(file, file.variants, format) })).filter((source) => source.srcSet);
    return { src: mediaUrl(file), width: file.width ?? OG_WIDTH, height: file.height ?? OG_HEIGHT, alt, sources };
  };
}

/**
 * Loads the pictures `rows` name; returns the cover of a row (its language's alt text, else
 * English, else any). A deleted or missing picture falls back to the generated cover.
 */
export async function coversOf(db: Database, rows: readonly CoverRow[]): Promise<(row: CoverRow) => BlogCover> {
  const pictures = await picturesOf(db, rows.map((row) => row.coverMediaId));
  return (row) => pictures(row.coverMediaId, row.language) ?? generatedCover(row.slug);
}

/** Brand gradients the generated covers pick from (docs/decisions.md#visual-identity palette). */
const GROUNDS: readonly [string, string][] = [
  ['#1746a2', '#0f766e'],
  ['#0f766e', '#1746a2'],
  ['#312e81', '#1746a2'],
  ['#1746a2', '#7c3aed'],
  ['#0e7490', '#15803d'],
  ['#9a3412', '#b45309'],
];

/**
 * The generated cover of `slug`: a 1200 × 630 SVG, the same for the same slug — a gradient of
 * the brand palette and a few soft panels placed from the slug's hash, no words (nothing to
 * translate).
 */
export function generatedCoverSvg(slug: string): string {
  const hash = createHash('sha256').update(slug).digest();
  const [from, to] = GROUNDS[hash[0] % GROUNDS.length];
  const panels = [0, 1, 2, 3]
    .map((i) => {
      const x = 560 + (hash[1 + i] % 420);
      const y = 80 + (hash[5 + i] % 360);
      const w = 140 + (hash[9 + i] % 220);
      const h = 90 + (hash[13 + i] % 160);
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" fill="#ffffff" fill-opacity="${(0.1 + i * 0.06).toFixed(2)}"/>`;
    })
    .join('');
  const circle = `<circle cx="${200 + (hash[17] % 200)}" cy="${200 + (hash[18] % 200)}" r="${90 + (hash[19] % 80)}" fill="#ffffff" fill-opacity="0.12"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#g)"/>${circle}${panels}<path d="M150 470h360" stroke="#ffffff" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"/></svg>`;
}
