/**
 * Opens the database (PGlite or PostgreSQL), applies the migrations, seeds the reference
 * data, exposes it as `app.db` (and which engine it is as `app.dbInfo`), and closes it when the
 * app closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseOptions } from '../db/client';
import { seed, type SeedOptions } from '../db/seed';

/** Which database `app.db` is (the System screen reports it: docs/decisions.md#system-screen). */
export interface DatabaseInfo {
  engine: DatabaseHandle['driver'];
  /** The schema of drizzle's migrations table: DATABASE_SCHEMA on PostgreSQL when set, else drizzle's default `drizzle`. */
  migrationsSchema: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbInfo: DatabaseInfo;
    /** Listens to a NOTIFY channel (PostgreSQL); undefined on PGlite, whose one process is the only writer. */
    dbListen: DatabaseHandle['listen'];
  }
}

/** Options of the database plugin. */
export interface DatabasePluginOptions extends DatabaseOptions {
  /** Seed after migrating (default) or not (`false`). */
  seed: SeedOptions | false;
}

export default fp(
  async function database(app: FastifyInstance, options: DatabasePluginOptions) {
    const handle: DatabaseHandle = await openDatabase(options);
    if (options.seed) {
      const seedOptions = options.seed;
      try {
        const result = await handle.exclusively((db) => seed(db, seedOptions));
        if (result.adminCreated) app.log.info({ email: seedOptions.adminEmail }, 'administrator account created');
      } catch (error) {
        await handle.close();
        throw error;
      }
    }
    app.addHook('onClose', () => handle.close());
    app.decorate('db', handle.db);
    app.decorate('dbListen', handle.listen?.bind(handle));
    app.decorate('dbInfo', { engine: handle.driver, migrationsSchema: (options.databaseUrl && options.databaseSchema) || 'drizzle' } satisfies DatabaseInfo);
  },
  { name: 'database' },
);
