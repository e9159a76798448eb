/**
 * `npm run serve` step: refuses to start when the build is missing (production never builds at
 * start: run `npm run build` first, e.g. in the image's build stage). Exits 1 with a message
 * when dist/client lacks index.html, admin.html or the prerendered site's manifest, or when the
 * compiled server (dist/server/main.js) is missing.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const clientDir = resolve(process.env.CLIENT_DIR || 'dist/client');
const required = ['index.html', 'admin.html', join('prerendered', 'site.json')];
const missing = required.filter((file) => !existsSync(join(clientDir, file)));
if (!existsSync('dist/server/main.js')) missing.push('dist/server/main.js');
if (missing.length > 0) {
  console.error(`No complete build (${clientDir}, dist/server) (missing ${missing.join(', ')}): run \`npm run build\` first.`);
  process.exit(1);
}
