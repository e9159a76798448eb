import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
const LANGUAGES = ['en', 'sr', 'it', 'zh', 'es', 'ru', 'nl'];

/** Every prerendered public URL, read from the built sitemap (route × language). */
function sitemapPaths(): string[] {
  const xml = readFileSync('dist/client/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const languageOf = (path: string) => (LANGUAGES.includes(path.split('/')[1]) ? path.split('/')[1] : 'en');
/** Every translation key of the English files (`hero.stats.projects`, with and without `ns:`). */
function translationKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (ns: string, node: unknown, prefix: string) => {
    if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(ns, v, prefix ? `${prefix}.${k}` : k);
    else if (prefix.includes('.')) keys.add(prefix.replace(/_(zero|one|two|few|many|other)$/, '')).add(`${ns}:${prefix}`);
  };
  for (const file of readdirSync('locales/en')) walk(file.replace('.json', ''), JSON.parse(readFileSync(`locales/en/${file}`, 'utf8')), '');
  return keys;
}
const KEYS = translationKeys();
/** The first word of `text` that is a translation key shown raw, if any. */
const rawKey = (text: string) => text.split(/\s+/).find((word) => KEYS.has(word.replace(/[.,:;!?)]+$/, '')));
/** The text of an HTML fragment: scripts and styles dropped, tags removed, entities of text decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Headings that are the same word in several languages. */
const SAME_IN_MANY_LANGUAGES = new Set(['Blog']);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('every public route in every language', () => {
  const paths = sitemapPaths();

  it('covers all seven languages for each route', () => {
    expect(paths.length).toBeGreaterThanOrEqual(22 * 7);
    for (const lng of LANGUAGES) expect(paths.filter((p) => languageOf(p) === lng).length).toBe(paths.length / 7);
  });

  it('renders one heading of its own, in its language, with no console error and no raw key', async () => {
    const problems: string[] = [];
    const headings = new Map<string, string>();
    // Every page as served (the HTML a crawler or curl gets): one h1, the page's language, no raw key.
    for (const path of paths) {
      const response = await fetch(baseURL + path);
      const html = await response.text();
      if (response.status !== 200) problems.push(`${path}: HTTP ${response.status}`);
      const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
      if (h1s.length !== 1) {
        problems.push(`${path}: ${h1s.length} h1 elements`);
        continue;
      }
      const heading = textOf(h1s[0][1]);
      if (!heading) problems.push(`${path}: empty h1`);
      headings.set(path, heading);
      const lang = /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1];
      if (lang !== languageOf(path)) problems.push(`${path}: html lang ${lang}`);
      const raw = rawKey(textOf(/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''));
      if (raw) problems.push(`${path}: raw key "${raw}"`);
    }
    // And hydrated in a browser: each route once, the languages taking turns over the routes,
    // with no console error, the same heading, the language kept and no raw key once React ran.
    const english = paths.filter((path) => languageOf(path) === 'en');
    const hydrated = english.map((path, index) => {
      const lng = LANGUAGES[index % LANGUAGES.length];
      return lng === 'en' ? path : path === '/' ? `/${lng}` : `/${lng}${path}`;
    });
    const { page } = await openPage(browser);
    let current = '';
    page.on('console', (msg) => msg.type() === 'error' && problems.push(`${current}: console: ${msg.text()}`));
    page.on('pageerror', (err) => problems.push(`${current}: ${err.message}`));
    for (const path of hydrated) {
      current = path;
      await page.goto(baseURL + path, { waitUntil: 'networkidle' });
      const h1 = page.locator('h1');
      if ((await h1.count()) !== 1) {
        problems.push(`${path}: ${await h1.count()} h1 elements after hydration`);
        continue;
      }
      const heading = (await h1.innerText()).trim();
      if (heading !== headings.get(path)) problems.push(`${path}: heading "${heading}" after hydration, "${headings.get(path)}" served`);
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== languageOf(path)) problems.push(`${path}: html lang ${lang} after hydration`);
      const raw = rawKey(await page.locator('body').innerText());
      if (raw) problems.push(`${path}: raw key "${raw}" after hydration`);
    }
    await page.context().close();
    expect(new Set(hydrated.map(languageOf)).size).toBe(LANGUAGES.length);
    // Same heading text in two languages means a page fell back to English (or another language).
    for (const path of paths.filter((p) => languageOf(p) === 'en')) {
      for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
        const translated = path === '/' ? `/${lng}` : `/${lng}${path}`;
        const english = headings.get(path)!;
        if (headings.get(translated) === english && !SAME_IN_MANY_LANGUAGES.has(english)) {
          problems.push(`${translated}: heading identical to English ("${headings.get(path)}")`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 900_000);
});
