/**
 * i18next for the public site's unit tests: a fresh instance per render, loaded synchronously
 * from locales/<lng>/<ns>.json (the app's http-backend instance is not used in unit tests),
 * English as fallback, like the browser app's defaults.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type Resource } from 'i18next';

const LOCALES = join(__dirname, '../../../locales');

/** locales/<lng>/<ns>.json parsed. */
export const locale = (lng: string, ns: string) => JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8'));

/** The files of `namespaces` that exist for `lng`, as i18next resources. */
function resourcesOf(lng: string, namespaces: string[]): Resource[string] {
  const present = namespaces.filter((ns) => existsSync(join(LOCALES, lng, `${ns}.json`)));
  return Object.fromEntries(present.map((ns) => [ns, locale(lng, ns)]));
}

/** A fresh, initialised i18next instance in `lng` holding `namespaces` (default `common`). */
export function createTestI18n(lng: string, namespaces: string[]) {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en',
    resources: { en: resourcesOf('en', namespaces), ...(lng === 'en' ? {} : { [lng]: resourcesOf(lng, namespaces) }) },
    ns: namespaces,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
