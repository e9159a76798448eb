/**
 * API fuzz (docs/decisions.md#production): fast-check generates requests for every write endpoint (POST, PUT,
 * PATCH, DELETE under /api, taken from `app.routePermissions`) and every `/paged` list, with the
 * body fields and query parameters each route documents (its OpenAPI description) mixed with
 * unknown and prototype keys (`__proto__`, `constructor`, `prototype`), and values of every
 * kind: wrong types, huge and unicode strings (lone surrogates, NUL, right-to-left marks),
 * SQL-like text, out-of-range numbers, impossible dates, nested arrays and objects. Every
 * answer must be below 500, an error answer must be the JSON `{message, ...}` body; afterwards
 * every list reads back without a 5xx and nothing invalid is stored (ids, emails, dates).
 *
 * `npm test` runs FUZZ_RUNS (default 3 000) requests with a fixed seed (FUZZ_SEED, default
 * 20261123); `npm run fuzz` runs 10 000. The figures are printed.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, setupTestApp } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS || 3_000);
const SEED = Number(process.env.FUZZ_SEED || 20_261_123);

const t = setupTestApp();

/** One generated request. */
interface FuzzRequest {
  method: string;
  route: string;
  url: string;
  /** Raw JSON text (so that a `__proto__` key really is sent), or undefined for no body. */
  payload?: string;
  anonymous: boolean;
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];
const SQL_LIKE = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  '%',
  '_',
  '\\',
  "O'Brien",
  'admin@example.com\' --',
  '$1',
  '1 UNION SELECT password_hash FROM users',
  'E\'\\x00\'',
  '"; --',
];
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff',
  '𝕏🏳️‍🌈👨‍👩‍👧',
  'Ђорђе Ћосић',
  '名字',
  '0000-01-01',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'true',
  'null',
  'undefined',
  '[object Object]',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'javascript:alert(1)',
  'a@b',
  'user@[127.0.0.1]',
  '"quoted"@example.com',
];
const ODD_NUMBERS = [0, -0, -1, 1, 2, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 2 ** 63, 1e308, -1e308, 5e-324, 0.5, 1.5, -2.5];

/** Values of every kind, from plausible to hostile. */
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof(
    fc.constantFrom(...ODD_STRINGS, ...SQL_LIKE),
    fc.constantFrom(...ODD_NUMBERS),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.nat({ max: 40 }),
    fc.integer({ min: 1, max: 2_000 }).map((n) => 'x'.repeat(n * 50)),
    fc.emailAddress(),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.constantFrom('Ada', 'Lovelace', 'ada@example.com', 'password-123', 'en', 'sr', 'M', 'Z', 'unspecified', '2024-01-31', 'COMPANY', 'Beograd', 'RS', '123456789', '12345678'),
  ),
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('leaf'), tie('leaf'), tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 5 }),
  object: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTOTYPE_KEYS)), tie('node'), { maxKeys: 4 }),
})).node;

/** JSON text of an object with these entries, keeping keys such as `__proto__` as own keys. */
const objectJson = (entries: [string, unknown][]) => `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;

/** The part of a JSON schema (as OpenAPI documents a route) that {@link fromSchema} reads. */
interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Values a schema accepts, roughly (patterns, formats, lengths and ranges honoured), to get past validation. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return value;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => fromSchema(alternative, depth + 1)));
  const types = [schema.type ?? 'string'].flat();
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null);
        case 'boolean':
          return fc.boolean();
        case 'integer':
          return fc.integer({ min: Math.max(schema.minimum ?? -1000, -(2 ** 31)), max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1, Math.max(schema.minimum ?? 1, 1) + 40) });
        case 'number':
          return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
        case 'array':
          return fc.array(fromSchema(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
        case 'object':
          return fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, fromSchema(property, depth + 1)])), {
            requiredKeys: (schema.required ?? []).filter((key) => key in (schema.properties ?? {})),
          });
        default:
          if (schema.pattern && !schema.format) return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= (schema.maxLength ?? 1000));
          if (schema.format === 'email') return fc.emailAddress().filter((text) => text.length <= (schema.maxLength ?? 254));
          if (schema.format === 'date') return fc.date({ min: new Date('1900-01-01'), max: new Date('2025-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
          if (schema.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
          if (schema.format === 'uri') return fc.webUrl().filter((text) => text.length <= (schema.maxLength ?? 300));
          return fc.string({ unit: 'grapheme', minLength: Math.max(schema.minLength ?? 0, 2), maxLength: Math.min(schema.maxLength ?? 40, 40) }).filter((text) => text.trim().length >= 2);
      }
    }),
  );
}

/** A body a route accepts, with one field (or none) replaced by anything or a prototype key added. */
const nearlyValidBody = (schema: JsonSchema): fc.Arbitrary<string> =>
  fc.tuple(fromSchema(schema), fc.option(fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(schema.properties ?? {}), ...PROTOTYPE_KEYS)), value), { freq: 2 })).map(([valid, mutation]) => {
    const entries = Object.entries(typeof valid === 'object' && valid !== null ? valid : {});
    if (mutation) {
      const [key, replacement] = mutation;
      const index = entries.findIndex(([k]) => k === key);
      if (index >= 0) entries[index] = [key, replacement];
      else entries.push([key, replacement]);
    }
    return objectJson(entries);
  });

/** A body for a route documenting `fields`: mostly its own fields, sometimes not an object at all. */
const body = (fields: string[]): fc.Arbitrary<string> => {
  const key = fc.oneof(
    { weight: 6, arbitrary: fields.length ? fc.constantFrom(...fields) : fc.constant('id') },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.array(fc.tuple(key, value), { maxLength: fields.length + 2 }).map(objectJson) },
    { weight: 1, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":}', '[1,', 'nul', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"polluted":1}}}') },
  );
};

/** Percent-encoding of any string; a lone surrogate becomes the invalid UTF-8 bytes ED A0 80. */
const encode = (text: string) =>
  Array.from(text, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return '%ED%A0%80';
    }
  }).join('');

/** A path parameter: an id that may exist, or anything else. */
const pathValue = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 2, max: 40 }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom('0', '-1', '2147483648', '9223372036854775808', '1e3', '1.5', '0x10', 'abc', '%00', '%C0%AE', '__proto__', 'constructor', "1'--") },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encode) },
);

/** A query string over `names` (a route's documented parameters) plus unknown and repeated ones. */
const query = (names: string[]) => {
  const key = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, 'page_size[]', 'sort_by[__proto__]') });
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('1', '25', '0', '-1', '1000000', '1e3', 'asc', 'desc', 'ASC', 'name', 'lastName', 'id', 'true', 'false', 'yes', '', 'null') },
    { weight: 2, arbitrary: value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')) },
    { weight: 1, arbitrary: fc.constantFrom(...SQL_LIKE, ...ODD_STRINGS) },
  );
  return fc
    .array(fc.tuple(key, text), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
};

describe('API fuzz: every write endpoint and every /paged list', () => {
  it(`answers ${RUNS} generated requests without a 5xx and stores nothing invalid (seed ${SEED})`, { timeout: 600_000 }, async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: unknown }> } }>> };
    const operation = (method: string, url: string) => spec.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    const routes = t.app.routePermissions.filter(
      (route) => route.url.startsWith(API) && (route.method !== 'GET' ? true : route.url.endsWith('/paged')),
    );
    const writes = routes.filter((route) => route.method !== 'GET');
    const lists = routes.filter((route) => route.method === 'GET');
    expect(writes.length).toBeGreaterThan(50);
    expect(lists.length).toBeGreaterThan(10);

    const requestFor = fc.constantFrom(...routes).chain((route) => {
      const op = operation(route.method, route.url);
      const params = route.url.match(/:\w+/g) ?? [];
      const path = fc.tuple(...params.map(() => pathValue)).map((values) => values.reduce((url, v, i) => url.replace(params[i], v), route.url));
      // Public routes are fuzzed as a visitor would call them, the others as the administrator.
      const anonymous = fc.constant(route.permission === 'public');
      if (route.method === 'GET') {
        const names = (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        return fc.tuple(path, query(names.length ? names : ['search_term']), anonymous).map(
          ([url, qs, anon]): FuzzRequest => ({ method: route.method, route: `${route.method} ${route.url}`, url: qs ? `${url}?${qs}` : url, anonymous: anon }),
        );
      }
      const schema = op?.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
      const fields = Object.keys(schema?.properties ?? {});
      const payload = schema ? fc.oneof(body(fields), nearlyValidBody(schema), nearlyValidBody(schema)) : body(fields);
      return fc.tuple(path, fc.option(payload, { freq: 8, nil: undefined }), anonymous).map(
        ([url, payload, anon]): FuzzRequest => ({ method: route.method, route: `${route.method} ${route.url}`, url, payload, anonymous: anon }),
      );
    });

    let address = 0;
    const nextAddress = () => `10.${Math.floor(++address / 62_500) % 250}.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
    let bearer = await t.adminBearer();
    const adminId = (await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/authenticate` })).json().id as number;
    const reSignIn = async () => {
      const answer = await t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, remoteAddress: nextAddress(), payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
      if (answer.statusCode === 200) bearer = answer.json().bearer_token;
      return answer.statusCode;
    };

    const statuses = new Map<number, number>();
    const failures: { request: FuzzRequest; status: number; body: string }[] = [];
    let reSignIns = 0;
    await fc.assert(
      fc.asyncProperty(requestFor, async (request) => {
        const response = await t.app.inject({
          method: request.method as 'POST',
          url: request.url,
          remoteAddress: nextAddress(),
          headers: { ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}), ...(request.anonymous ? {} : { authorization: `Bearer ${bearer}` }) },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        let errorBodyOk = true;
        if (response.statusCode >= 400) {
          try {
            errorBodyOk = typeof response.json().message === 'string';
          } catch {
            errorBodyOk = false;
          }
        }
        if (response.statusCode >= 500 || !errorBodyOk) failures.push({ request, status: response.statusCode, body: response.body.slice(0, 300) });
        // The fuzz may end the administrator's session (DELETE /accounts/sessions/:id): sign in again.
        if (response.statusCode === 401 && !request.anonymous && !request.route.includes('/auth/') && !request.route.includes('accounts/token')) {
          reSignIns++;
          expect(await reSignIn()).toBe(200);
        }
        return true;
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );

    // Read everything back: every list, every page, through the response schemas.
    let readBack = 0;
    const readFailures: string[] = [];
    for (const list of lists) {
      for (let page = 1; page <= 50; page++) {
        const response = await t.app.inject({ method: 'GET', url: `${list.url}?current_page=${page}&page_size=100`, headers: { authorization: `Bearer ${bearer}` } });
        readBack++;
        if (response.statusCode !== 200) {
          readFailures.push(`${list.url} page ${page}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          break;
        }
        const { items } = response.json() as { items: { id: number }[] };
        if (items.length < 100) break;
      }
    }

    // Nothing invalid stored: positive ids everywhere, users with a real email and date of birth.
    const idColumns = (await t.app.db.execute(
      sql`select table_name from information_schema.columns where column_name = 'id' and table_schema = current_schema() and data_type in ('integer', 'bigint')`,
    )) as unknown as { rows: { table_name: string }[] };
    const invalid: string[] = [];
    for (const { table_name: table } of idColumns.rows) {
      const result = (await t.app.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where id <= 0`)) as unknown as { rows: { n: number }[] };
      if (result.rows[0].n > 0) invalid.push(`${table}: ${result.rows[0].n} rows with id <= 0`);
    }
    const badUsers = (await t.app.db.execute(
      sql`select id, email, date_of_birth from users where email !~ '^[^@[:space:]]+@[^@[:space:]]+$' or date_of_birth < '0001-01-01' or date_of_birth > current_date or first_name = '' or user_name = ''`,
    )) as unknown as { rows: unknown[] };
    if (badUsers.rows.length) invalid.push(`users: ${JSON.stringify(badUsers.rows.slice(0, 5))}`);
    const stored = (await t.app.db.execute(sql`select (select count(*) from users)::int as users, (select count(*) from roles)::int as roles, (select count(*) from organisations)::int as organisations, (select count(*) from contact_messages)::int as contacts`)) as unknown as { rows: Record<string, number>[] };
    const admin = await t.injectAs(bearer, { method: 'GET', url: `${API}/users/${adminId}` });

    const byClass = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
    console.log(
      `API fuzz, seed ${SEED}: ${RUNS} requests over ${writes.length} write endpoints and ${lists.length} /paged lists; answers ${byClass}; ` +
        `5xx or malformed error bodies: ${failures.length}; administrator signed in again ${reSignIns}×; ` +
        `read back ${readBack} pages (${readFailures.length} failures); rows now ${JSON.stringify(stored.rows[0])}; invalid rows: ${invalid.length}`,
    );
    for (const failure of failures.slice(0, 15)) console.log(`  ${failure.status} ${failure.request.method} ${failure.request.url.slice(0, 200)} ${failure.request.payload?.slice(0, 300) ?? ''} → ${failure.body}`);

    expect(failures).toEqual([]);
    expect(readFailures).toEqual([]);
    expect(invalid).toEqual([]);
    expect(admin.statusCode).toBe(200);
  });
});

describe('what the fuzz found', () => {
  it('answers 422, not 500, for a two-factor confirmation code of six non-ASCII characters', async () => {
    const bearer = await t.adminBearer();
    expect((await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/two-factor/enrol` })).statusCode).toBe(200);
    for (const code of ['܈ꀗꍯ🀈ၝ', '١٢٣٤٥٦', '12345é']) {
      const response = await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/two-factor/confirm`, payload: { code } });
      expect(response.statusCode, code).toBe(422);
      expect(response.json().errors).toEqual([expect.objectContaining({ field: 'code' })]);
    }
  });
});
