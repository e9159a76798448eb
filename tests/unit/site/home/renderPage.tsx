/**
 * Renders a public page component as a visitor would reach it at `path`: inside a router and an
 * i18next instance of its own, loaded synchronously from locales/<lng>/{common,home,company}.json (the
 * app's http-backend instance is not used in unit tests). Missing keys fall back to English.
 */
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { InitialDataContext, type InitialData } from '../../../../src/site/data/initialData';
import { createTestI18n } from '../../support/i18n';

// Vitest runs without globals here, so Testing Library cannot unmount between tests by itself.
afterEach(() => cleanup());

/** Namespaces the home and company pages read (`common` through usePageMeta). */
const NAMESPACES = ['common', 'home', 'company'];

/** Renders `ui` at `path` (e.g. `/` or `/sr`) in `lng`, with the page's embedded `initialData` (a server-rendered page's). */
export function renderPage(ui: ReactElement, { path = '/', lng = 'en', initialData = {} }: { path?: string; lng?: string; initialData?: InitialData } = {}) {
  const i18n = createTestI18n(lng, NAMESPACES);
  return render(
    <I18nextProvider i18n={i18n}>
      <InitialDataContext.Provider value={initialData}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </InitialDataContext.Provider>
    </I18nextProvider>,
  );
}
