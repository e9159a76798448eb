/**
 * Taking a backup (`npm run backup`, docs/decisions.md#backup): every row of every table of the
 * application's schema, read in one REPEATABLE READ READ ONLY transaction (one snapshot, as
 * pg_dump reads; on PostgreSQL beside the running server), through a cursor in batches of a
 * few MiB so that memory stays bounded however large the pictures are, into the engine-neutral
 * file of server/operations/backup-file.ts, written atomically. The same file restores into
 * PGlite or PostgreSQL (server/operations/restore.ts).
 */
import { stat } from 'node:fs/promises';
import pg from 'pg';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, endLine, tableHeaderLine, writeAtomically, type Manifest } from './backup-file';
import { OperationRefused, appliedVersion, connectForOperation, insertionOrder, qualified, readCatalog, type DatabaseTarget, type OperationConnection, type TableInfo } from './database';

/**
 * Tables a backup leaves out, with the reason. Each is kept by triggers from other tables' rows,
 * so restoring those rows rebuilds it; copying it as well would insert every row twice.
 */
export const DERIVED_TABLES: Readonly<Record<string, string>> = {
  user_search_trigrams:
    "the literal trigrams of every live user's search text (migration 0015_user_search_trigrams): the statement triggers on users insert them as the users are restored",
};

/** What {@link backupDatabase} reports while it writes. */
export interface BackupOptions {
  /** Called after each table is written, with its name and rows. */
  onTable?: (table: string, rows: number) => void;
  /**
   * Record the finished backup in the `backups` table (what `npm run backup` does), so the
   * System screen can show the last one (docs/decisions.md#system-screen). Off by default: the
   * database is then only read.
   */
  record?: boolean;
}

/** A finished backup: where it is (absolute) and its manifest. */
export interface BackupResult {
  path: string;
  manifest: Manifest;
  /**
   * With `record`: null when the row was written, else why not (a database user without the right
   * to insert, a database older than the `backups` table). The file is complete either way.
   */
  recordFailure?: string | null;
}

/** The table {@link backupDatabase} records finished backups in (server/db/schema.ts `backups`). */
export const BACKUPS_TABLE = 'backups';

/** Bytes of row JSON one FETCH aims at: the memory a batch holds, whatever one row weighs. */
const BATCH_BYTES = 4 * 1024 * 1024;
const FIRST_BATCH = 100;
const MAX_BATCH = 5_000;

/**
 * Backs up `target` into the file `out` (replaced only once the new backup is complete) and
 * returns its absolute path and manifest. Throws OperationRefused when the database has no
 * migrations applied, or on PGlite when another process (the server) holds the data folder;
 * any failure leaves no file under `out` (server/operations/backup-file.ts writeAtomically).
 */
export async function backupDatabase(target: DatabaseTarget, out: string, options: BackupOptions = {}): Promise<BackupResult> {
  const connection = await connectForOperation(target, 'backup');
  const { client } = connection;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      // Output settings that the JSON of a row depends on, whatever the server's defaults.
      await client.query("SET LOCAL bytea_output = 'hex'");
      await client.query('SET LOCAL extra_float_digits = 3');
      await client.query("SET LOCAL TimeZone = 'UTC'");
      const catalog = await readCatalog(connection);
      const manifest = await describe(connection, catalog);
      const path = await writeAtomically(out, backupLines(connection, manifest, catalog, options));
      await client.query('COMMIT');
      if (!options.record) return { path, manifest };
      return { path, manifest, recordFailure: await recordBackup(connection, path, manifest) };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    await connection.close();
  }
}

/**
 * Writes the row of a finished backup into {@link BACKUPS_TABLE}, after the snapshot's
 * transaction (so the backup never holds its own row); null when written, else the reason.
 */
async function recordBackup(connection: OperationConnection, path: string, manifest: Manifest): Promise<string | null> {
  try {
    const { size } = await stat(path);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    await connection.client.query(`INSERT INTO ${qualified(connection.schema, BACKUPS_TABLE)} (taken_at, file, bytes, rows, schema_version) VALUES ($1, $2, $3, $4, $5)`, [
      manifest.createdAt,
      path,
      size,
      rows,
      manifest.schemaVersion.migration,
    ]);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The manifest of the snapshot: schema version, engine, and each table's stored columns and rows, parents first. */
async function describe(connection: OperationConnection, catalog: Map<string, TableInfo>): Promise<Manifest> {
  const { client } = connection;
  const schemaVersion = await appliedVersion(connection);
  if (!schemaVersion) throw new OperationRefused('The database has no migrations applied: there is nothing to back up (did the server ever start on it?).');
  const tables: Manifest['tables'] = [];
  for (const name of insertionOrder(catalog.values())) {
    if (name in DERIVED_TABLES) continue;
    const table = catalog.get(name)!;
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM ${qualified(connection.schema, name)}`);
    tables.push({ name, columns: storedColumns(table).map(({ name: column, type }) => ({ name: column, type })), rows: Number(rows[0].count) });
  }
  const { rows: facts } = await client.query<{ now: Date; version: string }>("SELECT now() AS now, current_setting('server_version') AS version");
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: facts[0].now.toISOString(),
    engine: connection.engine,
    serverVersion: facts[0].version,
    schemaVersion,
    tables,
  };
}

/** The columns a backup holds and a restore writes: all but generated ones (computed again on insert). */
export const storedColumns = (table: TableInfo) => table.columns.filter((column) => !column.generated);

/** The file's lines: manifest, each table's header and rows (a cursor, batches of about {@link BATCH_BYTES}), end. */
async function* backupLines(connection: OperationConnection, manifest: Manifest, catalog: Map<string, TableInfo>, options: BackupOptions): AsyncGenerator<string> {
  const { client } = connection;
  yield JSON.stringify(manifest);
  let total = 0;
  for (const table of manifest.tables) {
    yield tableHeaderLine(table.name, table.rows);
    const info = catalog.get(table.name)!;
    const columns = table.columns.map((column) => pg.escapeIdentifier(column.name)).join(', ');
    const order = info.primaryKey.length > 0 ? ` ORDER BY ${info.primaryKey.map((column) => `r.${pg.escapeIdentifier(column)}`).join(', ')}` : '';
    await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS line FROM (SELECT ${columns} FROM ${qualified(connection.schema, table.name)}) r${order}`);
    let written = 0;
    let batch = FIRST_BATCH;
    for (;;) {
      const { rows } = await client.query<{ line: string }>(`FETCH FORWARD ${batch} FROM backup_rows`);
      let bytes = 0;
      for (const row of rows) {
        bytes += row.line.length;
        yield row.line;
      }
      written += rows.length;
      if (rows.length < batch) break;
      // As many rows as fit the budget at this batch's average size.
      batch = Math.max(1, Math.min(MAX_BATCH, Math.floor((batch * BATCH_BYTES) / Math.max(bytes, 1))));
    }
    await client.query('CLOSE backup_rows');
    // The snapshot counted them: a difference would be a bug here, not a change meanwhile.
    if (written !== table.rows) throw new Error(`Table ${table.name} gave ${written} rows where its count was ${table.rows}`);
    total += written;
    options.onTable?.(table.name, written);
  }
  yield endLine(manifest.tables.length, total);
}
