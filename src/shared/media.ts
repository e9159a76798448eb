/**
 * The media library's public contract (docs/decisions.md#media), browser-safe: where an image
 * and its resized variants are served, the widths and formats made on upload, the upload's
 * limits, and the `srcset` of a `<picture>` source.
 *
 * Addresses (served by server/media/serve.ts, public, cached for a year as immutable):
 *   /media/{id}/{sha256}/{file name}   the original, as uploaded (an SVG sanitised)
 *   /media/{id}/{sha256}/w{width}.{format}   a resized variant (`w640.avif`)
 * The SHA-256 of the original's bytes is part of every address, so an address never changes
 * its content and a deleted medium's addresses stop answering (404).
 */

/** Path prefix of every media address (same origin as the site). */
export const MEDIA_BASE = '/media';

/** Widths (pixels) of the variants made on upload, those not above the original's width. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Formats of the variants: `<picture>` offers AVIF first, then WebP; the original is the fallback. */
export const MEDIA_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number] | 'jpeg';

/** The content types the library accepts, read from the file's bytes (never from its name). */
export const MEDIA_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

/** The file name extension of each accepted type (a name is corrected to it on upload). */
export const MEDIA_EXTENSIONS: Readonly<Record<MediaContentType, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/svg+xml': ['svg'],
};

/** Largest upload (bytes): 10 MiB. */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
/** Longest side of an uploaded image (pixels). */
export const MAX_MEDIA_DIMENSION = 10_000;
/** Most pixels of an uploaded image (width × height): 50 megapixels. */
export const MAX_MEDIA_PIXELS = 50_000_000;
/** Longest file name (characters). */
export const MAX_MEDIA_FILE_NAME_LENGTH = 200;
/** Longest alternative text per language (characters). */
export const MAX_MEDIA_ALT_LENGTH = 300;

/** What an address of a medium needs. */
export interface MediaRef {
  id: number;
  sha256: string;
  fileName: string;
}

/** One variant of a medium. */
export interface MediaVariantRef {
  width: number;
  format: string;
}

/** Address of a medium's original file. */
export const mediaUrl = (m: MediaRef): string => `${MEDIA_BASE}/${m.id}/${m.sha256}/${encodeURIComponent(m.fileName)}`;

/** Address of one resized variant (`/media/7/<sha>/w640.avif`). */
export const mediaVariantUrl = (m: Pick<MediaRef, 'id' | 'sha256'>, width: number, format: string): string =>
  `${MEDIA_BASE}/${m.id}/${m.sha256}/w${width}.${format}`;

/**
 * The `srcset` of a `<source type="image/{format}">`: the medium's variants of `format`, narrowest
 * first (`/media/7/<sha>/w320.webp 320w, /media/7/<sha>/w640.webp 640w`); empty when it has none
 * (an SVG, or an upload made while variants were disabled): leave the source out then.
 */
export function mediaSrcSet(m: Pick<MediaRef, 'id' | 'sha256'>, variants: readonly MediaVariantRef[], format: string): string {
  return variants
    .filter((variant) => variant.format === format)
    .map((variant) => variant.width)
    .sort((a, b) => a - b)
    .filter((width, index, widths) => widths.indexOf(width) === index)
    .map((width) => `${mediaVariantUrl(m, width, format)} ${width}w`)
    .join(', ');
}

/** `1536000` → `1.5 MB` (decimal units, one decimal under 10). */
export function formatByteSize(bytes: number, locale?: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value)} ${units[unit]}`;
}
