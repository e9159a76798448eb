/**
 * Optional tracing (server/telemetry.ts, docs/decisions.md#tracing) on the real server process,
 * `node --import tsx server/main.ts`, on the run's engine (PostgreSQL with DATABASE_URL, in a
 * schema of its own; else PGlite, reached through node-postgres too), beside an OTLP/HTTP
 * collector this test holds (node:http, JSON bodies recorded per path):
 * - with OTEL_EXPORTER_OTLP_ENDPOINT, a health check, a sign-in and `GET /users/{id}` reach the
 *   collector as spans: the request's server span named after its route template, with
 *   `http.route`, and SQL spans (`db.system.name` postgresql) in the same trace; resource
 *   `company-site` at package.json's version; SIGTERM still exits with code 0;
 * - without it, the server answers and the collector hears nothing, and no module of
 *   OpenTelemetry was imported at all (a loader hook of this test records every import resolved
 *   to @opentelemetry/* or @fastify/otel; the same hook sees them in the first case).
 * Ports from 3400–3499.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import packageJson from '../../package.json';
import { scratchServer } from '../../scripts/lib/server-process';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API } from './helpers';

const PORTS = { from: 3400, to: 3499 };

/** Listens `server` on a free port of {@link PORTS} (tried from a random one on), and returns it. */
async function listenInRange(server: http.Server | ReturnType<typeof createServer>): Promise<number> {
  const count = PORTS.to - PORTS.from + 1;
  const start = Math.floor(Math.random() * count);
  for (let i = 0; i < count; i++) {
    const port = PORTS.from + ((start + i) % count);
    const listening = await new Promise<boolean>((resolve) => {
      const failed = () => resolve(false);
      server.once('error', failed);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', failed);
        resolve(true);
      });
    });
    if (listening) return port;
  }
  throw new Error(`no free port in ${PORTS.from}–${PORTS.to}`);
}

/** A port of {@link PORTS} nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listenInRange(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
}
interface OtlpTraces {
  resourceSpans: { resource: { attributes: { key: string; value: OtlpValue }[] }; scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[] }[];
}

/** An OTLP/HTTP collector: records each request's path and JSON body, answers 200 `{}`. */
async function startCollector() {
  const received: { path: string; body: unknown }[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON (protobuf): kept as text, the assertions below then fail with it shown.
      }
      received.push({ path: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await listenInRange(server);
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The value of attribute `key`, as a string. */
const attribute = (attributes: { key: string; value: OtlpValue }[], key: string): string | undefined => {
  const value = attributes.find((entry) => entry.key === key)?.value;
  return value === undefined ? undefined : String(value.stringValue ?? value.intValue ?? value.boolValue);
};

/** Every span the collector received on /v1/traces, with its resource's attributes. */
function spansOf(received: { path: string; body: unknown }[]) {
  return received
    .filter((entry) => entry.path === '/v1/traces')
    .flatMap((entry) => (entry.body as OtlpTraces).resourceSpans ?? [])
    .flatMap((resourceSpans) =>
      resourceSpans.scopeSpans.flatMap((scope) => scope.spans.map((span) => ({ ...span, scope: scope.scope.name, resource: resourceSpans.resource.attributes }))),
    );
}

/**
 * A loader hook recording every import resolved under node_modules/@opentelemetry or
 * node_modules/@fastify/otel to the file named by OTEL_TEST_IMPORTS_LOG, and the module that
 * registers it (for `node --import`).
 */
function writeImportRecorder(folder: string): string {
  const hook = join(folder, 'record-otel-imports.mjs');
  writeFileSync(
    hook,
    `import { appendFileSync } from 'node:fs';
let file;
export function initialize(data) { file = data.file; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (/[\\\\/]node_modules[\\\\/](@opentelemetry|@fastify[\\\\/]otel)[\\\\/]/.test(result.url)) appendFileSync(file, result.url + '\\n');
  return result;
}
`,
  );
  const registration = join(folder, 'register-otel-imports.mjs');
  writeFileSync(
    registration,
    `import { register } from 'node:module';
register(${JSON.stringify(pathToFileURL(hook).href)}, import.meta.url, { data: { file: process.env.OTEL_TEST_IMPORTS_LOG } });
`,
  );
  return registration;
}

/** This process' environment without any OTEL_* variable (the server's must have only the test's). */
const environmentWithoutOtel = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('OTEL_')));

interface Server {
  child: ChildProcess;
  origin: string;
  output(): string;
  exited: Promise<number | string>;
}

/** Starts server/main.ts with `env` (over the scratch server's), resolves once /api/health answers 200. */
async function startServer(env: Record<string, string>, recorder: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', recorder, 'server/main.ts'], {
    env: { ...environmentWithoutOtel(), LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let gone = false;
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      gone = true;
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (!gone && Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { child, origin, output: () => output, exited };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer (${gone ? `exited ${await exited}` : 'timed out'}):\n${output.slice(-3000)}`);
}

/** Polls `check` every 100 ms until it returns true or `timeoutMs` passes; resolves with its last answer. */
async function eventually(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return check();
}

describe('tracing through OpenTelemetry', () => {
  const folder = mkdtempSync(join(tmpdir(), 'telemetry-test-'));
  const recorder = writeImportRecorder(folder);
  const scratch = scratchServer('telemetry', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  let collector: Awaited<ReturnType<typeof startCollector>>;
  const running: Server[] = [];

  beforeAll(async () => {
    collector = await startCollector();
    // On PGlite, start from the migrated and seeded template (tests/server/global-setup.ts), as the other server tests do.
    const template = inject('pgliteTemplate');
    if (!scratch.env.DATABASE_URL && template) cpSync(template, join(scratch.env.DATA_DIR, 'pglite'), { recursive: true });
  });

  afterAll(async () => {
    for (const server of running) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(running.map((server) => server.exited));
    await collector?.close();
    await scratch.cleanUp();
    rmSync(folder, { recursive: true, force: true });
  });

  it('exports a span per request, named by its route, with the SQL it ran in the same trace', { timeout: 120_000 }, async () => {
    const importsLog = join(folder, 'imports-traced.log');
    const server = await startServer(
      {
        ...scratch.env,
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '200',
        OTEL_TEST_IMPORTS_LOG: importsLog,
      },
      recorder,
    );
    running.push(server);

    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
    const signIn = await fetch(`${server.origin}${API}/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { bearer_token: bearer, user } = (await signIn.json()) as { bearer_token: string; user: { id: number } };
    const me = await fetch(`${server.origin}${API}/users/${user.id}`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(me.status).toBe(200);

    const route = `${API}/users/:id`;
    const requestSpan = () => spansOf(collector.received).find((span) => span.kind === 2 && attribute(span.attributes, 'http.route') === route);
    const sqlOf = (traceId: string) =>
      spansOf(collector.received).filter(
        (span) => span.traceId === traceId && [attribute(span.attributes, 'db.system.name'), attribute(span.attributes, 'db.system')].includes('postgresql'),
      );
    const arrived = await eventually(() => {
      const span = requestSpan();
      return span !== undefined && sqlOf(span.traceId).length > 0 && spansOf(collector.received).some((s) => attribute(s.attributes, 'http.route') === '/api/health');
    }, 15_000);
    const spans = spansOf(collector.received);
    console.log(`collector: ${collector.received.length} exports, ${spans.length} spans: ${[...new Set(spans.map((span) => span.name))].slice(0, 12).join(' | ')}`);
    expect(arrived, `spans received:\n${spans.map((span) => `${span.scope} ${span.name}`).join('\n')}\n${server.output().slice(-2000)}`).toBe(true);

    const span = requestSpan()!;
    expect(span.name).toBe(`GET ${route}`);
    expect(attribute(span.resource, 'service.name')).toBe('company-site');
    expect(attribute(span.resource, 'service.version')).toBe(packageJson.version);
    const sql = sqlOf(span.traceId);
    expect(sql.some((s) => /select/i.test(attribute(s.attributes, 'db.query.text') ?? attribute(s.attributes, 'db.statement') ?? ''))).toBe(true);
    expect(readFileSync(importsLog, 'utf8')).toContain('/@opentelemetry/sdk-node/');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('without OTEL_EXPORTER_OTLP_ENDPOINT imports nothing of OpenTelemetry and sends the collector nothing', { timeout: 120_000 }, async () => {
    const before = collector.received.length;
    const importsLog = join(folder, 'imports-untraced.log');
    const server = await startServer({ ...scratch.env, OTEL_TEST_IMPORTS_LOG: importsLog }, recorder);
    running.push(server);

    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
    // Longer than the first case's batch delay: a span exported would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    expect(collector.received.length).toBe(before);
    expect(existsSync(importsLog) ? readFileSync(importsLog, 'utf8') : '').toBe('');
  });
});
