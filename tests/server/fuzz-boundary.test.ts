/**
 * Inputs an outside fuzzer turned into 500s (docs/decisions.md#production): a NUL character in any string and the
 * date "0000-01-01" reached PostgreSQL, which cannot store them. The validator refuses them for
 * every route (422 for a body value, 400 for a query or path value), with the `errors` list, and
 * any PostgreSQL data exception (SQLSTATE class 22) that still gets through is a 400.
 */
import Fastify from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import errors from '../../server/plugins/errors';
import { nulIssues } from '../../server/plugins/validation';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

const NUL = '\u0000';
let address = 0;
/** A fresh client address, so that per-IP rate limits do not mask the answer. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const contact = (fields: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `${API}/public/contact`,
    remoteAddress: nextAddress(),
    payload: { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical', message: 'Hello, a question about a project.', language: 'en', ...fields },
  });

describe('NUL characters', () => {
  it.each(['name', 'company', 'message', 'email'])('are refused in the anonymous contact form (%s): 422 naming the field', async (field) => {
    const response = await contact({ [field]: `Ada${NUL}Lovelace and more text` });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('are refused at sign-in, anonymously, without a 500', async () => {
    for (const payload of [
      { email: `admin${NUL}@example.com`, password: 'whatever-1' },
      { email: 'admin@example.com', password: `pass${NUL}word` },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, remoteAddress: nextAddress(), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors.length).toBeGreaterThan(0);
    }
  });

  it('are refused in search_term (400) and in a path parameter', async () => {
    const bearer = await t.adminBearer();
    for (const url of [`${API}/users/paged?search_term=a%00b`, `${API}/roles/paged?search_term=%00`, `${API}/public/blog/a%00b`]) {
      const response = await t.injectAs(bearer, { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors.length, url).toBeGreaterThan(0);
    }
  });

  it('are refused in a written entity and nothing is stored', async () => {
    const bearer = await t.adminBearer();
    const response = await t.injectAs(bearer, {
      method: 'POST',
      url: `${API}/users`,
      payload: { firstName: `Nul${NUL}Name`, lastName: 'Tester', email: 'nul.tester@example.com', userName: 'nul_tester', password: 'password-123' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'firstName' })]));
    const list = await t.injectAs(bearer, { method: 'GET', url: `${API}/users/paged?search_term=nul.tester` });
    expect(list.json().total_count).toBe(0);
  });

  it('are refused in property names', async () => {
    const response = await contact({ [`name${NUL}`]: 'x' });
    expect([400, 422]).toContain(response.statusCode);
    expect(nulIssues({ [`a${NUL}`]: 1, b: [`ok`, `n${NUL}`] }).map((issue) => issue.instancePath)).toEqual([`/a${NUL}`, '/b/1']);
  });

  it('never give a 5xx wherever they appear in a contact message (fast-check, fixed seed)', async () => {
    const withNul = fc
      .tuple(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }))
      .map(([before, after]) => `${before}${NUL}${after}`);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('name', 'email', 'company', 'message', 'website', 'language'), withNul, async (field, value) => {
        const response = await contact({ [field]: value });
        return response.statusCode === 400 || response.statusCode === 422;
      }),
      { seed: 10, numRuns: 60 },
    );
  });
});

describe('dates', () => {
  const createWithBirthday = async (dateOfBirth: string) => {
    const bearer = await t.adminBearer();
    const unique = Math.random().toString(36).slice(2, 8);
    return t.injectAs(bearer, {
      method: 'POST',
      url: `${API}/users`,
      payload: { firstName: 'Date', lastName: 'Tester', email: `date.${unique}@example.com`, userName: `date_${unique}`, password: 'password-123', dateOfBirth },
    });
  };

  it.each(['0000-01-01', '2023-02-29', '2026-13-01', '2026-04-31', '12026-01-01'])('refuses %s as a date of birth (422, the field named)', async (date) => {
    const response = await createWithBirthday(date);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'dateOfBirth' })]);
  });

  it.each(['1900-01-01', '1955-12-10', '2024-02-29'])('accepts the real calendar date %s', async (date) => {
    const response = await createWithBirthday(date);
    expect(response.statusCode).toBe(201);
    expect(response.json().dateOfBirth).toBe(date);
  });

  it('refuses year 0000 in a date-time query value (400)', async () => {
    const bearer = await t.adminBearer();
    const response = await t.injectAs(bearer, { method: 'GET', url: `${API}/activity/paged?from=0000-01-01T00:00:00Z` });
    expect(response.statusCode).toBe(400);
  });
});

describe('PostgreSQL data exceptions that get past validation', () => {
  it('answer 400 without internals (SQLSTATE class 22)', async () => {
    const app = Fastify({ logger: false });
    await app.register(errors);
    app.get('/api/broken/:code', async (request) => {
      const { code } = request.params as { code: string };
      throw Object.assign(new Error('Failed query: insert into "users" ... params: secret-value'), { cause: { code } });
    });
    for (const code of ['22021', '22008', '22P05', '22001']) {
      const response = await app.inject({ url: `/api/broken/${code}` });
      expect(response.statusCode, code).toBe(400);
      expect(response.body).not.toContain('secret-value');
      expect(response.json()).toEqual({ message: 'Bad request', reason: 'A value has the wrong format or is out of range' });
    }
    expect((await app.inject({ url: '/api/broken/XX000' })).statusCode).toBe(500);
    await app.close();
  });
});
