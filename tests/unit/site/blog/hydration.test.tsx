/**
 * The prerender → hydration contract of the blog pages: rendered on the "server" with the
 * initial data, then hydrated in the browser with the same record, React reuses every node and
 * reports no recoverable error (a mismatch would make it re-render the page).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { contentBlogRecords } from '../../support/blogRecords';
import { BLOG_PAGE_SIZE, blogListFrom, blogListKey, blogPostFrom, blogPostKey } from '../../../../src/shared/blog';
import { InitialDataContext, type InitialData } from '../../../../src/site/data/initialData';
import BlogListPage from '../../../../src/site/pages/blog/BlogListPage';
import BlogPostPage from '../../../../src/site/pages/blog/BlogPostPage';
import { createTestI18n } from '../../support/i18n';

const records = contentBlogRecords();
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function app(path: string, lng: string, initialData: InitialData) {
  const i18n = createTestI18n(lng, ['common', 'site', 'blog']);
  return (
    <I18nextProvider i18n={i18n}>
      <InitialDataContext.Provider value={initialData}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/blog" element={<BlogListPage />} />
            <Route path="/:lng/blog" element={<BlogListPage />} />
            <Route path="/:lng/blog/:id" element={<BlogPostPage />} />
          </Routes>
        </MemoryRouter>
      </InitialDataContext.Provider>
    </I18nextProvider>
  );
}

/** Prerenders `serverPath`, hydrates it at `browserPath`; returns the recoverable errors and whether the nodes survived. */
async function prerenderAndHydrate(serverPath: string, browserPath: string, lng: string, initialData: InitialData) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app(serverPath, lng, initialData));
  document.body.appendChild(container);
  const serverNodes = [...container.querySelectorAll('h1, h2, a, time')];
  expect(serverNodes.length).toBeGreaterThan(3);
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, app(browserPath, lng, initialData), { onRecoverableError: recoverable });
  });
  return { container, recoverable, kept: serverNodes.every((node) => node.isConnected) };
}

describe('blog hydration', () => {
  it('hydrates the prerendered list without a mismatch', async () => {
    const initialData = { [blogListKey('zh', 1)]: blogListFrom(records, 'zh', 1, BLOG_PAGE_SIZE) };
    const { recoverable, kept } = await prerenderAndHydrate('/zh/blog', '/zh/blog', 'zh', initialData);
    expect(recoverable).not.toHaveBeenCalled();
    expect(kept).toBe(true);
  });

  it('hydrates the prerendered article without a mismatch', async () => {
    const slug = records[0].slug;
    const initialData = { [blogPostKey('sr', slug)]: blogPostFrom(records, slug, 'sr') };
    const { recoverable, kept } = await prerenderAndHydrate(`/sr/blog/${slug}`, `/sr/blog/${slug}`, 'sr', initialData);
    expect(recoverable).not.toHaveBeenCalled();
    expect(kept).toBe(true);
  });

  it('hydrates /blog?page=2 on the markup the server rendered for page 2, with page 2 in it', async () => {
    const page2 = blogListFrom(records, 'en', 2, BLOG_PAGE_SIZE);
    expect(page2.items.length).toBeGreaterThan(0);
    const fetch = vi.fn(async () => new Response(JSON.stringify(page2)));
    vi.stubGlobal('fetch', fetch);
    const initialData = { [blogListKey('en', 2)]: page2 };
    const { container, recoverable, kept } = await prerenderAndHydrate('/blog?page=2', '/blog?page=2', 'en', initialData);
    expect(recoverable).not.toHaveBeenCalled();
    expect(kept).toBe(true);
    expect([...container.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual(page2.items.map((i) => i.title));
    expect(fetch).not.toHaveBeenCalled();
  });
});
