/**
 * `inflection` as ra-core's label helpers (`useGetResourceLabel`, `getFieldLabelTranslationArgs`)
 * import it in the back office's production build (vite.config.ts, admin mode;
 * docs/decisions.md#admin-bundle). They use it for one thing: the default label passed as `_`
 * to `translate`, shown only where a translation key is missing. The library's full rule tables
 * (about 3.5 kB gz) would sit in the first screen for that; these are the English rules the
 * back office's own names need. tests/unit/admin/inflectionForLabels.test.ts checks that every
 * resource and field name of the definitions gets exactly what `inflection` gives it. The
 * screens loaded later (delete and update buttons) keep the real library.
 */

/** Words with no plural (the subset of inflection's list the back office could meet). */
const UNCOUNTABLE = new Set(['news', 'equipment', 'information', 'software', 'feedback']);

/** Irregular plurals (the subset of inflection's list the back office's names hold: a testimonial's `person`). */
const IRREGULAR: Readonly<Record<string, string>> = { person: 'people' };
const IRREGULAR_SINGULAR: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(IRREGULAR).map(([one, many]) => [many, one]));

/** `camelCase` → `camel_case` (inflection's `underscore`: `_` before each capital, no leading `_`, lower case). */
export function underscore(word: string): string {
  return word.replace(/([A-Z])/g, '_$1').replace(/^_/, '').toLowerCase();
}

/** `snake_case` → "Snake case" (inflection's `humanize`: lower case, `_id`/`_ids` dropped, first letter upper unless `lowFirstLetter`). */
export function humanize(word: string, lowFirstLetter?: boolean): string {
  const words = word.toLowerCase().replace(/(_ids|_id)$/, '').replace(/_/g, ' ');
  return lowFirstLetter ? words : words.charAt(0).toUpperCase() + words.slice(1);
}

/** English plural (the irregular ones above, then inflection's regular rules: -y after a consonant → -ies, -ss/-us/-x/-z/-ch/-sh → -es, Latin -ia/-ta kept, a plural kept). */
export function pluralize(word: string): string {
  if (UNCOUNTABLE.has(word.toLowerCase())) return word;
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (/[^aeiouy]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(ss|us|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/s$/i.test(word) || /[ti]a$/i.test(word)) return word;
  return `${word}s`;
}

/** English singular (the inverse of {@link pluralize}; Latin -ia/-ta → -ium/-tum as inflection has it). */
export function singularize(word: string): string {
  if (UNCOUNTABLE.has(word.toLowerCase())) return word;
  if (IRREGULAR_SINGULAR[word]) return IRREGULAR_SINGULAR[word];
  if (/[^aeiouy]ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|us|x|z|ch|sh)es$/i.test(word)) return word.slice(0, -2);
  if (/[ti]a$/i.test(word)) return `${word.slice(0, -1)}um`;
  if (/(ss|us)$/i.test(word)) return word;
  if (/s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** Singular when `count` is 1, else plural (inflection's `inflect`). */
export function inflect(word: string, count: number, singular?: string, plural?: string): string {
  if (Number.isNaN(count)) return word;
  return count === 1 ? (singular ?? singularize(word)) : (plural ?? pluralize(word));
}

const RULES = { underscore, humanize, pluralize, singularize } as const;

/** Applies the named rules in order (inflection's `transform`); an unknown name is skipped, as there. */
export function transform(word: string, rules: readonly string[]): string {
  return rules.reduce((result, rule) => (rule in RULES ? RULES[rule as keyof typeof RULES](result) : result), word);
}
