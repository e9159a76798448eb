/**
 * Renders one of the site's account pages (sign-in, accept invitation, confirm email) as a
 * visitor reaches it at `path`: a router, an i18next instance of its own fed from
 * locales/<lng>/{common,site,account}.json, and the site's toast host.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../../../../src/site/toast';
import { createTestI18n } from '../../support/i18n';

/** Renders `ui` at `path` (its pathname matched with or without a language prefix) in `lng`. */
export function renderAccountPage(ui: ReactElement, { path, lng = 'en' }: { path: string; lng?: string }) {
  const i18n = createTestI18n(lng, ['common', 'site', 'account']);
  const pathname = path.split('?')[0].replace(/^\/[a-z]{2}(?=\/)/, '');
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pathname} element={ui} />
          <Route path={`/:lng${pathname}`} element={ui} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </I18nextProvider>,
  );
}
