import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The database as shared code sees it: either driver, one schema. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * Runs `work` on one connection while holding a cluster-wide advisory lock, so that
   * several instances starting together migrate and seed one after the other.
   */
  exclusively<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
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
  /** PGlite data folder, or `memory://`. */
  pgliteDir: string;
}

/**
 * Opens PGlite (embedded) or a node-postgres pool (when databaseUrl is set) and applies the
 * migrations from {@link MIGRATIONS_FOLDER} with the matching drizzle migrator.
 * Throws when the database cannot be reached or a migration fails.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl ? openPostgres(options.databaseUrl, options.databaseSchema) : await openPglite(options.pgliteDir);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function openPglite(dir: string): Promise<DatabaseHandle & { migrate(): Promise<void> }> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { citext } });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    // One process owns a PGlite folder, so there is nobody to wait for.
    exclusively: (work) => work(db),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string, databaseSchema?: string): DatabaseHandle & { migrate(): Promise<void> } {
  const pool = new pg.Pool({
    connectionString,
    ...(databaseSchema ? { options: `-c search_path=${databaseSchema},public` } : {}),
  });
  const db = drizzlePg(pool, { schema });

  const exclusively = async <T>(work: (db: Database) => Promise<T>): Promise<T> => {
    const connection = await pool.connect();
    try {
      const lockedDb = drizzlePg(connection, { schema });
      await lockedDb.execute(sql`select pg_advisory_lock(hashtext(${MIGRATIONS_LOCK}))`);
      try {
        return await work(lockedDb);
      } finally {
        await lockedDb.execute(sql`select pg_advisory_unlock(hashtext(${MIGRATIONS_LOCK}))`);
      }
    } finally {
      connection.release();
    }
  };

  return {
    db,
    driver: 'postgres',
    exclusively,
    migrate: () =>
      exclusively((lockedDb) =>
        migratePg(lockedDb as Parameters<typeof migratePg>[0], {
          migrationsFolder: MIGRATIONS_FOLDER,
          ...(databaseSchema ? { migrationsSchema: databaseSchema } : {}),
        }),
      ),
    close: () => pool.end(),
  };
}
