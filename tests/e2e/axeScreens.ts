/**
 * The back office's screens walked for the accessibility test (tests/e2e/accessibility.test.ts):
 * every screen is found the way a staff member reaches it, so a new resource, tab or tool screen
 * is covered without being listed here. From the menu (the lists the user may open) each list,
 * the screens its toolbar links to (add, invite, CSV import, register upload, the email
 * composer), its first record's details page with every tab, the tabs' add and edit forms and
 * the record's edit screen; then the dashboard, My account, My sessions.
 *
 * Each screen is checked with axe-core against the WCAG 2.0, 2.1 and 2.2 A and AA rules
 * (`AXE_TAGS`, and `ALSO_CHECKED`) once it has settled (no loader, no pending request).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The success criteria checked: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG rules the axe-core bundled with @axe-core/playwright marks experimental, so leaves out of
 * a run by tags unless named: label-content-name-mismatch (2.5.3 Label in Name, level A: a
 * control's accessible name contains the text it shows, such as the user menu's name).
 */
export const ALSO_CHECKED = ['label-content-name-mismatch'];

/** One failing rule on one screen: the rule, its impact and the elements (CSS selectors, each with axe's finding) that fail it. */
export interface ScreenViolation {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Loaders react-admin and MUI show while a screen fetches. */
const LOADERS = '.MuiLinearProgress-root, .MuiSkeleton-root, .MuiCircularProgress-root, [data-testid="loading"]';

/** Waits until the screen has loaded its data and no loader is visible (bounded: a screen that never settles is checked as it is). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .waitForFunction((selector) => ![...document.querySelectorAll(selector)].some((node) => (node as HTMLElement).offsetParent !== null), LOADERS, { timeout: 10_000 })
    .catch(() => undefined);
  // MUI's transitions (menus, tabs' indicator, collapses) end before the colours are read.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * The rules whose outcome depends on colours, the only thing a theme changes (the markup, names,
 * roles and structure are the same in both): text contrast (1.4.3) and links told apart from
 * the text around them by colour alone (1.4.1).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core's WCAG A/AA violations on the page as it is now: every rule of {@link AXE_TAGS} and
 * {@link ALSO_CHECKED}, or only `only` (rule ids) when given.
 */
export async function violationsOn(page: Page, screen: string, only?: readonly string[]): Promise<ScreenViolation[]> {
  const rules = Object.fromEntries(ALSO_CHECKED.map((rule) => [rule, { enabled: true }]));
  // `options` first: it replaces the options `withTags` adds to.
  const builder = new AxeBuilder({ page }).options({ rules });
  const results = await (only ? builder.withRules([...only]) : builder.withTags(AXE_TAGS)).analyze();
  return results.violations.map((violation) => ({
    screen,
    rule: violation.id,
    impact: violation.impact ?? '',
    help: violation.help,
    // axe's finding beside the selector ("insufficient color contrast of 1.2 (foreground …, background …)").
    targets: violation.nodes.map((node) => [node.target.join(' '), node.any[0]?.message].filter(Boolean).join(': ')),
  }));
}

/** Paths (below the origin) of the links on the page matching `selector`, deduplicated, in page order. */
async function linkPaths(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.$$eval(selector, (links) => links.map((link) => (link as HTMLAnchorElement).href));
  return [...new Set(hrefs.map((href) => new URL(href).pathname + new URL(href).search))];
}

/** The resource lists the menu links to (`/admin/<resource>`). */
export async function menuLists(page: Page): Promise<string[]> {
  return (await linkPaths(page, '.RaSidebar-fixed a[href], .RaMenu-open a[href], [class*="RaMenu"] a[href]')).filter((path) => /^\/admin\/[a-z-]+$/.test(path));
}

/**
 * The screens reached from one list: the toolbar's tool screens and create screen, the first
 * record's details page, each of its tabs, the tabs' child add/edit forms, and its edit screen.
 * Paths are opened by clicking where a click is the only way (a table row).
 */
export async function screensBelow(page: Page, list: string): Promise<string[]> {
  const screens: string[] = [];
  const toolbar = await linkPaths(page, `.RaList-actions a[href^="${list}/"], .RaList-main a[href^="${list}/"]:not(tbody a)`);
  screens.push(...toolbar.filter((path) => !/\/\d+(\/|$)/.test(path)));
  const firstRow = page.locator('.RaDataTable-table tbody tr').first();
  if (!(await firstRow.count())) return screens;
  const before = page.url();
  // Its first cell's corner: the middle of a row may be a link or a switch of its own.
  await firstRow.locator('td:not(.MuiTableCell-paddingCheckbox)').first().click({ position: { x: 4, y: 4 } });
  await page.waitForURL((url) => url.href !== before && new RegExp(`^${list}/\\d+`).test(url.pathname), { timeout: 10_000 }).catch(() => undefined);
  const details = new URL(page.url()).pathname;
  if (!new RegExp(`^${list}/\\d+$`).test(details)) return screens;
  screens.push(details);
  // Opened afresh, so its tabs (shown once their lists' permissions are known) are all there.
  await page.goto(new URL(details, page.url()).href);
  await settle(page);
  await page.locator('[role="tab"]').first().waitFor({ timeout: 5_000 }).catch(() => undefined);
  const tabs = await linkPaths(page, `a[role="tab"][href^="${details}/"]`);
  const edit = await linkPaths(page, `a[href="${details}/edit"]`);
  for (const tab of tabs) {
    screens.push(tab);
    await page.goto(new URL(tab, page.url()).href);
    await settle(page);
    const children = await linkPaths(page, `a[href^="${tab}/"]`);
    const add = children.filter((path) => path.endsWith('/add')).slice(0, 1);
    const childEdit = children.filter((path) => /\/\d+\/edit$/.test(path)).slice(0, 1);
    screens.push(...add, ...childEdit);
  }
  screens.push(...edit);
  return screens;
}
