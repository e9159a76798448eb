/**
 * Build step after `vite build` (client) and `vite build --ssr` (dist/server/entry-server.js):
 * writes every public route × language as static HTML into dist/client/prerendered/<url>/index.html
 * with its own title, description, `<html lang>`, self canonical, hreflang alternates (seven
 * languages + x-default), Open Graph tags, the organisation JSON-LD (docs/requirements.md#r2) and the page's
 * critical CSS; then sitemap.xml (with alternates) and robots.txt.
 * The blog comes from content/blog: /blog embeds its first page and every article is written
 * as /blog/<slug> in each language it exists in; both embed the API's answer (computed by the
 * same functions as server/routes/blog.ts) as `<script id="initial-data">` for hydration.
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

import { articleRecords, readArticles } from '../content/blog/articles';
import { BLOG_PAGE_SIZE, blogListFrom, blogListKey, blogPostFrom, blogPostKey } from '../src/shared/blog';
import { initialDataScript } from '../src/site/data/initialData';
import { OG_HEIGHT, OG_WIDTH, ogImagePath } from '../src/site/ogImage';
import { BUILD_ORIGIN, SITE_MANIFEST_FILE, type SiteManifest } from '../src/shared/siteManifest';

type Entry = typeof import('../src/entry-server');
type LanguageCode = import('../src/entry-server').LanguageCode;
type InitialData = import('../src/entry-server').InitialData;

/** One unprefixed path to prerender in `languages`, with the data its page shows. */
interface Target {
  path: string;
  languages: readonly LanguageCode[];
  initialData?: (lng: LanguageCode) => InitialData;
  ogType?: 'website' | 'article';
}

const CLIENT_DIR = resolve('dist/client');
const OUT_DIR = join(CLIENT_DIR, 'prerendered');
const ORIGIN = BUILD_ORIGIN;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** All translation files as i18next resources: {lng: {ns: json}}. */
function loadResources(languages: readonly string[]): Record<string, Record<string, Record<string, string>>> {
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const lng of languages) {
    resources[lng] = {};
    for (const file of readdirSync(join('locales', lng)).filter((f) => f.endsWith('.json'))) {
      resources[lng][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join('locales', lng, file), 'utf8'));
    }
  }
  return resources;
}

/** The organisation described for search engines (docs/requirements.md#r2; values are the public placeholders). */
function organisationJsonLd(name: string, description: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: `${ORIGIN}/`,
    logo: `${ORIGIN}/favicon.svg`,
    description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Bulevar Mihajla Pupina 10',
      addressLocality: 'Belgrade',
      postalCode: '11070',
      addressCountry: 'RS',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        email: 'hello@danube-digital.example',
        telephone: '+381-11-000-0000',
        availableLanguage: ['English', 'Serbian', 'Italian', 'Chinese', 'Spanish', 'Russian', 'Dutch'],
      },
    ],
    sameAs: ['https://www.linkedin.com/company/danube-digital', 'https://github.com/danube-digital'],
  };
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * An inline script that adds the module script `src` once the page has loaded (its pictures and
 * fonts: the `load` event) and been painted (Paint Timing's first paint), one frame later; or
 * after 3 s where that never comes (a picture that hangs, a background tab, no Paint Timing). The
 * prerendered page is readable without it: the hydration code then neither competes with the
 * hero picture and the font for bandwidth nor delays their paint (Largest Contentful Paint).
 */
function afterPageLoad(src: string): string {
  return `<script>(function(){var done=false,loaded=false,painted=false;function load(){if(done)return;done=true;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};document.head.appendChild(s)}function ready(){if(loaded&&painted)requestAnimationFrame(function(){setTimeout(load,0)})}function onLoad(){loaded=true;ready()}if(document.readyState==='complete')loaded=true;else addEventListener('load',onLoad);try{new PerformanceObserver(function(){painted=true;ready()}).observe({type:'paint',buffered:true})}catch(e){painted=true}ready();setTimeout(load,3000)})()</script>`;
}

/**
 * The template's stylesheets (the font faces of src/theme/fonts.css) inlined as <style>: a
 * prerendered page then has no render-blocking request before its first paint.
 */
function inlineStylesheets(template: string): string {
  return template.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (_tag, file: string) => `<style>${readFileSync(join(CLIENT_DIR, file), 'utf8').trim()}</style>`);
}

/**
 * Inter's subsets (src/theme/fonts.css) a language's pages need at once: `preload`ed with the
 * page (Latin always, Russian's Cyrillic), or `inline`d into the page's font faces as data URLs
 * (Serbian's own letters, 3 KB: no request at all). Other pages keep the inline subsets as files,
 * fetched only where their letters appear (an English article by Jelena Nikolić): inlining them
 * there too would cost every page's first round trip (a document over TCP's initial 14 KB).
 */
const FONT_SUBSETS: Readonly<Record<string, { preload: readonly string[]; inline?: readonly string[] }>> = {
  sr: { preload: ['latin'], inline: ['serbian-latin'] },
  ru: { preload: ['latin', 'cyrillic'] },
};

/** The hashed name (in dist/client/assets) of Inter's `subset` file; throws when it is missing. */
function fontFile(subset: string, assets: readonly string[]): string {
  const file = assets.find((name) => name.startsWith(`inter-${subset}-wght-normal-`) && name.endsWith('.woff2'));
  if (!file) throw new Error(`the ${subset} font file is missing from dist/client/assets`);
  return file;
}

/** `<link rel="preload">` tags for the font files of `lng`. */
function fontPreloads(lng: string, assets: readonly string[]): string {
  return (FONT_SUBSETS[lng]?.preload ?? ['latin'])
    .map((subset) => `<link rel="preload" href="/assets/${fontFile(subset, assets)}" as="font" type="font/woff2" crossorigin />`)
    .join('\n    ');
}

/** `template` with the font files `lng` inlines (FONT_SUBSETS) as data URLs in its font faces. */
function inlineFonts(template: string, lng: string, assets: readonly string[]): string {
  return (FONT_SUBSETS[lng]?.inline ?? []).reduce((page, subset) => {
    const file = fontFile(subset, assets);
    const url = `url(/assets/${file})`;
    if (!page.includes(url)) throw new Error(`the font faces do not name ${file}`);
    return page.replace(url, `url(data:font/woff2;base64,${readFileSync(join(CLIENT_DIR, 'assets', file)).toString('base64')})`);
  }, template);
}

/**
 * The Open Graph image of an unprefixed path (scripts/og-images.ts drew it into public/og; the
 * home page's when a page has none yet) and the large-image card for X/Twitter.
 */
function ogImageTags(path: string, absolute: (path: string) => string): string {
  const image = existsSync(join('public', ogImagePath(path))) ? ogImagePath(path) : ogImagePath('/');
  return [
    `<meta property="og:image" content="${absolute(image)}" />`,
    `<meta property="og:image:width" content="${OG_WIDTH}" />`,
    `<meta property="og:image:height" content="${OG_HEIGHT}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  ].join('\n    ');
}

/**
 * The shell `template` made into one page: its language, the `head` tags (title and description
 * replace the template's), `html` in #root and the data it was rendered with, and the module
 * script requested once the page has loaded.
 */
function pageFromTemplate(template: string, lng: string, head: string, html: string, initialData?: InitialData): string {
  const page = template
    .replace(/<html lang="[^"]*">/, `<html lang="${lng}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>${initialData ? `\n    ${initialDataScript(initialData)}` : ''}`)
    // The page is readable without the script, which only hydrates it: it is requested
    // once the page's pictures and fonts have loaded and painted instead of competing with them.
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => afterPageLoad(src));
  if (page.includes('<div id="root"></div>')) throw new Error('template has no empty #root');
  if (page.includes('<script type="module"')) throw new Error('the module script was not replaced by its loader');
  return page;
}

async function main() {
  const entry: Entry = await import(pathToFileURL(resolve('dist/server/entry-server.js')).href);
  const { PRERENDER_PATHS, SHELL_PATHS, LANGUAGE_CODES, localizePath, render } = entry;
  const assets = readdirSync(join(CLIENT_DIR, 'assets'));
  const shell = inlineStylesheets(readFileSync(join(CLIENT_DIR, 'index.html'), 'utf8'));
  /** The shell of each language's pages, with the font files it inlines. */
  const templates = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, inlineFonts(shell, lng, assets)]));
  const resources = loadResources(LANGUAGE_CODES);
  const absolute = (path: string) => `${ORIGIN}${path === '/' ? '/' : path}`;
  let count = 0;

  const blogRecords = articleRecords(readArticles());
  const blogSlugs = [...new Set(blogRecords.map((record) => record.slug))];
  /** Data of the indexable pages that show API answers. */
  const pageData: Record<string, (lng: LanguageCode) => InitialData> = {
    '/blog': (lng) => ({ [blogListKey(lng, 1)]: blogListFrom(blogRecords, lng, 1, BLOG_PAGE_SIZE) }),
  };
  const targets: Target[] = [
    ...PRERENDER_PATHS.map((path) => ({ path, languages: LANGUAGE_CODES, initialData: pageData[path] })),
    ...blogSlugs.map((slug) => ({
      path: `/blog/${slug}`,
      languages: LANGUAGE_CODES.filter((lng) => blogRecords.some((record) => record.slug === slug && record.language === lng)),
      initialData: (lng: LanguageCode) => ({ [blogPostKey(lng, slug)]: blogPostFrom(blogRecords, slug, lng) }),
      ogType: 'article' as const,
    })),
  ];
  /** x-default: the English page, else the first language the page exists in. */
  const defaultPath = ({ path, languages }: Target) => localizePath(path, languages.includes('en') ? 'en' : languages[0]);

  for (const target of targets) {
    const { path, languages } = target;
    for (const lng of languages) {
      const url = localizePath(path, lng);
      const initialData = target.initialData?.(lng);
      const { html, styles, meta } = await render(url, lng, resources, initialData);
      if (!meta) throw new Error(`${url}: the page did not declare its title (usePageMeta)`);
      const common = resources[lng].common as unknown as { brand: { name: string } };
      const alternates = languages.map(
        (alt) => `<link rel="alternate" hreflang="${alt}" href="${absolute(localizePath(path, alt))}" />`,
      ).join('\n    ');
      const head = [
        `<title>${escapeHtml(meta.title)}</title>`,
        `<meta name="description" content="${escapeHtml(meta.description)}" />`,
        `<link rel="canonical" href="${absolute(url)}" />`,
        alternates,
        `<link rel="alternate" hreflang="x-default" href="${absolute(defaultPath(target))}" />`,
        `<meta property="og:type" content="${target.ogType ?? 'website'}" />`,
        `<meta property="og:site_name" content="${escapeHtml(common.brand.name)}" />`,
        `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
        `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
        `<meta property="og:url" content="${absolute(url)}" />`,
        `<meta property="og:locale" content="${lng}" />`,
        ogImageTags(path, absolute),
        organisationJsonLd(common.brand.name, meta.description),
        fontPreloads(lng, assets),
        styles,
      ].join('\n    ');

      const page = pageFromTemplate(templates[lng], lng, head, html, initialData);
      const file = join(OUT_DIR, url === '/' ? '' : url, 'index.html');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, page);
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
  const manifest: SiteManifest = { origin: ORIGIN, shellRoutes: SHELL_PATHS, notFound };
  writeFileSync(join(OUT_DIR, SITE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

  const lastmod = new Date().toISOString().slice(0, 10);
  const urls = targets.flatMap((target) =>
    target.languages.map((lng) => {
      const { path, languages } = target;
      const links = languages.map(
        (alt) => `    <xhtml:link rel="alternate" hreflang="${alt}" href="${absolute(localizePath(path, alt))}"/>`,
      );
      links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(defaultPath(target))}"/>`);
      return `  <url>\n    <loc>${absolute(localizePath(path, lng))}</loc>\n    <lastmod>${lastmod}</lastmod>\n${links.join('\n')}\n  </url>`;
    }),
  );
  writeFileSync(
    join(CLIENT_DIR, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    join(CLIENT_DIR, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /login\nDisallow: /reset-password\nDisallow: /accept-invitation\nDisallow: /confirm-email\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
  );
  console.log(
    `Prerendered ${count} pages (${PRERENDER_PATHS.length} routes × ${LANGUAGE_CODES.length} languages, ${blogSlugs.length} blog articles), ${LANGUAGE_CODES.length} not-found pages, sitemap.xml, robots.txt, ${SITE_MANIFEST_FILE}.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
