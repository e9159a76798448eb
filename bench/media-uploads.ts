/**
 * Media upload benchmark (`npm run bench:media`, docs/decisions.md#media; a benchmark, not a
 * timed test): does the API stay responsive while big images are processed?
 *
 * Starts the server (`server/main.ts` with tsx, NODE_ENV=production, logs at info to a discarded
 * stdout) on a fresh database: an empty PGlite data folder in the temporary directory, or, with
 * `--postgres`, a fresh schema of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * dropped afterwards. Signs in as the seeded administrator and makes, with sharp, a flat-colour
 * PNG of 7 000 × 7 000 px (palette, deflate level 9: about 47 KB, 49 megapixels, inside
 * MAX_MEDIA_PIXELS). After one small warm-up upload it probes two endpoints, open loop: a request
 * every 20 ms to each (50/s, BENCH_PROBE_RATE), whatever the earlier ones are doing, each
 * latency counted from the moment the request was due (so a stalled server is not hidden by
 * requests that were never sent):
 *   - `GET /api/health` (no authentication, no database);
 *   - `GET /api/1.0/users/{id}` (the administrator, with its bearer: authentication, the session
 *     check, three statements);
 * first for 10 s on the idle server (BENCH_IDLE_SECONDS), then while six uploads of that PNG
 * (`--uploads N`, `--size PX`) are sent at once, until the last one is answered. Prints p50, p99
 * and the maximum of each endpoint idle and during the uploads, every upload's status and time,
 * the machine's load before and after, and the target with `met` / `NOT met`: p99 ≤ 100 ms on
 * both endpoints during the uploads. The server's environment passes through (MEDIA_WORKERS,
 * MEDIA_QUEUE_SIZE).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { API_BASE } from '../src/shared/api';

const { values: flags } = parseArgs({
  options: { postgres: { type: 'boolean' }, uploads: { type: 'string' }, size: { type: 'string' } },
});
const UPLOADS = Number(flags.uploads ?? 6);
const SIZE = Number(flags.size ?? 7_000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS || 10);
const PROBE_RATE = Number(process.env.BENCH_PROBE_RATE || 50);
const TARGET_P99_MS = 100;
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'bench-admin-password';
const JWT_SECRET = 'bench-jwt-secret-bench-jwt-secret-0123456789';

/** Latencies of one endpoint over one phase. */
interface Probe {
  label: string;
  latencies: number[];
  failures: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(', ');

/** Starts the server and resolves once /api/health answers. */
async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer in time');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Requests `url` every 1000 / PROBE_RATE ms until `until` settles (open loop: a request is sent
 * when due, however many are still waiting); each latency runs from when it was due to the end
 * of its body.
 */
async function probe(label: string, url: string, headers: Record<string, string>, until: Promise<unknown>): Promise<Probe> {
  const result: Probe = { label, latencies: [], failures: 0 };
  const interval = 1000 / PROBE_RATE;
  const pending: Promise<void>[] = [];
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const start = performance.now();
  for (let n = 0; !done; n++) {
    const due = start + n * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (done) break;
    pending.push(
      fetch(url, { headers })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.ok) result.latencies.push(performance.now() - due);
          else result.failures++;
        })
        .catch(() => {
          result.failures++;
        }),
    );
  }
  await Promise.all(pending);
  return result;
}

/** The `p`-th percentile (0–100) of `values`, nearest rank; 0 for none. */
function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const ms = (value: number) => Math.round(value);

/** Both endpoints probed together until `until` settles. */
function probeBoth(base: string, userId: number, bearer: string, until: Promise<unknown>): Promise<Probe[]> {
  return Promise.all([
    probe('GET /api/health', `${base}/api/health`, {}, until),
    probe('GET /api/1.0/users/{id}', `${base}${API_BASE}/users/${userId}`, { authorization: `Bearer ${bearer}` }, until),
  ]);
}

async function main(): Promise<void> {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'server', 'src/shared'], { encoding: 'utf8' }).stdout.trim() ? ' (with uncommitted changes)' : '';
  const dataDir = mkdtempSync(join(tmpdir(), 'company-site-bench-media-'));
  const schema = `bench_media_${Date.now().toString(36)}`;
  const env: Record<string, string> = { NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, JWT_SECRET, CLIENT_DIR: join(dataDir, 'no-client') };
  if (flags.postgres) Object.assign(env, { DATABASE_URL, DATABASE_SCHEMA: schema });
  else Object.assign(env, { DATABASE_URL: '' });
  const engine = flags.postgres ? 'PostgreSQL (a fresh schema)' : 'PGlite (a fresh data folder)';

  process.stderr.write(`making a ${SIZE} × ${SIZE} PNG\n`);
  const png = await sharp({ create: { width: SIZE, height: SIZE, channels: 3, background: { r: 23, g: 70, b: 162 } } })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
  const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } }).png().toBuffer();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const loadBefore = load();
  process.stderr.write(`starting the server on ${engine}\n`);
  const server = await startServer({ ...env, PORT: String(port) }, port);
  let output = '';
  try {
    const signIn = await fetch(`${base}${API_BASE}/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const { bearer_token: bearer, user } = (await signIn.json()) as { bearer_token: string; user: { id: number } };
    const upload = async (body: Buffer, name: string) => {
      const started = performance.now();
      const response = await fetch(`${base}${API_BASE}/media?fileName=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'image/png' },
        body: new Uint8Array(body),
      });
      const answer = (await response.json()) as { variants?: unknown[]; reason?: string };
      return { status: response.status, ms: performance.now() - started, variants: answer.variants?.length ?? 0, reason: answer.reason, retryAfter: response.headers.get('retry-after') };
    };
    const warm = await upload(small, 'warm-up.png');
    if (warm.status !== 201) throw new Error(`the warm-up upload failed: ${warm.status} ${warm.reason ?? ''}`);

    process.stderr.write(`idle: probing for ${IDLE_SECONDS} s\n`);
    const idle = await probeBoth(base, user.id, bearer, new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000)));

    process.stderr.write(`${UPLOADS} uploads of ${png.length} bytes at once\n`);
    const started = performance.now();
    const uploads = Promise.all(Array.from({ length: UPLOADS }, (_, index) => upload(png, `big-${index + 1}.png`)));
    const busy = await probeBoth(base, user.id, bearer, uploads);
    const results = await uploads;
    const wall = performance.now() - started;

    const row = (during: Probe) => {
      const before = idle.find((candidate) => candidate.label === during.label)!;
      const cell = (probe: Probe) => `${ms(percentile(probe.latencies, 50))} | ${ms(percentile(probe.latencies, 99))} | ${ms(Math.max(0, ...probe.latencies))} | ${probe.latencies.length} | ${probe.failures}`;
      return `| ${during.label} | ${cell(before)} | ${cell(during)} |`;
    };
    const met = busy.every((during) => during.failures === 0 && percentile(during.latencies, 99) <= TARGET_P99_MS);
    output = [
      '',
      `Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), commit ${commit}${dirty}, ${engine}`,
      `MEDIA_WORKERS=${process.env.MEDIA_WORKERS ?? '(default)'}, MEDIA_QUEUE_SIZE=${process.env.MEDIA_QUEUE_SIZE ?? '(default)'}; probes: ${PROBE_RATE} requests/s per endpoint, open loop`,
      `Load average (1, 5, 15 min) before: ${loadBefore}; after: ${load()}`,
      '',
      `| endpoint | idle p50 ms | idle p99 ms | idle max ms | requests | failed | uploading p50 ms | uploading p99 ms | uploading max ms | requests | failed |`,
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...busy.map(row),
      '',
      `${UPLOADS} uploads of a ${SIZE} × ${SIZE} PNG (${png.length} bytes) at once: all answered after ${(wall / 1000).toFixed(1)} s`,
      ...results.map(
        (result, index) =>
          `- upload ${index + 1}: ${result.status} after ${(result.ms / 1000).toFixed(1)} s${result.status === 201 ? `, ${result.variants} variants` : `, Retry-After ${result.retryAfter ?? '—'}: ${result.reason ?? ''}`}`,
      ),
      '',
      `Target: p99 ≤ ${TARGET_P99_MS} ms on both endpoints during the uploads (${busy.map((during) => `${during.label} ${ms(percentile(during.latencies, 99))} ms`).join(', ')}): ${met ? 'met' : 'NOT met'}`,
      '',
    ].join('\n');
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    if (flags.postgres) {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  }
  process.stdout.write(output);
}

main().catch((error: unknown) => {
  console.error('bench:media failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
