/**
 * One app per test file: PGlite by default (a copy of the migrated template folder that
 * tests/server/global-setup.ts made, else in memory); with DATABASE_URL, a fresh PostgreSQL
 * schema `test_<random>` (DATABASE_SCHEMA) that is dropped after the file. Use
 * `const t = setupTestApp()` at the top of a test file, then `t.app`, `t.adminBearer()` …
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { LoginResponse, User } from '../../src/shared/api';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { startSmtpSink } from '../support/mail';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'admin-password';
export const API = '/api/1.0';

/**
 * `length` random lower-case letters a–z (26^length names), for names that allow letters only,
 * such as the words of a permission `resource.action`. Hex with its digits swapped for one
 * letter made most characters that letter, and two names of a file met about once in 25 runs.
 */
export function uniqueLetters(length = 10): string {
  return Array.from(randomBytes(length), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** What a test file gets from {@link setupTestApp}; fields are set once beforeAll has run. */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** A bearer token of the seeded administrator (signed in once per file). */
  adminBearer(): Promise<string>;
  /** Signs in and returns the whole answer; throws unless 200. */
  signIn(email: string, password: string): Promise<LoginResponse>;
  /** `app.inject` with `Authorization: Bearer <bearer>`. */
  injectAs(bearer: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Creates a user through the API as the administrator; `roles` are role names. */
  createUser(fields?: Partial<UserFields> & { roles?: string[] }): Promise<User & { password: string }>;
  /** A bearer token of a new user with the named `roles` (a Viewer, say), signed in. */
  bearerOfNewUser(roles: string[]): Promise<string>;
  /** `{method} {API}{path}` with an optional JSON (or text) payload, as `bearer` (default: the administrator). */
  api(method: ApiMethod, path: string, payload?: unknown, bearer?: string): Promise<LightMyRequestResponse>;
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface UserFields {
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  password: string;
  organisationIds: number[];
  status: boolean;
  preferredLanguage: string;
}

/** A test configuration: memory PGlite (or a fresh schema), silent logs, known admin. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-test-data',
    CLIENT_DIR: '/nonexistent-test-client',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: `test_${randomBytes(6).toString('hex')}` } : {}),
  });
  return {
    ...base,
    pgliteDir: 'memory://',
    signInRateLimit: { perEmail: 10, perIp: 10_000, windowMs: 15 * 60_000 },
    ...overrides,
  };
}

/** Creates the citext and pg_trgm extensions once per PostgreSQL database, tolerating parallel test files. */
async function prepareDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await client.query('CREATE EXTENSION IF NOT EXISTS citext WITH SCHEMA public');
        await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
        return;
      } catch (error) {
        // Two files creating it at the same instant: one wins, the other retries and finds it.
        if (!['23505', '42710', 'XX000'].includes((error as { code?: string }).code ?? '')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
      }
    }
  } finally {
    await client.end();
  }
}

async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** The PGlite folders copied from the template, by the app started on them (removed by stopApp). */
const templateCopies = new WeakMap<FastifyInstance, string>();

/**
 * A copy of the migrated and seeded PGlite folder tests/server/global-setup.ts made, for an app
 * that would otherwise create the same state in memory: the embedded database, seeded with the
 * test administrator. Undefined when there is no template or the app wants something else.
 */
function templateCopyFor(config: Config, options: BuildAppOptions): string | undefined {
  const template = inject('pgliteTemplate');
  const asTemplate = config.pgliteDir === 'memory://' && config.adminEmail === ADMIN_EMAIL && config.adminPassword === ADMIN_PASSWORD;
  if (!template || config.databaseUrl || options.seed === false || !asTemplate) return undefined;
  const copy = mkdtempSync(join(tmpdir(), 'pglite-test-'));
  cpSync(template, copy, { recursive: true });
  return copy;
}

/** Builds an app for `config` (see {@link testConfig}); the caller closes it. */
export async function startApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  if (config.databaseUrl) await prepareDatabase(config.databaseUrl);
  const copy = templateCopyFor(config, options);
  if (!copy) return buildApp(config, options);
  try {
    const app = await buildApp({ ...config, pgliteDir: copy }, options);
    templateCopies.set(app, copy);
    return app;
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}

/** Closes the app and drops its PostgreSQL schema or removes its PGlite copy, if it had one. */
export async function stopApp(app: FastifyInstance | undefined, config: Config): Promise<void> {
  await app?.close();
  if (config.databaseUrl && config.databaseSchema) await dropSchema(config.databaseUrl, config.databaseSchema);
  const copy = app && templateCopies.get(app);
  if (copy) rmSync(copy, { recursive: true, force: true });
}

let userCounter = 0;

/** Registers beforeAll/afterAll hooks that start one app for the current test file. */
export function setupTestApp(overrides: Partial<Config> = {}, options: BuildAppOptions = {}): TestApp {
  let adminBearer: Promise<string> | undefined;
  const roleIds = new Map<string, number>();

  const context: TestApp = {
    app: undefined as unknown as FastifyInstance,
    config: testConfig(overrides),

    adminBearer() {
      adminBearer ??= context.signIn(ADMIN_EMAIL, ADMIN_PASSWORD).then((answer) => answer.bearer_token);
      return adminBearer;
    },

    async signIn(email, password) {
      const response = await context.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email, password } });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
      return response.json();
    },

    injectAs(bearer, injectOptions) {
      return context.app.inject({ ...injectOptions, headers: { ...injectOptions.headers, authorization: `Bearer ${bearer}` } });
    },

    async createUser({ roles = [], ...fields } = {}) {
      const bearer = await context.adminBearer();
      if (roleIds.size === 0) {
        const response = await context.injectAs(bearer, { method: 'GET', url: `${API}/roles` });
        for (const role of response.json() as { id: number; name: string }[]) roleIds.set(role.name, role.id);
      }
      const n = ++userCounter;
      const payload = {
        firstName: 'Test',
        lastName: `User${n}`,
        email: `user${n}.${randomBytes(3).toString('hex')}@example.com`,
        userName: `user${n}_${randomBytes(3).toString('hex')}`,
        password: 'password-123',
        ...fields,
        ...(roles.length ? { roleIds: roles.map((name) => roleIds.get(name)!) } : {}),
      };
      const response = await context.injectAs(bearer, { method: 'POST', url: `${API}/users`, payload });
      if (response.statusCode !== 201) throw new Error(`creating a user failed: ${response.statusCode} ${response.body}`);
      return { ...response.json(), password: payload.password };
    },

    async bearerOfNewUser(roles) {
      const user = await context.createUser({ roles });
      return (await context.signIn(user.email, user.password)).bearer_token;
    },

    async api(method, path, payload, bearer) {
      return context.injectAs(bearer ?? (await context.adminBearer()), {
        method,
        url: `${API}${path}`,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },
  };

  beforeAll(async () => {
    context.app = await startApp(context.config, options);
  });
  afterAll(async () => {
    await stopApp(context.app, context.config);
  });
  return context;
}

/** An SMTP sink of tests/support/mail.ts: its `url`, the `received` messages, `close()`. */
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * {@link setupTestApp} whose app sends its mail to an SMTP sink started before it (with
 * startSmtpSink's `sinkOptions`), closed after the file and emptied before each test; `mail()`
 * is the sink (throws before the file's beforeAll has run).
 */
export function setupTestAppWithMail(
  sinkOptions: Parameters<typeof startSmtpSink>[0] = {},
  overrides: Partial<Config> = {},
): TestApp & { mail(): SmtpSink } {
  let sink: SmtpSink | undefined;
  // Registered before setupTestApp's own beforeAll, so the app is built with the sink's URL.
  beforeAll(async () => {
    sink = await startSmtpSink(sinkOptions);
    context.config.smtpUrl = sink.url;
  });
  const context = setupTestApp(overrides);
  afterAll(async () => {
    await sink?.close();
  });
  beforeEach(() => {
    if (sink) sink.received.length = 0;
  });
  return Object.assign(context, {
    mail() {
      if (!sink) throw new Error('the SMTP sink starts in beforeAll');
      return sink;
    },
  });
}
