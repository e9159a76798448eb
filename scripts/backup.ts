/**
 * `npm run backup [-- --out FILE]`: writes a backup of the database the server uses (the same
 * environment: DATABASE_URL + DATABASE_SCHEMA, else PGlite in DATA_DIR) to FILE (default
 * `backup-<UTC time>.ndjson.gz` here), atomically, and prints its absolute path on stdout;
 * each table's rows on stderr as it goes. Exits 0 on success, 1 with the reason otherwise
 * (on PGlite, while the server holds the data folder). The finished backup is recorded in the
 * database's `backups` table, which the System screen reads (docs/decisions.md#system-screen); a
 * failure to record it is a warning, not a failed backup. Format and rules:
 * docs/decisions.md#backup, server/operations/backup.ts.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { backupDatabase } from '../server/operations/backup';
import { OperationRefused } from '../server/operations/database';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const out = values.out ?? `backup-${new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.ndjson.gz`;
  const config = loadConfig();
  const source = config.databaseUrl ? `PostgreSQL${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}` : `PGlite in ${config.pgliteDir}`;
  process.stderr.write(`Backing up ${source}...\n`);
  const { path, manifest, recordFailure } = await backupDatabase(config, out, {
    onTable: (table, rows) => process.stderr.write(`  ${table}: ${rows} rows\n`),
    record: true,
  });
  if (recordFailure) process.stderr.write(`Warning: the backup is complete but could not be recorded in the database (${recordFailure}); the System screen will not show it.\n`);
  process.stderr.write(`Schema version ${manifest.schemaVersion.migration ?? manifest.schemaVersion.when}, ${manifest.tables.length} tables, taken ${manifest.createdAt}.\n`);
  process.stdout.write(`${path}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof OperationRefused ? error.message : `Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
