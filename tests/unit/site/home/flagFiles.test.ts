import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CLIENTS } from '../../../../src/site/sections/clients/sampleClients';

const packageDir = dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json'));

describe('local flags (public/flags, scripts/flags.ts)', () => {
  it('are exactly the sample clients\' countries, so no other flag reaches the build', () => {
    const files = readdirSync('public/flags').filter((file) => file.endsWith('.svg')).sort();
    const codes = [...new Set(SAMPLE_CLIENTS.map((client) => client.countryCode.toLowerCase()))].sort();
    expect(files).toEqual(codes.map((code) => `${code}.svg`));
  });

  it('are the package\'s 3:2 flags unchanged, with its licence', () => {
    for (const client of SAMPLE_CLIENTS) {
      const local = readFileSync(`public/flags/${client.countryCode.toLowerCase()}.svg`, 'utf8');
      expect(local).toBe(readFileSync(join(packageDir, '3x2', `${client.countryCode}.svg`), 'utf8'));
      expect(local).toMatch(/viewBox="0 0 513 342"/);
    }
    expect(readFileSync('public/flags/LICENSE.md', 'utf8')).toContain('The MIT License');
  });
});
