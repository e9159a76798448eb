/**
 * API error reasons in the caller's language (docs/decisions.md#api-language).
 *
 * The API words every reason in English from a translation key of `locales/<lng>/admin.json`:
 * a definition's rule message, a `*.validation.*` / `*.errors.*` key of the forms, or an
 * `apiErrors.*` key for reasons only the server gives ({@link apiText}). Before an error answer
 * leaves, {@link localizeErrorBody} recognises each English reason by the key whose English text
 * says it (the `{{placeholders}}` read back from the text) and words it with the same key in the
 * language of the request's `Accept-Language` ({@link requestLanguage}: the seven languages,
 * English fallback). A reason no key says (free text of a routes file) stays English. The
 * machine fields (`message`, `field`) are never changed: clients compare `message` with known
 * constants (an invalid reset link, an invalid invitation).
 */
import { createInstance, type TFunction } from 'i18next';
import en from '../../locales/en/admin.json';
import es from '../../locales/es/admin.json';
import it from '../../locales/it/admin.json';
import nl from '../../locales/nl/admin.json';
import ru from '../../locales/ru/admin.json';
import sr from '../../locales/sr/admin.json';
import zh from '../../locales/zh/admin.json';
import type { ErrorBody } from '../../src/shared/api';
import { API_REASON_KEYS } from '../../src/shared/apiReasons';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, isSupportedLanguage, type LanguageCode } from '../../src/shared/languages';
import { interpolate } from '../../src/shared/resource';

type Tree = { [key: string]: string | Tree };

const RESOURCES: Record<LanguageCode, Tree> = { en, sr, it, zh, es, ru, nl };

const i18n = createInstance();
void i18n.init({
  initAsync: false,
  resources: Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, { admin: RESOURCES[lng] }])),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGE_CODES],
  ns: ['admin'],
  defaultNS: 'admin',
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

/** The English text of an admin-namespace key; throws for a missing key (a programming error). */
function englishTemplate(key: string): string {
  let node: string | Tree | undefined = en;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No English text for ${key} in locales/en/admin.json`);
  return node;
}

/** The English text of `key` (locales/en/admin.json) with `values` filled in: how the API words a reason. */
export function apiText(key: string, values: Readonly<Record<string, string | number>> = {}): string {
  return interpolate(englishTemplate(key), values);
}

/** `key` in `lng` with `values` (English where `lng` has no text for it). */
export function translate(key: string, lng: LanguageCode, values: Readonly<Record<string, string | number>> = {}): string {
  return (i18n.getFixedT(lng, 'admin') as TFunction)(key, { ...values, interpolation: { escapeValue: false } });
}

/**
 * The language of `Accept-Language` (RFC 9110 §12.5.4): the supported language with the highest
 * weight, matched on the primary subtag (`sr-Latn-RS` → `sr`); English when none is supported.
 */
export function requestLanguage(header: string | readonly string[] | undefined): LanguageCode {
  const text = typeof header === 'string' ? header : (header ?? []).join(',');
  let best: { lng: LanguageCode; q: number } | undefined;
  for (const part of text.split(',')) {
    const [tag, ...parameters] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isSupportedLanguage(primary)) continue;
    const weight = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = weight ? Number(weight.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lng: primary, q };
  }
  return best?.lng ?? DEFAULT_LANGUAGE;
}

/** A key whose English text has placeholders, as a pattern over a worded reason. */
interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
  /** Letters outside the placeholders: the most specific template wins. */
  literal: number;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)(?:\s*,[^}]*)?\s*\}\}/g;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A template with fewer literal letters ("{{resource}}: {{action}}") would read meaning into any text. */
const MIN_LITERAL_LETTERS = 8;

/** Whether the key is one the API words reasons with. */
const isReasonKey = (key: string) => !key.startsWith('ra.') && (key.startsWith('apiErrors.') || /\.(validation|errors)\./.test(key));

function reasonIndex(): { exact: Map<string, string>; templates: Template[] } {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  const add = (key: string, text: string) => {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
      return;
    }
    const literals = text.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
    const literal = literals.join('').replace(/[^\p{L}]/gu, '').length;
    if (literal < MIN_LITERAL_LETTERS) return;
    const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    templates.push({ key, names, literal, pattern: new RegExp(`^${literals.map(escape).join('(.+?)')}$`, 's') });
  };
  const walk = (node: Tree, path: string) => {
    for (const [name, child] of Object.entries(node)) {
      const key = path ? `${path}.${name}` : name;
      if (typeof child === 'string') {
        if (isReasonKey(key) && !PLURAL_SUFFIX.test(name)) add(key, child);
      } else walk(child, key);
    }
  };
  walk(en, '');
  // Reasons the API words otherwise than the form's text (the account routes).
  for (const [reason, key] of Object.entries(API_REASON_KEYS)) exact.set(reason, key);
  templates.sort((a, b) => b.literal - a.literal);
  return { exact, templates };
}

const INDEX = reasonIndex();

/** The key and values that word `reason` in English, or undefined when no key says it. */
export function reasonSource(reason: string): { key: string; values: Record<string, string> } | undefined {
  const key = INDEX.exact.get(reason);
  if (key) return { key, values: {} };
  for (const template of INDEX.templates) {
    const match = template.pattern.exec(reason);
    if (!match) continue;
    const values: Record<string, string> = {};
    const consistent = template.names.every((name, index) => {
      const value = match[index + 1];
      if (name in values && values[name] !== value) return false;
      values[name] = value;
      return true;
    });
    if (consistent) return { key: template.key, values };
  }
  return undefined;
}

/** `reason` (English, as the API words it) in `lng`; unchanged when no key says it. */
export function localizeReason(reason: string, lng: LanguageCode): string {
  if (lng === DEFAULT_LANGUAGE) return reason;
  const source = reasonSource(reason);
  return source ? translate(source.key, lng, source.values) : reason;
}

/**
 * An error body with its reasons in `lng`: each `errors[].reason`, and `reason` (the joined
 * reasons when it is their join, else on its own). `message` and `field` stay as they are.
 */
export function localizeErrorBody<B extends ErrorBody>(body: B, lng: LanguageCode): B {
  if (lng === DEFAULT_LANGUAGE) return body;
  const errors = body.errors?.map((error) => ({ ...error, reason: localizeReason(error.reason, lng) }));
  const joined = body.errors?.map((error) => error.reason).join('; ');
  const reason =
    body.reason === undefined ? undefined : errors && body.reason === joined ? errors.map((error) => error.reason).join('; ') : localizeReason(body.reason, lng);
  return { ...body, ...(reason !== undefined ? { reason } : {}), ...(errors ? { errors } : {}) };
}
