/**
 * Image jobs off the event loop, in a bounded queue (server/media/image-jobs.ts, the upload route
 * server/routes/media.ts; docs/decisions.md#media). The app here has one image worker and a queue
 * of one (MEDIA_WORKERS=1, MEDIA_QUEUE_SIZE=1): with a 7 000 × 7 000 PNG running and a second
 * upload waiting, further uploads are answered 503 with Retry-After and the translated reason,
 * and nothing of them is stored; the two accepted ones finish with all their variants. An SVG of
 * almost 10 MB is sanitised without stalling the event loop, and the pool itself refuses a job
 * beyond its queue and lets an accepted one finish when it closes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { count, eq, inArray } from 'drizzle-orm';
import { media, mediaVariants } from '../../server/db/schema';
import { ImageJobs, ImageQueueFull } from '../../server/media/image-jobs';
import { MEDIA_VARIANT_FORMATS, MEDIA_WIDTHS } from '../../src/shared/media';
import { API, setupTestApp, uniqueLetters } from './helpers';

const t = setupTestApp({ mediaWorkers: 1, mediaQueueSize: 1 });

let admin: string;
/** 7 000 × 7 000 px of one colour, a palette PNG of about 47 KB: 49 megapixels, seconds of work. */
let big: Buffer;

beforeAll(async () => {
  admin = await t.adminBearer();
  big = await sharp({ create: { width: 7_000, height: 7_000, channels: 3, background: { r: 23, g: 70, b: 162 } } })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
});

const upload = (body: Buffer | string, fileName: string, headers: Record<string, string> = {}) =>
  t.injectAs(admin, { method: 'POST', url: `${API}/media?fileName=${encodeURIComponent(fileName)}`, headers: { 'content-type': 'application/octet-stream', ...headers }, payload: body });

/** Resolves once `condition` holds (checked every 5 ms), or fails after `ms`. */
async function until(condition: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
}

const mediaCount = async () => (await t.app.db.select({ n: count() }).from(media))[0].n;

describe('a full image queue', () => {
  it('answers 503 with Retry-After and the reason in the caller’s language, stores nothing of the refused, finishes the accepted with all variants', async () => {
    const names = Array.from({ length: 4 }, (_, index) => `queue-${index + 1}-${uniqueLetters(6)}.png`);
    const before = await mediaCount();

    // One running, one waiting: the queue (1) is full.
    const running = upload(big, names[0]);
    await until(() => t.app.imageJobs.pending === 1);
    const waiting = upload(big, names[1]);
    await until(() => t.app.imageJobs.pending === 2);
    const [refused, refusedSerbian] = await Promise.all([upload(big, names[2]), upload(big, names[3], { 'accept-language': 'sr-Latn-RS' })]);

    for (const response of [refused, refusedSerbian]) {
      expectStatus(response, 503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(String(response.headers['retry-after'])).toMatch(/^\d+$/);
      expect(response.json().message).toBe('Service unavailable');
    }
    expect(refused.json().reason).toBe('The server is busy processing other images; try again in a moment');
    expect(refusedSerbian.json().reason).toBe('Server je zauzet obradom drugih slika; pokušajte ponovo za trenutak');
    // Refused at once: the running job still runs.
    expect(t.app.imageJobs.pending).toBe(2);

    const accepted = await Promise.all([running, waiting]);
    const widths = MEDIA_WIDTHS.flatMap((width) => MEDIA_VARIANT_FORMATS.map((format) => `${format}@${width}`));
    for (const response of accepted) {
      expectStatus(response, 201);
      const medium = response.json() as { id: number; width: number; height: number; variants: { width: number; format: string }[] };
      expect(medium).toMatchObject({ width: 7_000, height: 7_000, contentType: 'image/png' });
      // A big image still gets every variant, 320 to 1 920 px.
      expect(medium.variants.map((variant) => `${variant.format}@${variant.width}`)).toEqual(widths);
      const stored = await t.app.db.select({ n: count() }).from(mediaVariants).where(eq(mediaVariants.mediaId, medium.id));
      expect(stored[0].n).toBe(widths.length);
    }
    expect(await mediaCount()).toBe(before + 2);
    expect(await t.app.db.select({ id: media.id }).from(media).where(inArray(media.fileName, names.slice(2)))).toEqual([]);
    expect(t.app.imageJobs.pending).toBe(0);

    // Room again: the next upload is taken.
    expectStatus(await upload(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#000' } }).png().toBuffer(), 'after.png'), 201);
  });

  it('sanitises an SVG of almost 10 MB without stalling the event loop', async () => {
    const rect = '<rect x="1" y="2" width="3" height="4" fill="#123456" onclick="steal()"/>\n';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">${rect.repeat(Math.floor(9_900_000 / rect.length))}</svg>`;
    let last = performance.now();
    let longest = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 10);
    try {
      const response = await upload(svg, 'many-rectangles.svg', { 'content-type': 'image/svg+xml' });
      expectStatus(response, 201);
      expect(response.json()).toMatchObject({ contentType: 'image/svg+xml', width: 100, height: 100 });
    } finally {
      clearInterval(ticker);
    }
    // Sanitised on the main thread this took 2–3 s in one piece; in the worker the loop keeps ticking.
    expect(longest).toBeLessThan(1_000);
  });
});

describe('the pool itself', () => {
  const jobs = new ImageJobs({ workers: 1, queueSize: 0 });
  afterAll(() => jobs.close());

  it('refuses a job beyond its workers and queue at once, with a Retry-After of at least a second, and takes one again when a place is free', async () => {
    const first = jobs.process(big);
    await expect(jobs.process(big)).rejects.toBeInstanceOf(ImageQueueFull);
    await expect(jobs.process(big)).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    const { image, variants } = await first;
    expect(image).toMatchObject({ contentType: 'image/png', width: 7_000, height: 7_000 });
    expect(image.data.equals(big)).toBe(true);
    expect(variants).toHaveLength(MEDIA_WIDTHS.length * MEDIA_VARIANT_FORMATS.length);
    const second = jobs.process(big);
    await expect(jobs.process(big)).rejects.toSatisfy((error: unknown) => error instanceof ImageQueueFull && error.retryAfterSeconds >= 1);
    await expect(second).resolves.toMatchObject({ image: { width: 7_000 } });
  });

  it('lets an accepted job finish when it closes', async () => {
    const pool = new ImageJobs({ workers: 1, queueSize: 2 });
    const accepted = [pool.process(big), pool.process(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>'))];
    await new Promise((resolve) => setTimeout(resolve, 50));
    await pool.close();
    const [png, svg] = await Promise.all(accepted);
    expect(png.variants).toHaveLength(MEDIA_WIDTHS.length * MEDIA_VARIANT_FORMATS.length);
    expect(svg.image).toMatchObject({ contentType: 'image/svg+xml', width: 4, height: 3 });
  });
});
