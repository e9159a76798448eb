/**
 * Image jobs (docs/decisions.md#media): every upload is checked, sanitised and resized in a small
 * fixed pool of worker threads (piscina, server/media/image-worker.ts), never on the event loop,
 * and at most a bounded number of jobs wait for a thread:
 * - `workers` threads (MEDIA_WORKERS, default 1) run one job each at a time, each with libvips
 *   limited to VIPS_THREADS (server/media/images.ts): image work takes at most that many cores,
 *   and on a two-core machine the main thread keeps one;
 * - up to `queueSize` further jobs wait (MEDIA_QUEUE_SIZE, default 8); an upload beyond that is
 *   refused at once with {@link ImageQueueFull} (the route answers 503 with Retry-After) before
 *   anything is written. A job that was accepted runs to its end, also while the app closes.
 * The plugin decorates the app with `imageJobs`; the threads start with the first upload.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Piscina } from 'piscina';
import { loadSharp, MediaUploadError, type InspectedImage, type Variant } from './images';
import type { ImageTask, ImageTaskResult } from './image-worker';

declare module 'fastify' {
  interface FastifyInstance {
    imageJobs: ImageJobs;
  }
}

/** Sizes of the pool and its queue. */
export interface ImageJobsOptions {
  /** Worker threads, each running one image job at a time (≥ 1). */
  workers: number;
  /** Jobs that may wait for a thread beyond those running (≥ 0); more are refused. */
  queueSize: number;
}

/** An upload refused because `workers + queueSize` jobs are already running or waiting. */
export class ImageQueueFull extends Error {
  constructor(
    /** When to try again (seconds, ≥ 1): about the time until a running job ends. */
    readonly retryAfterSeconds: number,
  ) {
    super('image queue full');
    this.name = 'ImageQueueFull';
  }
}

/** An upload as it will be stored, with its variants. */
export interface ProcessedImage {
  image: InspectedImage;
  variants: Variant[];
}

/** What a job is expected to take before any has been timed (ms). */
const FIRST_ESTIMATE_MS = 2_000;
/** Weight of the latest job in the running average of job times. */
const AVERAGE_WEIGHT = 0.3;

/** Bytes that crossed a thread (a Uint8Array) as a Buffer over the same memory. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Where piscina finds the worker: built, media-worker.js beside the bundle; from TypeScript
 * sources (tsx, vitest) the .ts module, with tsx's loader registered in the thread (Node 20
 * cannot load a .ts file by itself).
 */
function workerEntry(): { filename: string; execArgv?: string[] } {
  if (!import.meta.url.endsWith('.ts')) return { filename: new URL('./media-worker.js', import.meta.url).href };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename: new URL('./image-worker.ts', import.meta.url).href, execArgv: ['--import', tsx] };
}

/** The pool of image worker threads with its bounded queue. */
export class ImageJobs {
  private pool: Piscina<ImageTask, ImageTaskResult> | undefined;
  /** Jobs accepted and not yet settled: running or waiting. */
  private readonly jobs = new Set<Promise<ProcessedImage>>();
  private averageMs = FIRST_ESTIMATE_MS;
  private timed = false;
  private closed = false;

  constructor(readonly options: ImageJobsOptions) {
    if (!Number.isInteger(options.workers) || options.workers < 1) throw new Error(`image workers must be a whole number of at least 1, got ${options.workers}`);
    if (!Number.isInteger(options.queueSize) || options.queueSize < 0) throw new Error(`image queue size must be a whole number of at least 0, got ${options.queueSize}`);
  }

  /** Jobs running or waiting now. */
  get pending(): number {
    return this.jobs.size;
  }

  /**
   * `upload` inspected and resized in a worker thread (inspectImage and makeVariants of
   * server/media/images.ts). Throws {@link ImageQueueFull} at once when `workers + queueSize`
   * jobs are running or waiting, {@link MediaUploadError} for a refused upload (400, 413, 415,
   * 422, as inspectImage), and whatever else failed in the thread.
   */
  process(upload: Buffer): Promise<ProcessedImage> {
    if (this.closed) return Promise.reject(new Error('the image jobs are closed'));
    if (this.jobs.size >= this.options.workers + this.options.queueSize) return Promise.reject(new ImageQueueFull(this.retryAfterSeconds()));
    // The place is given back before the caller hears of the job's end.
    const job: Promise<ProcessedImage> = this.run(upload).finally(() => this.jobs.delete(job));
    this.jobs.add(job);
    return job;
  }

  /** Waits for every accepted job (running or waiting), then ends the threads; later jobs are refused (an Error). */
  async close(): Promise<void> {
    this.closed = true;
    // piscina's own close would abort the tasks still waiting in its queue.
    while (this.jobs.size) await Promise.allSettled(this.jobs);
    await this.pool?.close();
  }

  /** One accepted job. */
  private async run(upload: Buffer): Promise<ProcessedImage> {
    const pool = this.threads();
    // sharp is loaded by the main thread before any worker loads it (a worker imports it with
    // its first task): libvips must stay loaded while threads come and go (sharp's
    // documentation on worker threads, glibc).
    const sharp = (await loadSharp()) !== null;
    // The bytes are copied to the thread (structured clone); the route keeps its own.
    const result = await pool.run({ upload, sharp });
    if (!result.ok) {
      const { statusCode, field, key, values } = result.refusal;
      throw new MediaUploadError(statusCode, field, key, values);
    }
    const { image, variants } = result;
    this.record(result.ms);
    return {
      image: { ...image, data: image.data ? asBuffer(image.data) : upload },
      variants: variants.map((variant) => ({ ...variant, data: asBuffer(variant.data) })),
    };
  }

  /** The pool, started on first use. */
  private threads(): Piscina<ImageTask, ImageTaskResult> {
    this.pool ??= new Piscina<ImageTask, ImageTaskResult>({
      ...workerEntry(),
      minThreads: this.options.workers,
      maxThreads: this.options.workers,
      concurrentTasksPerWorker: 1,
      // The threads wait for tasks on messages, not by blocking in Atomics.wait.
      atomics: 'disabled',
      // A 49-megapixel job takes seconds: a closing app lets the accepted ones finish.
      closeTimeout: 120_000,
    });
    return this.pool;
  }

  /** A job's time in its thread (not its wait), into the running average. */
  private record(ms: number): void {
    this.averageMs = this.timed ? this.averageMs + AVERAGE_WEIGHT * (ms - this.averageMs) : ms;
    this.timed = true;
  }

  /** When a place is likely free again: one average job per worker, at least 1 s (whole seconds, RFC 9110 §10.2.3). */
  private retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.averageMs / this.options.workers / 1000));
  }
}

/** Decorates the app with `imageJobs` (options: {@link ImageJobsOptions}); closing the app waits for its jobs. */
export default fp<ImageJobsOptions>(
  async function imageJobs(app: FastifyInstance, options) {
    const jobs = new ImageJobs({ workers: options.workers, queueSize: options.queueSize });
    app.decorate('imageJobs', jobs);
    app.addHook('onClose', async () => jobs.close());
  },
  { name: 'image-jobs' },
);
