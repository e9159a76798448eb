/**
 * Renders the blog pages as a visitor would reach them: the registered routes (with and
 * without a language prefix) in a MemoryRouter, an i18next instance loaded synchronously from
 * locales/<lng>/{common,site,blog}.json, and optional initial data (as a prerendered page has).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { InitialDataContext, type InitialData } from '../../../../src/site/data/initialData';
import BlogListPage from '../../../../src/site/pages/blog/BlogListPage';
import BlogPostPage from '../../../../src/site/pages/blog/BlogPostPage';

afterEach(() => cleanup());

const LOCALES = join(__dirname, '../../../../locales');
const NAMESPACES = ['common', 'site', 'blog'];

/** locales/<lng>/<ns>.json parsed. */
export const locale = (lng: string, ns: string) => JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8'));

function createI18n(lng: string) {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    [...new Set(['en', lng])].map((code) => [code, Object.fromEntries(NAMESPACES.map((ns) => [ns, locale(code, ns)]))]),
  );
  void instance.init({
    lng,
    fallbackLng: 'en',
    resources,
    ns: NAMESPACES,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Renders the blog at `path` (e.g. `/blog?page=2`, `/sr/blog/some-slug`). */
export function renderBlog(path: string, { lng = 'en', initialData = {} }: { lng?: string; initialData?: InitialData } = {}) {
  return render(
    <I18nextProvider i18n={createI18n(lng)}>
      <InitialDataContext.Provider value={initialData}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/blog" element={<BlogListPage />} />
            <Route path="/blog/:id" element={<BlogPostPage />} />
            <Route path="/:lng/blog" element={<BlogListPage />} />
            <Route path="/:lng/blog/:id" element={<BlogPostPage />} />
          </Routes>
        </MemoryRouter>
      </InitialDataContext.Provider>
    </I18nextProvider>,
  );
}
