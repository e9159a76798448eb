/**
 * Back-office benchmark (`npm run bench:admin`; docs/decisions.md#admin-bundle): how fast the
 * admin's first screen (the dashboard at /admin after sign-in) is visible and usable on a slow
 * profile, and how much script it downloads.
 *
 * Serves an existing build (`npm run build` first; `--root DIR` for another checkout's build, so
 * two builds can be compared) on a free port in 3200–3299 and a fresh data directory, then for
 * each of `--runs` runs (default 5): signs in through the site's /login form in a fresh browser
 * context, copies the session into a second fresh context (empty cache), turns on the throttled
 * profile there (Chrome DevTools Protocol: `Network.emulateNetworkConditions` 1.6 Mbps down,
 * 750 kbps up, 150 ms RTT, "Fast 3G"-like; `Emulation.setCPUThrottlingRate` 4) and opens /admin.
 * It prints the medians of:
 * - visible: navigation start → the greeting, the figure tiles and the resource cards with their
 *   counts are on screen (the sign-ins chart may still be loading);
 * - complete: → nothing on the dashboard is a placeholder any more (the chart, the activity);
 * - interactive: → visible, or the end of the last long task (> 50 ms) after it if later, once the
 *   network and the main thread have been quiet for 2 s (a Time-to-Interactive-like figure);
 * - script: bytes of JavaScript transferred (as served: brotli) before "visible" and in all, and
 *   their gzip sizes (the unit of the build's budget, scripts/check-admin-budget.mjs).
 * Then the targets on the same profile, each `met` or `NOT met`: visible ≤ 3.0 s, interactive
 * ≤ 4.0 s (medians), and the first download (admin.html's entry and its static imports, gzip, as
 * scripts/check-admin-budget.mjs measures the build) within that script's budget.
 * Figures vary with the machine (and with how busy it is: the load average is printed); compare
 * builds on the same one.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];
const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const RUNS = Number(arg('--runs')) || 5;
const ROOT = resolve(arg('--root') ?? '.');
const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_PASSWORD = 'admin-password';
/** "Fast 3G"-like: 1.6 Mbps down, 750 kbps up, 150 ms round trip. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const QUIET_MS = 2000;
/** The first screen's targets on this profile (docs/decisions.md#admin-bundle), in ms. */
const TARGETS = { visible: 3000, interactive: 4000 };

/** The build's first download as scripts/check-admin-budget.mjs measures it: kB gz and the budget. */
function firstDownload(): { totalKb: number; budgetKb: number; within: boolean } {
  const output = execFileSync(process.execPath, [join(ROOT, 'scripts/check-admin-budget.mjs'), '--json'], {
    cwd: ROOT,
    env: { ...process.env, CLIENT_DIR: join(ROOT, 'dist/client') },
    encoding: 'utf8',
  });
  return JSON.parse(output) as { totalKb: number; budgetKb: number; within: boolean };
}

/** `met` or `NOT met`. */
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** A free port in 3200–3299 (the range this project's tools may use). */
async function freePort(): Promise<number> {
  for (let port = 3200; port < 3300; port++) {
    const free = await new Promise<boolean>((done) => {
      const probe = createServer();
      probe.once('error', () => done(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 3200–3299');
}

async function startServer(): Promise<{ url: string; server: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, server, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error('the server did not answer /api/health in time');
}

/**
 * In the page, before any script: when the dashboard is visible and complete, and the long tasks.
 * A string, not a function: tsx's transform would wrap a function in helpers the page lacks.
 */
const PAGE_PROBE = `(() => {
  const marks = { visible: 0, complete: 0, longTaskEnds: [] };
  window.__bench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.longTaskEnds.push(entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    const greeting = document.querySelector('h1')?.textContent?.startsWith('Welcome back');
    const tiles = document.querySelector('[data-testid="tile-users"]');
    const counts = document.querySelectorAll('[aria-label^="Number of "]').length;
    if (!marks.visible && greeting && tiles && counts > 0) marks.visible = performance.now();
    if (marks.visible && !marks.complete && !document.querySelector('.MuiSkeleton-root')) marks.complete = performance.now();
    if (!marks.complete) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface Run {
  visible: number;
  complete: number;
  interactive: number;
  scriptBefore: number;
  scriptAll: number;
  gzipBefore: number;
  gzipAll: number;
  files: number;
}

async function signedInState(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByTestId('sign-in').click();
  await page.waitForURL(`${url}/admin`);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function measure(browser: Browser, url: string): Promise<Run> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: await signedInState(browser, url) });
  const page = await context.newPage();
  await page.addInitScript({ content: PAGE_PROBE });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let lastNetwork = Date.now();
  for (const event of ['Network.requestWillBeSent', 'Network.loadingFinished', 'Network.loadingFailed'] as const) {
    cdp.on(event, () => {
      lastNetwork = Date.now();
    });
  }
  await page.goto(`${url}/admin`, { waitUntil: 'commit' });
  try {
    await page.waitForFunction(() => (window as unknown as { __bench: { complete: number } }).__bench?.complete > 0, undefined, { timeout: Number(process.env.BENCH_TIMEOUT) || 120_000, polling: 500 });
  } catch (error) {
    if (process.env.BENCH_DEBUG) {
      await page.screenshot({ path: process.env.BENCH_DEBUG });
      console.error(page.url(), await page.evaluate(() => JSON.stringify((window as unknown as { __bench: unknown }).__bench)));
    }
    throw error;
  }
  // Quiet: no request for QUIET_MS and no long task in the last QUIET_MS.
  for (;;) {
    const marks = await page.evaluate(() => (window as unknown as { __bench: { longTaskEnds: number[] } }).__bench.longTaskEnds.at(-1) ?? 0);
    const now = await page.evaluate(() => performance.now());
    if (Date.now() - lastNetwork >= QUIET_MS && now - marks >= QUIET_MS) break;
    await new Promise((done) => setTimeout(done, 250));
  }
  const marks = await page.evaluate(() => (window as unknown as { __bench: { visible: number; complete: number; longTaskEnds: number[] } }).__bench);
  const sinceVisible = marks.longTaskEnds.filter((end) => end > marks.visible);
  const interactive = Math.max(marks.visible, ...sinceVisible);
  // The scripts as the page saw them (same origin: sizes exposed), on the marks' clock.
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, end: entry.responseEnd, bytes: entry.encodedBodySize })),
  );
  let scriptBefore = 0;
  let scriptAll = 0;
  let gzipBefore = 0;
  let gzipAll = 0;
  for (const script of loaded) {
    const gzip = gzipSync(Buffer.from(await (await fetch(script.url)).arrayBuffer())).length;
    scriptAll += script.bytes;
    gzipAll += gzip;
    if (script.end <= marks.visible) {
      scriptBefore += script.bytes;
      gzipBefore += gzip;
    }
  }
  await context.close();
  return { visible: marks.visible, complete: marks.complete, interactive, scriptBefore, scriptAll, gzipBefore, gzipAll, files: loaded.length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  const loadBefore = loadavg();
  const { url, server, dataDir } = await startServer();
  const browser = await chromium.launch({ executablePath: CHROME, args: ARGS });
  try {
    const runs: Run[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await measure(browser, url);
      runs.push(result);
      console.log(
        `run ${run}: visible ${seconds(result.visible)}, complete ${seconds(result.complete)}, interactive ${seconds(result.interactive)}, ` +
          `script ${kb(result.scriptBefore)} before visible / ${kb(result.scriptAll)} in all (${result.files} files; gzip ${kb(result.gzipBefore)} / ${kb(result.gzipAll)})`,
      );
    }
    const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
    console.log(`\nback office ${ROOT}, dashboard at /admin, ${RUNS} runs, 1.6 Mbps / 150 ms RTT, CPU ×${CPU_SLOWDOWN} (medians):`);
    console.log(`  visible      ${seconds(pick('visible'))}`);
    console.log(`  complete     ${seconds(pick('complete'))}`);
    console.log(`  interactive  ${seconds(pick('interactive'))}`);
    console.log(`  script       ${kb(pick('scriptBefore'))} transferred before visible (gzip ${kb(pick('gzipBefore'))}), ${kb(pick('scriptAll'))} in all (gzip ${kb(pick('gzipAll'))})`);
    const first = firstDownload();
    console.log('targets (same profile):');
    console.log(`  visible         ${seconds(pick('visible'))} ≤ ${seconds(TARGETS.visible)}: ${verdict(pick('visible') <= TARGETS.visible)}`);
    console.log(`  interactive     ${seconds(pick('interactive'))} ≤ ${seconds(TARGETS.interactive)}: ${verdict(pick('interactive') <= TARGETS.interactive)}`);
    console.log(`  first download  ${first.totalKb.toFixed(1)} kB gz of script ≤ ${first.budgetKb} kB: ${verdict(first.within)}`);
    const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
    console.log(`machine load average (1, 5, 15 min): ${load(loadBefore)} before, ${load(loadavg())} after`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
