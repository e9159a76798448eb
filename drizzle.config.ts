import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit generates SQL migrations from server/db/schema.ts (`npm run db:generate`).
 * The app applies them at start (server/db/client.ts); drizzle-kit's own PGlite driver cannot
 * load the citext extension, so do not use `drizzle-kit migrate`/`push` against PGlite.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
