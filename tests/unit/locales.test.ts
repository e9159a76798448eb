import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/shared/languages';

const LOCALES = join(__dirname, '../../locales');

/** Flattens nested translation objects into `a.b.c` → value. */
function flatten(object: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(object)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Record<string, unknown>, `${prefix}${key}.`)) out.set(k, v);
    } else out.set(`${prefix}${key}`, value);
  }
  return out;
}

/**
 * Reads one file with plural suffixes folded (`items_one`, `items_few` → `items`): languages
 * have different plural categories (CLDR), so only the base key must match across languages.
 */
function read(lng: string, ns: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of flatten(JSON.parse(readFileSync(join(LOCALES, lng, ns), 'utf8')))) {
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
    if (!out.has(base) || key.endsWith('_other')) out.set(base, value);
  }
  return out;
}
const namespaces = readdirSync(join(LOCALES, 'en')).filter((f) => f.endsWith('.json'));

describe('translations', () => {
  it('has a folder for every supported language and nothing else', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  for (const ns of namespaces) {
    const english = read('en', ns);
    for (const lng of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      it(`${lng}/${ns} has every English key, non-empty, and no extra key`, () => {
        const other = read(lng, ns);
        const missing = [...english.keys()].filter((k) => typeof other.get(k) !== 'string' || !(other.get(k) as string).trim());
        const extra = [...other.keys()].filter((k) => !english.has(k));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });
      it(`${lng}/${ns} keeps every {{placeholder}} of English`, () => {
        const other = read(lng, ns);
        const wrong = [...english.entries()].filter(([k, v]) => {
          const want = String(v).match(/{{\s*\w+\s*}}/g)?.sort().join() ?? '';
          const got = String(other.get(k) ?? '').match(/{{\s*\w+\s*}}/g)?.sort().join() ?? '';
          return want !== got;
        }).map(([k]) => k);
        expect(wrong).toEqual([]);
      });
    }
  }
});
