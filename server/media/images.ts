/**
 * Reading, checking and resizing uploaded images (docs/decisions.md#media):
 * - {@link detectImageType}: the real type from the file's first bytes (magic numbers), never
 *   from its name or the request's Content-Type;
 * - {@link sanitiseSvg}: an SVG reduced to drawing elements — no scripts, event handlers,
 *   `foreignObject`, links or references outside the file;
 * - {@link inspectImage}: the type, size and pixel limits checked, dimensions read (sharp, else
 *   the file's header); throws {@link MediaUploadError} with the reason's translation key;
 * - {@link makeVariants}: the AVIF and WebP copies at the widths of MEDIA_WIDTHS not above the
 *   original's (none for an SVG, none when sharp cannot load on the platform).
 */
import { createHash } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import {
  MAX_MEDIA_BYTES,
  MAX_MEDIA_DIMENSION,
  MAX_MEDIA_FILE_NAME_LENGTH,
  MAX_MEDIA_PIXELS,
  MEDIA_EXTENSIONS,
  MEDIA_VARIANT_FORMATS,
  MEDIA_WIDTHS,
  type MediaContentType,
} from '../../src/shared/media';

type Sharp = typeof import('sharp');

let sharpModule: Promise<Sharp | null> | undefined;
let sharpFailure: string | undefined;

/**
 * Threads libvips may use for one image operation (sharp.concurrency). libvips keeps one setting
 * per process, so this also bounds the article images the publisher draws. With one thread, an
 * image job takes at most one core, and the image workers at most MEDIA_WORKERS cores
 * (docs/decisions.md#media).
 */
export const VIPS_THREADS = 1;

/**
 * sharp, loaded once, its libvips threads limited to {@link VIPS_THREADS} and libvips' operation
 * cache off (every variant and Open Graph image is made once and stored, so the cache, 50 MB by
 * default, only held memory: docs/decisions.md#media); null when its native
 * binary cannot load on this platform (then no variants are made and raster dimensions come from
 * the file's header) or after {@link disableSharp}. {@link sharpUnavailableReason} says why.
 */
export function loadSharp(): Promise<Sharp | null> {
  sharpModule ??= import('sharp')
    .then((module) => {
      const sharp = (module.default ?? module) as unknown as Sharp;
      // Touch the native binding: a broken install throws here, not at the first upload.
      void sharp.versions;
      sharp.concurrency(VIPS_THREADS);
      sharp.cache(false);
      return sharp;
    })
    .catch((error: unknown) => {
      sharpFailure = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return null;
    });
  return sharpModule;
}

/** Why sharp could not load (after {@link loadSharp} answered null). */
export const sharpUnavailableReason = (): string | undefined => sharpFailure;

/**
 * Makes {@link loadSharp} answer null from now on in this thread: an image worker thread does
 * without sharp when the main thread could not load it (server/media/image-worker.ts).
 */
export function disableSharp(reason = 'sharp is not available'): void {
  sharpFailure = reason;
  sharpModule = Promise.resolve(null);
}

/** An upload refused: its status, the field, the translation key of the reason and its values. */
export class MediaUploadError extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415 | 422,
    readonly field: 'file' | 'fileName' | 'width',
    readonly key: string,
    readonly values: Readonly<Record<string, unknown>> = {},
  ) {
    super(key);
    this.name = 'MediaUploadError';
  }
}

/** Translation keys (admin namespace) of the upload's refusals. */
export const UPLOAD_ERRORS = {
  empty: 'resources.media.upload.errors.empty',
  tooLarge: 'resources.media.upload.errors.tooLarge',
  unsupportedType: 'resources.media.upload.errors.unsupportedType',
  unreadable: 'resources.media.upload.errors.unreadable',
  tooManyPixels: 'resources.media.upload.errors.tooManyPixels',
  fileName: 'resources.media.upload.errors.fileName',
  /** 503: the image queue is full (server/media/image-jobs.ts). */
  busy: 'resources.media.upload.errors.busy',
} as const;

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0) => data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (data: Buffer, start: number, end: number) => data.subarray(start, end).toString('latin1');

/** ISO-BMFF brands of an AVIF file (`ftyp` box: major brand and compatible brands). */
function isAvif(data: Buffer): boolean {
  if (data.length < 16 || ascii(data, 4, 8) !== 'ftyp') return false;
  const size = Math.min(data.readUInt32BE(0), data.length);
  const brands = [ascii(data, 8, 12)];
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.push(ascii(data, offset, offset + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/** Whether `data` is XML text whose root element is `<svg>` (after a declaration, comments, a doctype). */
function isSvg(data: Buffer): boolean {
  const head = data.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i.test(head);
}

/** The type of `data` from its bytes; null when it is none of JPEG, PNG, WebP, AVIF, SVG. */
export function detectImageType(data: Buffer): MediaContentType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'image/webp';
  if (isAvif(data)) return 'image/avif';
  if (isSvg(data)) return 'image/svg+xml';
  return null;
}

/** SVG elements kept: shapes, text, paint servers, clipping, masks, filters, reuse within the file. */
const SVG_TAGS = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'metadata', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting',
  'feSpotLight', 'feTile', 'feTurbulence',
];

/** Attributes kept (presentation, geometry, paint servers); no `on*`, no external references. */
const SVG_ATTRIBUTES = [
  'xmlns', 'xmlns:xlink', 'version', 'id', 'class', 'style', 'viewBox', 'preserveAspectRatio', 'width', 'height', 'x', 'y',
  'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'd', 'points', 'pathLength', 'transform',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
  'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility', 'overflow',
  'clip-path', 'clip-rule', 'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits', 'filter', 'filterUnits', 'primitiveUnits',
  'gradientUnits', 'gradientTransform', 'spreadMethod', 'offset', 'stop-color', 'stop-opacity',
  'patternUnits', 'patternContentUnits', 'patternTransform', 'marker-start', 'marker-mid', 'marker-end',
  'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient', 'href', 'xlink:href',
  'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'alignment-baseline',
  'letter-spacing', 'word-spacing', 'text-decoration', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset',
  'in', 'in2', 'result', 'stdDeviation', 'mode', 'type', 'values', 'operator', 'k1', 'k2', 'k3', 'k4', 'radius',
  'flood-color', 'flood-opacity', 'lighting-color', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles', 'scale',
  'xChannelSelector', 'yChannelSelector', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent',
  'kernelMatrix', 'order', 'divisor', 'bias', 'targetX', 'targetY', 'edgeMode', 'preserveAlpha', 'surfaceScale',
  'diffuseConstant', 'specularConstant', 'specularExponent', 'azimuth', 'elevation', 'pointsAtX', 'pointsAtY',
  'pointsAtZ', 'limitingConeAngle', 'z', 'mix-blend-mode', 'isolation', 'vector-effect', 'shape-rendering',
  'image-rendering', 'color-interpolation', 'color-interpolation-filters', 'paint-order',
];

/** A `url(…)` that is not a reference to an element of the same file (`url(#g)`). */
const EXTERNAL_URL = /url\(\s*(?!['"]?#)[^)]*\)/gi;

/** Style sheet text that is dropped whole: imports, outside references, markup or entities, script-like expressions. */
const UNSAFE_CSS = /@import|url\(\s*(?!['"]?#)|[<>&\\]|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i;

/** CSS without imports and with every reference outside the file removed. */
const cleanCss = (css: string) => css.replace(/@import[^;]*;?/gi, '').replace(EXTERNAL_URL, 'none').replace(/expression\s*\(/gi, '');

/**
 * The SVG `text` with only drawing elements and presentation attributes left: scripts, event
 * handlers (`on*`), `foreignObject`, `a`, `image`, external `href`s (anything but `#id`),
 * `url(…)` outside the file, CSS `@import`, processing instructions, the doctype (entities)
 * and comments are removed. Answers null when no `<svg>` element is left.
 */
export function sanitiseSvg(text: string): string | null {
  // The prolog (declaration, doctype with its entities, comments) goes whole: the parser would
  // read a doctype's internal subset as text.
  const root = text.search(/<svg[\s>/]/);
  if (root < 0) return null;
  const cleaned = sanitizeHtml(text.slice(root), {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    // <style> is kept only when its text is plain CSS without references outside the file
    // (exclusiveFilter below): sanitize-html copies a style element's text as it is.
    allowVulnerableTags: true,
    // Entities stay encoded: decoded, `&lt;/style&gt;` inside a style would end it.
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: false },
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'foreignObject', 'textarea', 'option', 'noscript', 'iframe'],
    exclusiveFilter: (frame) => frame.tag === 'style' && UNSAFE_CSS.test(frame.text),
    transformTags: {
      '*': (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if (/^on/i.test(name)) continue;
          if ((name === 'href' || name === 'xlink:href') && !/^#[\w.:-]+$/.test(value.trim())) continue;
          kept[name] = name === 'style' || /url\(/i.test(value) ? cleanCss(value) : value;
        }
        return { tagName, attribs: kept };
      },
    },
  }).trim();
  return /^<svg[\s>/]/.test(cleaned) ? cleaned : null;
}

/** A length attribute in pixels (`120`, `120px`, `120.5`); null for percentages, other units or none. */
function pixels(value: string | undefined): number | null {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)(px)?$/);
  return match ? Math.round(Number(match[1])) : null;
}

/** An SVG's size from its root's width and height, else its viewBox; nulls when neither says. */
export function svgDimensions(svg: string): { width: number | null; height: number | null } {
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
  const attribute = (name: string) => root.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`))?.[1];
  let width = pixels(attribute('width'));
  let height = pixels(attribute('height'));
  const box = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && box[2] > 0 && box[3] > 0) {
    if (width === null && height === null) [width, height] = [Math.round(box[2]), Math.round(box[3])];
    else if (width === null && height !== null) width = Math.round((height * box[2]) / box[3]);
    else if (height === null && width !== null) height = Math.round((width * box[3]) / box[2]);
  }
  return { width: width || null, height: height || null };
}

/** Width and height from a PNG, JPEG or WebP header (for when sharp is unavailable); nulls otherwise. */
export function headerDimensions(data: Buffer, type: MediaContentType): { width: number | null; height: number | null } {
  const none = { width: null, height: null };
  try {
    if (type === 'image/png' && data.length >= 24) return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
    if (type === 'image/jpeg') {
      let offset = 2;
      while (offset + 9 < data.length) {
        if (data[offset] !== 0xff) return none;
        const marker = data[offset + 1];
        const length = data.readUInt16BE(offset + 2);
        // SOF0–SOF15 except DHT (C4), JPG (C8), DAC (CC).
        if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
          return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
        }
        offset += 2 + length;
      }
      return none;
    }
    if (type === 'image/webp' && data.length >= 30) {
      const chunk = ascii(data, 12, 16);
      if (chunk === 'VP8 ') return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
      if (chunk === 'VP8L') {
        const bits = data.readUInt32LE(21);
        return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
      }
      if (chunk === 'VP8X') return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
    }
  } catch {
    return none;
  }
  return none;
}

/** What sharp says each accepted raster type is (`metadata().format`); AVIF is a HEIF container. */
const SHARP_FORMATS: Readonly<Partial<Record<MediaContentType, string>>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

/** An upload as it will be stored. */
export interface InspectedImage {
  contentType: MediaContentType;
  /** The stored bytes: the upload itself, or an SVG's sanitised text. */
  data: Buffer;
  sha256: string;
  width: number | null;
  height: number | null;
}

/** Refuses dimensions above the limits (docs/decisions.md#media). */
function checkDimensions(width: number | null, height: number | null): void {
  if (width === null || height === null) return;
  if (width > MAX_MEDIA_DIMENSION || height > MAX_MEDIA_DIMENSION || width * height > MAX_MEDIA_PIXELS) {
    throw new MediaUploadError(422, 'width', UPLOAD_ERRORS.tooManyPixels, {
      width,
      height,
      max: MAX_MEDIA_DIMENSION,
      megapixels: MAX_MEDIA_PIXELS / 1_000_000,
    });
  }
}

/**
 * The raster image `upload` re-encoded in its own format without EXIF, XMP or IPTC metadata
 * (sharp writes none unless asked), turned upright by its EXIF orientation first so it still
 * shows as taken; the colour profile is kept. Lossy formats at a high quality (JPEG 92 with
 * 4:4:4 chroma, WebP 92, AVIF 80), PNG losslessly.
 */
async function withoutMetadata(sharp: Sharp, upload: Buffer, contentType: string): Promise<Buffer> {
  const image = sharp(upload, { limitInputPixels: false, failOn: 'error' }).rotate().keepIccProfile();
  if (contentType === 'image/jpeg') return image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
  if (contentType === 'image/webp') return image.webp({ quality: 92 }).toBuffer();
  if (contentType === 'image/avif') return image.avif({ quality: 80 }).toBuffer();
  return image.png().toBuffer();
}

/**
 * Checks an upload and reads what is stored of it. Throws {@link MediaUploadError}: empty (400),
 * above MAX_MEDIA_BYTES (413), not one of the accepted types by its bytes (415), not decodable
 * or an SVG with nothing left after sanitising (422), above the dimension limits (422). A raster
 * image carrying EXIF, XMP or IPTC metadata is stored without it (re-encoded upright; the SHA-256
 * and size are the stored file's), since originals are public (docs/decisions.md#media).
 */
export async function inspectImage(upload: Buffer): Promise<InspectedImage> {
  if (upload.length === 0) throw new MediaUploadError(400, 'file', UPLOAD_ERRORS.empty);
  if (upload.length > MAX_MEDIA_BYTES) throw new MediaUploadError(413, 'file', UPLOAD_ERRORS.tooLarge, { max: MAX_MEDIA_BYTES / 1024 / 1024 });
  const contentType = detectImageType(upload);
  if (!contentType) throw new MediaUploadError(415, 'file', UPLOAD_ERRORS.unsupportedType);
  const sharp = await loadSharp();
  let data = upload;
  let width: number | null;
  let height: number | null;
  if (contentType === 'image/svg+xml') {
    const text = upload.toString('utf8');
    const clean = text.includes('\uFFFD') ? null : sanitiseSvg(text);
    if (!clean) throw new MediaUploadError(422, 'file', UPLOAD_ERRORS.unreadable);
    data = Buffer.from(clean, 'utf8');
    ({ width, height } = svgDimensions(clean));
  } else if (sharp) {
    try {
      const metadata = await sharp(upload, { limitInputPixels: false }).metadata();
      if (metadata.format !== SHARP_FORMATS[contentType] || !metadata.width || !metadata.height) throw new Error(`sharp reads ${metadata.format}`);
      // EXIF orientations 5–8 turn the picture a quarter: its displayed width is the stored height.
      const turned = (metadata.orientation ?? 1) >= 5;
      width = turned ? metadata.height : metadata.width;
      height = turned ? metadata.width : metadata.height;
      checkDimensions(width, height);
      // The original is public: camera metadata (EXIF with its GPS position, XMP, IPTC) must not be.
      if (metadata.exif || metadata.xmp || metadata.iptc) data = await withoutMetadata(sharp, upload, contentType);
    } catch (error) {
      if (error instanceof MediaUploadError) throw error;
      throw new MediaUploadError(422, 'file', UPLOAD_ERRORS.unreadable);
    }
  } else {
    ({ width, height } = headerDimensions(upload, contentType));
  }
  checkDimensions(width, height);
  return { contentType, data, sha256: createHash('sha256').update(data).digest('hex'), width, height };
}

/** One resized copy. */
export interface Variant {
  width: number;
  format: (typeof MEDIA_VARIANT_FORMATS)[number];
  data: Buffer;
}

/**
 * The widths of the variants of an image `width` pixels wide: those of MEDIA_WIDTHS not above
 * it, or the image's own width when it is narrower than all of them.
 */
export function variantWidths(width: number): number[] {
  const widths = MEDIA_WIDTHS.filter((candidate) => candidate <= width);
  return widths.length ? widths : [width];
}

/**
 * The AVIF and WebP variants of a raster image (turned upright by its EXIF orientation, metadata
 * stripped); none for an SVG, for an image without known dimensions or when sharp is unavailable.
 */
export async function makeVariants(image: InspectedImage): Promise<Variant[]> {
  if (image.contentType === 'image/svg+xml' || !image.width) return [];
  const sharp = await loadSharp();
  if (!sharp) return [];
  const widths = variantWidths(image.width);
  // Decoded once, upright and at the widest variant's width (alpha kept); every width is made from it.
  const { data, info } = await sharp(image.data, { limitInputPixels: MAX_MEDIA_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: Math.max(...widths), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const variants: Variant[] = [];
  for (const width of widths) {
    for (const format of MEDIA_VARIANT_FORMATS) {
      // A new pipeline on the same buffer, not `clone()`: sharp's clone copies its options with
      // structuredClone, the decoded pixels included (11 MB at 1 920 px), synchronously.
      const resized = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({ width, withoutEnlargement: true });
      const encoded = format === 'avif' ? await resized.avif({ quality: 55, effort: 2 }).toBuffer() : await resized.webp({ quality: 78, effort: 4 }).toBuffer();
      variants.push({ width, format, data: encoded });
    }
  }
  return variants;
}

/**
 * A safe stored file name for an upload called `given`: the last path segment, control and
 * reserved characters replaced, at most MAX_MEDIA_FILE_NAME_LENGTH characters, its extension
 * the real type's (`photo.png` holding a JPEG becomes `photo.jpg`), and never of the form of a
 * variant's address (`w640.webp`). Throws {@link MediaUploadError} (400) when nothing is left.
 */
export function storedFileName(given: string, contentType: MediaContentType): string {
  const base = given.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  let name = base.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069"<>|*?:]/g, '').replace(/\s+/g, ' ').trim();
  const extensions = MEDIA_EXTENSIONS[contentType];
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).replace(/^\.+/, '').trim();
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!stem) throw new MediaUploadError(400, 'fileName', UPLOAD_ERRORS.fileName, { max: MAX_MEDIA_FILE_NAME_LENGTH });
  const suffix = extensions.includes(extension) ? extension : extensions[0];
  const room = MAX_MEDIA_FILE_NAME_LENGTH - suffix.length - 1;
  name = `${[...stem].slice(0, room).join('')}.${suffix}`;
  return /^w\d+\.(avif|webp|jpeg)$/i.test(name) ? `image-${name}` : name;
}
