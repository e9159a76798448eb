/**
 * A public path whose first segment looks like a language code (two letters) but names no
 * supported language (`/de/contact`, `/fr`) is sent to the home page by the server itself,
 * for any client (curl, crawlers, monitors), not only by the page's script after a 404.
 * The target is always exactly `/`, so the query cannot turn it into an open redirect; real
 * two-letter files and folders of the built client, supported prefixes and /api are unaffected.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_ORIGIN } from '../../src/shared/siteManifest';
import { setupTestApp } from './helpers';

// A built client, as scripts/prerender.ts leaves it (with a two-letter folder of images, `og`).
const root = mkdtempSync(join(tmpdir(), 'server-language-prefix-'));
const clientDir = join(root, 'client');
for (const dir of ['prerendered/contact', 'prerendered/sr/contact', 'og', 'assets']) mkdirSync(join(clientDir, dir), { recursive: true });
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head></head><body>SPA shell</body></html>');
writeFileSync(join(clientDir, 'admin.html'), '<!doctype html><html><body>Back office shell</body></html>');
writeFileSync(join(clientDir, 'prerendered', 'index.html'), '<!doctype html><html><head></head><body>Home (prerendered)</body></html>');
writeFileSync(join(clientDir, 'prerendered', 'contact', 'index.html'), '<!doctype html><html><head></head><body>Contact (prerendered)</body></html>');
writeFileSync(join(clientDir, 'prerendered', 'sr', 'contact', 'index.html'), '<!doctype html><html lang="sr"><head></head><body>Kontakt (prerendered)</body></html>');
writeFileSync(join(clientDir, 'prerendered', 'not-found.en.html'), '<!doctype html><html lang="en"><head><meta name="robots" content="noindex" /></head><body>Not found (prerendered)</body></html>');
writeFileSync(join(clientDir, 'prerendered', 'not-found.sr.html'), '<!doctype html><html lang="sr"><head><meta name="robots" content="noindex" /></head><body>Nije pronađeno (prerendered)</body></html>');
writeFileSync(join(clientDir, 'prerendered', 'site.json'), JSON.stringify({ origin: BUILD_ORIGIN, shellRoutes: ['/login'], notFound: { en: 'not-found.en.html', sr: 'not-found.sr.html' } }));
writeFileSync(join(clientDir, 'og', 'home.jpg'), 'jpeg');

const t = setupTestApp({ clientDir });
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A request as curl sends it: no Accept-Language, no cookies, no browser headers. */
const plain = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => t.app.inject({ method, url, headers: { 'user-agent': 'curl/8.5.0', accept: '*/*' } });

describe('an unsupported two-letter language prefix', () => {
  it.each(['/de/contact', '/fr', '/fr/', '/xx/about', '/de/blog/some-article', '/DE/contact', '/Sr/contact', '/d%65/contact'])('redirects %s to the home page (302, Location /)', async (url) => {
    const response = await plain(url);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('redirects a HEAD too', async () => {
    const response = await plain('/de/contact', 'HEAD');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('never carries the query or the rest of the path into Location (no open redirect)', async () => {
    for (const url of ['/de/contact?next=https://evil.example', '/de//evil.example', '/xx?redirect=//evil.example/x', '/de/%2F%2Fevil.example', '/fr?%0d%0aSet-Cookie:a=b']) {
      const response = await plain(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/');
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });
});

describe('paths that are not an unsupported language prefix', () => {
  it('serve supported languages and unprefixed English as before', async () => {
    const pages: [string, string][] = [
      ['/sr/contact', 'Kontakt (prerendered)'],
      ['/contact', 'Contact (prerendered)'],
      ['/', 'Home (prerendered)'],
      ['/login', 'SPA shell'],
      ['/admin/users', 'Back office shell'],
    ];
    for (const [url, text] of pages) {
      const response = await plain(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(text);
    }
    const english = await plain('/en/contact');
    expect(english.statusCode).toBe(301);
    expect(english.headers.location).toBe('/contact');
  });

  it("answer unknown pages of a supported language with that language's 404", async () => {
    const response = await plain('/sr/nope');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Nije pronađeno');
  });

  it('leave real two-letter folders of the client alone: files served, missing files 404', async () => {
    expect((await plain('/og/home.jpg')).statusCode).toBe(200);
    const missing = await plain('/og/missing.jpg');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.location).toBeUndefined();
  });

  it('leave other segment lengths, /api and other methods alone', async () => {
    for (const url of ['/d/contact', '/deu/contact', '/d1/contact', '/abc']) {
      const response = await plain(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Not found (prerendered)');
    }
    const api = await plain('/api/de');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
    const post = await plain('/de/contact', 'POST');
    expect(post.statusCode).toBe(404);
    expect(post.headers.location).toBeUndefined();
  });
});
