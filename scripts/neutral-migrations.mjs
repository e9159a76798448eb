/**
 * `npm run db:generate -- --name <what>`: runs `drizzle-kit generate` with the given arguments,
 * then makes every migration schema-neutral. drizzle-kit writes table references qualified with
 * the `"public".` schema, which would pin every table to `public` and break DATABASE_SCHEMA
 * (tests run each file in a schema of its own; docs/decisions.md#production). This removes the
 * qualifier from every migration, so the SQL applies to whatever schema is first on the search
 * path and no one edits a generated file by hand. Idempotent; prints the files it changed.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// drizzle-kit's own exit code stops this script (execFileSync throws) before any file is touched.
execFileSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { stdio: 'inherit' });

const directory = 'server/db/migrations';

for (const name of readdirSync(directory).filter((file) => file.endsWith('.sql'))) {
  const path = join(directory, name);
  const sql = readFileSync(path, 'utf8');
  const neutral = sql.replaceAll('"public".', '');
  if (neutral !== sql) {
    writeFileSync(path, neutral);
    console.log(`schema-neutral: ${path}`);
  }
}
