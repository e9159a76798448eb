/**
 * Stores a picture in the media library (docs/decisions.md#media): its row with the checked
 * file (server/media/images.ts inspectImage) and its resized variants, in the caller's
 * transaction. Used by the upload route (server/routes/media.ts) and the seeders.
 */
import type { Database } from '../db/client';
import { media, mediaVariants } from '../db/schema';
import type { InspectedImage, Variant } from './images';

/** What a stored picture is made of: its stored name, the checked file, its variants, alternative texts by language and uploader. */
export interface NewMedia {
  fileName: string;
  image: InspectedImage;
  variants: readonly Variant[];
  alt: Partial<Record<string, string>>;
  createdBy: number | null;
}

/** Inserts the picture and its variants; returns its id. Throws the database's error (the caller's transaction rolls back). */
export async function insertMedia(db: Database, { fileName, image, variants, alt, createdBy }: NewMedia): Promise<number> {
  const [created] = await db
    .insert(media)
    .values({
      fileName,
      contentType: image.contentType,
      byteSize: image.data.length,
      width: image.width,
      height: image.height,
      sha256: image.sha256,
      data: image.data,
      alt,
      createdBy,
    })
    .returning({ id: media.id });
  if (variants.length) {
    await db.insert(mediaVariants).values(variants.map((variant) => ({ mediaId: created.id, width: variant.width, format: variant.format, byteSize: variant.data.length, data: variant.data })));
  }
  return created.id;
}
