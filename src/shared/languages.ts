/**
 * Supported languages and the URL-prefix rules of docs/requirements.md#r2
 * English has no prefix; every other language is the first path segment (`/sr/about`).
 */

/** Language codes in the order of docs/requirements.md#r9 */
export const LANGUAGE_CODES = ['en', 'sr', 'it', 'zh', 'es', 'ru', 'nl'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Language menu entries in the order of docs/requirements.md#r2, each by its native name. */
export const LANGUAGE_MENU: readonly { code: LanguageCode; nativeName: string }[] = [
  { code: 'en', nativeName: 'English' },
  { code: 'zh', nativeName: '中文' },
  { code: 'es', nativeName: 'Español' },
  { code: 'it', nativeName: 'Italiano' },
  { code: 'sr', nativeName: 'Srpski' },
  { code: 'ru', nativeName: 'Русский' },
  { code: 'nl', nativeName: 'Nederlands' },
];

/** True when `code` is one of the seven supported languages. */
export function isSupportedLanguage(code: string | null | undefined): code is LanguageCode {
  return !!code && (LANGUAGE_CODES as readonly string[]).includes(code);
}

/** First path segment of `pathname` ('' when there is none). */
export function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

/**
 * The current language per docs/requirements.md#r2: the first path segment if supported, else the active
 * translation language if supported, else English.
 */
export function currentLanguage(pathname: string, activeLanguage?: string | null): LanguageCode {
  const segment = firstSegment(pathname);
  if (isSupportedLanguage(segment)) return segment;
  const active = activeLanguage?.split('-')[0];
  return isSupportedLanguage(active) ? active : DEFAULT_LANGUAGE;
}

/** `pathname` without a leading supported-language segment (`/sr/about` → `/about`, `/sr` → `/`). */
export function stripLanguagePrefix(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length && isSupportedLanguage(parts[0])) parts.shift();
  return '/' + parts.join('/');
}

/**
 * A public link in `lng`: English unprefixed, others `/{lng}{path}` (`/` → `/sr`).
 * `path` is an unprefixed absolute path and may carry a query or hash.
 */
export function localizePath(path: string, lng: LanguageCode): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lng === DEFAULT_LANGUAGE) return clean;
  return clean === '/' ? `/${lng}` : `/${lng}${clean}`;
}

/**
 * Target of the language menu (docs/requirements.md#r2): removes any current prefix from `pathname`, adds the
 * new one unless English, and keeps `search` and `hash`.
 */
export function switchLanguagePath(pathname: string, lng: LanguageCode, search = '', hash = ''): string {
  return localizePath(stripLanguagePrefix(pathname), lng) + search + hash;
}

/**
 * Splits a public path into its language and the unprefixed page path. A first segment that
 * looks like a language code (two letters) but is not supported yields `null`: docs/requirements.md#r2 sends
 * such paths to the root.
 */
export function parseLocalizedPath(pathname: string): { lng: LanguageCode; page: string } | null {
  const segment = firstSegment(pathname);
  if (isSupportedLanguage(segment)) return { lng: segment, page: stripLanguagePrefix(pathname) };
  if (/^[a-z]{2}$/i.test(segment)) return null;
  return { lng: DEFAULT_LANGUAGE, page: pathname || '/' };
}

/**
 * The BCP 47 locale Intl formats a language's dates and numbers with: Serbian is written in
 * Latin script here, and `sr` alone would format in Cyrillic ("23. нов"), so `sr` → `sr-Latn`;
 * other codes as they are.
 */
export function intlLocale(lng: string): string {
  return lng === 'sr' ? 'sr-Latn' : lng;
}
