/**
 * The site's own country flags (docs/requirements.md#r1: the flags come from an external service;
 * these are shown only when it does not answer, src/site/sections/clients/CountryFlag.tsx):
 * copies the 3:2 SVG flag of every sample client's country, and no other, from the
 * `country-flag-icons` package (MIT) to `public/flags/<code>.svg`, with its licence. Re-run after
 * adding a sample client or updating the package:
 *
 *   npx tsx scripts/flags.ts
 *
 * A unit test (tests/unit/site/home/flagFiles.test.ts) fails while the folder and the clients disagree.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SAMPLE_CLIENTS } from '../src/site/sections/clients/sampleClients';

const OUT = 'public/flags';
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('country-flag-icons/package.json'));
const { version } = require('country-flag-icons/package.json') as { version: string };

const codes = [...new Set(SAMPLE_CLIENTS.map((client) => client.countryCode.toUpperCase()))].sort();
mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(OUT)) if (file.endsWith('.svg')) rmSync(join(OUT, file));
for (const code of codes) copyFileSync(join(packageDir, '3x2', `${code}.svg`), join(OUT, `${code.toLowerCase()}.svg`));
writeFileSync(
  join(OUT, 'LICENSE.md'),
  `# Country flags

The SVG flags in this folder (${codes.map((code) => `\`${code.toLowerCase()}.svg\``).join(', ')}) are copied unchanged
from the npm package \`country-flag-icons\` ${version} (folder \`3x2\`) by \`scripts/flags.ts\`. The site
shows them only when the external flag image service does not answer.

${readFileSync(join(packageDir, 'LICENSE'), 'utf8').trimEnd()}
`,
);
console.log(`public/flags: ${codes.join(', ')} from country-flag-icons ${version}`);

