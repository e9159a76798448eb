/**
 * API benchmark (`npm run bench:api`, docs/decisions.md#production; a benchmark, not a timed test).
 *
 * For PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, in the schema
 * BENCH_SCHEMA, default `bench`) and for PGlite (a data folder kept in the temporary directory
 * between runs; `--no-pglite` skips it, `--no-postgres` the other): runs `seed:large`, then
 * measures with autocannon, 50 connections for 20 s each (BENCH_CONNECTIONS, BENCH_SECONDS), one
 * after the other:
 *   (a) a Fastify hello world in a child process;
 *   (b) a bare Fastify + driver handler running the list's statements as they were with an exact
 *       count, without authentication, validation or ORM (bench/floor-servers.ts);
 *   (b2) the same bare handler running the list's statements of today: the count up to the
 *       exact-count limit, the page, the planner's estimate, roles and organisations — the floor of (c);
 *   (b3) a bare handler running GET /users/{id}'s three statements — the floor of (e);
 *   (c) the built server (`npm run serve`: NODE_ENV=production, logs at info to stdout):
 *       authenticated GET /users/paged?page_size=25, sorted by last name; every request also
 *       passes the revoked-session check (cached, docs/decisions.md#identity);
 *   (d) the same with a three-letter search_term;
 *   (e) GET /users/{id};
 *   (f) PUT /users/{id}, spread over 2 000 generated users (one row lock each);
 *   (e.0) and (e.1) the metrics' cost (docs/decisions.md#metrics): (e) again on two fresh product
 *       servers, without and with the metrics listener (METRICS_PORT, scraped every 5 s, and its
 *       count of (e)'s requests checked), in interleaved slots (see metricsCost).
 * Prints req/s, p50, p99, errors (errors + timeouts + non-2xx) as a Markdown table per engine,
 * the machine's load (uptime) before and after, and every target with met / NOT met:
 * PostgreSQL (c) ≥ 0.5 × (b2) and p99 ≤ 50 ms, (d) ≥ 0.5 × (c) and p99 ≤ 100 ms, (e) ≥ 0.5 × (b3)
 * and p99 ≤ 20 ms, (f) p99 ≤ 100 ms, zero errors; PGlite zero errors and p99 ≤ 1 s; on both, the
 * metrics' cost on (e), 1 − (e.1) / (e.0) in req/s, ≤ 5 % (the line `metrics cost on (e): X % (≤ 5 %)`).
 * `--metrics-only` measures (e.0) and (e.1) alone.
 * `--cpu-prof` profiles the product server under (c)–(f) (node --cpu-prof) and prints the
 * functions and packages with the most self time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { API_BASE } from '../src/shared/api';
import { freePort, machineLoad, startServer, stopServer } from './processes';

const { values: flags } = parseArgs({
  options: {
    pglite: { type: 'boolean' },
    'no-pglite': { type: 'boolean' },
    'cpu-prof': { type: 'boolean' },
    'no-postgres': { type: 'boolean' },
    'metrics-only': { type: 'boolean' },
  },
});
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = process.env.BENCH_SCHEMA || 'bench';
const PGLITE_DATA = resolve(process.env.BENCH_PGLITE_DATA || join(tmpdir(), 'company-site-bench-pglite'));
const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'bench-admin-password';
const JWT_SECRET = 'bench-jwt-secret-bench-jwt-secret-0123456789';
/** The administrator the seed creates and the benchmark signs in as; one JWT secret for every start. */
const ACCOUNT = { ADMIN_EMAIL, ADMIN_PASSWORD, JWT_SECRET };
const PROFILE_DIR = join(tmpdir(), 'company-site-bench-profiles');
const TSX = ['--import', 'tsx'];

/** Where one engine's data lives, as environment for the seed and the servers. */
interface Engine {
  name: 'PostgreSQL' | 'PGlite';
  env: Record<string, string>;
}

interface Row {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run (after a short warm-up), as a table row. */
async function measure(label: string, options: autocannon.Options): Promise<Row> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  const row = {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  process.stderr.write(`  ${label}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}\n`);
  return row;
}

/** `npm run seed:large` against the engine's data. */
function seedLarge(engine: Engine): void {
  process.stderr.write(`seed:large on ${engine.name}\n`);
  const result = spawnSync(process.execPath, [...TSX, 'scripts/seed-large.ts'], { env: { ...process.env, ...engine.env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('seed:large failed');
}

/** Users to read and update: ids and the fields a PUT needs (2 000 generated users). */
async function benchUsers(engine: Engine, port: number, bearer: string) {
  const response = await fetch(`http://127.0.0.1:${port}${API_BASE}/users/paged?page_size=100&sort_by=id&search_term=large.example`, { headers: { authorization: `Bearer ${bearer}` } });
  if (!response.ok) throw new Error(`listing users on ${engine.name} failed: ${response.status}`);
  const first = (await response.json()) as { items: { id: number; firstName: string; lastName: string; email: string; userName: string }[] };
  const users = [...first.items];
  for (let page = 2; users.length < 2_000 && page <= 20; page++) {
    const next = await fetch(`http://127.0.0.1:${port}${API_BASE}/users/paged?page_size=100&current_page=${page}&sort_by=id&search_term=large.example`, { headers: { authorization: `Bearer ${bearer}` } });
    users.push(...((await next.json()) as typeof first).items);
  }
  return users.map(({ id, firstName, lastName, email, userName }) => ({ id, body: JSON.stringify({ firstName, lastName, email, userName }) }));
}

/** The product server (`tsx server/main.ts`, NODE_ENV=production, info logs) on `engine` with `env` on top, signed in as the administrator. */
async function startProduct(engine: Engine, nodeArgs: string[] = [], env: Record<string, string> = {}) {
  const port = await freePort();
  const server = await startServer(
    [...nodeArgs, ...TSX, 'server/main.ts'],
    { ...engine.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'info', ...env },
    `http://127.0.0.1:${port}/api/health`,
  );
  try {
    const signIn = await fetch(`http://127.0.0.1:${port}${API_BASE}/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in on ${engine.name} failed: ${signIn.status} ${await signIn.text()}`);
    const { bearer_token: bearer } = (await signIn.json()) as { bearer_token: string };
    const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
    return { server, port, bearer, headers, base: `http://127.0.0.1:${port}${API_BASE}` };
  } catch (error) {
    await stopServer(server);
    throw error;
  }
}

/** (e)'s requests: GET /users/{id} over the generated users. */
function byId(base: string, headers: Record<string, string>, nextUser: () => { id: number }): autocannon.Options {
  return { url: base, headers, requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${API_BASE}/users/${nextUser().id}` }) }] };
}

/** How long each fresh server of the metrics' cost is loaded before it is measured (s). */
const WARM_UP_SECONDS = 10;
/** How often the metrics listener is scraped while (e.1) runs: three times Prometheus' usual 15 s. */
const SCRAPE_EVERY_MS = 5_000;
/** The order of the metrics' cost's slots, off (0) and on (1): ABBA twice, so a drift of the host over the run weighs on both alike. */
const COST_SLOTS = [0, 1, 1, 0, 0, 1, 1, 0] as const;
/** Seconds of each slot: the eight slots together are as long as four rows. */
const SLOT_SECONDS = Math.max(5, Math.round(SECONDS / 2));

/** A product server of the metrics' cost: without (0) or with (1) the metrics listener, scraped while loaded. */
interface CostServer {
  product: Awaited<ReturnType<typeof startProduct>>;
  scrape?: () => Promise<string>;
  scrapes?: ReturnType<typeof setInterval>;
}

async function startCostServer(engine: Engine, metricsOn: boolean): Promise<CostServer> {
  const metricsPort = metricsOn ? await freePort() : undefined;
  const product = await startProduct(engine, [], metricsPort === undefined ? {} : { METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' });
  if (metricsPort === undefined) return { product };
  const scrape = () => fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((response) => response.text());
  return { product, scrape, scrapes: setInterval(() => void scrape().catch(() => undefined), SCRAPE_EVERY_MS) };
}

async function stopCostServer(server: CostServer): Promise<void> {
  clearInterval(server.scrapes);
  await stopServer(server.product.server);
}

/**
 * The metrics' cost on (e) (server/plugins/metrics.ts: hooks on every request, every query timed):
 * (e) on fresh product servers without and with METRICS_PORT (scraped every
 * {@link SCRAPE_EVERY_MS}), each warmed up for {@link WARM_UP_SECONDS} first (a fresh server
 * answers about a third slower for its first seconds: JIT, the pool, the database's caches), then
 * loaded in the interleaved slots {@link COST_SLOTS} of {@link SLOT_SECONDS} each: one measurement
 * after the other on this host moved by ±20 %, far more than the few per cent looked for, while
 * interleaving puts the host's drift on both sides. On PostgreSQL both servers run side by side
 * (the idle one waits); PGlite has one owner per data directory, so there each slot starts its
 * server afresh. (e.0) and (e.1) are the request-weighted means of their slots. Throws if the
 * listener's `http_request_duration_seconds` did not count (e)'s requests (the hooks were not on).
 */
async function metricsCost(engine: Engine, nextUser: () => { id: number }): Promise<Row[]> {
  const sideBySide = engine.name === 'PostgreSQL';
  const servers: (CostServer | undefined)[] = [undefined, undefined];
  const slots: { requests: number; seconds: number; p50: number[]; p99: number[]; errors: number }[] = [0, 1].map(() => ({ requests: 0, seconds: 0, p50: [], p99: [], errors: 0 }));
  /** req/s of each slot, in order: every four (an ABBA block) give one estimate of the cost. */
  const rates: number[] = [];
  const run = async (server: CostServer, seconds: number) =>
    autocannon({ ...byId(server.product.base, server.product.headers, nextUser), connections: CONNECTIONS, duration: seconds });
  try {
    for (const slot of COST_SLOTS) {
      let server = servers[slot];
      if (!server) {
        server = servers[slot] = await startCostServer(engine, slot === 1);
        await run(server, WARM_UP_SECONDS);
      }
      const result = await run(server, SLOT_SECONDS);
      rates.push(result.requests.total / result.duration);
      const totals = slots[slot];
      totals.requests += result.requests.total;
      totals.seconds += result.duration;
      totals.p50.push(result.latency.p50);
      totals.p99.push(result.latency.p99);
      totals.errors += result.errors + result.timeouts + result.non2xx;
      process.stderr.write(`  metrics ${slot ? 'on ' : 'off'}: ${Math.round(result.requests.average)} req/s\n`);
      if (slot === 1 && server.scrape) {
        const counted = new RegExp(`^http_request_duration_seconds_count\\{[^}]*route="${API_BASE}/users/:id"[^}]*\\} (\\d+)`, 'm').exec(await server.scrape());
        if (!counted || Number(counted[1]) === 0) throw new Error(`the metrics listener on ${engine.name} did not count GET ${API_BASE}/users/:id`);
      }
      if (!sideBySide) {
        await stopCostServer(server);
        servers[slot] = undefined;
      }
    }
  } finally {
    for (const server of servers) if (server) await stopCostServer(server);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const blockCosts: string[] = [];
  for (let start = 0; start + 4 <= rates.length; start += 4) {
    const block = rates.slice(start, start + 4);
    const sum = (slot: number) => block.filter((_, index) => COST_SLOTS[start + index] === slot).reduce((total, rate) => total + rate, 0);
    blockCosts.push(`${((100 * (sum(0) - sum(1))) / sum(0)).toFixed(1)} %`);
  }
  const labels = [
    `(e.0) GET /users/{id}, metrics off (fresh server, ${COST_SLOTS.length / 2} interleaved slots of ${SLOT_SECONDS} s)`,
    `(e.1) GET /users/{id}, metrics listener on (scraped every ${SCRAPE_EVERY_MS / 1000} s, the same slots; cost per ABBA block: ${blockCosts.join(', ')})`,
  ];
  return slots.map((totals, slot) => ({
    label: labels[slot],
    rps: Math.round(totals.requests / totals.seconds),
    p50: median(totals.p50),
    p99: median(totals.p99),
    errors: totals.errors,
  }));
}

/** 1 − (e.1) / (e.0) in req/s, as a percentage (negative: faster with metrics, i.e. noise). */
function metricsCostPercent(rows: Row[]): number | undefined {
  const off = rows.find((row) => row.label.startsWith('(e.0)'))?.rps;
  const on = rows.find((row) => row.label.startsWith('(e.1)'))?.rps;
  return off && on !== undefined ? (100 * (off - on)) / off : undefined;
}

/** The share of (e)'s throughput the metrics may cost (docs/decisions.md#metrics). */
const METRICS_COST_TARGET_PERCENT = 5;

/** Measures (a)–(f), and (e) without and with metrics, on one engine. */
async function benchEngine(engine: Engine): Promise<{ rows: Row[]; profile?: string }> {
  seedLarge(engine);
  const rows: Row[] = [];
  if (flags['metrics-only']) {
    const { server, port, bearer } = await startProduct(engine);
    const users = await benchUsers(engine, port, bearer).finally(() => stopServer(server));
    let next = 0;
    rows.push(...(await metricsCost(engine, () => users[next++ % users.length])));
    return { rows };
  }

  const helloPort = await freePort();
  const hello = await startServer([...TSX, 'bench/floor-servers.ts', 'hello', String(helloPort)], {}, `http://127.0.0.1:${helloPort}/`);
  try {
    rows.push(await measure('(a) Fastify hello world', { url: `http://127.0.0.1:${helloPort}/` }));
  } finally {
    await stopServer(hello);
  }

  let users: { id: number; body: string }[] = [];
  let next = 0;
  const nextUser = () => users[next++ % users.length];
  const profile = flags['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  if (profile.length) rmSync(PROFILE_DIR, { recursive: true, force: true });
  const { server, port, bearer, headers, base } = await startProduct(engine, profile);
  try {
    users = await benchUsers(engine, port, bearer);

    rows.push(await measure('(c) GET /users/paged (25, by last name)', { url: `${base}/users/paged?page_size=25&sort_by=lastName`, headers }));
    rows.push(await measure('(d) the same, search_term "ovi"', { url: `${base}/users/paged?page_size=25&sort_by=lastName&search_term=ovi`, headers }));
    rows.push(await measure('(e) GET /users/{id}', byId(base, headers, nextUser)));
    rows.push(
      await measure('(f) PUT /users/{id}', {
        url: base,
        headers,
        requests: [
          {
            method: 'PUT',
            setupRequest: (request) => {
              const user = nextUser();
              return { ...request, path: `${API_BASE}/users/${user.id}`, body: user.body };
            },
          },
        ],
      }),
    );
  } finally {
    await stopServer(server);
  }
  const profileSummary = profile.length ? summariseProfile() : undefined;
  rows.push(...(await metricsCost(engine, nextUser)));

  // The floors run after the product server: an embedded database has one owner at a time.
  const floors: [string, string, autocannon.Options['requests'] | undefined][] = [
    ['bare', '(b) bare Fastify + driver, the list with an exact count', undefined],
    ['list', '(b2) bare Fastify + driver, the list as (c) runs it', undefined],
    ['by-id', '(b3) bare Fastify + driver, the by-id statements of (e)', [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/users/${nextUser().id}` }) }]],
  ];
  for (const [kind, label, requests] of floors) {
    const floorPort = await freePort();
    const floor = await startServer([...TSX, 'bench/floor-servers.ts', kind, String(floorPort)], engine.env, `http://127.0.0.1:${floorPort}/`);
    try {
      rows.push(await measure(label, requests ? { url: `http://127.0.0.1:${floorPort}`, requests } : { url: `http://127.0.0.1:${floorPort}/users/paged` }));
    } finally {
      await stopServer(floor);
    }
  }
  // Code-point order: (b) before (b2), (e) before (e.0) and (e.1).
  rows.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return { rows, profile: profileSummary };
}

/** Self time in the server thread's CPU profile by package and by function, top entries, as Markdown. */
function summariseProfile(): string {
  const files = existsSync(PROFILE_DIR) ? readdirSync(PROFILE_DIR).filter((file) => file.endsWith('.cpuprofile')) : [];
  if (!files.length) return 'No CPU profile was written.';
  type Profile = { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]; samples: number[] };
  // One file per thread: the main thread (thread id 0 in the name CPU.<date>.<time>.<pid>.<tid>.<n>)
  // is the server's; tsx's module loader and, on PGlite, the database's worker thread have their own.
  const busy = (candidate: Profile) => {
    const idle = new Set(candidate.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
    return candidate.samples.filter((sample) => !idle.has(sample)).length;
  };
  const mainThread = files.find((file) => file.split('.')[4] === '0') ?? files[0];
  const profile = JSON.parse(readFileSync(join(PROFILE_DIR, mainThread), 'utf8')) as Profile;
  const others = files
    .filter((file) => file !== mainThread)
    .map((file) => JSON.parse(readFileSync(join(PROFILE_DIR, file), 'utf8')) as Profile)
    .filter((candidate) => busy(candidate) > candidate.samples.length / 10);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const sample of profile.samples) {
    const frame = nodes.get(sample)!;
    const where = frame.url.replace(/^file:\/\//, '').replace(process.cwd(), '.');
    const name = `${frame.functionName || '(anonymous)'} ${where ? `${where}:${frame.lineNumber + 1}` : ''}`.trim();
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ??
      (where.startsWith('node:') ? 'node core' : where.startsWith('wasm://') ? 'WebAssembly (PGlite’s PostgreSQL)' : where ? 'own code' : frame.functionName || '(native)');
    byFunction.set(name, (byFunction.get(name) ?? 0) + 1);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + 1);
  }
  const total = profile.samples.length;
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, hits]) => `| ${((100 * hits) / total).toFixed(1)} % | \`${name}\` |`)
      .join('\n');
  const workerLines = others.map((worker) => {
    const share = (100 * busy(worker)) / worker.samples.length;
    return `A worker thread (PGlite's, on the embedded database) was busy ${share.toFixed(1)} % of its samples.`;
  });
  return [
    ...workerLines,
    ...(workerLines.length ? [''] : []),
    `CPU profile of the product server's main thread during (c)–(f), ${total} samples: self time by package`,
    '',
    '| share | package |',
    '| ---: | --- |',
    top(byPackage, 12),
    '',
    'Top functions by self time',
    '',
    '| share | function |',
    '| ---: | --- |',
    top(byFunction, 15),
  ].join('\n');
}

function table(engine: string, rows: Row[]): string {
  const rps = (prefix: string) => rows.find((row) => row.label.startsWith(prefix))?.rps;
  const ratio = (top: string, bottom: string) => {
    const [a, b] = [rps(top), rps(bottom)];
    return a !== undefined && b ? (a / b).toFixed(2) : '—';
  };
  const lines = [
    `| ${engine} | req/s | p50 ms | p99 ms | errors |`,
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row.label} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} |`),
    '',
    `Ratios: c/b2 ${ratio('(c)', '(b2)')}, d/c ${ratio('(d)', '(c)')}, e/b3 ${ratio('(e)', '(b3)')}; c/b ${ratio('(c)', '(b)')} (against the exact-count floor); e.1/e.0 ${ratio('(e.1)', '(e.0)')} (metrics on / off)`,
  ];
  return lines.join('\n');
}

/** Every target of `engine` with met / NOT met (docs/decisions.md#list-totals, README "Benchmarks"). */
function verdict(engine: Engine['name'], rows: Row[]): string {
  const get = (prefix: string) => rows.find((row) => row.label.startsWith(prefix))!;
  const at = (top: string, share: number, bottom: string): [string, boolean] => [`${top} ≥ ${share} × ${bottom}`, get(top).rps >= share * get(bottom).rps];
  const p99 = (prefix: string, ms: number): [string, boolean] => [`${prefix} p99 ≤ ${ms} ms (${get(prefix).p99} ms)`, get(prefix).p99 <= ms];
  const product = ['(c)', '(d)', '(e)', '(f)'];
  const checks: [string, boolean][] = flags['metrics-only']
    ? []
    : engine === 'PostgreSQL'
      ? [at('(c)', 0.5, '(b2)'), p99('(c)', 50), at('(d)', 0.5, '(c)'), p99('(d)', 100), at('(e)', 0.5, '(b3)'), p99('(e)', 20), p99('(f)', 100)]
      : product.map((prefix) => p99(prefix, 1_000));
  checks.push(['zero errors', rows.every((row) => row.errors === 0)]);
  const cost = metricsCostPercent(rows);
  const costLine =
    cost === undefined
      ? `- metrics cost on (e): not measured`
      : `- metrics cost on (e): ${cost.toFixed(1)} % (≤ ${METRICS_COST_TARGET_PERCENT} %) ${cost <= METRICS_COST_TARGET_PERCENT ? 'met' : 'NOT met'}`;
  return [...checks.map(([name, met]) => `- ${name}: ${met ? 'met' : 'NOT met'}`), costLine].join('\n');
}

async function main(): Promise<void> {
  if (spawnSync(process.execPath, ['scripts/check-build.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  const engines: Engine[] = [];
  if (!flags['no-postgres']) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query('create extension if not exists citext with schema public');
    await client.query('create extension if not exists pg_trgm with schema public');
    await client.end();
    engines.push({ name: 'PostgreSQL', env: { DATABASE_URL, DATABASE_SCHEMA: SCHEMA, DATA_DIR: join(tmpdir(), 'company-site-bench-pg-data'), ...ACCOUNT } });
  }
  if (!flags['no-pglite']) {
    mkdirSync(PGLITE_DATA, { recursive: true });
    engines.push({ name: 'PGlite', env: { DATABASE_URL: '', DATA_DIR: PGLITE_DATA, PGLITE_DIR: join(PGLITE_DATA, 'pglite'), ...ACCOUNT } });
  }
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const header = `Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), commit ${commit}, ${CONNECTIONS} connections × ${SECONDS} s per row`;
  const loadBefore = machineLoad();
  const sections: string[] = [];
  for (const engine of engines) {
    process.stderr.write(`\n== ${engine.name} ==\n`);
    const { rows, profile } = await benchEngine(engine);
    sections.push(`${table(engine.name, rows)}\n\nTargets (${engine.name}):\n${verdict(engine.name, rows)}${profile ? `\n\n${profile}` : ''}`);
  }
  process.stdout.write(`\n${header}\nLoad average (1, 5, 15 min) before: ${loadBefore}; after: ${machineLoad()}\n\n${sections.join('\n\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('bench:api failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
