/**
 * Preview links are bound to the version and state they were made for
 * (server/publishing/preview-links.ts, docs/decisions.md#publishing): after the version is
 * withdrawn, the article renamed, the version edited (even back to its text), or the article
 * deleted and restored, the old link answers exactly as a bad link does; a link made after the
 * change works, and so does a link of an untouched article, as often as it is opened.
 *
 * The pages go through the static plugin on a fixture client; the article page itself is drawn
 * by the build's server entry, which the fixture lacks (tests/e2e render it), so the publisher's
 * preview document is replaced by a stub showing the version's title.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '../../src/shared/blog';
import { BUILD_ORIGIN } from '../../src/shared/siteManifest';
import { setupTestApp } from './helpers';

const root = mkdtempSync(join(tmpdir(), 'server-preview-links-'));
const clientDir = join(root, 'client');
mkdirSync(join(clientDir, 'prerendered'), { recursive: true });
mkdirSync(join(clientDir, 'assets'), { recursive: true });
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head></head><body>SPA shell</body></html>');
writeFileSync(join(clientDir, 'prerendered', 'not-found.en.html'), '<!doctype html><html lang="en"><head><title>Page not found</title></head><body>Not found (prerendered)</body></html>');
writeFileSync(join(clientDir, 'prerendered', 'not-found.sr.html'), '<!doctype html><html lang="sr"><head><title>Stranica nije pronađena</title></head><body>Nije pronađeno (prerendered)</body></html>');
writeFileSync(join(clientDir, 'prerendered', 'site.json'), JSON.stringify({ origin: BUILD_ORIGIN, shellRoutes: ['/login'], notFound: { en: 'not-found.en.html', sr: 'not-found.sr.html' } }));

const t = setupTestApp({ clientDir });
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeEach(() => {
  vi.spyOn(t.app.publisher, 'previewDocument').mockImplementation(async (resource, lng, page) => {
    const post = Object.values(page.initialData)[0] as BlogPost;
    return `<!doctype html><html lang="${lng}"><head></head><body><h1>${resource}: ${post.title}</h1></body></html>`;
  });
});

interface Article {
  id: number;
  slug: string;
  translations: { language: string; title: string; summary: string; body: string }[];
}

const unique = () => randomBytes(4).toString('hex');
const version = (language: string, title: string) => ({ language, title, summary: `Summary in ${language}`, body: `Body in ${language}` });

async function createArticle(): Promise<Article & { title: string }> {
  const title = `Draft ${unique()}`;
  const response = await t.api('POST', '/articles', { slug: `preview-${unique()}`, translations: [version('en', title), version('sr', `Nacrt ${unique()}`)] });
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json() as Article), title };
}

async function linkOf(articleId: number, language = 'en'): Promise<string> {
  const response = await t.api('POST', `/articles/${articleId}/preview-link`, { language });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { url: string }).url;
}

const open = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** `url` shows the private preview of `title`. */
async function expectPreview(url: string, title: string) {
  const response = await open(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.body).toContain(`<h1>articles: ${title}</h1>`);
}

/** `url` answers exactly what the same address with a bad token answers: no preview, nothing of the article. */
async function expectRefused(url: string, title: string) {
  const refused = await open(url);
  const bad = await open(url.replace(/preview=[^&]+/, 'preview=not-a-token'));
  expect(refused.statusCode, url).toBe(404);
  expect({ status: refused.statusCode, body: refused.body, cache: refused.headers['cache-control'] }).toEqual({
    status: bad.statusCode,
    body: bad.body,
    cache: bad.headers['cache-control'],
  });
  expect(refused.body).not.toContain(title);
}

describe('preview links bound to the version they were made for', () => {
  it("shows an untouched article's draft, as often as the link is opened, in its language only", async () => {
    const article = await createArticle();
    const url = await linkOf(article.id);
    await expectPreview(url, article.title);
    await expectPreview(url, article.title);
    const serbian = article.translations.find((candidate) => candidate.language === 'sr')!;
    await expectPreview(await linkOf(article.id, 'sr'), serbian.title);
    await expectRefused(`/sr/blog/${article.slug}?${url.split('?')[1]}`, article.title);
  });

  it('refuses a link made before the version was withdrawn; a new link works', async () => {
    const article = await createArticle();
    expect((await t.api('POST', '/articles/publish', { ids: [article.id], languages: ['en'] })).statusCode).toBe(200);
    const url = await linkOf(article.id);
    await expectPreview(url, article.title);

    expect((await t.api('POST', '/articles/unpublish', { ids: [article.id], languages: ['en'] })).statusCode).toBe(200);
    await expectRefused(url, article.title);
    await expectPreview(await linkOf(article.id), article.title);
  });

  it('refuses a link made before the article was renamed, at the old and the new address; a new link works', async () => {
    const article = await createArticle();
    const url = await linkOf(article.id);
    const moved = `${article.slug}-moved`;
    expect((await t.api('PUT', `/articles/${article.id}`, { slug: moved })).statusCode).toBe(200);

    await expectRefused(url, article.title);
    await expectRefused(url.replace(`/blog/${article.slug}?`, `/blog/${moved}?`), article.title);
    const fresh = await linkOf(article.id);
    expect(fresh).toMatch(new RegExp(`^/blog/${moved}\\?preview=`));
    await expectPreview(fresh, article.title);
  });

  it('refuses a link made before the version was edited, even when the edit is undone; a new link works', async () => {
    const article = await createArticle();
    const url = await linkOf(article.id);
    const serbian = article.translations.find((candidate) => candidate.language === 'sr')!;
    const write = (title: string) => t.api('PUT', `/articles/${article.id}`, { translations: [version('en', title), { language: 'sr', title: serbian.title, summary: serbian.summary, body: serbian.body }] });
    expect((await write(`${article.title} (edited)`)).statusCode).toBe(200);
    expect((await write(article.title)).statusCode).toBe(200);

    await expectRefused(url, article.title);
    await expectPreview(await linkOf(article.id), article.title);
  });

  it('refuses a link made before the article was deleted and restored; a new link works', async () => {
    const article = await createArticle();
    const url = await linkOf(article.id);
    expect((await t.api('DELETE', `/articles/${article.id}/soft`)).statusCode).toBe(204);
    await expectRefused(url, article.title);
    expect((await t.api('POST', `/articles/${article.id}/restore`)).statusCode).toBe(200);

    await expectRefused(url, article.title);
    await expectPreview(await linkOf(article.id), article.title);
  });
});
