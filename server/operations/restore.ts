/**
 * Restoring a backup (`npm run restore`, docs/decisions.md#backup) into an empty database, on
 * either engine whichever engine wrote it: migrates the database up to the backup's schema
 * version (a fresh database has none yet), refuses unless every table is empty, inserts every
 * table's rows in one transaction (parents before children, identity values kept, generated
 * columns and trigger-kept tables computed again), resets the identity sequences, and commits
 * only after the whole file proved complete. Migrations newer than the backup run afterwards, as
 * at a server start.
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../db/client';
import { DamagedBackup, parseEnd, parseManifest, parseTableHeader, readLines, readManifest, type Manifest } from './backup-file';
import { storedColumns } from './backup';
import {
  MIGRATIONS_LOCK,
  OperationRefused,
  appliedVersion,
  codeMigrations,
  connectForOperation,
  qualified,
  readCatalog,
  type DatabaseTarget,
  type JournalEntry,
  type OperationConnection,
  type TableInfo,
} from './database';

/** What {@link restoreDatabase} reports while it works. */
export interface RestoreOptions {
  /** Called after each table is inserted (not yet committed), with its name and rows. */
  onTable?: (table: string, rows: number) => void;
}

/** A finished restore. */
export interface RestoreResult {
  manifest: Manifest;
  /** Rows inserted, all tables. */
  rows: number;
  /** Migrations newer than the backup, applied after it was restored. */
  migratedAfter: string[];
}

/** Bytes of row JSON sent in one INSERT, and rows at most. */
const BATCH_BYTES = 4 * 1024 * 1024;
const BATCH_ROWS = 1_000;

/**
 * Restores the backup at `path` into `target`. Throws OperationRefused (nothing changed) when
 * the file is not a complete backup of this format ({@link DamagedBackup}), when its schema
 * version is newer than this code's migrations or unknown to them, when the database is already
 * migrated past the backup, when any table holds rows, or on PGlite when another process holds
 * the folder. Any failure while inserting rolls everything back: the database stays empty.
 */
export async function restoreDatabase(target: DatabaseTarget, path: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const manifest = await readManifest(path);
  const migrations = codeMigrations();
  const backupAt = migrations.findIndex((entry) => entry.when === manifest.schemaVersion.when);
  const latest = migrations[migrations.length - 1];
  const backupName = manifest.schemaVersion.migration ?? `of ${new Date(manifest.schemaVersion.when).toISOString()}`;
  if (backupAt < 0 && manifest.schemaVersion.when > latest.when) {
    throw new OperationRefused(
      `The backup's schema version (migration ${backupName}) is newer than this application's last migration (${latest.tag}): ` +
        'it was made by a newer version of the application. Restore it with that version or a later one.',
    );
  }
  if (backupAt < 0) throw new OperationRefused(`The backup's schema version (migration ${backupName}) is not one of this application's migrations: restore it with the application that made it.`);

  const connection = await connectForOperation(target, 'restore');
  try {
    // On PostgreSQL a server starting meanwhile waits for the restore instead of seeding the empty database.
    if (connection.engine === 'postgres') await connection.client.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATIONS_LOCK]);
    const applied = await appliedVersion(connection);
    if (applied && applied.when > manifest.schemaVersion.when) {
      throw new OperationRefused(
        `The database is already migrated to ${applied.migration ?? applied.when}, past the backup's ${backupName}: a migration cannot be undone. ` +
          'Restore into a new database (an empty DATA_DIR, or a new database or DATABASE_SCHEMA on PostgreSQL); the restore migrates it itself.',
      );
    }
    await migrateTo(connection, migrations.slice(0, backupAt + 1));
    const catalog = await readCatalog(connection);
    await refuseUnlessEmpty(connection, catalog);
    checkTables(manifest, catalog, path);
    const rows = await insertAll(connection, catalog, path, manifest, options);
    await migrate(drizzle(connection.client), { migrationsFolder: MIGRATIONS_FOLDER, migrationsSchema: connection.migrationsSchema });
    return { manifest, rows, migratedAfter: migrations.slice(backupAt + 1).map((entry) => entry.tag) };
  } finally {
    await connection.close();
  }
}

/** Applies `entries` (the first migrations of this code's journal) with drizzle's migrator, from a copy of the folder whose journal stops there. */
async function migrateTo(connection: OperationConnection, entries: JournalEntry[]): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'restore-migrations-'));
  try {
    await mkdir(join(folder, 'meta'));
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
    for (const entry of entries) await copyFile(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    await migrate(drizzle(connection.client), { migrationsFolder: folder, migrationsSchema: connection.migrationsSchema });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Throws OperationRefused naming the tables that hold rows, if any. */
async function refuseUnlessEmpty(connection: OperationConnection, catalog: Map<string, TableInfo>): Promise<void> {
  const filled: string[] = [];
  for (const name of catalog.keys()) {
    const { rows } = await connection.client.query<{ filled: boolean }>(`SELECT EXISTS (SELECT FROM ${qualified(connection.schema, name)}) AS filled`);
    if (rows[0].filled) filled.push(name);
  }
  if (filled.length > 0) {
    throw new OperationRefused(
      `The database is not empty (rows in ${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ` and ${filled.length - 5} more tables` : ''}): ` +
        'a restore only fills an empty database and never merges. Restore into a new one (an empty DATA_DIR, or a new database or ' +
        'DATABASE_SCHEMA on PostgreSQL; do not start the server on it before), or empty this one yourself first.',
    );
  }
}

/** Every table of the backup exists here with the same stored columns, and its order puts referenced tables first. */
function checkTables(manifest: Manifest, catalog: Map<string, TableInfo>, path: string): void {
  const seen = new Set<string>();
  for (const table of manifest.tables) {
    const here = catalog.get(table.name);
    if (!here) throw new DamagedBackup(`${path} holds table ${table.name}, which this database at the same schema version has not.`);
    const columnsHere = storedColumns(here).map((column) => column.name).sort().join(', ');
    const columnsThere = table.columns.map((column) => column.name).sort().join(', ');
    if (columnsHere !== columnsThere) throw new DamagedBackup(`${path}: table ${table.name} has the columns ${columnsThere} there and ${columnsHere} here.`);
    const missing = here.references.find((name) => !seen.has(name) && name !== table.name);
    if (missing) throw new DamagedBackup(`${path}: table ${table.name} comes before ${missing}, which it references.`);
    seen.add(table.name);
  }
}

/** Inserts every table's rows from the file in one transaction; commits only after the file's end proved it complete. */
async function insertAll(connection: OperationConnection, catalog: Map<string, TableInfo>, path: string, manifest: Manifest, options: RestoreOptions): Promise<number> {
  const { client } = connection;
  const lines = readLines(path);
  const next = async () => {
    const line = await lines.next();
    return line.done ? undefined : line.value;
  };
  await client.query('BEGIN');
  try {
    parseManifest(await next(), path);
    let total = 0;
    for (const table of manifest.tables) {
      parseTableHeader(await next(), path, table);
      const info = catalog.get(table.name)!;
      const columns = table.columns.map((column) => pg.escapeIdentifier(column.name)).join(', ');
      const into = qualified(connection.schema, table.name);
      const overriding = info.columns.some((column) => column.identity) ? ' OVERRIDING SYSTEM VALUE' : '';
      const insert = `INSERT INTO ${into} (${columns})${overriding} SELECT ${columns} FROM json_populate_recordset(NULL::${into}, $1::json)`;
      let batch: string[] = [];
      let bytes = 0;
      let inserted = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        try {
          await client.query(insert, [`[${batch.join(',')}]`]);
        } catch (error) {
          throw new DamagedBackup(`${path}: rows ${inserted + 1}–${inserted + batch.length} of table ${table.name} could not be restored (${(error as Error).message}).`, { cause: error });
        }
        inserted += batch.length;
        batch = [];
        bytes = 0;
      };
      for (let row = 0; row < table.rows; row++) {
        const line = await next();
        if (line === undefined) throw new DamagedBackup(`${path} is incomplete: it ends within table ${table.name}.`);
        batch.push(line);
        bytes += line.length;
        if (bytes >= BATCH_BYTES || batch.length >= BATCH_ROWS) await flush();
      }
      await flush();
      for (const column of info.columns) {
        if (!column.sequence) continue;
        // The next generated value follows the restored ones (an empty table keeps its fresh sequence).
        await client.query(`SELECT setval($1::regclass, m) FROM (SELECT max(${pg.escapeIdentifier(column.name)}) AS m FROM ${into}) t WHERE m IS NOT NULL`, [column.sequence]);
      }
      total += inserted;
      options.onTable?.(table.name, inserted);
    }
    parseEnd(await next(), path, manifest);
    if ((await next()) !== undefined) throw new DamagedBackup(`${path} is damaged: there are lines after its end.`);
    await client.query('COMMIT');
    return total;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await lines.return(undefined);
  }
}
