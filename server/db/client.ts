import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { databaseUnavailable } from './unavailable';
import { embeddedPoolConfig, startEmbeddedServer } from './pglite-server';

/** The database as shared code sees it: node-postgres on PostgreSQL or on the embedded PGlite, one schema. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Database;
  /** Which database answers: PGlite embedded in this process (through node-postgres too) or a PostgreSQL server. */
  driver: 'pglite' | 'postgres';
  /**
   * Runs `work` on one connection while holding a cluster-wide advisory lock, so that
   * several instances starting together migrate and seed one after the other.
   */
  exclusively<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: listens to the NOTIFY channel `channel` on a connection of its own, kept
   * open (reconnected every {@link LISTEN_RETRY_MS} after a loss) until the returned function is
   * called or the handle closes. Absent on PGlite: one process owns its data folder, so nobody
   * else writes (docs/decisions.md#render-queue).
   */
  listen?(channel: string, listener: ChannelListener): () => Promise<void>;
  close(): Promise<void>;
}

/** What a listener of a NOTIFY channel hears. */
export interface ChannelListener {
  /** A notification on the channel, with its payload. */
  notified(payload: string): void;
  /**
   * Whether notifications are heard: true once LISTEN took effect, false when its connection is
   * lost (what is sent until it is back is never heard).
   */
  heard(state: boolean): void;
}

/** How long a lost listening connection waits before connecting again (ms). */
export const LISTEN_RETRY_MS = 1_000;

/** A NOTIFY channel listened to on a connection of its own (see {@link DatabaseHandle.listen}). */
function listenOn(connection: pg.ClientConfig, channel: string, listener: ChannelListener): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const candidate = new pg.Client(connection);
    let lost = false;
    const loseOnce = () => {
      if (lost) return;
      lost = true;
      if (client === candidate) {
        client = undefined;
        listener.heard(false);
      }
      void candidate.end().catch(() => undefined);
      if (!stopped) (retry = setTimeout(() => void connect(), LISTEN_RETRY_MS)).unref();
    };
    candidate.on('error', loseOnce);
    candidate.on('end', loseOnce);
    candidate.on('notification', (message) => {
      if (message.channel === channel) listener.notified(message.payload ?? '');
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${candidate.escapeIdentifier(channel)}`);
    } catch {
      loseOnce();
      return;
    }
    if (stopped || lost) {
      void candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    listener.heard(true);
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end().catch(() => undefined);
  };
}

/** Where drizzle-kit writes the migrations (drizzle.config.ts). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

const MIGRATIONS_LOCK = 'company-site:migrations';

/** What {@link openDatabase} needs from the configuration. */
export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite opens `pgliteDir`. */
  databaseUrl?: string;
  /** With databaseUrl: search_path "<schema>, public", migrations table in it too. */
  databaseSchema?: string;
  /** PGlite data folder (created if missing; one process at a time), or `memory://`. */
  pgliteDir: string;
  /** PostgreSQL: how long a request waits for a connection, new or from the pool (default {@link CONNECT_TIMEOUT_MS}). */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long one query may wait for its answer (default {@link QUERY_TIMEOUT_MS}; 0 = no limit). */
  queryTimeoutMs?: number;
}

/**
 * With the database down or unreachable a request fails within these bounds (then answers 503,
 * server/plugins/errors.ts) instead of hanging: a connection attempt gives up after 3 s, a
 * query whose answer does not come after 4 s. Migrations and seeding run on a connection of
 * their own without the query limit (an advisory lock may be held by another instance).
 */
export const CONNECT_TIMEOUT_MS = 3_000;
export const QUERY_TIMEOUT_MS = 4_000;

/**
 * Opens PGlite (embedded, in a worker thread) or a PostgreSQL server (when databaseUrl is set),
 * both through node-postgres, and applies the migrations from {@link MIGRATIONS_FOLDER} with
 * drizzle's node-postgres migrator. Throws when the database cannot be reached, when the PGlite
 * folder is in use by another process, or when a migration fails.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? openPostgres(options) : await openPglite(options.pgliteDir);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * PGlite on `dir`, in a worker thread, behind a node-postgres pool of one connection
 * ({@link embeddedPoolConfig}, docs/decisions.md#embedded-database).
 */
async function openPglite(dir: string): Promise<DatabaseHandle & { migrate(): Promise<void> }> {
  const server = await startEmbeddedServer(dir);
  const pool = guardedPool(embeddedPoolConfig(server));
  const db = drizzlePg(pool, { schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    driver: 'pglite',
    // One process owns a PGlite folder (its lock file), so there is nobody to wait for.
    exclusively: (work) => work(db),
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => {
      closing ??= pool.end().finally(() => server.close());
      return closing;
    },
  };
}

/**
 * A checked-out client that goes back to the pool, to be discarded, as soon as one of its
 * queries fails because the connection is lost or timed out; its own later release() is then
 * a no-op. Drizzle's transaction() never releases a client whose `begin` failed, and releases
 * one whose `rollback` failed as if it were healthy: without this an outage would leak or
 * poison the pool's connections and the app would not recover by itself.
 */
function droppedWhenLost(client: pg.PoolClient): pg.PoolClient {
  let released = false;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'release') return release;
      if (property === 'query') {
        return (...args: unknown[]) => {
          const result = (target.query as (...a: unknown[]) => unknown)(...args);
          if (result instanceof Promise) {
            result.catch((error: unknown) => {
              if (databaseUnavailable(error)) release(error as Error);
            });
          }
          return result;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A node-postgres pool that survives lost connections: a connection that breaks (database
 * restarted, network cut, the embedded database's thread gone) is dropped and replaced on
 * demand, and the query on it fails; without these listeners its error event would end the
 * process (idle connections report to the pool, checked-out ones to themselves). Clients
 * checked out for a transaction go through {@link droppedWhenLost}.
 */
function guardedPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const connect = pool.connect.bind(pool);
  // Drizzle's transactions check out a client with the promise form of connect().
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => (callback ? connect(callback) : connect().then(droppedWhenLost))) as typeof pool.connect;
  return pool;
}

function openPostgres(options: DatabaseOptions): DatabaseHandle & { migrate(): Promise<void> } {
  const { databaseUrl: connectionString, databaseSchema } = options;
  const connection = {
    connectionString,
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(databaseSchema ? { options: `-c search_path=${databaseSchema},public` } : {}),
  };
  const queryTimeout = options.queryTimeoutMs ?? QUERY_TIMEOUT_MS;
  const pool = guardedPool({ ...connection, ...(queryTimeout > 0 ? { query_timeout: queryTimeout } : {}) });
  const db = drizzlePg(pool, { schema });

  const exclusively = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const client = new pg.Client(connection);
    client.on('error', () => undefined); // The failing query rejects too.
    await client.connect();
    try {
      const lockedDb = drizzlePg(client, { schema });
      await lockedDb.execute(sql`select pg_advisory_lock(hashtext(${MIGRATIONS_LOCK}))`);
      try {
        return await work(lockedDb);
      } finally {
        await lockedDb.execute(sql`select pg_advisory_unlock(hashtext(${MIGRATIONS_LOCK}))`);
      }
    } finally {
      await client.end();
    }
  };

  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    driver: 'postgres',
    exclusively,
    listen(channel, listener) {
      const stop = listenOn(connection, channel, listener);
      const stopOnce = () => {
        listeners.delete(stopOnce);
        return stop();
      };
      listeners.add(stopOnce);
      return stopOnce;
    },
    migrate: () =>
      exclusively((lockedDb) =>
        migratePg(lockedDb as Parameters<typeof migratePg>[0], {
          migrationsFolder: MIGRATIONS_FOLDER,
          ...(databaseSchema ? { migrationsSchema: databaseSchema } : {}),
        }),
      ),
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
