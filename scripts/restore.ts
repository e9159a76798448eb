/**
 * `npm run restore -- FILE`: restores a backup made by `npm run backup` (on either engine) into
 * the database the server is configured for (DATABASE_URL + DATABASE_SCHEMA, else PGlite in
 * DATA_DIR), which must be empty: a new one is migrated first. Exits 0 once committed, 1 with the
 * reason otherwise (a non-empty database, a backup newer than this code, a damaged file, PGlite
 * held by the server); a failed restore leaves the database empty. docs/decisions.md#backup,
 * server/operations/restore.ts.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { OperationRefused } from '../server/operations/database';
import { restoreDatabase } from '../server/operations/restore';

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new OperationRefused('Usage: npm run restore -- FILE (a backup written by npm run backup)');
  const config = loadConfig();
  const destination = config.databaseUrl ? `PostgreSQL${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}` : `PGlite in ${config.pgliteDir}`;
  process.stderr.write(`Restoring ${positionals[0]} into ${destination}...\n`);
  const result = await restoreDatabase(config, positionals[0], {
    onTable: (table, rows) => process.stderr.write(`  ${table}: ${rows} rows\n`),
  });
  const { manifest } = result;
  console.log(
    `Restored ${result.rows} rows of ${manifest.tables.length} tables, backed up ${manifest.createdAt} from ${manifest.engine} at schema version ` +
      `${manifest.schemaVersion.migration ?? manifest.schemaVersion.when}${result.migratedAfter.length > 0 ? `; then applied ${result.migratedAfter.join(', ')}` : ''}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof OperationRefused ? error.message : `Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
