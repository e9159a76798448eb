/**
 * The embedded database (PGlite) as a local PostgreSQL server: a worker thread
 * (server/db/pglite-worker.ts) runs PGlite and speaks the wire protocol on a Unix socket in a
 * private temporary folder, so queries run beside the server's event loop instead of on it
 * and the server reaches PGlite through node-postgres, as it reaches PostgreSQL
 * (docs/decisions.md#embedded-database). A data folder is owned by one process at a time: a
 * lock file in it names the owner, and a second process is refused with an error naming it.
 */
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import type { PgliteWorkerData, PgliteWorkerMessage, PgliteWorkerRequest } from './pglite-worker';

/** The running embedded server: where node-postgres connects, and how to stop it. */
export interface EmbeddedServer {
  /** node-postgres `host` (a folder: the socket is `<host>/.s.PGSQL.<port>`). */
  host: string;
  /** node-postgres `port` (the number in the socket's name). */
  port: number;
  /** The thread PGlite runs in (for diagnostics and tests: it has exited once close() resolves). */
  thread: Worker;
  /**
   * Stops the socket server, closes PGlite (its files complete), ends the thread, removes the
   * socket folder and releases the data folder's lock. Idempotent. A thread that does not
   * answer within {@link CLOSE_TIMEOUT_MS} is terminated (as after a crash: PostgreSQL's WAL
   * recovers at the next start).
   */
  close(): Promise<void>;
}

/**
 * The embedded database runs one statement at a time (one session, see {@link embeddedPoolConfig}):
 * a request waits for its turn at most this long, then fails (503) instead of waiting forever.
 * Long enough for a burst of requests queued behind a slow page or a long transaction; a
 * migration or seed holds its turn for as long as it needs. There is no per-query limit:
 * PGlite cannot cancel a running statement (no CancelRequest, no statement_timeout), so giving
 * up on one would free no one and only reset the session.
 */
export const EMBEDDED_CONNECT_TIMEOUT_MS = 30_000;

/**
 * node-postgres pool settings for `server`: exactly one connection
 * (docs/decisions.md#embedded-database). PGlite is a single PostgreSQL session, and the socket
 * server shares it among its connections: it keeps a transaction's statements together, but
 * prepared statement names, settings and advisory locks of every connection meet in that one
 * session (a second connection preparing a name the first prepared fails), and the extended
 * protocol's messages of two connections are queued one message at a time. One connection
 * keeps the session's state its own; requests queue in the pool (first come, first served, at
 * most {@link EMBEDDED_CONNECT_TIMEOUT_MS}), as PGlite's one-at-a-time execution requires
 * anyway. Every new connection (the first, or one replacing a connection node-postgres dropped
 * after an error) starts with DISCARD ALL, so it finds a fresh session as on PostgreSQL.
 * Used by server/db/client.ts and by bench/floor-servers.ts' PGlite floor.
 */
export function embeddedPoolConfig(server: Pick<EmbeddedServer, 'host' | 'port'>): pg.PoolConfig {
  return {
    host: server.host,
    port: server.port,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    connectionTimeoutMillis: EMBEDDED_CONNECT_TIMEOUT_MS,
    // Keep the one connection; an idle one does not keep the process alive.
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
    onConnect: async (client) => {
      await client.query('DISCARD ALL');
    },
  };
}

/** The lock file in a PGlite data folder: the owning process id. */
export const LOCK_FILE = 'owner.pid';
/** How long close() waits for PGlite to shut down before terminating its thread. */
export const CLOSE_TIMEOUT_MS = 30_000;
const SOCKET_PORT = 5432;
/** The parent's pool holds one connection; a replaced one may overlap with its successor. */
const MAX_CONNECTIONS = 4;

/** Data folders this process holds (a lock file naming this process but not listed here is stale). */
const heldHere = new Set<string>();

/**
 * Starts PGlite on `dataDir` (a folder, created if missing, or `memory://`) in a worker thread
 * and resolves once it accepts connections. Throws when the folder is owned by another live
 * process (or already open in this one), or when PGlite cannot open it; nothing is left
 * running then.
 */
export async function startEmbeddedServer(dataDir: string): Promise<EmbeddedServer> {
  const release = dataDir.startsWith('memory://') ? () => undefined : lockDataDir(dataDir);
  const socketDir = mkdtempSync(join(tmpdir(), 'pglite-'));
  const cleanUp = () => {
    rmSync(socketDir, { recursive: true, force: true });
    release();
  };
  // A process that exits without closing (process.exit, an uncaught error) still frees both.
  process.once('exit', cleanUp);
  const forget = () => {
    process.removeListener('exit', cleanUp);
    cleanUp();
  };

  const data: PgliteWorkerData = { dataDir, socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), maxConnections: MAX_CONNECTIONS };
  let worker: Worker | undefined;
  try {
    // PostgreSQL's initdb leaves a few hundred MB of WebAssembly memory behind in the thread that
    // ran it: a new folder is created by a thread of its own, which ends, and is then opened afresh.
    if (!dataDir.startsWith('memory://') && !existsSync(join(dataDir, 'PG_VERSION'))) await createDatabase({ ...data, createOnly: true }, dataDir);
    worker = startWorker(data);
    await ready(worker, dataDir);
  } catch (error) {
    await worker?.terminate();
    forget();
    throw error;
  }
  const thread = worker;

  let closing: Promise<void> | undefined;
  let fatal: string | undefined;
  thread.on('message', (message: PgliteWorkerMessage) => {
    if (message.type === 'fatal') fatal = message.message;
  });
  thread.on('error', (error) => {
    fatal ??= error.message;
  });
  thread.once('exit', (code) => {
    if (closing) return;
    forget();
    // Without its database the server can only fail every request: end the process with the
    // reason, so that whoever supervises it (systemd, Docker, npm start's user) sees it and restarts.
    throw new Error(`The embedded database (PGlite in ${dataDir}) stopped unexpectedly (exit code ${code}): ${fatal ?? 'no reason given'}`);
  });
  // Queries keep the process alive through their sockets; an idle database does not (as PGlite in-thread did not).
  thread.unref();

  return {
    host: socketDir,
    port: SOCKET_PORT,
    thread,
    close() {
      closing ??= (async () => {
        thread.ref();
        const exited = new Promise<void>((resolveExit) => thread.once('exit', () => resolveExit()));
        thread.postMessage({ type: 'close' } satisfies PgliteWorkerRequest);
        let timer: NodeJS.Timeout | undefined;
        const timedOut = new Promise<'timeout'>((resolveTimeout) => {
          timer = setTimeout(() => resolveTimeout('timeout'), CLOSE_TIMEOUT_MS);
        });
        try {
          if ((await Promise.race([exited, timedOut])) === 'timeout') await thread.terminate();
        } finally {
          clearTimeout(timer);
          forget();
        }
      })();
      return closing;
    },
  };
}

/** Creates the database in the empty folder `dataDir` in a thread that ends once it is written. */
async function createDatabase(data: PgliteWorkerData, dataDir: string): Promise<void> {
  const worker = startWorker(data);
  const exited = new Promise<number>((resolveExit) => worker.once('exit', resolveExit));
  try {
    await new Promise<void>((resolveCreated, rejectCreated) => {
      worker.once('message', (message: PgliteWorkerMessage) => (message.type === 'closed' ? resolveCreated() : rejectCreated(new Error(message.type === 'fatal' ? message.message : message.type))));
      worker.once('error', rejectCreated);
      void exited.then((code) => rejectCreated(new Error(`its thread ended (exit code ${code})`)));
    });
    await exited;
  } catch (error) {
    await worker.terminate();
    throw new Error(`The embedded database (PGlite in ${dataDir}) could not be created: ${(error as Error).message}`, { cause: error });
  }
}

/** Resolves when `worker` accepts connections; rejects when it fails or ends first. */
function ready(worker: Worker, dataDir: string): Promise<void> {
  return new Promise<void>((resolveReady, rejectReady) => {
    const settle = (error?: Error) => {
      worker.off('message', onMessage).off('error', settle).off('exit', onExit);
      if (error) rejectReady(new Error(`The embedded database (PGlite in ${dataDir}) could not start: ${error.message}`, { cause: error }));
      else resolveReady();
    };
    const onMessage = (message: PgliteWorkerMessage) => {
      if (message.type === 'ready') settle();
      else if (message.type === 'fatal') settle(new Error(message.message));
    };
    const onExit = (code: number) => settle(new Error(`its thread ended (exit code ${code})`));
    worker.on('message', onMessage).on('error', settle).on('exit', onExit);
  });
}

/**
 * The worker thread on `data`. Built (dist/server), the thread is the bundled pglite-worker.js
 * beside this module; from TypeScript sources (tsx, vitest) it first registers tsx's loader in
 * the thread, since Node 20 cannot start a worker from a .ts file by itself.
 */
function startWorker(data: PgliteWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: data });
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsxLoaderUrl())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true, workerData: data });
}

/** tsx's programmatic ESM loader (`tsx/esm/api`), located through tsx's own exports map. */
function tsxLoaderUrl(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(packageJson, 'utf8')) as { exports: Record<string, { import?: string | { default?: string } }> };
  const target = exports['./esm/api']?.import;
  const path = typeof target === 'string' ? target : target?.default;
  if (!path) throw new Error('tsx has no ./esm/api export: the embedded database cannot start from TypeScript sources');
  return pathToFileURL(join(dirname(packageJson), path)).href;
}

/**
 * Takes `dir`'s lock file ({@link LOCK_FILE}, created exclusively, holding this process id) and
 * returns its release. A lock naming a process that is gone is stale and taken over, as is one
 * naming this process or its parent (a restarted container reuses process ids) unless this
 * process holds the folder. Throws when a live process owns the folder. Two processes taking
 * over the same stale lock at the same instant could both succeed: the window is between one
 * reading the stale id and writing its own.
 */
function lockDataDir(dir: string): () => void {
  const folder = resolve(dir);
  const path = join(folder, LOCK_FILE);
  if (heldHere.has(folder)) throw new Error(`The embedded database in ${folder} is already open in this process`);
  mkdirSync(folder, { recursive: true });
  // Written aside, then linked into place: whoever finds the lock file finds it complete.
  const written = `${path}.${process.pid}`;
  writeFileSync(written, `${process.pid}\n`);
  for (let attempt = 0; ; attempt++) {
    try {
      linkSync(written, path);
      rmSync(written, { force: true });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        rmSync(written, { force: true });
        throw error;
      }
      const owner = ownerOf(path);
      if (attempt > 0 || (owner !== undefined && processAlive(owner))) {
        rmSync(written, { force: true });
        throw new Error(
          `The embedded database in ${folder} is in use by process ${owner ?? '(unknown)'}: one process at a time may open it ` +
            `(another server, npm run migrate or npm run seed:large?). Stop that process first, or give this one another DATA_DIR; ` +
            `if no such process runs, delete ${path}.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  heldHere.add(folder);
  return () => {
    if (!heldHere.delete(folder)) return;
    if (ownerOf(path) === process.pid) rmSync(path, { force: true });
  };
}

function ownerOf(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether process `pid` runs, other than this process and its parent. */
function processAlive(pid: number): boolean {
  if (pid === process.pid || pid === process.ppid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
