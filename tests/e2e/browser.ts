/**
 * Headless Chromium for the e2e tests (Debian's /usr/bin/chromium through playwright-core),
 * with a collector of console errors and failed same-origin requests per page.
 */
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  /** The messages of the dialogs the page opened (window.confirm, alert, prompt), in order. */
  dialogs: string[];
}

/** A 1×1 PNG answered for external images (this machine has no internet). */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * Opens a page in a fresh context and records console errors, page errors and dialogs. A
 * confirm, alert or prompt is dismissed (a user answering "Cancel", Playwright's default); a
 * "leave this page?" (beforeunload) is accepted, since the test's own page.goto is the leaving,
 * as a user's typed address would be. Requests to
 * other hosts never leave the machine: images (the flag service) get a 1×1 PNG, anything else
 * is aborted; a test may route a host itself (later routes take precedence).
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.request().resourceType() === 'image' ? route.fulfill({ contentType: 'image/png', body: PIXEL }) : route.abort(),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  });
  return { page, errors, dialogs };
}

/**
 * Waits until a react-admin list has applied a filter: its address (where react-admin keeps the
 * filter) contains `fragment` and, with `everyRow`, each row of its table body shows that text.
 * Filter inputs are debounced and the previous rows stay on screen until the new page arrives,
 * so a row clicked before may be replaced under the pointer and the click lost.
 */
export async function listFiltered(page: Page, fragment: string, everyRow?: string | RegExp): Promise<void> {
  await expect.poll(() => decodeURIComponent(page.url()), { timeout: 10_000 }).toContain(fragment);
  if (everyRow === undefined) return;
  const shows = (text: string) => (typeof everyRow === 'string' ? text.includes(everyRow) : everyRow.test(text));
  await expect
    .poll(async () => {
      const rows = await page.locator('tbody tr').allInnerTexts();
      return rows.length > 0 && rows.every(shows);
    }, { timeout: 10_000 })
    .toBe(true);
}

/**
 * Clicks `button` until the menu it opens shows an item. A prerendered page answers clicks only
 * once hydrated, and on a busy machine hydration may finish after the network went quiet: a
 * click before it is lost, as a visitor's would be, and is repeated here instead of waited out.
 */
export async function openMenu(page: Page, button: Locator): Promise<void> {
  const item = page.getByRole('menuitem').first();
  await expect
    .poll(
      async () => {
        if (!(await item.isVisible())) await button.click();
        return item.waitFor({ timeout: 2_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 30_000, interval: 0 },
    )
    .toBe(true);
}

/** A bearer of the administrator (`email`, `password`), signed in through the API at `api` (…/api/1.0). */
export async function apiBearer(api: string, email: string, password: string): Promise<string> {
  const signIn = await fetch(`${api}/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await signIn.json()) as { bearer_token: string }).bearer_token;
}
