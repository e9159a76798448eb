/**
 * E2E global setup: builds the browser app when missing or stale, starts the real server
 * (`node dist/server/main.js`, bundled by scripts/build-server.mjs) on a fresh data directory (PGlite) and a free port, with its mail
 * going to a local SMTP sink, waits for /api/health, and provides `baseURL`, the
 * administrator's credentials and the sink's mail directory to the tests.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpSink } from '../support/mail';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'E2e-Admin-Passw0rd!';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
    adminPassword: string;
    /** Directory where the SMTP sink writes every received message as `<n>.eml`. */
    mailDir: string;
  }
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy in time');
}

export default async function setup(project: TestProject) {
  // E2E_BASE_URL: run against an already running server (debugging); it must have been started
  // with ADMIN_EMAIL/ADMIN_PASSWORD as below or E2E_ADMIN_PASSWORD.
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL);
    project.provide('mailDir', process.env.E2E_MAIL_DIR ?? '');
    project.provide('adminEmail', ADMIN_EMAIL);
    project.provide('adminPassword', process.env.E2E_ADMIN_PASSWORD ?? ADMIN_PASSWORD);
    return;
  }
  // E2E_PREBUILT: `npm run build` ran just before (CI, which starts two suites at once: two
  // builds writing one dist/ would race); otherwise build what is missing or stale.
  if (!process.env.E2E_PREBUILT) {
    const build = spawnSync('node', ['scripts/build-if-missing.mjs'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('browser build failed');
    // The server runs as production runs it: compiled JavaScript, bundled afresh (a second or two).
    const serverBuild = spawnSync('node', ['scripts/build-server.mjs'], { stdio: 'inherit' });
    if (serverBuild.status !== 0) throw new Error('server build failed');
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const mailDir = mkdtempSync(join(tmpdir(), 'e2e-mail-'));
  // The app's mail goes through a real SMTP sink; each message lands in mailDir for the tests.
  let mailCount = 0;
  const mailSink = await startSmtpSink({ onMail: ({ raw }) => writeFileSync(join(mailDir, `${++mailCount}.eml`), raw) });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${mailSink.port}`,
      LOG_LEVEL: 'warn',
      // Every test file signs the administrator in (API and browser): more than the default 10
      // attempts per address in 15 minutes of a production instance, and every sign-in of the
      // suite comes from one client address (default 100 attempts).
      SIGN_IN_LIMIT_PER_EMAIL: '200',
      SIGN_IN_LIMIT_PER_IP: '1000',
      // A scheduled article is published within two seconds of its time (production: 30).
      PUBLISH_INTERVAL_SECONDS: '2',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForHealth(baseURL, server);

  project.provide('baseURL', baseURL);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('mailDir', mailDir);

  return async () => {
    if (server.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await new Promise((r) => setTimeout(r, 500));
    await mailSink.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mailDir, { recursive: true, force: true });
  };
}
