/**
 * What backup and restore (server/operations/backup.ts, restore.ts) need of a database, on either
 * engine: one plain node-postgres connection (no pool, no query time limit), the schema version
 * from drizzle's migrations table, and the catalog's tables, columns, primary keys and foreign
 * keys (docs/decisions.md#backup). On PGlite the connection goes through the embedded server of
 * server/db/pglite-server.ts, which refuses a data folder another process holds; that refusal
 * is turned into {@link OperationRefused} saying what to do instead.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../db/client';
import { LOCK_FILE, startEmbeddedServer } from '../db/pglite-server';

/** Which database an operation works on: the server's own settings (server/config.ts). */
export interface DatabaseTarget {
  /** PostgreSQL connection string; without it PGlite in `pgliteDir`. */
  databaseUrl?: string;
  /** With databaseUrl: the schema that holds the tables and drizzle's migrations table. */
  databaseSchema?: string;
  /** PGlite data folder (DATA_DIR/pglite). */
  pgliteDir: string;
}

/** Refusal of a backup or restore with a reason an operator can act on; the scripts print only its message. */
export class OperationRefused extends Error {
  override name = 'OperationRefused';
}

/** An open connection for one operation. */
export interface OperationConnection {
  client: pg.Client;
  engine: 'pglite' | 'postgres';
  /** The schema of the application's tables (DATABASE_SCHEMA, else public). */
  schema: string;
  /** Where drizzle keeps `__drizzle_migrations` (DATABASE_SCHEMA, else drizzle: server/db/client.ts). */
  migrationsSchema: string;
  close(): Promise<void>;
}

/** drizzle's migrations table (drizzle-orm's PgDialect.migrate default name). */
export const MIGRATIONS_TABLE = '__drizzle_migrations';

/**
 * The advisory lock key under which server/db/client.ts migrates and seeds (its MIGRATIONS_LOCK):
 * a restore on PostgreSQL holds it, so a server starting meanwhile waits and then finds the data.
 */
export const MIGRATIONS_LOCK = 'company-site:migrations';

/** `"schema"."name"`, quoted. */
export const qualified = (schema: string, name: string): string => `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;

/**
 * Opens one connection to `target` for `operation`. On PGlite it starts the embedded database on
 * the folder (created if missing), which takes the folder's lock; throws {@link OperationRefused}
 * when another live process (normally the running server) holds it, or for `memory://`.
 */
export async function connectForOperation(target: DatabaseTarget, operation: 'backup' | 'restore'): Promise<OperationConnection> {
  const schema = target.databaseUrl ? (target.databaseSchema ?? 'public') : 'public';
  const migrationsSchema = target.databaseUrl ? (target.databaseSchema ?? 'drizzle') : 'drizzle';
  if (target.databaseUrl) {
    const client = new pg.Client({
      connectionString: target.databaseUrl,
      keepAlive: true,
      ...(target.databaseSchema ? { options: `-c search_path=${target.databaseSchema},public` } : {}),
    });
    client.on('error', () => undefined); // A lost connection fails the query in progress too.
    await client.connect();
    return { client, engine: 'postgres', schema, migrationsSchema, close: () => client.end() };
  }

  if (target.pgliteDir.startsWith('memory://')) throw new OperationRefused(`An in-memory embedded database (${target.pgliteDir}) lives only in its own process: there is nothing to ${operation}.`);
  refuseWhenHeld(target.pgliteDir, operation);
  let server: Awaited<ReturnType<typeof startEmbeddedServer>>;
  try {
    server = await startEmbeddedServer(target.pgliteDir);
  } catch (error) {
    // The lock file was taken between our look and the start (pglite-server.ts words it "in use by process").
    if (error instanceof Error && /in use by process/.test(error.message)) throw new OperationRefused(heldMessage(target.pgliteDir, operation, ownerOf(target.pgliteDir)));
    throw error;
  }
  const client = new pg.Client({ host: server.host, port: server.port, user: 'postgres', database: 'postgres' });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    client,
    engine: 'pglite',
    schema,
    migrationsSchema,
    close: async () => {
      await client.end().catch(() => undefined);
      await server.close();
    },
  };
}

/**
 * Throws {@link OperationRefused} when a live process other than this one owns the PGlite folder
 * `dir` (its lock file, server/db/pglite-server.ts): one process at a time may open it, and the
 * server keeps it open for as long as it runs.
 */
function refuseWhenHeld(dir: string, operation: 'backup' | 'restore'): void {
  const owner = ownerOf(dir);
  if (owner === undefined || owner === process.pid || owner === process.ppid) return;
  try {
    process.kill(owner, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return; // Gone: a stale lock, taken over at start.
  }
  throw new OperationRefused(heldMessage(dir, operation, owner));
}

function heldMessage(dir: string, operation: 'backup' | 'restore', owner: number | undefined): string {
  const folder = resolve(dir);
  return (
    `Cannot ${operation}: the embedded database in ${folder} is open in process ${owner ?? '(unknown)'} (the server, or npm run migrate / seed:large). ` +
    `PGlite lets one process at a time open its data folder, so the ${operation} cannot read it beside the server. ` +
    `Stop the server, run npm run ${operation} again, then start the server; ` +
    `or run the site on PostgreSQL (DATABASE_URL), where a backup runs beside the running server.`
  );
}

function ownerOf(dir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(resolve(dir), LOCK_FILE), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** A migration as drizzle records it: the journal's tag, its `when` (drizzle's created_at) and the SQL file's SHA-256. */
export interface SchemaVersion {
  /** The migration's tag in meta/_journal.json (`0017_organisation_invitations`), or null when this code does not know it. */
  migration: string | null;
  /** Milliseconds: the journal's `when`, which drizzle stores as created_at and compares to decide what to apply. */
  when: number;
  hash: string;
}

/** One entry of drizzle-kit's migrations journal (server/db/migrations/meta/_journal.json). */
export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
  breakpoints: boolean;
  version?: string;
}

/** The migrations this code ships, in order (from {@link MIGRATIONS_FOLDER}). */
export function codeMigrations(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** The last migration applied to the database (drizzle's migrations table), or null before the first. */
export async function appliedVersion(connection: OperationConnection): Promise<SchemaVersion | null> {
  const table = qualified(connection.migrationsSchema, MIGRATIONS_TABLE);
  const { rows: exists } = await connection.client.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [table]);
  if (!exists[0].found) return null;
  const { rows } = await connection.client.query<{ hash: string; created_at: string }>(`SELECT hash, created_at FROM ${table} ORDER BY created_at DESC LIMIT 1`);
  if (rows.length === 0) return null;
  const when = Number(rows[0].created_at);
  return { migration: codeMigrations().find((entry) => entry.when === when)?.tag ?? null, when, hash: rows[0].hash };
}

/** A table column as the catalog describes it. */
export interface ColumnInfo {
  name: string;
  /** format_type(): `integer`, `bytea`, `timestamp with time zone`, `citext` … */
  type: string;
  /** GENERATED ALWAYS AS (…) STORED: computed, never written. */
  generated: boolean;
  /** GENERATED … AS IDENTITY: written with OVERRIDING SYSTEM VALUE. */
  identity: boolean;
  /** The sequence behind an identity or serial column, to reset after a restore. */
  sequence: string | null;
}

/** A table of the application's schema. */
export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  /** Primary key columns in key order (empty without one). */
  primaryKey: string[];
  /** Tables of the same schema this one references (foreign keys), itself excluded. */
  references: string[];
}

/** Every base table of `connection.schema` but drizzle's migrations table, by name. */
export async function readCatalog(connection: OperationConnection): Promise<Map<string, TableInfo>> {
  const { client, schema } = connection;
  const { rows: columns } = await client.query<{ table: string; column: string; type: string; generated: boolean; identity: boolean; sequence: string | null }>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
            a.attgenerated <> '' AS generated, a.attidentity <> '' AS identity,
            pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) AS sequence
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname, a.attnum`,
    [schema],
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    if (row.table === MIGRATIONS_TABLE) continue;
    let table = tables.get(row.table);
    if (!table) tables.set(row.table, (table = { name: row.table, columns: [], primaryKey: [], references: [] }));
    table.columns.push({ name: row.column, type: row.type, generated: row.generated, identity: row.identity, sequence: row.sequence });
  }
  const { rows: keys } = await client.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
       FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey)
      WHERE i.indisprimary AND n.nspname = $1
      ORDER BY c.relname, array_position(i.indkey::int2[], a.attnum)`,
    [schema],
  );
  for (const key of keys) tables.get(key.table)?.primaryKey.push(key.column);
  const { rows: foreignKeys } = await client.query<{ table: string; referenced: string }>(
    `SELECT DISTINCT src.relname AS table, dst.relname AS referenced
       FROM pg_constraint k JOIN pg_class src ON src.oid = k.conrelid JOIN pg_class dst ON dst.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = src.relnamespace JOIN pg_namespace dn ON dn.oid = dst.relnamespace
      WHERE k.contype = 'f' AND n.nspname = $1 AND dn.nspname = $1`,
    [schema],
  );
  for (const key of foreignKeys) {
    if (key.table !== key.referenced) tables.get(key.table)?.references.push(key.referenced);
  }
  return tables;
}

/**
 * The tables' names with every referenced table before the tables referencing it (Kahn's
 * algorithm, ties by name), the order rows can be inserted in under foreign keys checked at each
 * statement. A table referencing itself is fine when its rows come parents first (they are
 * written in primary key order). Throws on a cycle between tables: no insertion order exists
 * without deferrable constraints.
 */
export function insertionOrder(tables: Iterable<TableInfo>): string[] {
  const pending = new Map<string, Set<string>>();
  const all = [...tables];
  const names = new Set(all.map((table) => table.name));
  for (const table of all) pending.set(table.name, new Set(table.references.filter((name) => names.has(name))));
  const order: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter(([, needs]) => needs.size === 0).map(([name]) => name).sort();
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle between ${[...pending.keys()].sort().join(', ')}: no order restores them`);
    for (const name of ready) {
      order.push(name);
      pending.delete(name);
      for (const needs of pending.values()) needs.delete(name);
    }
  }
  return order;
}
