/**
 * The embedded database's thread: opens PGlite (PostgreSQL in WebAssembly, with citext and
 * pg_trgm) on `workerData.dataDir` and serves it over the PostgreSQL wire protocol on the Unix
 * socket `workerData.socketPath` with @electric-sql/pglite-socket, so that the server's thread
 * reaches it through node-postgres like any PostgreSQL and never runs a query itself
 * (docs/decisions.md#embedded-database). Started by server/db/pglite-server.ts, never imported.
 *
 * Messages to the parent ({@link PgliteWorkerMessage}): `ready` once it accepts connections,
 * `closed` after `close` was asked and PGlite is shut down, `fatal` when PGlite itself failed
 * (a WebAssembly trap, a failed write): the thread then ends, since the database cannot go on.
 * A failure to open (PGlite.create, listen) ends the thread with that error. With `createOnly`
 * it only creates the database in an empty folder, says `closed` and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** What the parent hands the thread. */
export interface PgliteWorkerData {
  /** PGlite data folder, or `memory://`. */
  dataDir: string;
  /** Where to listen (a path in a private temporary folder). */
  socketPath: string;
  /** Connections accepted at once: the parent's pool uses one, and briefly a second while replacing it. */
  maxConnections: number;
  /**
   * Only create the database in the empty folder `dataDir` (PostgreSQL's initdb), close it and
   * end: the memory initdb leaves in the thread goes with it (server/db/pglite-server.ts).
   */
  createOnly?: boolean;
}

/** What the thread tells the parent. */
export type PgliteWorkerMessage = { type: 'ready' } | { type: 'closed' } | { type: 'fatal'; message: string };

/** What the parent asks. */
export type PgliteWorkerRequest = { type: 'close' };

if (!parentPort) throw new Error('server/db/pglite-worker.ts runs as a worker thread (server/db/pglite-server.ts starts it)');
const port = parentPort;
const { dataDir, socketPath, maxConnections, createOnly } = workerData as PgliteWorkerData;
const post = (message: PgliteWorkerMessage) => port.postMessage(message);
let closing = false;

/**
 * PostgreSQL's shared buffers live in PGlite's WebAssembly memory, which never shrinks: the
 * default 128 MB would fill with a large blog's rendered pages and stay. 32 MB holds a small
 * site's working set (docs/decisions.md#embedded-database).
 */
const SHARED_BUFFERS = '32MB';

const db = await PGlite.create(dataDir, { extensions: { citext, pg_trgm }, postgresqlconf: [`shared_buffers=${SHARED_BUFFERS}`] });
if (createOnly) {
  await db.close();
  post({ type: 'closed' });
  port.close();
} else {
  await serve();
}

/** Serves `db` on the socket until the parent asks to close. */
async function serve(): Promise<void> {
  // SQL errors come back inside the protocol answer; a throw from here means PGlite itself broke.
  // The socket server would leave its queue stuck after one, so end the thread and let the parent know.
  const execProtocolRawStream = db.execProtocolRawStream.bind(db);
  db.execProtocolRawStream = async (...args) => {
    try {
      return await execProtocolRawStream(...args);
    } catch (error) {
      if (!closing) {
        post({ type: 'fatal', message: error instanceof Error ? error.message : String(error) });
        process.exit(1);
      }
      throw error;
    }
  };

  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }

  port.on('message', (request: PgliteWorkerRequest) => {
    if (request.type !== 'close' || closing) return;
    closing = true;
    void (async () => {
      await server.stop();
      await db.close();
      post({ type: 'closed' });
      port.close();
    })();
  });
  post({ type: 'ready' });
}
