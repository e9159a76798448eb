/**
 * The media library where sharp cannot load (docs/decisions.md#media): the server starts, logs
 * "image variants disabled: …" once, and still accepts uploads, storing the original only with
 * its dimensions read from the file's header; the type is still read from the bytes.
 */
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { headerDimensions } from '../../server/media/images';
import { mediaUrl } from '../../src/shared/media';
import { API, setupTestApp } from './helpers';

vi.mock('sharp', () => {
  throw new Error('Could not load the "sharp" module using the linux-x64 runtime');
});

const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

const t = setupTestApp({ logLevel: 'warn' }, { logStream: capture });

/** A 3 × 2 PNG (made once with sharp elsewhere). */
const PNG_3X2 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGMQMgmDIAY4CwAjDAOpqe3J+QAAAABJRU5ErkJggg==', 'base64');
/** A 1 × 1 JPEG. */
const JPEG_1X1 = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKpAB//Z',
  'base64',
);

describe('without sharp', () => {
  it('logs once at start that variants are disabled, with the reason', async () => {
    await t.app.ready();
    const warnings = lines.filter((line) => line.includes('image variants disabled'));
    expect(warnings).toHaveLength(1);
    // The reason is the import's first line (vitest words a failing mock factory its own way).
    expect(JSON.parse(warnings[0]).msg).toMatch(/^image variants disabled: \S/);
  });

  it('stores an upload without variants, its dimensions from the header, and serves it', async () => {
    const response = await t.injectAs(await t.adminBearer(), { method: 'POST', url: `${API}/media?fileName=tiny.png`, headers: { 'content-type': 'image/png' }, payload: PNG_3X2 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ contentType: 'image/png', width: 3, height: 2, variants: [] });
    const served = await t.app.inject({ method: 'GET', url: mediaUrl(response.json()) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_3X2)).toBe(true);
    const fake = await t.injectAs(await t.adminBearer(), { method: 'POST', url: `${API}/media?fileName=fake.png`, headers: { 'content-type': 'image/png' }, payload: 'text' });
    expect(fake.statusCode).toBe(415);
  });

  it('reads PNG and JPEG dimensions from their headers', () => {
    expect(headerDimensions(PNG_3X2, 'image/png')).toEqual({ width: 3, height: 2 });
    expect(headerDimensions(JPEG_1X1, 'image/jpeg')).toEqual({ width: 1, height: 1 });
    expect(headerDimensions(Buffer.from('nothing'), 'image/jpeg')).toEqual({ width: null, height: null });
  });
});
