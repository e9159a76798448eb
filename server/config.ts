import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONTACT_RETENTION_MONTHS } from '../src/shared/contact';
import { JOB_APPLICATION_RETENTION_MONTHS } from '../src/shared/job-applications';

/** Log levels pino understands. */
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Sign-in rate limits (docs/decisions.md#sign-in-throttle: per IP and per email; server/plugins/rate-limit.ts). */
export interface SignInRateLimit {
  /** FAILED attempts per window for one email (or challenge, link token, account) from one IP. */
  perEmail: number;
  /** Attempts per window from one IP, every one, whatever the credential or outcome. */
  perIp: number;
  windowMs: number;
}

/** Everything the server reads from the environment, typed and defaulted. */
export interface Config {
  port: number;
  host: string;
  /** METRICS_PORT: where `GET /metrics` is served (docs/decisions.md#metrics); undefined: not served. */
  metricsPort?: number;
  /** METRICS_HOST (default 127.0.0.1): the metrics listener's address. */
  metricsHost: string;
  /** Holds the embedded database and the generated JWT secret. */
  dataDir: string;
  /** Where PGlite keeps its files; `memory://` for an in-memory database (tests). */
  pgliteDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** With databaseUrl: everything (tables and migrations table) lives in this schema. */
  databaseSchema?: string;
  jwtSecret: string;
  adminEmail: string;
  adminPassword?: string;
  redisUrl?: string;
  smtpUrl?: string;
  /** Sender of every mail the product sends (MAIL_FROM). */
  mailFrom: string;
  /** Where contact form messages are mailed (CONTACT_INBOX). */
  contactInbox: string;
  /** Public origin of the site, for links in mails (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** The built browser app (index.html, assets/, prerendered pages). */
  clientDir: string;
  /** Translation files, `<lng>/<ns>.json`. */
  localesDir: string;
  logLevel: LogLevel;
  /** Fastify's trustProxy: behind a load balancer the client IP (rate limits) comes from X-Forwarded-For. */
  trustProxy: boolean | string;
  signInRateLimit: SignInRateLimit;
  /** How long a cached principal may be served at most (PRINCIPAL_CACHE_TTL_MS, default 5000; 0 disables). */
  principalCacheTtlMs: number;
  /** How often the publisher looks for scheduled articles whose time has come (ms). */
  publishIntervalMs: number;
  /**
   * Contact messages older than this many months are deleted (CONTACT_RETENTION_MONTHS, default
   * 24: src/shared/contact.ts, the period the /gdpr page states; server/plugins/retention.ts).
   */
  contactRetentionMonths: number;
  /**
   * Job applications older than this many months are deleted with their CVs
   * (JOB_APPLICATION_RETENTION_MONTHS, default 12: src/shared/job-applications.ts, the period the
   * /gdpr and /privacy pages state; server/plugins/retention.ts).
   */
  jobApplicationRetentionMonths: number;
  /** Worker threads resizing uploaded images, one job each at a time (MEDIA_WORKERS, default 1; server/media/image-jobs.ts). */
  mediaWorkers: number;
  /** Image jobs that may wait for a worker; an upload beyond them is answered 503 (MEDIA_QUEUE_SIZE, default 8). */
  mediaQueueSize: number;
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** `env[name]` as a whole number ≥ 1, `fallback` when unset; throws on anything else. */
function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, got "${text}"`);
  return value;
}

/** `env[name]` as a whole number ≥ 0, `fallback` when unset; throws on anything else. */
function nonNegativeInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of at least 0, got "${text}"`);
  return value;
}

/**
 * Reads the configuration from `env` (default `process.env`).
 * Variables: PORT, HOST, METRICS_PORT and METRICS_HOST (docs/decisions.md#metrics), DATA_DIR, DATABASE_URL, DATABASE_SCHEMA, JWT_SECRET, ADMIN_EMAIL,
 * ADMIN_PASSWORD, REDIS_URL, SMTP_URL, MAIL_FROM, CONTACT_INBOX, PUBLIC_URL, CLIENT_DIR, LOCALES_DIR,
 * LOG_LEVEL, TRUST_PROXY, PRINCIPAL_CACHE_TTL_MS, SIGN_IN_LIMIT_PER_EMAIL, SIGN_IN_LIMIT_PER_IP,
 * PUBLISH_INTERVAL_SECONDS (how often scheduled articles are looked for; default 30),
 * CONTACT_RETENTION_MONTHS (how long contact messages are kept; default 24),
 * JOB_APPLICATION_RETENTION_MONTHS (how long job applications are kept; default 12), MEDIA_WORKERS and
 * MEDIA_QUEUE_SIZE (image threads and waiting image jobs; defaults 1 and 8: docs/decisions.md#media).
 * Without JWT_SECRET a random secret is created once in DATA_DIR/jwt-secret, so restarts keep
 * sessions. Throws on a malformed PORT, METRICS_PORT, DATABASE_SCHEMA or LOG_LEVEL, a JWT_SECRET under 32
 * characters, an ADMIN_PASSWORD under 6 or a PUBLIC_URL that is not an http(s) origin.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const metricsPort = env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined;
  if (metricsPort !== undefined && (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535)) {
    throw new Error(`METRICS_PORT must be a port number, got "${env.METRICS_PORT}"`);
  }

  const databaseSchema = env.DATABASE_SCHEMA || undefined;
  if (databaseSchema && !SCHEMA_NAME.test(databaseSchema)) {
    throw new Error(`DATABASE_SCHEMA must be a lower-case SQL identifier, got "${databaseSchema}"`);
  }
  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  if (env.JWT_SECRET && env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  // The product's own minimum (docs/requirements.md#r5) applies to the bootstrap account too.
  if (adminPassword && adminPassword.length < 6) throw new Error('ADMIN_PASSWORD must be at least 6 characters long');
  const publicUrl = parsePublicUrl(env.PUBLIC_URL || 'http://127.0.0.1:3000');
  const principalCacheTtlMs = Number(env.PRINCIPAL_CACHE_TTL_MS || 5000);
  if (!Number.isInteger(principalCacheTtlMs) || principalCacheTtlMs < 0) throw new Error(`PRINCIPAL_CACHE_TTL_MS must be milliseconds, got "${env.PRINCIPAL_CACHE_TTL_MS}"`);
  // Sign-in attempts per 15 minutes (OWASP Authentication Cheat Sheet: throttle per account and per source).
  const signInPerEmail = positiveInteger(env, 'SIGN_IN_LIMIT_PER_EMAIL', 10);
  const signInPerIp = positiveInteger(env, 'SIGN_IN_LIMIT_PER_IP', 100);

  return {
    port,
    host: env.HOST || '127.0.0.1',
    metricsPort,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema,
    jwtSecret: env.JWT_SECRET || persistedJwtSecret(dataDir),
    adminEmail: env.ADMIN_EMAIL || 'admin@example.com',
    adminPassword,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Danube Digital <no-reply@danube-digital.example>',
    contactInbox: env.CONTACT_INBOX || 'hello@danube-digital.example',
    publicUrl,
    clientDir: resolve(env.CLIENT_DIR || 'dist/client'),
    localesDir: resolve(env.LOCALES_DIR || 'locales'),
    logLevel,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    signInRateLimit: { perEmail: signInPerEmail, perIp: signInPerIp, windowMs: 15 * 60_000 },
    principalCacheTtlMs,
    publishIntervalMs: positiveInteger(env, 'PUBLISH_INTERVAL_SECONDS', 30) * 1000,
    contactRetentionMonths: positiveInteger(env, 'CONTACT_RETENTION_MONTHS', CONTACT_RETENTION_MONTHS),
    jobApplicationRetentionMonths: positiveInteger(env, 'JOB_APPLICATION_RETENTION_MONTHS', JOB_APPLICATION_RETENTION_MONTHS),
    mediaWorkers: positiveInteger(env, 'MEDIA_WORKERS', 1),
    mediaQueueSize: nonNegativeInteger(env, 'MEDIA_QUEUE_SIZE', 8),
  };
}

/**
 * PUBLIC_URL normalised (lower-case scheme and host, no default port, no trailing slash). It is
 * written into pages, sitemap.xml and mails, so only URL-safe characters are accepted: no
 * query, fragment, credentials, quotes, `<`, `>` or `&`.
 */
function parsePublicUrl(value: string): string {
  const invalid = () => new Error(`PUBLIC_URL must be an http(s) origin with an optional path, got "${value}"`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid();
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash || /[\s?#"'<>&\\]/.test(value)) throw invalid();
  const normalised = `${url.protocol}//${url.host}${url.pathname}`.replace(/\/+$/, '');
  if (!/^https?:\/\/[A-Za-z0-9.:[\]-]+(\/[A-Za-z0-9._~%!$()*+,;=:@/-]*)?$/.test(normalised)) throw invalid();
  return normalised;
}

/** TRUST_PROXY: unset/false → false, true → trust every proxy, else comma-separated addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** Reads DATA_DIR/jwt-secret, creating it (mode 0600) with 48 random bytes the first time. */
function persistedJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return secret;
}
