/**
 * `npm start` step: builds the browser app (vite build → dist/client) when it is missing,
 * incomplete (no prerendered/site.json: a build from before it existed) or older than its
 * sources (src/, index.html, public/, locales/ and content/ — both are prerendered —, the
 * prerender scripts, vite.config.ts). Exits non-zero if the build fails. `npm run serve`
 * (production) never builds: see scripts/check-build.mjs.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const output = 'dist/client/index.html';
const manifest = 'dist/client/prerendered/site.json';

/** Newest modification time (ms) under `path`, files and folders included. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const sourcesTime = Math.max(...['src', 'index.html', 'admin.html', 'public', 'locales', 'content', 'scripts/prerender.ts', 'server/publishing/page-document.ts', 'src/shared/siteManifest.ts', 'vite.config.ts', 'package.json'].map(newest));
const builtTime = existsSync(output) && existsSync(manifest) ? statSync(output).mtimeMs : 0;

if (builtTime >= sourcesTime) {
  console.log('Browser build is up to date (dist/client).');
} else {
  console.log(builtTime ? 'Sources changed: rebuilding the browser app...' : 'Building the browser app (first start)...');
  // NODE_ENV=production whatever the caller's (vitest sets 'test', which would bundle React's
  // development build).
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
