/**
 * The media library as the admin reads it (src/shared/resources/media.ts; docs/decisions.md#media):
 * the record's type, its thumbnail address, and the upload (`POST /media`, the raw file) with
 * its refusals as translation keys.
 */
import type { Identifier } from 'react-admin';
import type { LanguageCode } from '../../shared/languages';
import { MAX_MEDIA_BYTES, MAX_MEDIA_DIMENSION, MAX_MEDIA_FILE_NAME_LENGTH, MAX_MEDIA_PIXELS, mediaUrl, mediaVariantUrl } from '../../shared/media';
import type { AdminDataProvider } from '../../admin/dataProviderTypes';

/** A medium as `GET /media/{id}` answers it. */
export interface MediaRecord {
  id: Identifier & number;
  fileName: string;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  sha256: string;
  alt: Partial<Record<LanguageCode, string>>;
  variants: { width: number; format: string; byteSize: number }[];
  usedBy: { id: number; name: string }[];
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** The address of a small picture of `record` at least `width` wide: its narrowest WebP variant that is, else the original. */
export function thumbnailUrl(record: Pick<MediaRecord, 'id' | 'sha256' | 'fileName' | 'variants'>, width = 320): string {
  const webp = record.variants.filter((variant) => variant.format === 'webp').sort((a, b) => a.width - b.width);
  const fitting = webp.find((variant) => variant.width >= width) ?? webp.at(-1);
  return fitting ? mediaVariantUrl(record, fitting.width, 'webp') : mediaUrl(record);
}

/** The accepted types, for a file input's `accept`. */
export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml,.jpg,.jpeg,.png,.webp,.avif,.svg';

/** An upload's refusal: the translation key and its values. */
export interface UploadProblem {
  key: string;
  values: Record<string, unknown>;
}

const E = 'resources.media.upload.errors';

/** What the upload hint and the refusals interpolate (the limits of src/shared/media.ts). */
export const UPLOAD_LIMITS = {
  max: MAX_MEDIA_BYTES / 1024 / 1024,
  pixels: MAX_MEDIA_DIMENSION,
  megapixels: MAX_MEDIA_PIXELS / 1_000_000,
  fileNameMax: MAX_MEDIA_FILE_NAME_LENGTH,
};

/**
 * The refusal of a failed upload in the interface language: by the API's status and the field
 * it names (413 too large, 415 not an accepted type, 422 `width` too many pixels, 422 `file`
 * unreadable, 400 `fileName` no name, 400 `file` empty); `size` is the chosen picture's
 * (the reason's figures). Anything else is the generic failure.
 */
export function uploadProblemOf(error: unknown, size?: { width: number; height: number }): UploadProblem {
  const { status, body } = (error ?? {}) as { status?: number; body?: unknown };
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  // The dataProvider turns field errors into react-admin's {field: reason} object.
  const fields = Array.isArray(errors)
    ? errors.map((entry: { field?: string }) => entry.field)
    : errors && typeof errors === 'object'
      ? Object.keys(errors).filter((key) => key !== 'root')
      : [];
  if (status === 413) return { key: `${E}.tooLarge`, values: { max: UPLOAD_LIMITS.max } };
  if (status === 415) return { key: `${E}.unsupportedType`, values: {} };
  if (status === 422 && fields.includes('width')) {
    return { key: `${E}.tooManyPixels`, values: { width: size?.width ?? '?', height: size?.height ?? '?', max: UPLOAD_LIMITS.pixels, megapixels: UPLOAD_LIMITS.megapixels } };
  }
  if (status === 422) return { key: `${E}.unreadable`, values: {} };
  if (status === 400 && fields.includes('fileName')) return { key: `${E}.fileName`, values: { max: UPLOAD_LIMITS.fileNameMax } };
  if (status === 400) return { key: `${E}.empty`, values: {} };
  return { key: 'resources.media.upload.failed', values: {} };
}

/** The refusal the browser can tell before sending `file` (empty or above the size limit); null when it may be sent. */
export function localProblemOf(file: File): UploadProblem | null {
  if (file.size === 0) return { key: `${E}.empty`, values: {} };
  if (file.size > MAX_MEDIA_BYTES) return { key: `${E}.tooLarge`, values: { max: UPLOAD_LIMITS.max } };
  return null;
}

/** Sends `file` as the raw body of `POST /media?fileName=…[&alt=…]` → the new medium. */
export async function uploadMedia(dataProvider: AdminDataProvider, file: File, alt?: string): Promise<MediaRecord> {
  const query: Record<string, string> = { fileName: file.name || 'image' };
  if (alt?.trim()) {
    query.alt = alt.trim();
    query.language = 'en';
  }
  const { data } = await dataProvider.postTo<MediaRecord>('/media', file, { contentType: file.type || 'application/octet-stream', query });
  return data;
}
