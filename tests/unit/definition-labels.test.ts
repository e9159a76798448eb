/**
 * Every label a resource definition needs is translated (README "Adding a resource"): its name
 * in every plural form the language has (`resources.{adminName}.name_one`, `_few`, … as
 * Intl.PluralRules lists the language's categories), its name in the activity log when logged,
 * each field's label, each enum value's
 * label (enumValueLabel), each list filter's label for a resource the admin generates from its
 * definition alone (range filters' `…From`/`…To` too) and each
 * rule's message, in English and so, by tests/unit/locales.test.ts, in every language. A key
 * missing from all seven would pass a comparison of languages; it fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { adminNameOf, enumValueLabel, fieldLabelOf, rangeFilterKeys } from '../../src/shared/resource';
import { declaredResourceNames } from '../../src/resources';
import { RESOURCE_DEFINITIONS } from '../../src/shared/resources';

/** The keys of a translation file with a text, nested objects as `a.b.c` (`name_one` stays as it is). */
function rawKeysOf(lng: string): Set<string> {
  const keys = new Set<string>();
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (value && typeof value === 'object') walk(value as Record<string, unknown>, `${prefix}${key}.`);
      else if (typeof value === 'string' && value.trim()) keys.add(`${prefix}${key}`);
    }
  };
  walk(JSON.parse(readFileSync(join(__dirname, '../../locales', lng, 'admin.json'), 'utf8')) as Record<string, unknown>, '');
  return keys;
}

/** The keys of a translation file, plural suffixes folded (`name_one` → `name`). */
const foldedKeysOf = (raw: Set<string>): Set<string> => new Set([...raw].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));

/**
 * The plural forms of a resource's name a language needs: the CLDR plural categories of whole
 * counts in that language (Intl.PluralRules, the rules i18next applies): `one` and `other` in
 * English, `one`, `few` and `other` in Serbian, `one`, `few`, `many` and `other` in Russian.
 */
const pluralFormsOf = (lng: string): string[] => new Intl.PluralRules(lng).resolvedOptions().pluralCategories;

describe('labels of the resource definitions', () => {
  const raw = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, rawKeysOf(lng)]));
  const translated = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, foldedKeysOf(raw[lng])]));
  for (const definition of RESOURCE_DEFINITIONS) {
    it(`${definition.name} has every label it needs, in every language`, () => {
      const admin = adminNameOf(definition);
      const needed = [`resources.${admin}.name`];
      if (definition.logged !== false) needed.push(`resources.activity.resourceNames.${definition.name}`);
      for (const [field, spec] of Object.entries(definition.fields)) {
        if (!spec.writeOnly) needed.push(fieldLabelOf(definition, field));
        if (spec.kind === 'enum') needed.push(...(spec.values ?? []).map((value) => enumValueLabel(definition, field, value)));
        if (spec.rules?.message) needed.push(spec.rules.message);
      }
      // The generated list offers every filter of the definition; a declaration chooses its own.
      if (!declaredResourceNames.includes(definition.name)) {
        for (const filter of definition.filters ?? []) needed.push(`resources.${admin}.filters.${filter}`);
        for (const field of definition.rangeFilters ?? []) {
          const { from, to } = rangeFilterKeys(field);
          needed.push(`resources.${admin}.filters.${from}`, `resources.${admin}.filters.${to}`);
        }
      }
      const missing = Object.fromEntries(
        LANGUAGE_CODES.map((lng) => [
          lng,
          [
            ...needed.filter((key) => !translated[lng].has(key)),
            ...pluralFormsOf(lng)
              .map((form) => `resources.${admin}.name_${form}`)
              .filter((key) => !raw[lng].has(key)),
          ],
        ]),
      );
      expect(missing).toEqual(Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, []])));
    });
  }
});
