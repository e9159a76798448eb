/**
 * The one i18next instance of the browser app (site and admin share it).
 *
 * - Translations come from `/locales/{lng}/{ns}.json` through i18next-http-backend; i18next's
 *   defaults already are docs/requirements.md#r9's loading numbers (10 parallel reads, 5 retries, 350 ms
 *   doubling), set explicitly here so they stay so. 4xx is not retried, 5xx/network is.
 * - Namespaces (docs/architecture.md): `common` (shell), `site` (public pages), `admin` (back office).
 * - Detection order of docs/requirements.md#r9 (query `lng`, cookie, localStorage, sessionStorage, navigator,
 *   html tag; cached in localStorage) applies in the admin. Public pages take the language from
 *   the URL prefix (docs/requirements.md#r2), because English has no prefix and the path detector would read
 *   `about` from `/about`.
 */
import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, currentLanguage } from '../shared/languages';
import { isAdminPath } from '../shared/paths';

const isBrowser = typeof window !== 'undefined';
const pathname = isBrowser ? window.location.pathname : '/';
const isAdminPage = isAdminPath(pathname);

/** Namespaces the current face needs first; others load on demand. */
export const INITIAL_NAMESPACES = isAdminPage ? ['common', 'admin'] : ['common', 'site', 'home'];

/** Resolves once the initial namespaces of the initial language are loaded (or failed). */
export const i18nReady = i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    // Public pages: the URL decides (docs/requirements.md#r2). Admin: the detector decides (docs/requirements.md#r9).
    lng: isAdminPage ? undefined : currentLanguage(pathname, null),
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
    backend: { loadPath: `/locales/{{lng}}/{{ns}}.json${__LOCALES_VERSION__ ? `?v=${__LOCALES_VERSION__}` : ''}` },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      caches: ['localStorage'],
    },
    returnEmptyString: false,
  });

export default i18n;
