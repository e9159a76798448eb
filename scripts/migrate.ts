/**
 * `npm run migrate`: applies the database migrations and seeds the reference data and the
 * administrator (as every server start does), then exits: 0 on success, 1 on failure. For
 * deployments that migrate once before starting (or upgrading) the app instances. Reads the
 * same environment as the server (DATABASE_URL, DATABASE_SCHEMA, DATA_DIR, ADMIN_EMAIL,
 * ADMIN_PASSWORD); several runs at once take turns (PostgreSQL advisory lock).
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  const target = config.databaseUrl ? `PostgreSQL${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}` : `PGlite in ${config.pgliteDir}`;
  console.log(`Migrating ${target}...`);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema, pgliteDir: config.pgliteDir });
  try {
    const result = await handle.exclusively((db) => seed(db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword }));
    console.log(`Migrations applied, reference data seeded${result.adminCreated ? `, administrator ${config.adminEmail} created` : ''}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
