/**
 * The image worker thread's one task (docs/decisions.md#media), run by piscina for
 * server/media/image-jobs.ts: an upload checked and read ({@link inspectImage}: type from the
 * bytes, SVG sanitising, dimensions, camera metadata stripped, SHA-256) and its variants made
 * ({@link makeVariants}), away from the event loop that answers requests. Built, this module is
 * dist/server/media-worker.js (scripts/build-server.mjs).
 */
import { disableSharp, inspectImage, makeVariants, MediaUploadError, UPLOAD_ERRORS, type InspectedImage, type Variant } from './images';

/** What the main thread sends: the upload's bytes (a copy), and whether sharp loaded there. */
export interface ImageTask {
  upload: Uint8Array;
  /** False when the main thread could not load sharp: the worker then does without it too. */
  sharp: boolean;
}

/** An upload refused, as plain data (an Error's own fields do not cross threads). */
export interface ImageTaskRefusal {
  statusCode: MediaUploadError['statusCode'];
  field: MediaUploadError['field'];
  key: string;
  values: Record<string, unknown>;
}

/**
 * The task's answer: the inspected image and its variants, or the refusal. `image.data` is null
 * when the stored file is the upload itself, byte for byte (the main thread still has it, so it
 * is not copied back).
 */
export type ImageTaskResult =
  | { ok: true; image: Omit<InspectedImage, 'data'> & { data: Uint8Array | null }; variants: Variant[]; /** The task's own time, ms. */ ms: number }
  | { ok: false; refusal: ImageTaskRefusal };

/**
 * Inspects `task.upload` and makes its variants. Answers `{ok: false, refusal}` for a refused
 * upload (the {@link MediaUploadError}s of inspectImage; a variant that cannot be made is 422
 * unreadable); rejects only on an unexpected failure.
 */
export default async function processImage(task: ImageTask): Promise<ImageTaskResult> {
  const started = performance.now();
  if (!task.sharp) disableSharp();
  const upload = Buffer.from(task.upload.buffer, task.upload.byteOffset, task.upload.byteLength);
  try {
    const image = await inspectImage(upload);
    const variants = await makeVariants(image).catch(() => {
      throw new MediaUploadError(422, 'file', UPLOAD_ERRORS.unreadable);
    });
    return { ok: true, image: { ...image, data: image.data === upload ? null : image.data }, variants, ms: performance.now() - started };
  } catch (error) {
    if (!(error instanceof MediaUploadError)) throw error;
    return { ok: false, refusal: { statusCode: error.statusCode, field: error.field, key: error.key, values: { ...error.values } } };
  }
}
