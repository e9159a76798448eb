/**
 * Renders a public page component as a visitor would reach it at `path`: inside a router and an
 * i18next instance of its own, loaded synchronously from locales/<lng>/{common,home,company}.json (the
 * app's http-backend instance is not used in unit tests). Missing keys fall back to English.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import i18next, { type Resource } from 'i18next';

// Vitest runs without globals here, so Testing Library cannot unmount between tests by itself.
afterEach(() => cleanup());

const LOCALES = join(__dirname, '../../../../locales');

/** Namespaces the home and company pages read (`common` through usePageMeta). */
const NAMESPACES = ['common', 'home', 'company'];

/**
 * The namespace files of `lng` that exist, as i18next resources. Only the namespaces under test
 * are read, so a namespace another page is still writing cannot break these tests.
 */
function resourcesOf(lng: string): Resource[string] {
  const present = NAMESPACES.filter((ns) => existsSync(join(LOCALES, lng, `${ns}.json`)));
  return Object.fromEntries(present.map((ns) => [ns, JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8'))]));
}

/** A fresh i18next instance in `lng` with English as fallback. */
export function createTestI18n(lng = 'en') {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en',
    resources: { en: resourcesOf('en'), ...(lng === 'en' ? {} : { [lng]: resourcesOf(lng) }) },
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Renders `ui` at `path` (e.g. `/` or `/sr`) in `lng`. */
export function renderPage(ui: ReactElement, { path = '/', lng = 'en' }: { path?: string; lng?: string } = {}) {
  const i18n = createTestI18n(lng);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}
