/**
 * Publishing without a rebuild, on the compiled server (docs/decisions.md#publishing): an article
 * written and published through the API is served at once as server-rendered HTML to a plain
 * HTTP client (no browser headers, as curl or a crawler asks), in each language it is published
 * in, with hreflang alternates and an Open Graph image of its own, and listed in sitemap.xml; a
 * changed slug answers 301; a withdrawn article is the not-found page again and leaves the
 * sitemap; a preview link shows a draft privately (noindex, never cached), a bad token does not,
 * nor a link made before the article was renamed.
 * The articles made here are deleted at the end, so the blog's list is as the other files expect.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '../../src/shared/blog';

const baseURL = inject('baseURL');
const API = `${baseURL}/api/1.0`;
const notFoundTitle = (lng: string) => JSON.parse(readFileSync(`locales/${lng}/site.json`, 'utf8')).notFound.title as string;

let bearer: string;
const created: number[] = [];

/** A call of the API as the administrator; throws unless `status`. */
async function api<T = unknown>(method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== status) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A plain GET, as curl sends it: no Accept-Language, no cookies, redirects not followed. */
const get = (path: string) => fetch(`${baseURL}${path}`, { redirect: 'manual', headers: { accept: '*/*', 'user-agent': 'curl/8.5.0' } });

interface Article {
  id: number;
  slug: string;
}

const unique = () => randomBytes(4).toString('hex');

async function createArticle(slug: string, titles: Record<string, string>): Promise<Article> {
  const translations = Object.entries(titles).map(([language, title]) => ({
    language,
    title,
    summary: `${title}: a summary`,
    body: `## ${title}\n\nThe body of the article, **in Markdown**.`,
  }));
  const article = await api<Article>('POST', '/articles', { slug, translations }, 201);
  created.push(article.id);
  return article;
}

/** The `href` of each `<link rel="alternate" hreflang>` of a page, by language. */
function alternates(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/g)].map((match) => match[0]);
  return Object.fromEntries(
    links.flatMap((link) => {
      const lang = /hreflang="([^"]+)"/.exec(link)?.[1];
      const href = /href="([^"]+)"/.exec(link)?.[1];
      return lang && href ? [[lang, new URL(href).pathname]] : [];
    }),
  );
}

/**
 * Retries `check` until it passes or `ms` have passed: what depends on a change (the lists,
 * sitemap.xml, Open Graph images) is rendered by the render queue after the change has answered
 * (docs/decisions.md#render-queue), within a second or two here.
 */
async function eventually(check: () => Promise<void>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

const sitemap = async () => {
  const response = await get('/sitemap.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/xml/);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
};

beforeAll(async () => {
  const response = await fetch(`${API}/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  expect(response.status).toBe(200);
  bearer = ((await response.json()) as { bearer_token: string }).bearer_token;
});

afterAll(async () => {
  for (const id of created) await api('DELETE', `/articles/${id}/soft`, undefined, 204).catch(() => undefined);
});

describe('a published article', () => {
  const stamp = unique();
  const slug = `published-now-${stamp}`;
  const renamed = `renamed-later-${stamp}`;
  const english = `Published without a rebuild ${stamp}`;
  const serbian = `Objavljeno bez ponovne izgradnje ${stamp}`;
  let article: Article;

  beforeAll(async () => {
    article = await createArticle(slug, { en: english, sr: serbian });
    await api('POST', '/articles/publish', { ids: [article.id] });
  });

  it('is served as HTML in English and Serbian with its title, hreflang alternates and an Open Graph image', async () => {
    for (const [path, title, lang] of [
      [`/blog/${slug}`, english, 'en'],
      [`/sr/blog/${slug}`, serbian, 'sr'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(`>${title}</h1>`);
      expect(html).toMatch(new RegExp(`<title>[^<]*${title}`));
      expect(alternates(html)).toMatchObject({ en: `/blog/${slug}`, sr: `/sr/blog/${slug}`, 'x-default': `/blog/${slug}` });
      expect(Object.keys(alternates(html)).sort()).toEqual(['en', 'sr', 'x-default']);
      const ogImage = /<meta\s+property="og:image"\s+content="([^"]+)"/.exec(html)?.[1];
      expect(ogImage, 'og:image').toBeDefined();
      expect(new URL(ogImage!).pathname).toBe(`/og/articles/${slug}.jpg`);
      expect(html).not.toContain('noindex');
    }
    // Not published in Italian: that page does not exist.
    expect((await get(`/it/blog/${slug}`)).status).toBe(404);
  });

  it('is listed in sitemap.xml in both languages and on the blog list', async () => {
    await eventually(async () => {
      expect(await sitemap()).toEqual(expect.arrayContaining([`/blog/${slug}`, `/sr/blog/${slug}`]));
      const list = await get('/sr/blog');
      expect(list.status).toBe(200);
      expect(await list.text()).toContain(serbian);
    });
    expect(await sitemap()).not.toContain(`/it/blog/${slug}`);
  });

  it('has an Open Graph image: a JPEG', async () => {
    const response = await get(`/og/articles/${slug}.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('answers 301 from its former address once its slug changes', async () => {
    await api('PUT', `/articles/${article.id}`, { slug: renamed });
    for (const [from, to] of [
      [`/blog/${slug}`, `/blog/${renamed}`],
      [`/sr/blog/${slug}`, `/sr/blog/${renamed}`],
    ]) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get('location')!, baseURL).pathname).toBe(to);
    }
    const moved = await get(`/blog/${renamed}`);
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain(`>${english}</h1>`);
    await eventually(async () => {
      const paths = await sitemap();
      expect(paths).toContain(`/blog/${renamed}`);
      expect(paths).not.toContain(`/blog/${slug}`);
    });
    expect((await get(`/og/articles/${renamed}.jpg`)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('is the not-found page in both languages once withdrawn, and leaves sitemap.xml', async () => {
    await api('POST', '/articles/unpublish', { ids: [article.id] });
    for (const [path, lng] of [
      [`/blog/${renamed}`, 'en'],
      [`/sr/blog/${renamed}`, 'sr'],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain(notFoundTitle(lng));
      expect(html).toContain('noindex');
      expect(html).not.toContain(english);
      expect(html).not.toContain(serbian);
    }
    await eventually(async () => {
      const paths = await sitemap();
      expect(paths).not.toContain(`/blog/${renamed}`);
      expect(paths).not.toContain(`/sr/blog/${renamed}`);
      expect(await (await get('/sr/blog')).text()).not.toContain(serbian);
      expect((await get(`/og/articles/${renamed}.jpg`)).headers.get('content-type')).not.toBe('image/jpeg');
    });
  });
});

describe('a scheduled article', () => {
  it('appears on the site by itself once its time has passed', async () => {
    const slug = `scheduled-${unique()}`;
    const title = `Scheduled for a moment later ${unique()}`;
    const article = await createArticle(slug, { en: title });
    const publishAt = new Date(Date.now() + 3000);
    await api('POST', '/articles/publish', { ids: [article.id], publishAt: publishAt.toISOString() });
    expect((await get(`/blog/${slug}`)).status).toBe(404);
    // The server looks for due versions every PUBLISH_INTERVAL_SECONDS (2 here, 30 by default).
    const deadline = Date.now() + 45_000;
    let response = await get(`/blog/${slug}`);
    while (response.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      response = await get(`/blog/${slug}`);
    }
    expect(response.status).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
    expect(await response.text()).toContain(`>${title}</h1>`);
    // The page renders on demand; the render queue renders the sitemap after the article's pages.
    await eventually(async () => expect(await sitemap()).toContain(`/blog/${slug}`));
  }, 60_000);
});

describe('a preview link of a draft', () => {
  const slug = `draft-preview-${unique()}`;
  const title = `A draft only its link shows ${unique()}`;
  let article: Article;

  beforeAll(async () => {
    article = await createArticle(slug, { en: title });
  });

  it('renders the draft privately: noindex and cache-control private, no-store', async () => {
    expect((await get(`/blog/${slug}`)).status).toBe(404);
    const { url } = await api<{ url: string }>('POST', `/articles/${article.id}/preview-link`, { language: 'en' });
    expect(url).toMatch(new RegExp(`^/blog/${slug}\\?preview=`));
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain(`>${title}</h1>`);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    // The preview is no publication.
    expect(await sitemap()).not.toContain(`/blog/${slug}`);
    expect((await get(`/blog/${slug}`)).status).toBe(404);
  });

  it('ends the link when the article is renamed: the old one answers as a bad link, a new one shows the new address', async () => {
    const { url } = await api<{ url: string }>('POST', `/articles/${article.id}/preview-link`, { language: 'en' });
    const moved = `${slug}-moved`;
    await api('PUT', `/articles/${article.id}`, { slug: moved });
    try {
      for (const path of [url, url.replace(`/blog/${slug}?`, `/blog/${moved}?`)]) {
        const response = await get(path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('cache-control')).not.toBe('private, no-store');
        expect(await response.text()).not.toContain(title);
      }
      const fresh = await api<{ url: string }>('POST', `/articles/${article.id}/preview-link`, { language: 'en' });
      expect(fresh.url).toMatch(new RegExp(`^/blog/${moved}\\?preview=`));
      const preview = await get(fresh.url);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('cache-control')).toBe('private, no-store');
      expect(await preview.text()).toContain(`>${title}</h1>`);
    } finally {
      await api('PUT', `/articles/${article.id}`, { slug });
    }
  });

  it('does not render with a bad, tampered or foreign token', async () => {
    const { url } = await api<{ url: string }>('POST', `/articles/${article.id}/preview-link`, { language: 'en' });
    const token = url.split('preview=')[1];
    const tampered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    for (const path of [`/blog/${slug}?preview=not-a-token`, `/blog/${slug}?preview=${tampered}`, `/blog/${slug}?preview=${bearer}`, `/sr/blog/${slug}?preview=${token}`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).not.toBe('private, no-store');
      expect(await response.text()).not.toContain(title);
    }
  });
});

describe("the list's later pages", () => {
  it('are pages of their own, rendered by the server with rel=prev/next, listed in sitemap.xml; past the last is not found', async () => {
    const total = (await api<{ total_count: number }>('GET', `/public/blog?language=en&current_page=1&page_size=${BLOG_PAGE_SIZE}`)).total_count;
    expect(total).toBeGreaterThan(BLOG_PAGE_SIZE);
    const second = await api<{ items: { title: string }[]; total_pages: number }>('GET', `/public/blog?language=en&current_page=2&page_size=${BLOG_PAGE_SIZE}`);
    const response = await get('/blog?page=2');
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    // The server's HTML holds page 2's articles, as curl sees it (no script runs).
    for (const { title } of second.items) expect(text).toContain(title);
    expect(html).toMatch(/<link rel="prev" href="[^"]*\/blog" \/>/);
    if (second.total_pages > 2) expect(html).toMatch(/<link rel="next" href="[^"]*\/blog\?page=3" \/>/);
    else expect(html).not.toContain('rel="next"');
    expect((await get(`/blog?page=${second.total_pages + 1}`)).status).toBe(404);
    await eventually(async () => expect(await sitemap()).toContain('/blog'));
    const listed = await (await get('/sitemap.xml')).text();
    expect(listed).toContain('/blog?page=2</loc>');
  });
});
