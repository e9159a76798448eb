/**
 * API error reasons in the caller's language (docs/decisions.md#api-language).
 *
 * A reason is made where the server refuses something, from a translation key of
 * `locales/<lng>/admin.json` and its values ({@link keyed}: a definition's rule message, a
 * named validator's key, a form's `*.validation.*` / `*.errors.*` key, or an `apiErrors.*` key
 * for reasons only the server gives). It carries its English wording (`reason`, what an answer
 * without `Accept-Language` says) beside the key and values. Before an error answer leaves,
 * {@link localizeErrorBody} words each keyed reason with its key in the language of the request's
 * `Accept-Language` ({@link requestLanguage}: the seven languages, English fallback) and drops
 * the keys. A reason without a key (free text of a routes file) stays as written. The machine
 * fields (`message`, `field`) are never changed: clients compare `message` with known constants
 * (an invalid reset link, an invalid invitation).
 *
 * A schema's failure message carries its reason the same way ({@link schemaMessage}): the
 * English text as `x-error-message` (the OpenAPI text) and the key and values under a symbol
 * that the validation error formatter reads back (server/plugins/validation.ts).
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

/** Interpolation values of a reason's key (`{{min}}`, `{{field}}`, …). */
export type ReasonValues = Readonly<Record<string, string | number>>;

/**
 * A reason as the API gives it: `reason` in English, and the translation key and values it is
 * worded from; a free-text reason (no key) is answered as written in every language.
 */
export interface Reason {
  reason: string;
  key?: string;
  values?: ReasonValues;
}

/** A reason worded from a key. */
export type KeyedReason = Reason & { key: string };

/** An error body as the server builds it: {@link ErrorBody} whose reasons may carry their keys. */
export interface KeyedErrorBody {
  message: string;
  reason?: string;
  key?: string;
  values?: ReasonValues;
  errors?: (Reason & { field?: string })[];
}

/** The English text of an admin-namespace key; throws for a missing key (a programming error). */
function englishTemplate(key: string): string {
  let node: string | Tree | undefined = en;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No English text for ${key} in locales/en/admin.json`);
  return node;
}

/**
 * The English text of `key` (locales/en/admin.json) with `values` filled in. Throws for a key
 * with no English text (a programming error).
 */
export function englishText(key: string, values: Readonly<Record<string, unknown>> = {}): string {
  return interpolate(englishTemplate(key), values);
}

/**
 * The reason worded from `key` with `values`: its English text, the key and the values. Throws
 * for a key with no English text (a programming error).
 */
export function keyed(key: string, values: ReasonValues = {}): KeyedReason {
  return { reason: englishText(key, values), key, ...(Object.keys(values).length ? { values } : {}) };
}

/** `key` in `lng` with `values` (English where `lng` has no text for it). */
export function translate(key: string, lng: LanguageCode, values: ReasonValues = {}): string {
  return (i18n.getFixedT(lng, 'admin') as TFunction)(key, { ...values, interpolation: { escapeValue: false } });
}

/** `reason` in `lng`: its key's text there, or its English (and free) text as written. */
export function wordReason(reason: Reason, lng: LanguageCode): string {
  return reason.key === undefined || lng === DEFAULT_LANGUAGE ? reason.reason : translate(reason.key, lng, reason.values);
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

/**
 * The answer's body: each `errors[].reason` worded in `lng` by its key, and `reason` by its own
 * key, else the joined reasons when it is their join, else as written. Keys and values are
 * left out; `message` and `field` stay as they are.
 */
export function localizeErrorBody(body: KeyedErrorBody, lng: LanguageCode): ErrorBody {
  const errors = body.errors?.map((error) => ({ ...(error.field !== undefined ? { field: error.field } : {}), reason: wordReason(error, lng) }));
  let reason = body.reason;
  if (reason !== undefined) {
    if (body.key !== undefined) reason = wordReason({ reason, key: body.key, values: body.values }, lng);
    else if (errors && body.errors && reason === body.errors.map((error) => error.reason).join('; ')) reason = errors.map((error) => error.reason).join('; ');
  }
  return { message: body.message, ...(reason !== undefined ? { reason } : {}), ...(errors ? { errors } : {}) };
}

/** Where a schema keeps the key and values of its `x-error-message` (a symbol: no OpenAPI text). */
const SCHEMA_REASON = Symbol.for('danube.reason');

/**
 * Schema options of a failure message (spread into a TypeBox schema's options): the English text
 * as `x-error-message`, and for a keyed reason its key and values, which
 * {@link schemaReason} reads back so that the 422 is worded in the caller's language.
 */
export function schemaMessage(reason: Reason | string): Record<string | symbol, unknown> {
  const given = typeof reason === 'string' ? { reason } : reason;
  return { 'x-error-message': given.reason, ...(given.key !== undefined ? { [SCHEMA_REASON]: given } : {}) };
}

/** The failure message of a (sub)schema made with {@link schemaMessage} (or a bare `x-error-message`), if any. */
export function schemaReason(node: unknown): Reason | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const message = (node as Record<string, unknown>)['x-error-message'];
  if (typeof message !== 'string') return undefined;
  const given = (node as Record<symbol, unknown>)[SCHEMA_REASON] as Reason | undefined;
  return given && given.reason === message ? given : { reason: message };
}
