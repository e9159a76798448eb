/**
 * Graceful shutdown of the real server process (docs/decisions.md#production, faults): `server/main.ts` runs on a
 * free port with a fresh DATA_DIR (embedded PGlite) and an SMTP relay this test holds. Fifty
 * contact messages are sent, each on its own connection; the route answers after handing its
 * notification to the relay, so once the relay holds fifty messages all fifty requests are in
 * flight inside the server. Then SIGTERM: the server logs that it is shutting down, serves no new
 * connection, the relay lets the messages go, every one of the fifty requests is answered
 * 202, and the process exits with code 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../support/mail';
import { API } from './helpers';

const IN_FLIGHT = 50;

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves when `predicate` is true of the process' output so far (checked on each chunk). */
function outputMatching(child: ChildProcess, output: () => string, predicate: (text: string) => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (predicate(output())) {
        child.stdout!.off('data', check);
        child.off('exit', exited);
        resolve();
      }
    };
    const exited = (code: number | null) => reject(new Error(`server exited (${code}) before ${what}:\n${output().slice(-3000)}`));
    child.stdout!.on('data', check);
    child.once('exit', exited);
    check();
  });
}

/** POST on a connection of its own; resolves with the status, or the network error's code. */
function post(port: number, path: string, body: object, headers: Record<string, string>): Promise<number | string> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end(payload);
  });
}

describe('SIGTERM with requests in flight', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'graceful-shutdown-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`answers all ${IN_FLIGHT} requests in flight, then exits with code 0`, { timeout: 180_000 }, async () => {
    let releaseRelay!: () => void;
    const relayReleased = new Promise<void>((resolve) => (releaseRelay = resolve));
    let held = 0;
    let notifyHeld = () => undefined as void;
    const sink = await startSmtpSink({
      reply: async () => {
        held++;
        notifyHeld();
        await relayReleased;
        return undefined;
      },
    });
    try {
      const port = await freePort();
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: 'shutdown-admin-password',
          SMTP_URL: sink.url,
          // Each request comes "from" its own address, so the contact form's per-IP limit is not in the way.
          TRUST_PROXY: 'true',
          CLIENT_DIR: join(dataDir, 'no-client-build'),
          LOG_LEVEL: 'info',
          DATABASE_URL: '',
          REDIS_URL: '',
          NODE_ENV: 'test',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exit = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
      await outputMatching(child, () => output, (text) => text.includes('Serving on'), 'listening');

      const allHeld = new Promise<void>((resolve) => {
        notifyHeld = () => {
          if (held >= IN_FLIGHT) resolve();
        };
      });
      const answers = Array.from({ length: IN_FLIGHT }, (_, i) =>
        post(
          port,
          `${API}/public/contact`,
          { name: 'Shutdown Tester', email: `shutdown${i}@example.com`, message: `Message number ${i} sent just before the shutdown.`, language: 'en' },
          { 'x-forwarded-for': `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}` },
        ),
      );
      await allHeld;

      child.kill('SIGTERM');
      await outputMatching(child, () => output, (text) => text.includes('shutting down'), 'logging the shutdown');
      const afterSignal = await post(port, '/api/health', {}, {});
      releaseRelay();
      const statuses = await Promise.all(answers);
      const code = await exit;

      const tally = statuses.reduce<Record<string, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
      console.log(`SIGTERM with ${held} requests in flight: answers ${JSON.stringify(tally)}, a new connection after the signal: ${afterSignal}, exit code ${code}`);
      expect(statuses).toEqual(Array(IN_FLIGHT).fill(202));
      // Closing: the listener is gone (refused), the connection accepted in the instant before the
      // listener closed is reset, or Fastify answers 503 while closing; a new request is never served.
      expect(['ECONNREFUSED', 'ECONNRESET', 503]).toContain(afterSignal);
      expect(sink.received).toHaveLength(IN_FLIGHT);
      expect(code).toBe(0);
    } finally {
      releaseRelay();
      await sink.close();
    }
  });
});
