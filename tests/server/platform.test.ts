import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { BUILD_ORIGIN } from '../../src/shared/siteManifest';
import { setupTestApp } from './helpers';

// A built client and translation files, as fixtures.
const root = mkdtempSync(join(tmpdir(), 'server-platform-'));
const clientDir = join(root, 'client');
const localesDir = join(root, 'locales');
const themeScript = "document.documentElement.classList.add('light')";
mkdirSync(join(clientDir, 'assets'), { recursive: true });
mkdirSync(join(clientDir, 'prerendered', 'sr', 'about'), { recursive: true });
mkdirSync(join(clientDir, 'prerendered'), { recursive: true });
writeFileSync(join(clientDir, 'index.html'), `<!doctype html><html><head><script>${themeScript}</script><script type="module" src="/assets/app-abc123.js"></script></head><body>SPA shell</body></html>`);
writeFileSync(join(clientDir, 'admin.html'), '<!doctype html><html><body>Back office shell</body></html>');
writeFileSync(
  join(clientDir, 'prerendered', 'sr', 'about', 'index.html'),
  `<!doctype html><html lang="sr"><head><link rel="canonical" href="${BUILD_ORIGIN}/sr/about" /><link rel="alternate" hreflang="en" href="${BUILD_ORIGIN}/about" />` +
    `<script type="application/ld+json">{"url":"${BUILD_ORIGIN}/"}</script></head><body>O nama (prerendered)<script>window.__PAGE__="about"</script></body></html>`,
);
writeFileSync(join(clientDir, 'prerendered', 'index.html'), `<!doctype html><html><head><link rel="canonical" href="${BUILD_ORIGIN}/" /></head><body>Home (prerendered)<p>${'Danube Digital '.repeat(400)}</p></body></html>`);
// What scripts/prerender.ts writes besides the pages: the not-found pages, the manifest, sitemap.xml and robots.txt.
writeFileSync(join(clientDir, 'prerendered', 'not-found.en.html'), '<!doctype html><html lang="en"><head><title>Page not found</title><meta name="robots" content="noindex" /></head><body>Not found (prerendered)</body></html>');
writeFileSync(join(clientDir, 'prerendered', 'not-found.sr.html'), '<!doctype html><html lang="sr"><head><title>Stranica nije pronađena</title><meta name="robots" content="noindex" /></head><body>Nije pronađeno (prerendered)</body></html>');
writeFileSync(
  join(clientDir, 'prerendered', 'site.json'),
  JSON.stringify({ origin: BUILD_ORIGIN, shellRoutes: ['/login', '/reset-password'], notFound: { en: 'not-found.en.html', sr: 'not-found.sr.html' } }),
);
const sitemapUrls = Array.from({ length: 60 }, (_, i) => `  <url><loc>${BUILD_ORIGIN}/page-${i}</loc><xhtml:link rel="alternate" hreflang="sr" href="${BUILD_ORIGIN}/sr/page-${i}"/></url>`);
writeFileSync(join(clientDir, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>\n${sitemapUrls.join('\n')}\n</urlset>\n`);
writeFileSync(join(clientDir, 'robots.txt'), `User-agent: *\nDisallow: /admin\n\nSitemap: ${BUILD_ORIGIN}/sitemap.xml\n`);
writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app")');
writeFileSync(join(clientDir, 'favicon.ico'), 'icon');
writeFileSync(join(clientDir, 'assets', 'big-def456.js'), `console.log(${JSON.stringify('x'.repeat(8000))});`);
mkdirSync(join(localesDir, 'sr'), { recursive: true });
writeFileSync(join(localesDir, 'sr', 'common.json'), '{"hello":"Zdravo"}');

const PUBLIC_URL = 'https://www.danube.example';
const t = setupTestApp({ clientDir, localesDir, publicUrl: PUBLIC_URL });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (url: string, accept = 'text/html') => t.app.inject({ method: 'GET', url, headers: { accept } });
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('GET /api/health and /api/ready', () => {
  it('answers liveness without touching dependencies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports readiness: the database answers, Redis is not configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'not-configured' });
  });
});

describe('GET /locales/{lng}/{ns}.json', () => {
  it('serves a translation file with a short cache', async () => {
    const response = await get('/locales/sr/common.json', 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'Zdravo' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('caches a versioned translation URL forever and rejects a malformed version', async () => {
    const versioned = await get('/locales/sr/common.json?v=0123abcd4567', 'application/json');
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/locales/sr/common.json?v=<script>', 'application/json')).statusCode).toBe(400);
    expect((await get('/locales/sr/common.json?other=1', 'application/json')).statusCode).toBe(400);
  });

  it('answers a JSON 404 for an unsupported language, a strange namespace or a missing file', async () => {
    for (const url of ['/locales/de/common.json', '/locales/sr/Common.json', '/locales/sr/..%2Fsecret.json', '/locales/sr/site.json', '/locales/sr/common.txt']) {
      const response = await get(url, 'application/json');
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });
});

describe('the client app', () => {
  it('serves index.html for a shell route, with no-cache and a CSP that allows its inline script by hash', async () => {
    const response = await get('/login?x=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('SPA shell');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${sha256(themeScript)}`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("connect-src 'self' https:");
    expect(csp).toContain("default-src 'self'");
  });

  it('compresses large responses with brotli or gzip as the client accepts', async () => {
    const br = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(1000);
    const gzip = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'gzip, br;q=0.9' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.rawPayload.length).toBeLessThan(1000);
    const gzipOnly = await t.app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const identity = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toContain('Home (prerendered)');
    const plain = await t.app.inject({ url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(8000);
  });

  it('serves prerendered pages where they exist, the back office under /admin, the SPA shell for its routes', async () => {
    expect((await get('/')).body).toContain('Home (prerendered)');
    expect((await get('/admin')).body).toContain('Back office shell');
    expect((await get('/admin/users/7/edit')).body).toContain('Back office shell');
    // The blog is rendered by the publisher with the build's server entry, which this client lacks (tests/e2e serve it).
    for (const url of ['/login', '/sr/login', '/reset-password?token=abc']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('SPA shell');
    }
    const prerendered = await get('/sr/about');
    expect(prerendered.body).toContain('O nama (prerendered)');
    expect(prerendered.headers['content-security-policy']).toContain(sha256('window.__PAGE__="about"'));
    expect((await get('/sr/about/')).body).toContain('O nama (prerendered)');
  });

  it("lets the back office's document show blob: images (upload previews), and no public page", async () => {
    const imgSrc = (csp: unknown) => String(csp).split('; ').find((directive) => directive.startsWith('img-src '));
    for (const url of ['/admin', '/admin/media/create', '/admin/articles/some-post']) {
      expect(imgSrc((await get(url)).headers['content-security-policy']), url).toBe("img-src 'self' data: blob: https:");
    }
    for (const url of ['/', '/sr/about', '/login', '/sr/nope']) {
      const response = await get(url);
      expect(imgSrc(response.headers['content-security-policy']), url).toBe("img-src 'self' data: https:");
      expect(String(response.headers['content-security-policy']), url).not.toContain('blob:');
    }
    expect(String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'])).not.toContain('blob:');
  });

  it('sends the index.html CSP on API answers too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain(sha256(themeScript));
  });

  it('redirects /en and /en/... to the unprefixed path, keeping the query, never off-site', async () => {
    const about = await get('/en/about?ref=mail');
    expect(about.statusCode).toBe(301);
    expect(about.headers.location).toBe('/about?ref=mail');
    expect((await get('/en')).headers.location).toBe('/');
    expect((await get('/en//evil.example/x')).headers.location).toBe('/evil.example/x');
    expect((await get('/english')).statusCode).toBe(404);
  });

  it('caches hashed assets for a year and serves other files briefly', async () => {
    const asset = await get('/assets/app-abc123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.ico', '*/*')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for a missing file', async () => {
    expect((await get('/assets/missing.js', '*/*')).statusCode).toBe(404);
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/prerendered/site.json', '*/*')).statusCode).toBe(404);
  });

  it('answers a JSON 404 for an unknown /api path, whatever it accepts', async () => {
    for (const url of ['/api/1.0/nothing-here', '/api/nope', '/api']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/1.0/nothing-here', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

/** A GET with exactly these headers (no Accept unless given). */
const getWith = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const ACCEPTS: [string, Record<string, string>][] = [
  ['no Accept', {}],
  ['Accept */*', { accept: '*/*' }],
  ['Accept text/html', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }],
  ['Accept application/json', { accept: 'application/json' }],
];

describe('pages for every client (curl, monitors, crawlers)', () => {
  it.each(ACCEPTS)('answers a page path with its HTML page whatever the Accept header (%s)', async (_name, headers) => {
    const pages: [string, string][] = [
      ['/', 'Home (prerendered)'],
      ['/sr/about', 'O nama (prerendered)'],
      ['/login', 'SPA shell'],
      ['/admin/users', 'Back office shell'],
    ];
    for (const [url, text] of pages) {
      const response = await getWith(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain(text);
    }
  });

  it.each(ACCEPTS)('answers a JSON 404 under /api only (%s)', async (_name, headers) => {
    const response = await getWith('/api/1.0/nothing-here', headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('unknown paths (no soft 404)', () => {
  it.each(ACCEPTS)('answers 404 with the not-found page and noindex (%s)', async (_name, headers) => {
    for (const url of ['/this-page-does-not-exist', '/blog/does-not-exist', '/blog/Not_A_Slug', '/administration', '/deu/about', '/%2e%2e/etc/passwd']) {
      const response = await getWith(url, headers);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('Not found (prerendered)');
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("answers the not-found page in the path's language", async () => {
    for (const url of ['/sr/nope', '/sr/blog/does-not-exist', '/sr/blog/nearshoring-to-serbia-2']) {
      const response = await getWith(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Nije pronađeno (prerendered)');
      expect(response.body, url).toContain('noindex');
    }
  });

  it('compresses the not-found page and keeps its CSP', async () => {
    const response = await getWith('/sr/nope', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Nije pronađeno');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('keeps known routes at 200', async () => {
    for (const url of ['/', '/sr/about', '/sr/about/', '/login', '/sr/reset-password', '/admin/anything/at/all']) {
      expect((await getWith(url)).statusCode, url).toBe(200);
    }
  });
});

describe('the public origin (PUBLIC_URL) in served pages, sitemap.xml and robots.txt', () => {
  it('replaces the build origin in canonical, hreflang and JSON-LD URLs, with a CSP hash of the rewritten scripts', async () => {
    const response = await getWith('/sr/about');
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/sr/about" />`);
    expect(response.body).toContain(`hreflang="en" href="${PUBLIC_URL}/about"`);
    expect(response.body).toContain(`{"url":"${PUBLIC_URL}/"}`);
    expect(response.body).not.toContain(BUILD_ORIGIN);
    expect(response.headers['content-security-policy']).toContain(sha256(`{"url":"${PUBLIC_URL}/"}`));
    const compressed = await getWith('/', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain(`href="${PUBLIC_URL}/"`);
  });

  it('serves sitemap.xml with the public origin, compressed when accepted', async () => {
    const plain = await getWith('/sitemap.xml');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(plain.body).toContain(`<loc>${PUBLIC_URL}/page-0</loc>`);
    expect(plain.body).toContain(`href="${PUBLIC_URL}/sr/page-59"`);
    expect(plain.body).not.toContain(BUILD_ORIGIN);
    const br = await getWith('/sitemap.xml', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('serves robots.txt pointing at the public sitemap', async () => {
    const response = await getWith('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('validators: strong ETags, 304 Not Modified and HEAD (RFC 9110)', () => {
  const conditional = (url: string, tag: string, headers: Record<string, string> = {}) => getWith(url, { 'if-none-match': tag, ...headers });

  it('answers a prerendered page with a strong ETag, and 304 with no body to a client holding it', async () => {
    const first = await getWith('/sr/about');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]{43}"$/);
    const again = await conditional('/sr/about', tag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    // Another tag in the list, or a weak copy of it, still matches; a stale one gets the page.
    expect((await conditional('/sr/about', `"other", W/${tag}`)).statusCode).toBe(304);
    expect((await conditional('/sr/about', '"stale"')).statusCode).toBe(200);
  });

  it('gives each encoding its own tag (a compressed copy is another representation)', async () => {
    const plain = (await getWith('/')).headers.etag as string;
    const br = await getWith('/', { 'accept-encoding': 'br' });
    expect(br.headers.etag).toBe(plain.replace(/"$/, '-br"'));
    expect((await conditional('/', plain, { 'accept-encoding': 'br' })).statusCode).toBe(200);
    expect((await conditional('/', br.headers.etag as string, { 'accept-encoding': 'br' })).statusCode).toBe(304);
  });

  it('answers 304 for sitemap.xml held by the client, never for a not-found page', async () => {
    const sitemap = await getWith('/sitemap.xml');
    expect((await conditional('/sitemap.xml', sitemap.headers.etag as string)).statusCode).toBe(304);
    const missing = await getWith('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect((await conditional('/no-such-page', missing.headers.etag as string)).statusCode).toBe(404);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await getWith('/sr/about');
    const head = await t.app.inject({ method: 'HEAD', url: '/sr/about' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
  });

  it('gives a document the publisher renders anew a new tag, so a revisit gets the new page', async () => {
    let body = '<!doctype html><html><head></head><body>Article, first version</body></html>';
    const documentFor = vi.spyOn(t.app.publisher, 'documentFor').mockImplementation(async (path) => (path === '/blog/validators' ? { body } as never : undefined));
    try {
      const first = await getWith('/blog/validators');
      expect(first.statusCode).toBe(200);
      const tag = first.headers.etag as string;
      expect((await conditional('/blog/validators', tag)).statusCode).toBe(304);
      body = body.replace('first', 'second');
      const second = await conditional('/blog/validators', tag);
      expect(second.statusCode).toBe(200);
      expect(second.body).toContain('second version');
      expect(second.headers.etag).not.toBe(tag);
    } finally {
      documentFor.mockRestore();
    }
  });
});

describe('OpenAPI', () => {
  it('describes the API at /api/docs/json, with bearer security on protected routes', async () => {
    const response = await get('/api/docs/json', 'application/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/1.0/users/paged', '/api/1.0/auth/authenticate', '/api/health']));
    expect(document.paths['/api/1.0/users/paged'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/1.0/auth/authenticate'].post.security).toBeUndefined();
  });

  it('serves the documentation UI', async () => {
    const response = await get('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui');
  });
});

describe('errors', () => {
  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/auth/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Bad request');
  });
});
