/**
 * Publishing benchmark (`npm run bench:publish`; docs/decisions.md#render-queue; a benchmark, not
 * a timed test). Needs a build (`npm run build`): the server renders pages with it.
 *
 * For PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, schema
 * `bench_publish`, emptied first) and for PGlite (a fresh data folder; `--no-pglite` and
 * `--no-postgres` skip one): seeds `--articles` (default 1 000) articles published in seven
 * languages (`npm run seed:large -- --articles N`), starts the server (`tsx server/main.ts`,
 * NODE_ENV=production) and
 * 1. waits for the start's renders of this build (background work of the render queue) and
 *    prints how long they took;
 * 2. `--runs` times (default 15): creates a draft in seven languages (not timed), then times
 *    publish, edit-published (every version's title) and withdraw, each as the request's time
 *    and as the time until the render queue is empty again (every dependent document current:
 *    lists, sitemap, Open Graph image, related pages), read from `GET /system` every 50 ms;
 * 3. serves `/blog/<slug>` of a published article (brotli, as browsers ask) with autocannon,
 *    10 connections for `BENCH_SECONDS` (default 10), against a bare Fastify sending the same
 *    bytes and headers (bench/bytes-server.ts) in the same run;
 * 4. samples the server's resident memory (/proc/<pid>/status VmRSS) every 250 ms throughout.
 * Prints p50/p95 per operation, the serving rates and their ratio, the largest resident memory
 * and every target met / NOT met: publish, edit and withdraw p95 ≤ 500 ms (PostgreSQL) / 1 s
 * (PGlite); dependents current p95 ≤ 10 s; serving ≥ 0.9 × the bare server; memory < 512 MB.
 * The machine's load is printed before and after: measure while nothing else runs.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_BASE } from '../src/shared/api';
import { LANGUAGE_CODES } from '../src/shared/languages';
import { freePort, machineLoad, startServer, stopServer } from './processes';

const { values: flags } = parseArgs({
  options: { 'no-pglite': { type: 'boolean' }, 'no-postgres': { type: 'boolean' }, articles: { type: 'string' }, runs: { type: 'string' } },
});
const ARTICLES = Number(flags.articles ?? 1_000);
const RUNS = Number(flags.runs ?? 15);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_publish';
const ACCOUNT = { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'bench-admin-password', JWT_SECRET: 'bench-jwt-secret-bench-jwt-secret-0123456789' };
const TSX = ['--import', 'tsx'];
const MEMORY_LIMIT = 512 * 1024 * 1024;

interface Engine {
  name: 'PostgreSQL' | 'PGlite';
  env: Record<string, string>;
  /** p95 target of the requests, ms. */
  requestTarget: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
};
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** The largest resident memory of `pid` seen until `stop()` (bytes). */
function memorySampler(pid: number) {
  let largest = 0;
  const sample = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      largest = Math.max(largest, kb * 1024);
    } catch {
      // The process has ended.
    }
  };
  const timer = setInterval(sample, 250);
  sample();
  return { largest: () => largest, stop: () => clearInterval(timer) };
}

/** An API client signed in as the seeded administrator. */
async function client(port: number) {
  const base = `http://127.0.0.1:${port}${API_BASE}`;
  const signIn = await fetch(`${base}/auth/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ACCOUNT.ADMIN_EMAIL, password: ACCOUNT.ADMIN_PASSWORD }) });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { bearer_token: bearer } = (await signIn.json()) as { bearer_token: string };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

type Api = Awaited<ReturnType<typeof client>>;

/** Resolves once the render queue is empty; the time it took (ms) from `since`. */
async function queueEmpty(api: Api, since: number, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { renderQueue } = await api<{ renderQueue: { pending: number; failed: number } }>('GET', '/system');
    if (renderQueue.pending === 0) return Date.now() - since;
    if (Date.now() > deadline) throw new Error(`the render queue still had ${renderQueue.pending} jobs after ${timeoutMs} ms`);
    await sleep(50);
  }
}

const versions = (label: string) =>
  LANGUAGE_CODES.map((language) => ({ language, title: `${label} (${language})`, summary: `A benchmark article, ${label}, in ${language}.`, body: `## ${label}\n\nWritten by the publishing benchmark.` }));

/** `count` ms figures' p50 and p95 as text. */
const figures = (values: number[]) => `p50 ${Math.round(quantile(values, 0.5))} ms, p95 ${Math.round(quantile(values, 0.95))} ms`;

async function serve(url: string): Promise<number> {
  const options = { url, connections: 10, headers: { 'accept-encoding': 'br' } };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return Math.round(result.requests.average);
}

async function benchEngine(engine: Engine): Promise<string[]> {
  process.stderr.write(`\n${engine.name}: seeding ${ARTICLES} articles\n`);
  const seeded = spawnSync(process.execPath, [...TSX, 'scripts/seed-large.ts', '--users', '0', '--organisations', '0', '--activity', '0', '--articles', String(ARTICLES)], {
    env: { ...process.env, ...engine.env },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding failed');

  const port = await freePort();
  const started = Date.now();
  const server = await startServer([...TSX, 'server/main.ts'], { ...engine.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn' }, `http://127.0.0.1:${port}/api/health`, 300_000);
  const memory = memorySampler(server.pid!);
  const lines: string[] = [];
  try {
    const api = await client(port);
    // The start queues this build's renders in the background: wait until they are queued, then done.
    const queuedBy = Date.now() + 30_000;
    while ((await api<{ renderQueue: { pending: number } }>('GET', '/system')).renderQueue.pending === 0 && Date.now() < queuedBy) await sleep(200);
    const startRenders = await queueEmpty(api, started, 60 * 60_000);
    process.stderr.write(`  the start's renders of this build: ${(startRenders / 1000).toFixed(1)} s\n`);

    const timings = { publish: [] as number[], edit: [] as number[], withdraw: [] as number[] };
    const current = { publish: [] as number[], edit: [] as number[], withdraw: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      const slug = `bench-publish-${Date.now()}-${run}`;
      const article = await api<{ id: number }>('POST', '/articles', { slug, tags: ['engineering', 'delivery'], translations: versions(`Bench publish ${run}`) });
      await queueEmpty(api, Date.now(), 120_000);
      for (const [operation, act] of [
        ['publish', () => api('POST', '/articles/publish', { ids: [article.id] })],
        ['edit', () => api('PUT', `/articles/${article.id}`, { translations: versions(`Bench publish ${run}, edited`) })],
        ['withdraw', () => api('POST', '/articles/unpublish', { ids: [article.id] })],
      ] as const) {
        const at = Date.now();
        await act();
        timings[operation].push(Date.now() - at);
        current[operation].push(await queueEmpty(api, at, 120_000));
      }
      await api('DELETE', `/articles/${article.id}/soft`);
      await queueEmpty(api, Date.now(), 120_000);
      process.stderr.write(`  run ${run + 1}/${RUNS}: publish ${timings.publish.at(-1)} ms (current ${current.publish.at(-1)} ms), edit ${timings.edit.at(-1)} ms, withdraw ${timings.withdraw.at(-1)} ms\n`);
    }

    // Serving a published article against a bare Fastify sending the same bytes.
    const path = `/blog/bench-article-1`;
    const page = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': 'br' } });
    if (!page.ok) throw new Error(`${path}: ${page.status}`);
    const bytes = Buffer.from(await page.arrayBuffer());
    const folder = mkdtempSync(join(tmpdir(), 'bench-publish-'));
    const headers = Object.fromEntries(['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'].flatMap((name) => (page.headers.get(name) ? [[name, page.headers.get(name)!]] : [])));
    writeFileSync(join(folder, 'body'), bytes);
    writeFileSync(join(folder, 'headers.json'), JSON.stringify(headers));
    const barePort = await freePort();
    const bare = await startServer([...TSX, 'bench/bytes-server.ts', String(barePort), join(folder, 'body'), join(folder, 'headers.json')], {}, `http://127.0.0.1:${barePort}/`);
    let productRate = 0;
    let bareRate = 0;
    try {
      bareRate = await serve(`http://127.0.0.1:${barePort}${path}`);
      productRate = await serve(`http://127.0.0.1:${port}${path}`);
    } finally {
      await stopServer(bare);
      rmSync(folder, { recursive: true, force: true });
    }

    const largest = memory.largest();
    const p95 = (values: number[]) => quantile(values, 0.95);
    lines.push(`### ${engine.name}: ${ARTICLES} articles in seven languages, ${RUNS} runs`);
    lines.push('');
    lines.push(`| operation | request | every dependent document current |`);
    lines.push(`| --- | --- | --- |`);
    for (const operation of ['publish', 'edit', 'withdraw'] as const) lines.push(`| ${operation} | ${figures(timings[operation])} | ${figures(current[operation])} |`);
    lines.push('');
    lines.push(`The start's renders of this build (${ARTICLES * 8 + 8}+ documents, background work): ${(startRenders / 1000).toFixed(1)} s.`);
    lines.push(`Serving ${path} (${bytes.length} bytes, brotli): ${productRate} req/s; a bare Fastify sending the same bytes: ${bareRate} req/s (${(productRate / bareRate).toFixed(2)} ×).`);
    lines.push(`Largest resident memory of the server: ${(largest / 1024 / 1024).toFixed(0)} MB.`);
    lines.push('');
    for (const operation of ['publish', 'edit', 'withdraw'] as const) {
      lines.push(`- ${operation} p95 ≤ ${engine.requestTarget} ms (${Math.round(p95(timings[operation]))} ms): ${verdict(p95(timings[operation]) <= engine.requestTarget)}`);
    }
    const allCurrent = [...current.publish, ...current.edit, ...current.withdraw];
    lines.push(`- every dependent document current, p95 ≤ 10 s (${(p95(allCurrent) / 1000).toFixed(1)} s): ${verdict(p95(allCurrent) <= 10_000)}`);
    lines.push(`- serving ≥ 0.9 × the bare server (${(productRate / bareRate).toFixed(2)} ×): ${verdict(productRate >= 0.9 * bareRate)}`);
    lines.push(`- resident memory < 512 MB (${(largest / 1024 / 1024).toFixed(0)} MB): ${verdict(largest < MEMORY_LIMIT)}`);
  } finally {
    memory.stop();
    await stopServer(server);
  }
  return lines;
}

async function main(): Promise<void> {
  process.stderr.write(`load before: ${machineLoad()}\n`);
  const engines: Engine[] = [];
  if (!flags['no-postgres']) {
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`drop schema if exists ${SCHEMA} cascade`);
    await admin.end();
    engines.push({ name: 'PostgreSQL', env: { DATABASE_URL, DATABASE_SCHEMA: SCHEMA, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-publish-pg-')), ...ACCOUNT }, requestTarget: 500 });
  }
  if (!flags['no-pglite']) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-publish-pglite-'));
    engines.push({ name: 'PGlite', env: { DATABASE_URL: '', DATA_DIR: dir, ...ACCOUNT }, requestTarget: 1_000 });
  }
  const output: string[] = [];
  for (const engine of engines) {
    output.push(...(await benchEngine(engine)), '');
    if (engine.name === 'PGlite') rmSync(engine.env.DATA_DIR, { recursive: true, force: true });
  }
  process.stderr.write(`load after: ${machineLoad()}\n\n`);
  console.log(output.join('\n'));
}

main().catch((error: unknown) => {
  console.error('bench:publish failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
