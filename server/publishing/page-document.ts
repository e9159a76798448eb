/**
 * One public page as a complete HTML document (docs/decisions.md#publishing): the built shell
 * (dist/client/index.html) with the page's language, head tags (title, description, canonical,
 * hreflang alternates, Open Graph, the organisation JSON-LD of docs/requirements.md#r2, font
 * preloads, critical CSS), the server-rendered markup in #root and the data it was rendered
 * with. Used by the build (scripts/prerender.ts, every static page) and by the server's
 * publisher (server/publishing/publisher.ts, the blog at run time), so both write the same
 * document. Absolute URLs carry the placeholder origin BUILD_ORIGIN; the static plugin replaces
 * it with PUBLIC_URL when it serves a document.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_ORIGIN } from '../../src/shared/siteManifest';
import { initialDataScript, type InitialData } from '../../src/shared/initialData';
import { OG_HEIGHT, OG_WIDTH } from '../../src/shared/ogImage';
import { earlyClickScript } from '../../src/shared/earlyClicks';

/** `s` safe inside HTML text and double-quoted attributes. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An unprefixed or prefixed path as an absolute URL on the build's placeholder origin. */
export const absoluteUrl = (path: string) => `${BUILD_ORIGIN}${path === '/' ? '/' : path}`;

/** All translation files as i18next resources: {lng: {ns: json}} (from `localesDir`, default ./locales). */
export function loadResources(languages: readonly string[], localesDir = 'locales'): Record<string, Record<string, Record<string, string>>> {
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const lng of languages) {
    resources[lng] = {};
    for (const file of readdirSync(join(localesDir, lng)).filter((f) => f.endsWith('.json'))) {
      resources[lng][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(localesDir, lng, file), 'utf8'));
    }
  }
  return resources;
}

/** The organisation described for search engines (docs/requirements.md#r2; values are the public placeholders). */
export function organisationJsonLd(name: string, description: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: `${BUILD_ORIGIN}/`,
    logo: `${BUILD_ORIGIN}/favicon.svg`,
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
  return jsonLdScript(data);
}

/** `data` as a JSON-LD script element, `<` escaped so that no text in it can end the script. */
export function jsonLdScript(data: Record<string, unknown>): string {
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
export function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (_tag, file: string) => `<style>${readFileSync(join(clientDir, file), 'utf8').trim()}</style>`);
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
export function fontPreloads(lng: string, assets: readonly string[]): string {
  return (FONT_SUBSETS[lng]?.preload ?? ['latin'])
    .map((subset) => `<link rel="preload" href="/assets/${fontFile(subset, assets)}" as="font" type="font/woff2" crossorigin />`)
    .join('\n    ');
}

/** `template` with the font files `lng` inlines (FONT_SUBSETS) as data URLs in its font faces. */
export function inlineFonts(template: string, lng: string, assets: readonly string[], clientDir: string): string {
  return (FONT_SUBSETS[lng]?.inline ?? []).reduce((page, subset) => {
    const file = fontFile(subset, assets);
    const url = `url(/assets/${file})`;
    if (!page.includes(url)) throw new Error(`the font faces do not name ${file}`);
    return page.replace(url, `url(data:font/woff2;base64,${readFileSync(join(clientDir, 'assets', file)).toString('base64')})`);
  }, template);
}

/** The Open Graph image tags (`image`: a path on the site) and the large-image card for X/Twitter. */
export function ogImageTags(image: string): string {
  return [
    `<meta property="og:image" content="${absoluteUrl(image)}" />`,
    `<meta property="og:image:width" content="${OG_WIDTH}" />`,
    `<meta property="og:image:height" content="${OG_HEIGHT}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  ].join('\n    ');
}

/**
 * The shell `template` made into one page: its language, the `head` tags (title and description
 * replace the template's), `html` in #root and the data it was rendered with, and the module
 * script requested once the page has loaded. Throws when the template is not the built shell.
 */
export function pageFromTemplate(template: string, lng: string, head: string, html: string, initialData?: InitialData): string {
  const page = template
    .replace(/<html lang="[^"]*">/, `<html lang="${lng}">`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>${initialData ? `\n    ${initialDataScript(initialData)}` : ''}`)
    // The page is readable without the script, which only hydrates it: it is requested
    // once the page's pictures and fonts have loaded and painted instead of competing with them;
    // a click on a menu meanwhile is held and replayed once hydrated (src/shared/earlyClicks.ts).
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => `${earlyClickScript()}${afterPageLoad(src)}`);
  if (page.includes('<div id="root"></div>')) throw new Error('template has no empty #root');
  if (page.includes('<script type="module"')) throw new Error('the module script was not replaced by its loader');
  return page;
}

/** What the head of an indexable page says about it. */
export interface PageHeadParts {
  lng: string;
  /** This page's (prefixed) path. */
  url: string;
  /** The page in each language it exists in: language → prefixed path. */
  alternates: readonly { lng: string; url: string }[];
  /** The x-default page's prefixed path (English, else the first language). */
  defaultUrl: string;
  title: string;
  description: string;
  brandName: string;
  ogType: 'website' | 'article';
  /** Path of the Open Graph image. */
  ogImage: string;
  assets: readonly string[];
  /** Critical CSS (`<style>` tags) of the render. */
  styles: string;
  /** Extra tags (an article's preloaded cover). */
  extra?: string;
}

/** The head tags of an indexable page. */
export function pageHead(parts: PageHeadParts): string {
  return [
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.description)}" />`,
    `<link rel="canonical" href="${absoluteUrl(parts.url)}" />`,
    parts.alternates.map((alt) => `<link rel="alternate" hreflang="${alt.lng}" href="${absoluteUrl(alt.url)}" />`).join('\n    '),
    `<link rel="alternate" hreflang="x-default" href="${absoluteUrl(parts.defaultUrl)}" />`,
    `<meta property="og:type" content="${parts.ogType}" />`,
    `<meta property="og:site_name" content="${escapeHtml(parts.brandName)}" />`,
    `<meta property="og:title" content="${escapeHtml(parts.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(parts.description)}" />`,
    `<meta property="og:url" content="${absoluteUrl(parts.url)}" />`,
    `<meta property="og:locale" content="${parts.lng}" />`,
    ogImageTags(parts.ogImage),
    organisationJsonLd(parts.brandName, parts.description),
    fontPreloads(parts.lng, parts.assets),
    ...(parts.extra ? [parts.extra] : []),
    parts.styles,
  ].join('\n    ');
}

/** One `<url>` of sitemap.xml with its language alternates (sitemaps.org, Google's hreflang extension). */
export function sitemapEntry(url: string, alternates: readonly { lng: string; url: string }[], defaultUrl: string, lastmod: string): string {
  const links = alternates.map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.lng}" href="${absoluteUrl(alt.url)}"/>`);
  links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(defaultUrl)}"/>`);
  return `  <url>\n    <loc>${absoluteUrl(url)}</loc>\n    <lastmod>${lastmod}</lastmod>\n${links.join('\n')}\n  </url>`;
}

/** A sitemap.xml document of `entries` (from {@link sitemapEntry}). */
export const sitemapDocument = (entries: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
