/**
 * The real server as a child process, for the fault and load scripts (durability, soak):
 * `node --import tsx server/main.ts` on a free port with the given environment, resolved once
 * it logs that it listens. Signals go straight to the server (no npx or tsx wrapper between).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A running server process. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal name) once it has exited. */
  exited: Promise<number | string>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the server with `env` on top of this process' environment (PORT and HOST are set
 * here); rejects if it exits or has not listened within `timeoutMs`.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 180_000): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));
  const origin = `http://127.0.0.1:${port}`;

  // LOG_LEVEL may hide the "Serving on" line: poll the liveness probe instead.
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited.then(() => (gone = true));
  while (!gone) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { child, port, origin, output: () => output, exited };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not listen within ${timeoutMs} ms:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server exited before listening (${await exited}):\n${output.slice(-3000)}`);
}

/**
 * A throw-away place for a script's server: a temporary DATA_DIR (PGlite lives there) or, with
 * DATABASE_URL, a fresh PostgreSQL schema `<name>_<random>`; `env` is the server's environment
 * (the given administrator, a random JWT secret, no client build, Redis or SMTP); `cleanUp()`
 * removes the directory and drops the schema.
 */
export function scratchServer(name: string, admin: { email: string; password: string }) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = databaseUrl ? `${name}_${randomBytes(4).toString('hex')}` : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    CLIENT_DIR: join(dataDir, 'no-client-build'),
    DATABASE_URL: databaseUrl ?? '',
    DATABASE_SCHEMA: schema ?? '',
    REDIS_URL: '',
    SMTP_URL: '',
  };
  /** Where the data is, in words ("PostgreSQL (schema soak_1a2b3c4d)" or "PGlite in /tmp/…"). */
  const target = databaseUrl ? `PostgreSQL (schema ${schema})` : `PGlite in ${dataDir}`;
  async function cleanUp() {
    rmSync(dataDir, { recursive: true, force: true });
    if (!databaseUrl || !schema) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
  return { env, target, cleanUp };
}
