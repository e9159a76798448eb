/**
 * The public site's fallbacks and closing calls to action, in a real browser on the built site:
 * - the home page's client flags come from the flag service; when it is blocked or never
 *   answers, each shows the site's own SVG flag (/flags/<code>.svg), never an empty box, and the
 *   client names keep to two lines at 1440 and 390 px;
 * - a product page ends with the contact call to action;
 * - an article ends with related articles in its language (tags first, then the newest, never
 *   itself), in the server-rendered HTML and after hydration, and a contact call to action.
 * Tags given to seeded articles here are taken away again at the end.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { contentBlogRecords } from '../unit/support/blogRecords';
import { blogPostFrom, type BlogPost } from '../../src/shared/blog';
import { SAMPLE_CLIENTS } from '../../src/site/sections/clients/sampleClients';
import { launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
const json = (lng: string, ns: string) => JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8'));
const records = contentBlogRecords();
const codes = SAMPLE_CLIENTS.map((client) => client.countryCode);

let browser: Browser;
let bearer: string;
const tagged: number[] = [];

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

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${baseURL}/api/1.0/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  bearer = ((await response.json()) as { bearer_token: string }).bearer_token;
});

afterAll(async () => {
  for (const id of tagged) await api('PUT', `/articles/${id}`, { tags: [] }).catch(() => undefined);
  await browser?.close();
});

/** What each client's flag shows: where it comes from, its address and whether it has pixels. */
async function flags(page: Page) {
  return page.locator('[data-testid^="flag-"]').evaluateAll((boxes) =>
    boxes.map((box) => {
      const img = box.querySelector('img');
      return { source: box.getAttribute('data-flag-source'), src: img?.getAttribute('src') ?? null, loaded: !!img && img.complete && img.naturalWidth > 0, text: box.textContent };
    }),
  );
}

/** The number of lines each client name (h3 of the cards) takes. */
async function nameLines(page: Page) {
  return page.locator('#clients article h3').evaluateAll((headings) =>
    headings.map((heading) => Math.round(heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight))),
  );
}

describe('client flags on the home page', () => {
  for (const width of [1440, 390]) {
    it(`shows the local SVG flags when the flag service is blocked, and names on at most two lines (${width} px)`, async () => {
      const { page } = await openPage(browser, { viewport: { width, height: 900 } });
      const asked: string[] = [];
      await page.context().route('https://flagcdn.com/**', (route) => {
        asked.push(route.request().url());
        return route.abort('blockedbyclient');
      });
      await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
      await page.locator('#clients').scrollIntoViewIfNeeded();
      await expect.poll(async () => (await flags(page)).every((flag) => flag.loaded && flag.source === 'local'), { timeout: 10_000 }).toBe(true);
      expect((await flags(page)).map((flag) => flag.src)).toEqual(codes.map((code) => `/flags/${code.toLowerCase()}.svg`));
      // The service was asked first (it is the source; the SVGs are the fallback).
      expect(asked.length).toBeGreaterThan(0);
      const lines = await nameLines(page);
      expect(lines).toHaveLength(codes.length);
      expect(Math.max(...lines)).toBeLessThanOrEqual(2);
      await page.context().close();
    });
  }

  it('shows the local SVG flags when the flag service never answers', async () => {
    const { page } = await openPage(browser);
    // The requests hang: no error ever comes, as behind a firewall that drops them.
    await page.context().route('https://flagcdn.com/**', () => new Promise<void>(() => undefined));
    // The flags are lazy: nothing asks the service before they come on screen, so the page settles first.
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await page.locator('#clients').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await flags(page)).every((flag) => flag.loaded && flag.source === 'local'), { timeout: 15_000 }).toBe(true);
    await page.context().close();
  });

  it('keeps the flags of the service when it answers (no local flag asked for)', async () => {
    const { page, errors } = await openPage(browser);
    const local: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/flags/')) local.push(request.url());
    });
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await page.locator('#clients').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await flags(page)).every((flag) => flag.loaded && flag.source === 'service'), { timeout: 10_000 }).toBe(true);
    expect((await flags(page)).map((flag) => flag.src)).toEqual(codes.map((code) => `https://flagcdn.com/w80/${code.toLowerCase()}.png`));
    expect(local).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('serves only the sample clients\' flags', async () => {
    for (const code of codes) {
      const response = await fetch(`${baseURL}/flags/${code.toLowerCase()}.svg`);
      expect(response.status, code).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
    expect((await fetch(`${baseURL}/flags/fr.svg`)).status).toBe(404);
  });
});

describe('product pages', () => {
  for (const [path, lng, page] of [
    ['/products/pos', 'en', 'pos'],
    ['/sr/products/mobile-apps', 'sr', 'mobileApps'],
  ] as const) {
    it(`${path} ends with the contact call to action`, async () => {
      const { page: tab, errors } = await openPage(browser);
      await tab.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
      const cta = json(lng, 'products')[page].cta;
      const heading = tab.getByRole('heading', { level: 2, name: cta.title });
      await heading.waitFor();
      // The last section of the page.
      expect((await tab.locator('main h2').allTextContents()).at(-1)).toBe(cta.title);
      await tab.getByRole('link', { name: cta.button }).click();
      await tab.waitForURL(`${baseURL}${lng === 'en' ? '' : `/${lng}`}/contact`);
      expect(errors).toEqual([]);
      await tab.context().close();
    });
  }
});

describe('the end of an article', () => {
  const byDate = [...records.filter((record) => record.language === 'en')].sort((a, b) => Date.parse(String(a.publishedAt)) - Date.parse(String(b.publishedAt)));
  const oldest = byDate[0];

  it.each(['en', 'sr'] as const)('lists related articles in its language and a contact call to action (%s), server-rendered and hydrated', async (lng) => {
    const post = blogPostFrom(records, oldest.slug, lng)!;
    const prefix = lng === 'en' ? '' : `/${lng}`;
    const blog = json(lng, 'blog');
    // The HTML as the server rendered it (what a crawler reads).
    const html = await (await fetch(`${baseURL}${prefix}/blog/${oldest.slug}`)).text();
    expect(html).toContain(`>${blog.post.related.title}</h2>`);
    for (const item of post.related) expect(html).toContain(`href="${prefix}/blog/${item.slug}"`);

    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL}${prefix}/blog/${oldest.slug}`, { waitUntil: 'networkidle' });
    const related = page.getByRole('region', { name: blog.post.related.title });
    expect(await related.locator('article h3').allTextContents()).toEqual(post.related.map((item) => item.title));
    expect(post.related.map((item) => item.slug)).not.toContain(oldest.slug);
    expect(post.related.length).toBeGreaterThanOrEqual(2);
    await page.getByRole('link', { name: blog.post.cta.button }).click();
    await page.waitForURL(`${baseURL}${prefix}/contact`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('puts articles sharing its tags first, as soon as the tags are saved', async () => {
    const { items } = await api<{ items: { id: number; slug: string }[] }>('GET', '/articles/paged?page_size=100');
    const id = (slug: string) => items.find((item) => item.slug === slug)!.id;
    // The two oldest articles share a tag: each is the other's first related article, whatever their dates.
    const [first, second] = byDate;
    for (const slug of [first.slug, second.slug]) {
      tagged.push(id(slug));
      await api('PUT', `/articles/${id(slug)}`, { tags: ['e2e-related'] });
    }
    const answer = await api<BlogPost>('GET', `/public/blog/${first.slug}?language=en`);
    expect(answer.related[0].slug).toBe(second.slug);
    // The stored page was rendered again with the change.
    const html = await (await fetch(`${baseURL}/blog/${first.slug}`)).text();
    const links = [...html.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(links[0]).toBe(second.slug);

    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL}/blog/${second.slug}`, { waitUntil: 'networkidle' });
    const titles = await page.getByRole('region', { name: json('en', 'blog').post.related.title }).locator('article h3').allTextContents();
    expect(titles[0]).toBe(first.title);
    expect(errors).toEqual([]);
    await page.context().close();

    // Tags taken away: the newest articles again, on the stored page too.
    for (const articleId of tagged.splice(0)) await api('PUT', `/articles/${articleId}`, { tags: [] });
    const again = await (await fetch(`${baseURL}/blog/${first.slug}`)).text();
    for (const item of blogPostFrom(records, first.slug, 'en')!.related) expect(again).toContain(`href="/blog/${item.slug}"`);
  });
});
