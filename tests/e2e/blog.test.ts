import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { contentBlogRecords } from '../unit/support/blogRecords';
import { BLOG_PAGE_SIZE, blogListFrom } from '../../src/shared/blog';
import { launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
const records = contentBlogRecords();
const newestFirst = (lng: string) => blogListFrom(records, lng, 1, 1000).items;
const notFoundTitle = (lng: string) => JSON.parse(readFileSync(`locales/${lng}/site.json`, 'utf8')).notFound.title as string;

let browser: Browser;
let bearer: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${baseURL}/api/1.0/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  bearer = ((await response.json()) as { bearer_token: string }).bearer_token;
});

/** A call of the API as the administrator; throws unless `status`. */
async function api<T = unknown>(method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const response = await fetch(`${baseURL}/api/1.0${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== status) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
afterAll(async () => {
  await browser?.close();
});

describe('blog', () => {
  it('lists the articles newest first on /blog, with no console errors', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL}/blog`, { waitUntil: 'networkidle' });
    const titles = await page.locator('article h2').allTextContents();
    expect(titles).toEqual(newestFirst('en').slice(0, BLOG_PAGE_SIZE).map((item) => item.title));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens an article from the list: its h1 is the article title', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL}/blog`, { waitUntil: 'networkidle' });
    const [first] = newestFirst('en');
    await page.getByRole('link', { name: first.title }).click();
    await page.waitForURL(`${baseURL}/blog/${first.slug}`);
    // A client-side navigation: the article's code and data load after the URL changes.
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([first.title]);
    expect(await page.title()).toContain(first.title);
    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await page.waitForURL(`${baseURL}/blog`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the later articles on /blog?page=2', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL}/blog?page=2`, { waitUntil: 'networkidle' });
    const expected = newestFirst('en').slice(BLOG_PAGE_SIZE, 2 * BLOG_PAGE_SIZE).map((item) => item.title);
    await page.getByRole('link', { name: expected[0] }).waitFor();
    expect(await page.locator('article h2').allTextContents()).toEqual(expected);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows /sr/blog/<slug> in Serbian, in the HTML the server rendered and after hydration', async () => {
    const { page, errors } = await openPage(browser);
    const article = records.find((record) => record.language === 'sr')!;
    const response = await page.goto(`${baseURL}/sr/blog/${article.slug}`, { waitUntil: 'networkidle' });
    expect(await response?.text()).toContain(`>${article.title}</h1>`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(article.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sr');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows an article published through the API, and a draft through its preview link, hydrated with no console errors', async () => {
    const stamp = randomBytes(4).toString('hex');
    const slug = `hydrated-${stamp}`;
    const title = `Published and hydrated ${stamp}`;
    const draft = `Nacrt kroz vezu ${stamp}`;
    const article = await api<{ id: number }>('POST', '/articles', {
      slug,
      translations: [
        { language: 'en', title, summary: 'Summary', body: '## Part one\n\nText with a [link](https://example.com).' },
        { language: 'sr', title: draft, summary: 'Sažetak', body: 'Tekst.' },
      ],
    }, 201);
    try {
      await api('POST', '/articles/publish', { ids: [article.id], languages: ['en'] });
      const { page, errors } = await openPage(browser);
      await page.goto(`${baseURL}/blog/${slug}`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
      expect(await page.title()).toContain(title);
      const { url } = await api<{ url: string }>('POST', `/articles/${article.id}/preview-link`, { language: 'sr' });
      await page.goto(`${baseURL}${url}`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(draft);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('sr');
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await api('DELETE', `/articles/${article.id}/soft`, undefined, 204);
    }
  });

  it('shows the not-found page for an unknown article', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseURL}/blog/no-such-article`);
    await page.getByRole('heading', { level: 1, name: notFoundTitle('en') }).waitFor();
    await page.context().close();
  });
});
