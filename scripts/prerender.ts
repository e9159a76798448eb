/**
 * Build step after `vite build` (client) and `vite build --ssr` (dist/server/entry-server.js):
 * writes every public route × language as static HTML into dist/client/prerendered/<url>/index.html
 * with its own title, description, `<html lang>`, self canonical, hreflang alternates (seven
 * languages + x-default), Open Graph tags, the organisation JSON-LD (docs/requirements.md#r2) and the page's
 * critical CSS; then sitemap.xml (with alternates) and robots.txt.
 * The blog (/blog and its articles) and the careers page (/careers and its openings) are not
 * written here: the server renders them from the database
 * (server/publishing/publisher.ts, with the same page assembly, server/publishing/page-document.ts)
 * and adds the published articles to sitemap.xml.
 * Absolute URLs carry the placeholder origin BUILD_ORIGIN (src/shared/siteManifest.ts): the server
 * replaces it with its PUBLIC_URL when it serves the pages, sitemap.xml and robots.txt, so one
 * build serves any origin. Also written: the not-found page of each language (served with
 * status 404 and `noindex`) and prerendered/site.json, which tells the server the build origin,
 * the routes the SPA shell serves and where the not-found pages are.
 * dist/client/index.html stays the untouched SPA shell for routes that are not prerendered.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { ogImagePath } from '../src/shared/ogImage';
import { BUILD_ORIGIN, SITE_MANIFEST_FILE, type SiteManifest } from '../src/shared/siteManifest';
import {
  escapeHtml,
  fontPreloads,
  inlineFonts,
  inlineStylesheets,
  loadResources,
  pageFromTemplate,
  pageHead,
  sitemapDocument,
  sitemapEntry,
} from '../server/publishing/page-document';
import { RESOURCE_DEFINITIONS } from '../src/shared/resources';

type Entry = typeof import('../src/entry-server');

const CLIENT_DIR = resolve('dist/client');
const OUT_DIR = join(CLIENT_DIR, 'prerendered');
/**
 * Pages the server renders at run time from the database (server/publishing/publisher.ts): the
 * lists of every resource whose definition declares `publishing` (/blog, /careers) and the pages
 * that show its records (`shownOn`: the home page, the services' pages); listed in sitemap.xml,
 * not written here.
 */
const RENDERED_AT_RUN_TIME = new Set(
  RESOURCE_DEFINITIONS.flatMap((definition) => (definition.publishing ? [definition.publishing.path, ...(definition.publishing.shownOn ?? [])] : [])),
);

async function main() {
  const entry: Entry = await import(pathToFileURL(resolve('dist/server/entry-server.js')).href);
  const { PRERENDER_PATHS, SHELL_PATHS, LANGUAGE_CODES, localizePath, render } = entry;
  const assets = readdirSync(join(CLIENT_DIR, 'assets'));
  const shell = inlineStylesheets(readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8'), CLIENT_DIR);
  /** The shell of each language's pages, with the font files it inlines. */
  const templates = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, inlineFonts(shell, lng, assets, CLIENT_DIR)]));
  const resources = loadResources(LANGUAGE_CODES);
  const alternatesOf = (path: string) => LANGUAGE_CODES.map((alt) => ({ lng: alt, url: localizePath(path, alt) }));
  let count = 0;

  for (const path of PRERENDER_PATHS.filter((candidate) => !RENDERED_AT_RUN_TIME.has(candidate))) {
    for (const lng of LANGUAGE_CODES) {
      const url = localizePath(path, lng);
      const { html, styles, meta } = await render(url, lng, resources);
      if (!meta) throw new Error(`${url}: the page did not declare its title (usePageMeta)`);
      const common = resources[lng].common as unknown as { brand: { name: string } };
      const head = pageHead({
        lng,
        url,
        alternates: alternatesOf(path),
        defaultUrl: path,
        title: meta.title,
        description: meta.description,
        brandName: common.brand.name,
        ogType: 'website',
        // The page's own image (scripts/og-images.ts), else the home page's.
        ogImage: existsSync(join('public', ogImagePath(path))) ? ogImagePath(path) : ogImagePath('/'),
        assets,
        styles,
      });
      const file = join(OUT_DIR, url === '/' ? '' : url, 'index.html');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pageFromTemplate(templates[lng], lng, head, html));
      count++;
    }
  }

  // The not-found page of each language: the server answers unknown paths with it (404). It is
  // hydrated on whatever path it is served for, so its markup must not depend on the path.
  const notFound: Record<string, string> = {};
  for (const lng of LANGUAGE_CODES) {
    const { html, styles, meta } = await render(localizePath('/__not-found__', lng), lng, resources);
    const other = await render(localizePath('/__another-missing-page__', lng), lng, resources);
    if (other.html !== html) throw new Error(`${lng}: the not-found page's markup depends on the path, so it could not be hydrated on any path`);
    if (!meta) throw new Error(`${lng}: the not-found page did not declare its title (usePageMeta)`);
    const head = [
      `<title>${escapeHtml(meta.title)}</title>`,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      '<meta name="robots" content="noindex" />',
      fontPreloads(lng, assets),
      styles,
    ].join('\n    ');
    notFound[lng] = `not-found.${lng}.html`;
    writeFileSync(join(OUT_DIR, notFound[lng]), pageFromTemplate(templates[lng], lng, head, html));
  }
  const manifest: SiteManifest = { origin: BUILD_ORIGIN, shellRoutes: SHELL_PATHS, notFound };
  writeFileSync(join(OUT_DIR, SITE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

  // The static pages; the server adds the published articles (server/publishing/publisher.ts).
  const lastmod = new Date().toISOString().slice(0, 10);
  const urls = PRERENDER_PATHS.flatMap((path) => LANGUAGE_CODES.map((lng) => sitemapEntry(localizePath(path, lng), alternatesOf(path), path, lastmod)));
  writeFileSync(join(CLIENT_DIR, 'sitemap.xml'), sitemapDocument(urls));
  writeFileSync(
    join(CLIENT_DIR, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /login\nDisallow: /reset-password\nDisallow: /accept-invitation\nDisallow: /confirm-email\nDisallow: /organisation-invitation\n\nSitemap: ${BUILD_ORIGIN}/sitemap.xml\n`,
  );
  console.log(
    `Prerendered ${count} pages (${PRERENDER_PATHS.length - RENDERED_AT_RUN_TIME.size} routes × ${LANGUAGE_CODES.length} languages; the published collections' lists and the pages showing their records are rendered by the server), ${LANGUAGE_CODES.length} not-found pages, sitemap.xml, robots.txt, ${SITE_MANIFEST_FILE}.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
