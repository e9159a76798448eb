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
/** Headings that are the same word in several languages. */
const SAME_IN_MANY_LANGUAGES = new Set(['Blog']);

/** How many pages walk the routes at once. */
const TABS = 4;

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
    // A few tabs walk the list side by side: each page waits for the network to go quiet (so a
    // late console error is caught), which is mostly idle time.
    const queue = [...paths];
    const walk = async () => {
      const { page } = await openPage(browser);
      let current = '';
      page.on('console', (msg) => msg.type() === 'error' && problems.push(`${current}: console: ${msg.text()}`));
      page.on('pageerror', (err) => problems.push(`${current}: ${err.message}`));
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        current = path;
        const response = await page.goto(baseURL + path, { waitUntil: 'networkidle' });
        if (response?.status() !== 200) problems.push(`${path}: HTTP ${response?.status()}`);
        const h1 = page.locator('h1');
        if ((await h1.count()) !== 1) {
          problems.push(`${path}: ${await h1.count()} h1 elements`);
          continue;
        }
        const heading = (await h1.innerText()).trim();
        if (!heading) problems.push(`${path}: empty h1`);
        headings.set(path, heading);
        const lang = await page.evaluate(() => document.documentElement.lang);
        if (lang !== languageOf(path)) problems.push(`${path}: html lang ${lang}`);
        const text = await page.locator('body').innerText();
        const raw = rawKey(text);
        if (raw) problems.push(`${path}: raw key "${raw}"`);
      }
      await page.context().close();
    };
    await Promise.all(Array.from({ length: TABS }, walk));
    expect(headings.size + problems.filter((problem) => problem.endsWith('h1 elements')).length).toBe(paths.length);
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
