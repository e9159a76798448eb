/**
 * Media as pages show them (docs/decisions.md#media): what the prerenderer and the publisher need
 * to write an `<img>` or a `<picture>` of a medium (src/shared/media.ts gives the addresses and
 * the `srcset`), without the files' bytes.
 */
import { and, inArray, isNull } from 'drizzle-orm';
import type { MediaVariantRef } from '../../src/shared/media';
import type { Database } from '../db/client';
import { media, mediaVariants } from '../db/schema';

/** A medium for a page: its address parts, size, type, alternative texts and variants. */
export interface PageMedia {
  id: number;
  sha256: string;
  fileName: string;
  width: number | null;
  height: number | null;
  contentType: string;
  /** Alternative text per language (`{en: "…", sr: "…"}`); languages without one are absent. */
  alt: Partial<Record<string, string>>;
  /** Narrowest first, AVIF before WebP at each width. */
  variants: MediaVariantRef[];
}

/**
 * The media `ids` that exist and are not deleted, in the order of `ids` (repeated and unknown ids
 * left out); an empty list asks nothing of the database.
 */
export async function loadMediaForPage(db: Database, ids: readonly number[]): Promise<PageMedia[]> {
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  if (wanted.length === 0) return [];
  const [rows, variants] = await Promise.all([
    db
      .select({
        id: media.id,
        sha256: media.sha256,
        fileName: media.fileName,
        width: media.width,
        height: media.height,
        contentType: media.contentType,
        alt: media.alt,
      })
      .from(media)
      .where(and(inArray(media.id, wanted), isNull(media.deletedAt))),
    db.select({ mediaId: mediaVariants.mediaId, width: mediaVariants.width, format: mediaVariants.format }).from(mediaVariants).where(inArray(mediaVariants.mediaId, wanted)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = variants
      .filter((variant) => variant.mediaId === id)
      .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format))
      .map(({ width, format }) => ({ width, format }));
    return [{ ...row, alt: row.alt ?? {}, variants: own }];
  });
}
