/**
 * `npm run build` step after `vite build --mode admin` (docs/decisions.md#admin-bundle): the
 * script the back office's first screen (the dashboard at /admin) downloads must stay within
 * its budget. Reads the admin build's manifest (dist/client/.vite/admin-manifest.json), takes
 * admin.html's entry and, recursively, its static `imports` (never `dynamicImports`: those load
 * when a screen first opens), gzips each file once (zlib's default level, as Vite reports sizes)
 * and prints the total, the budget and their ratio. Exits 1 above the budget, or when the
 * manifest is missing.
 *
 * Usage: `node scripts/check-admin-budget.mjs [--json]`; `CLIENT_DIR` as for the server
 * (default dist/client). Sizes are in kB of 1 000 bytes, like Vite's report.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The budget in kB gz of the first screen's script (docs/decisions.md#admin-bundle, which says
 * what the first screen measures and what it leaves for later).
 */
export const BUDGET_KB = 220;

const clientDir = resolve(process.env.CLIENT_DIR || 'dist/client');
const manifestPath = join(clientDir, '.vite', 'admin-manifest.json');

/**
 * The files admin.html loads before anything renders: its entry chunk and every chunk it imports
 * statically, in load order, each once.
 */
export function firstScreenFiles(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('admin.html'));
  if (!entryKey) throw new Error('the admin manifest has no admin.html entry');
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the admin manifest lacks ${key}`);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file);
  };
  visit(entryKey);
  return files;
}

/** Gzipped size in bytes of each file (relative to `dir`). */
export function gzipSizes(dir, files) {
  return files.map((file) => {
    const bytes = readFileSync(join(dir, file));
    return { file, bytes: bytes.length, gzip: gzipSync(bytes).length };
  });
}

function main() {
  if (!existsSync(manifestPath)) {
    console.error(`admin budget: no ${manifestPath}; run \`vite build --mode admin\` first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizes = gzipSizes(clientDir, firstScreenFiles(manifest));
  const totalKb = sizes.reduce((sum, { gzip }) => sum + gzip, 0) / 1000;
  const ratio = totalKb / BUDGET_KB;
  const within = totalKb <= BUDGET_KB;
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ files: sizes, totalKb, budgetKb: BUDGET_KB, ratio, within }));
  } else {
    for (const { file, bytes, gzip } of sizes) console.log(`  ${file}  ${(bytes / 1000).toFixed(1)} kB, gzip ${(gzip / 1000).toFixed(1)} kB`);
    console.log(
      `admin first screen: ${totalKb.toFixed(1)} kB gz of script, budget ${BUDGET_KB} kB (${(ratio * 100).toFixed(1)} %)`,
    );
  }
  if (!within) {
    console.error(
      `admin budget exceeded: the back office's first screen loads ${totalKb.toFixed(1)} kB gz of script, over ${BUDGET_KB} kB. ` +
        'Load the new code when its screen first opens (docs/decisions.md#admin-bundle).',
    );
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
