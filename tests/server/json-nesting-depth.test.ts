/**
 * Deeply nested JSON bodies (`[[[[…]]]]`, `{"a":{"a":…}}`) are a client mistake: they are
 * refused at parsing with 400 and the usual error body, on anonymous and authenticated routes
 * alike, whatever their size up to the body limit, and never reach a recursive walk that would
 * overflow the stack (a 500 with a stack trace in the log). Ordinary bodies, and brackets inside
 * strings, are untouched.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonDepthExceeds } from '../../server/plugins/json-parser';
import { nulIssues } from '../../server/plugins/validation';
import { API, setupTestApp } from './helpers';

/** Collects the app's log lines (pino JSON). */
class LogCapture extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  errors() {
    return this.lines.map((line) => JSON.parse(line) as { level: number }).filter((record) => record.level >= 50);
  }
}

const capture = new LogCapture();
const t = setupTestApp({ logLevel: 'info' }, { logStream: capture });

let address = 0;
/** A fresh client address, so that per-IP rate limits do not mask the answer. */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

/** Fastify's default body limit (1 MiB). */
const BODY_LIMIT = 1024 * 1024;

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Bodies of about `bytes` bytes: arrays and objects nested as deep as that size allows. */
const deepBodies = (bytes: number) => ({
  arrays: nestedArrays(Math.floor(bytes / 2) - 8),
  objects: nestedObjects(Math.floor(bytes / 6) - 8),
  'arrays in a field': `{"name":${nestedArrays(Math.floor(bytes / 2) - 20)}}`,
});

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${API}${url}`, remoteAddress: nextAddress(), payload, headers: { 'content-type': 'application/json', ...headers } });

describe('deeply nested JSON bodies', () => {
  for (const [size, bytes] of [
    ['10 KB', 10 * 1024],
    ['body-limit-sized', BODY_LIMIT - 64],
  ] as const) {
    for (const [shape, body] of Object.entries(deepBodies(bytes))) {
      it(`are refused with 400 on public routes, never 500 (${shape}, ${size})`, async () => {
        capture.lines.length = 0;
        for (const url of ['/auth/authenticate', '/public/contact']) {
          const response = await post(url, body);
          expect(response.statusCode, url).toBe(400);
          expect(response.json(), url).toEqual({ message: 'Bad request', reason: expect.stringMatching(/nest/i) });
        }
        expect(capture.errors()).toEqual([]);
      });

      it(`are refused with 400 on an authenticated route, never 500 (${shape}, ${size})`, async () => {
        const bearer = await t.adminBearer();
        capture.lines.length = 0;
        const response = await post('/users', body, { authorization: `Bearer ${bearer}` });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: 'Bad request', reason: expect.stringMatching(/nest/i) });
        expect(capture.errors()).toEqual([]);
      });
    }
  }

  it(`are refused from ${MAX_JSON_DEPTH + 1} levels; ${MAX_JSON_DEPTH} levels reach validation`, async () => {
    const atLimit = await post('/public/contact', nestedArrays(MAX_JSON_DEPTH));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().reason).not.toMatch(/nest/i);
    const over = await post('/public/contact', nestedArrays(MAX_JSON_DEPTH + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json().reason).toMatch(/nest/i);
  });

  it('leave ordinary bodies working, brackets inside strings included', async () => {
    const message = `A question about nesting: ${'[{'.repeat(200)} and "quotes" \\ too`;
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/public/contact`,
      remoteAddress: nextAddress(),
      payload: { name: 'Ada Lovelace', email: 'ada@example.com', message, language: 'en' },
    });
    expect(response.statusCode).toBe(202);

    const bearer = await t.adminBearer();
    const signedIn = await t.injectAs(bearer, { method: 'GET', url: `${API}/users/paged` });
    expect(signedIn.statusCode).toBe(200);
  });

  it('still answer malformed JSON with 400', async () => {
    const response = await post('/public/contact', '{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Bad request');
  });
});

describe('the depth check and the NUL scan', () => {
  it('count only brackets outside strings', () => {
    expect(jsonDepthExceeds('[[1]]', 2)).toBe(false);
    expect(jsonDepthExceeds('[[[1]]]', 2)).toBe(true);
    expect(jsonDepthExceeds('["[[[[", "\\"[[[["]', 1)).toBe(false);
    expect(jsonDepthExceeds('{"a": {"b": "}}}}{{{{"}}', 2)).toBe(false);
  });

  it('walk any depth without overflowing the stack, reporting in document order', () => {
    let deep: unknown = 'n\0ul';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(nulIssues(deep)).toHaveLength(1);
    expect(nulIssues({ [`a\0`]: { b: [1, 'x\0'] }, c: 'y\0' }).map((issue) => issue.instancePath)).toEqual(['/a\0', '/a\0/b/1', '/c']);
  });
});
