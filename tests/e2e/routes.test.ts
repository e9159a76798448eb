import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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
/** What a served page says before any script runs, read by the browser's own HTML parser (DOMParser). */
interface ServedPage {
  h1s: string[];
  lang: string;
  /** The body's text nodes outside scripts and styles, joined by spaces (elements side by side are separate words). */
  text: string;
}

/** Parses `html` in `page` (nothing in it runs) into a {@link ServedPage}. */
function servedPage(page: Page, html: string): Promise<ServedPage> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html');
    const textOf = (node: Node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.parentElement?.closest('script, style')) parts.push(text.nodeValue ?? '');
      }
      return parts.join(' ').replace(/\s+/g, ' ').trim();
    };
    return { h1s: [...document.querySelectorAll('h1')].map(textOf), lang: document.documentElement.lang, text: textOf(document.body) };
  }, html);
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
    const { page } = await openPage(browser);
    // Every page as served (the HTML a crawler or curl gets): one h1, the page's language, no raw key.
    for (const path of paths) {
      const response = await fetch(baseURL + path);
      const served = await servedPage(page, await response.text());
      if (response.status !== 200) problems.push(`${path}: HTTP ${response.status}`);
      if (served.h1s.length !== 1) {
        problems.push(`${path}: ${served.h1s.length} h1 elements`);
        continue;
      }
      const heading = served.h1s[0];
      if (!heading) problems.push(`${path}: empty h1`);
      headings.set(path, heading);
      if (served.lang !== languageOf(path)) problems.push(`${path}: html lang ${served.lang}`);
      const raw = rawKey(served.text);
      if (raw) problems.push(`${path}: raw key "${raw}"`);
    }
    // And hydrated in a browser: each route once, the languages taking turns over the routes,
    // with no console error, the same heading, the language kept and no raw key once React ran.
    const english = paths.filter((path) => languageOf(path) === 'en');
    const hydrated = english.map((path, index) => {
      const lng = LANGUAGES[index % LANGUAGES.length];
      return lng === 'en' ? path : path === '/' ? `/${lng}` : `/${lng}${path}`;
    });
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
