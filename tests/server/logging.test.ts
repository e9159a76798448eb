/**
 * Logs (docs/decisions.md#production): no secret reaches a log line — not the bound values Drizzle attaches to a
 * failed INSERT (an argon2id hash), not credentials in headers or fields — and each request
 * writes one structured line with its request id, which follows `x-request-id`.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED, loggerOptions, safeUrl, serializeError } from '../../server/plugins/logging';
import { API, setupTestApp } from './helpers';

/** Collects log lines (pino JSON) written by the app. */
class LogCapture extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  get text() {
    return this.lines.join('\n');
  }
  records(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line));
  }
}

const capture = new LogCapture();
const t = setupTestApp({ logLevel: 'info' }, { logStream: capture });

describe('secrets never reach the log', () => {
  it('a failing INSERT of a user logs the error without its bound values (no password hash, no params)', async () => {
    const bearer = await t.adminBearer();
    // Any failure PostgreSQL raises inside the INSERT will do: a trigger refuses every new user.
    await t.app.db.execute(sql.raw(`CREATE OR REPLACE FUNCTION refuse_user_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`));
    await t.app.db.execute(sql.raw('CREATE TRIGGER refuse_user_insert BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_user_insert()'));
    try {
      capture.lines.length = 0;
      const password = 'a-password-worth-stealing-42';
      const response = await t.injectAs(bearer, {
        method: 'POST',
        url: `${API}/users`,
        payload: { firstName: 'Log', lastName: 'Tester', email: 'log.tester@example.com', userName: 'log_tester', password },
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('refused by the test');

      const failure = capture.records().find((record) => record.level === 50);
      expect(failure, capture.text).toBeDefined();
      // The error is there (so the test can see a leak if there is one)…
      expect(JSON.stringify(failure)).toContain('Failed query: insert into');
      expect(JSON.stringify(failure)).toContain('refused by the test');
      // …and what was bound to the query is not.
      expect(capture.text).not.toMatch(/\$argon2id\$/);
      expect(capture.text).not.toContain('params');
      expect(capture.text).not.toContain(password);
      expect(capture.text).not.toContain(bearer);
    } finally {
      await t.app.db.execute(sql.raw('DROP TRIGGER IF EXISTS refuse_user_insert ON users'));
    }
  });

  it("redacts credentials wherever a log call puts them (pino's redact)", () => {
    const lines: string[] = [];
    const { stream, ...options } = loggerOptions('info', { write: (line: string) => lines.push(line) });
    const logger = pino(options, stream);
    logger.info({ req: { headers: { authorization: 'Bearer eyJ.secret', cookie: 'sid=secret-cookie' } } }, 'headers');
    logger.info({ body: { email: 'a@example.com', password: 'hunter2-secret' }, refreshToken: 'refresh-secret' }, 'fields');
    logger.info({ user: { account: { passwordHash: '$argon2id$v=19$secret', twoFactorSecret: 'totp-secret' } } }, 'nested');
    const text = lines.join('');
    for (const secret of ['eyJ.secret', 'secret-cookie', 'hunter2-secret', 'refresh-secret', '$argon2id$', 'totp-secret']) expect(text).not.toContain(secret);
    expect(text).toContain(REDACTED);
    expect(text).toContain('a@example.com');
  });

  it('logs a client that closed the connection mid-answer at info, other errors at error', () => {
    const lines: string[] = [];
    const { stream, ...options } = loggerOptions('info', { write: (line: string) => lines.push(line) });
    const logger = pino(options, stream);
    // What @fastify/compress logs when the browser goes away while it sends a compressed answer.
    logger.error(new Error('premature close'));
    logger.error(new Error('disk full'));
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
    expect(logged.map((line) => [line.level, line.err?.message])).toEqual([
      [30, 'premature close'],
      [50, 'disk full'],
    ]);
  });

  it('cuts Drizzle params from message, stack and properties, keeps the SQL and the cause', () => {
    const cause = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const error = Object.assign(new Error('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@example.com,$argon2id$v=19$m=19456$hash'), {
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      params: ['a@example.com', '$argon2id$v=19$m=19456$hash'],
      cause,
    });
    const serialized = serializeError(error) as Record<string, unknown>;
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('argon2id');
    expect(serialized.params).toBeUndefined();
    expect(serialized.message).toBe('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)');
    expect(String(serialized.stack)).toMatch(/^Error: Failed query: insert into[^\n]*\n\s+at /);
    expect(serialized.cause).toMatchObject({ message: 'duplicate key value', code: '23505' });
  });

  it('drops token values from logged URLs', () => {
    expect(safeUrl('/reset-password?token=abc123&lng=sr')).toBe('/reset-password?token=%5Bredacted%5D&lng=sr');
    expect(safeUrl('/api/1.0/users/paged?search_term=ada')).toBe('/api/1.0/users/paged?search_term=ada');
  });
});

describe('request logging', () => {
  it('writes one line per request with its id, method, URL, status and time', async () => {
    capture.lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/health?token=secret-in-url' });
    expect(response.statusCode).toBe(200);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = capture.records().filter((record) => record.reqId === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', statusCode: 200, url: '/api/health?token=%5Bredacted%5D' });
    expect(typeof lines[0].responseTime).toBe('number');
  });

  it('takes the request id from x-request-id when it is a sane token, and answers it back', async () => {
    capture.lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'edge-42.abc' } });
    expect(response.headers['x-request-id']).toBe('edge-42.abc');
    expect(capture.records().some((record) => record.reqId === 'edge-42.abc' && record.msg === 'request')).toBe(true);
    const odd = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'x'.repeat(200) } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
