import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openMenu, openPage } from './browser';

const baseURL = inject('baseURL');
const home = (lng: string) => JSON.parse(readFileSync(`locales/${lng}/home.json`, 'utf8'));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('public site', () => {
  it('shows the English home page with the hero statistics', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { level: 1, name: home('en').hero.title }).waitFor();
    for (const stat of ['500+', '99%', '24/7']) {
      expect(await page.getByText(stat, { exact: true }).first().isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists the seven languages by native name and switches to Serbian keeping the page', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    // The menu is its own chunk, loaded on first open.
    await openMenu(page, page.getByTestId('language-menu-button'));
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).toEqual(['English', '中文', 'Español', 'Italiano', 'Srpski', 'Русский', 'Nederlands']);
    await page.getByRole('menuitem', { name: 'Srpski' }).click();
    await page.waitForURL(`${baseURL}/sr`);
    await page.getByRole('heading', { level: 1, name: home('sr').hero.title }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sr');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the page when switching language from a deeper page', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL}/sr/about`, { waitUntil: 'networkidle' });
    await openMenu(page, page.getByTestId('language-menu-button'));
    await page.getByRole('menuitem', { name: 'Italiano' }).click();
    await page.waitForURL(`${baseURL}/it/about`);
    await openMenu(page, page.getByTestId('language-menu-button'));
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForURL(`${baseURL}/about`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('detects Chinese from a granted geolocation and the geocoder, and says so in a toast', async () => {
    const { page } = await openPage(browser, {
      locale: 'en-US',
      geolocation: { latitude: 39.9042, longitude: 116.4074 },
      permissions: ['geolocation'],
    });
    const asked: string[] = [];
    await page.context().route('https://api.bigdatacloud.net/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ countryCode: 'CN' }) });
    });
    await page.goto(`${baseURL}/`);
    await page.waitForURL(`${baseURL}/zh`);
    const zh = JSON.parse(readFileSync('locales/zh/common.json', 'utf8'));
    await page.getByText(zh.language.setTo.replace('{{code}}', 'zh')).waitFor();
    await page.getByRole('heading', { level: 1, name: home('zh').hero.title }).waitFor();
    expect(asked[0]).toContain('latitude=39.9042');
    // Detection runs once: back on the English page, it stays English.
    await page.goto(`${baseURL}/`);
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('opens /sr directly in Serbian and sends an unsupported prefix to the root', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseURL}/sr`);
    await page.getByRole('heading', { level: 1, name: home('sr').hero.title }).waitFor();
    await page.goto(`${baseURL}/xx/about`);
    await page.waitForURL(`${baseURL}/`);
    await page.getByRole('heading', { level: 1, name: home('en').hero.title }).waitFor();
    await page.context().close();
  });

  it('keeps the dark theme across a reload, applied before the app renders', async () => {
    const { page } = await openPage(browser, { colorScheme: 'light' });
    await page.goto(`${baseURL}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // Block the app's scripts: the class must come from the inline script alone (no flash).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.context().close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page } = await openPage(browser);
    const response = await page.goto(`${baseURL}/definitely-not-a-page`);
    expect(response?.status()).toBeLessThan(500);
    await page.getByRole('heading', { level: 1, name: JSON.parse(readFileSync('locales/en/site.json', 'utf8')).notFound.title }).waitFor();
    await page.context().close();
  });
});
