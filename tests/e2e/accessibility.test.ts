/**
 * The back office is usable by every staff member (WCAG 2.2 AA):
 *
 * - axe-core finds no violation of the WCAG 2.0/2.1/2.2 A and AA rules on any screen in the light
 *   theme, nor of the colour rules in the dark theme on sign-in and a sample of every kind of
 *   screen (darkSample: a theme changes the palette, not the components): sign-in, the dashboard, My account, My sessions, and every list,
 *   create, details (each tab), edit and tool screen (invite, CSV import, register upload, the
 *   email composer) the menu leads to (tests/e2e/axeScreens.ts finds them as a user would, so
 *   a new resource is covered without being listed). No rule is excluded, and WCAG rules axe
 *   calls experimental are added (label in name: the user menu is named by the name it shows).
 *   The articles list shows an article without some language versions (their greyed chips).
 * - Keyboard only: a list's row is reached with Tab and opened with Enter, a form is filled and
 *   saved, a permission-matrix cell is toggled with Space; focus is visible at each step and
 *   Tab leaves every control it entered (no trap).
 * - On a phone (390 px) none of those screens scrolls sideways: each is narrowed to that width
 *   after its theme checks (the layouts follow the window as it changes), not loaded again.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './browser';
import { COLOUR_RULES, menuLists, screensBelow, settle, violationsOn, type ScreenViolation } from './axeScreens';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const suffix = Date.now().toString(36);

let browser: Browser;
/** Every back-office screen found from the menu (paths below the origin). */
let screens: string[] = [];

async function api(method: string, path: string, bearer: string | null, body?: unknown): Promise<unknown> {
  const response = await fetch(`${baseURL}/api/1.0${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Signs the administrator in on the site's sign-in page (the page stays on the dashboard). */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${baseURL}/login`);
  await page.locator('input[type=email]').fill(adminEmail);
  await page.locator('input[type=password]').fill(adminPassword);
  await page.getByTestId('sign-in').click();
  await page.waitForURL(`${baseURL}/admin`);
  await settle(page);
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A page whose site and back office start in `theme` (MUI's mode, stored client-side under `theme`). */
async function themedPage(theme: 'light' | 'dark'): Promise<Page> {
  const { page } = await openPage(browser, { viewport: DESKTOP });
  await page.context().addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // Lists that start empty get a record, so their details pages are checked too.
  const { bearer_token: bearer } = (await api('POST', '/auth/authenticate', null, { email: adminEmail, password: adminPassword })) as { bearer_token: string };
  await api('POST', '/public/contact', null, { name: 'Ana Tester', email: `ana.${suffix}@example.com`, message: 'We would like an offer for a new website.', language: 'en' });
  await api('POST', '/emails/send', bearer, { to: [`ana.${suffix}@example.com`], subject: 'Your offer', body: 'Hello **Ana**, the offer is attached.' });
  await api('POST', '/email-templates', bearer, { name: `Offer ${suffix}`, translations: { en: { subject: 'Your offer', body: 'Hello {{firstName}}.' } } });
  // In English only: the articles list (newest first) shows its other languages as "no version" chips.
  await api('POST', '/articles', bearer, { slug: `accessible-${suffix}`, translations: [{ language: 'en', title: `Accessible ${suffix}`, summary: 'An article in English only.', body: 'Text.' }] });

  const page = await themedPage('light');
  await signIn(page);
  const found = ['/admin', '/admin/account', '/admin/account/sessions'];
  for (const list of await menuLists(page)) {
    await page.goto(`${baseURL}${list}`);
    await settle(page);
    found.push(list, ...(await screensBelow(page, list)));
  }
  screens = [...new Set(found)];
  await page.context().close();
});

afterAll(async () => {
  await browser?.close();
});

describe('back office screens found for the check', () => {
  it('include every kind of screen: lists, create, details with tabs, edit, tool screens, account', () => {
    expect(screens).toEqual(
      expect.arrayContaining([
        '/admin',
        '/admin/account',
        '/admin/users',
        '/admin/users/add',
        '/admin/users/invite',
        '/admin/users/import',
        '/admin/roles/add',
        '/admin/organisations/1/modules',
        '/admin/crawl-organisations/upload',
        '/admin/emails/create',
        '/admin/activity',
      ]),
    );
    expect(screens.filter((path) => /^\/admin\/[a-z-]+\/\d+$/.test(path)).length).toBeGreaterThanOrEqual(10);
    expect(screens.filter((path) => path.endsWith('/edit')).length).toBeGreaterThanOrEqual(8);
  });

  it("include the articles list with a language's greyed \"no version\" chip on it", async () => {
    expect(screens).toContain('/admin/articles');
    const page = await themedPage('light');
    await signIn(page);
    await page.goto(`${baseURL}/admin/articles`);
    await page.locator('[data-testid="article-languages"] [data-status="missing"]').first().waitFor();
    await page.context().close();
  });
});

/** Pages checking screens side by side: axe keeps a core busy per page. */
const AXE_TABS = 2;

/**
 * Visits every screen once, `tabs` signed-in pages (each made by `open`) taking the next
 * screen from one queue, so that one page's waits (loading, settling) overlap another's work.
 */
async function inTabs(tabs: number, open: () => Promise<Page>, visit: (page: Page, screen: string) => Promise<void>): Promise<void> {
  const queue = [...screens];
  await Promise.all(
    Array.from({ length: tabs }, async () => {
      const page = await open();
      await signIn(page);
      for (let screen = queue.shift(); screen !== undefined; screen = queue.shift()) await visit(page, screen);
      await page.context().close();
    }),
  );
}

/**
 * Every screen is checked with every rule in the theme it opened in (light); the dark sample's
 * screens are then switched with the app bar's light/dark button (as a user would) and checked
 * again with the rules a theme can change (COLOUR_RULES), from the same visit.
 */
/**
 * The screens checked in the dark theme too: one of each kind the back office draws (the
 * dashboard, My account, lists, details pages, tabs, edit and create forms, tool screens) and
 * those with colours of their own (the articles' language chips, the contact inbox's statuses,
 * the permission matrix, the activity log). A theme changes the palette every component reads,
 * not the components: a colour defect of the dark theme shows on the kind of screen it is on.
 */
function darkSample(all: readonly string[]): Set<string> {
  const firstOf = (pattern: RegExp, count = 2) => all.filter((path) => pattern.test(path)).slice(0, count);
  return new Set([
    ...['/admin', '/admin/account', '/admin/articles', '/admin/contact-messages', '/admin/activity', '/admin/users', '/admin/roles'].filter((path) => all.includes(path)),
    ...firstOf(/^\/admin\/[a-z-]+\/\d+$/),
    ...firstOf(/^\/admin\/[a-z-]+\/\d+\/[a-z-]+$/),
    ...firstOf(/\/edit$/, 3),
    ...firstOf(/\/(add|create)$/),
    ...firstOf(/\/(invite|import|upload)$/),
    ...firstOf(/^\/admin\/roles\/\d+\/edit$/, 1),
  ]);
}

/** What the sweep found at a phone's width (the phone test reads it): screens wider than the screen, and how many were measured. */
const phone = { wide: [] as string[], measured: 0 };

describe('WCAG 2.2 AA in the light and the dark theme (axe-core)', () => {
  it('sign-in and every back-office screen have no violation in either theme', { timeout: 1_200_000 }, async () => {
    const violations: ScreenViolation[] = [];
    for (const theme of ['light', 'dark'] as const) {
      const login = await themedPage(theme);
      await login.goto(`${baseURL}/login`);
      await settle(login);
      violations.push(...(await violationsOn(login, `/login (${theme})`)));
      await login.context().close();
    }
    const checked = { light: 0, dark: 0 };
    const dark = darkSample(screens);
    await inTabs(AXE_TABS, () => themedPage('light'), async (page, screen) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${baseURL}${screen}`);
      await settle(page);
      // The page opens in the stored theme (themedPage stores light before every load).
      let theme: 'light' | 'dark' = (await page.evaluate(() => document.documentElement.classList.contains('dark'))) ? 'dark' : 'light';
      for (let pass = 0; pass < (dark.has(screen) ? 2 : 1); pass++) {
        if (pass === 1) {
          await page.getByRole('button', { name: 'Toggle light/dark mode' }).first().click();
          theme = theme === 'light' ? 'dark' : 'light';
          await page.waitForFunction((mode) => document.documentElement.classList.contains(mode), theme, { timeout: 5_000 });
          await settle(page);
        }
        // The second theme changes colours only: its pass asks the colour rules alone.
        const only = pass === 1 ? COLOUR_RULES : undefined;
        let found = await violationsOn(page, `${screen} (${theme})`, only);
        if (found.length) {
          // Checked again once settled anew: a screen caught while still changing over (the stored
          // theme applied after the first paint, a page of data replacing another) shows colours
          // of neither state; a real defect is there the second time too. Only this rare path waits.
          await page.waitForTimeout(1_000);
          await settle(page);
          found = await violationsOn(page, `${screen} (${theme})`, only);
        }
        violations.push(...found);
        checked[theme]++;
      }
      // The same screen narrowed to a phone's width (MUI's and react-admin's layouts follow the
      // window's width as it changes): measured here rather than loaded a third time.
      await page.setViewportSize(PHONE);
      await page.waitForFunction((width) => window.innerWidth === width, PHONE.width);
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 1) phone.wide.push(`${screen}: ${overflow}px wider than the screen`);
      phone.measured++;
    });
    expect(checked).toEqual({ light: screens.length, dark: dark.size });
    // One line per failing rule and screen, with the elements, so a failure says what to fix.
    expect(violations.map((v) => `${v.screen}: ${v.rule} (${v.impact}) ${v.targets.join(' | ')}`).sort()).toEqual([]);
  });
});

describe('on a phone (390 px)', () => {
  it('scrolls no back-office screen sideways (measured by the sweep above, on each screen it visits)', () => {
    expect(phone.measured).toBe(screens.length);
    expect(phone.wide.sort()).toEqual([]);
  });
});

/** What has the keyboard focus: tag, role, accessible label and whether its focus is drawn. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    // MUI draws focus as a ripple on the control's root (Mui-focusVisible); our rows and others as an outline.
    const ring = element.closest('.Mui-focusVisible') !== null || (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0);
    return {
      tag: element.tagName.toLowerCase(),
      label: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '',
      name: element.getAttribute('name'),
      type: element.getAttribute('type'),
      visible: ring,
    };
  });
}

/** Presses Tab until `match` holds for the focused element (at most `limit` times); its description. */
async function tabTo(page: Page, match: (element: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean, limit = 150) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const element = await focused(page);
    if (element && match(element)) return element;
  }
  throw new Error(`not reached with ${limit} Tab presses`);
}

describe('keyboard only', () => {
  let page: Page;
  beforeAll(async () => {
    page = await themedPage('light');
    await signIn(page);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it("tabs through a list to a row, sees its focus, and opens it with Enter", async () => {
    await page.goto(`${baseURL}/admin/permissions`);
    await settle(page);
    const row = await tabTo(page, (element) => element.tag === 'tr');
    expect(row.visible).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/permissions\/\d+$/);
  });

  it('fills and saves a form with the keyboard alone', async () => {
    await page.goto(`${baseURL}/admin/permissions/add`);
    await settle(page);
    const name = await tabTo(page, (element) => element.tag === 'input' && element.name === 'name');
    expect(name.visible || (await page.locator('input[name="name"]').evaluate((input) => input.closest('.Mui-focused') !== null))).toBe(true);
    await page.keyboard.type(`keyboard-${suffix.replace(/\d/g, 'x')}.read`);
    await tabTo(page, (element) => element.tag === 'textarea' || (element.tag === 'input' && element.name === 'description'));
    await page.keyboard.type('Made with the keyboard alone');
    const save = await tabTo(page, (element) => element.tag === 'button' && /save/i.test(element.label));
    expect(save.visible).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/permissions\/\d+$/);
    await page.getByText(`keyboard-${suffix.replace(/\d/g, 'x')}.read`).first().waitFor();
  });

  it('toggles a permission-matrix cell with Space, with its focus shown, and tabs on out of it', async () => {
    await page.goto(`${baseURL}/admin/roles/add`);
    await settle(page);
    const box = page.getByRole('checkbox', { name: 'Users: Read', exact: true });
    const before = await box.isChecked();
    const cell = await tabTo(page, (element) => element.label === 'Users: Read', 250);
    expect(cell.visible).toBe(true);
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(!before);
    // No trap: Tab moves on to another control, Shift+Tab comes back.
    await page.keyboard.press('Tab');
    expect((await focused(page))?.label).not.toBe('Users: Read');
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page))?.label).toBe('Users: Read');
  });
});
