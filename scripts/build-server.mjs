/**
 * `npm run build`'s last step: bundles the API server and the migration, backup and restore commands into plain
 * JavaScript, so production runs `node dist/server/main.js` with no TypeScript compiler at run
 * time (docs/decisions.md#production). esbuild bundles our own code (server/, and the shared
 * modules it imports from src/ and content/); npm packages stay imports, resolved from
 * node_modules (`npm ci --omit=dev` is enough). The migrations are copied beside the bundle,
 * where server/db/client.ts looks for them (`./migrations` next to the running module).
 *
 * Output: dist/server/main.js, dist/server/migrate.js, dist/server/backup.js and dist/server/restore.js
 * (README "Backup and restore"), dist/server/pglite-worker.js (the embedded
 * database's thread, started by server/db/pglite-server.ts from beside the bundle; with source maps),
 * dist/server/media-worker.js (the image worker threads', started by server/media/image-jobs.ts),
 * dist/server/app-*.js (the app, which main.js imports dynamically) and chunk-*.js (code the entries share),
 * dist/server/migrations/.
 * Exits non-zero when esbuild reports an error.
 */
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

/** BUILD_SERVER_OUTDIR: another folder (a check of the bundle beside a build in use). */
const outdir = process.env.BUILD_SERVER_OUTDIR || 'dist/server';

await build({
  entryPoints: { main: 'server/main.ts', migrate: 'scripts/migrate.ts', backup: 'scripts/backup.ts', restore: 'scripts/restore.ts', 'pglite-worker': 'server/db/pglite-worker.ts', 'media-worker': 'server/media/image-worker.ts' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Dynamic imports become chunks of their own (beside the entries, so their import.meta.url
  // paths hold): main.js imports the app only after tracing has started (server/telemetry.ts,
  // docs/decisions.md#tracing), and the npm packages the app imports, node-postgres among them,
  // must be imported by the app's chunk then, not hoisted to the top of main.js.
  splitting: true,
  outdir,
  sourcemap: true,
  logLevel: 'warning',
});
rmSync(`${outdir}/migrations`, { recursive: true, force: true });
cpSync('server/db/migrations', `${outdir}/migrations`, { recursive: true });
console.log(`Server bundled: ${outdir}/main.js, ${outdir}/migrate.js, ${outdir}/backup.js, ${outdir}/restore.js, ${outdir}/pglite-worker.js, ${outdir}/media-worker.js`);
