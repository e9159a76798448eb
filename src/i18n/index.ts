/**
 * The one i18next instance of the browser app (site and admin share it).
 *
 * - Translations come from `/locales/{lng}/{ns}.json` through i18next-fetch-backend (a fifth of
 *   i18next-http-backend's size, which the back office's first download needed;
 *   docs/decisions.md#admin-bundle); i18next's defaults already are docs/requirements.md#r9's
 *   loading numbers (10 parallel reads, 5 retries, 350 ms doubling), set explicitly here so they
 *   stay so. 4xx is not retried, 5xx is, and so is a request that got no answer
 *   (./preload.ts's `translationFetch`).
 * - Namespaces (docs/architecture.md): `common` (shell), `site` (public pages), `admin` (back office).
 * - Detection order of docs/requirements.md#r9 (query `lng`, cookie, localStorage, sessionStorage, navigator,
 *   html tag) applies in the admin: admin.html's inline script detects it (./preload.ts) and has
 *   already requested the admin's translations, which the backend takes instead of asking again
 *   (docs/decisions.md#admin-bundle). Public pages take the language from the URL prefix
 *   (docs/requirements.md#r2), because English has no prefix and a path detector would read
 *   `about` from `/about`. Either way the language in use is kept in localStorage (`i18nextLng`),
 *   where the admin's detection and the site's first-visit detection (./detection.ts) read it.
 */
import i18n from 'i18next';
import FetchBackend from 'i18next-fetch-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, currentLanguage } from '../shared/languages';
import { isAdminPath } from '../shared/paths';
import { DETECTED_LANGUAGE_KEY } from './detection';
import { adminTranslationPreload, detectAdminLanguage, translationFetch, translationLoadPath } from './preload';

const isBrowser = typeof window !== 'undefined';
const pathname = isBrowser ? window.location.pathname : '/';
const isAdminPage = isAdminPath(pathname);

/** Namespaces the current face needs first; others load on demand. */
export const INITIAL_NAMESPACES = isAdminPage ? ['common', 'admin'] : ['common', 'site', 'home'];

/** The admin's language: the inline script's detection, or the same detection now. */
function adminLanguage(): string {
  return adminTranslationPreload()?.lng ?? (isBrowser ? detectAdminLanguage(LANGUAGE_CODES, DEFAULT_LANGUAGE) : DEFAULT_LANGUAGE);
}

/** The language in use, kept for the next visit (the key and the `cimode` exception of i18next's detector). */
i18n.on('languageChanged', (lng) => {
  if (!isBrowser || lng === 'cimode') return;
  try {
    window.localStorage.setItem(DETECTED_LANGUAGE_KEY, lng);
  } catch {
    // Storage may be blocked: the language is detected again next time.
  }
});

/** Resolves once the initial namespaces of the initial language are loaded (or failed). */
export const i18nReady = i18n
  .use(FetchBackend)
  .use(initReactI18next)
  .init({
    // Public pages: the URL decides (docs/requirements.md#r2). Admin: the detection of docs/requirements.md#r9.
    lng: isAdminPage ? adminLanguage() : currentLanguage(pathname, null),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGE_CODES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    ns: INITIAL_NAMESPACES,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    // The build's translation hash makes these URLs immutable (cached for a year by the server).
    backend: {
      loadPath: translationLoadPath(__LOCALES_VERSION__),
      // The admin page's translations already requested by its inline script, each taken once.
      fetch: translationFetch,
    },
    returnEmptyString: false,
  });

export default i18n;
