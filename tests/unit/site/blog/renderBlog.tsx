/**
 * Renders the blog pages as a visitor would reach them: the registered routes (with and
 * without a language prefix) in a MemoryRouter, an i18next instance loaded synchronously from
 * locales/<lng>/{common,site,blog}.json, and optional initial data (as a prerendered page has).
 */
import { afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../support/i18n';
import { InitialDataContext, type InitialData } from '../../../../src/site/data/initialData';
import BlogListPage from '../../../../src/site/pages/blog/BlogListPage';
import BlogPostPage from '../../../../src/site/pages/blog/BlogPostPage';

afterEach(() => cleanup());

const NAMESPACES = ['common', 'site', 'blog'];

/** Renders the blog at `path` (e.g. `/blog?page=2`, `/sr/blog/some-slug`). */
export function renderBlog(path: string, { lng = 'en', initialData = {} }: { lng?: string; initialData?: InitialData } = {}) {
  return render(
    <I18nextProvider i18n={createTestI18n(lng, NAMESPACES)}>
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
