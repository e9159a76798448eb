/**
 * The back office's smaller defects, each as the user saw it: a deleted user's page with two
 * Restore buttons, an access-denied page unlike the not-found card, a crawled organisation's
 * source URL as plain text, the wizard's stepper wider than its form, the CSV preview breaking
 * addresses mid-word, rates with 4 decimals in one place and 6 in another, a menu name cut at
 * 1440 px, the dashboard's chart card stretched to the activity panel, a read-only user told
 * "Everything you may manage", and "Emails sent 0" beside "Waiting 1".
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const run = Date.now().toString(36);
const readerPassword = 'Reader-Passw0rd!';
const reader = { firstName: 'Vesna', lastName: `Čitač${run}`, email: `vesna.${run}@example.com`, userName: `vesna_${run}` };

let browser: Browser;
let bearer = '';
let deletedUserId = 0;

async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL}/api/1.0${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseURL}/login`);
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.getByTestId('sign-in').click();
  await page.waitForURL(`${baseURL}/admin`);
}

beforeAll(async () => {
  ({ bearer_token: bearer } = await call<{ bearer_token: string }>('POST', '/auth/authenticate', { email: adminEmail, password: adminPassword }));
  const permissions = await call<{ id: number; name: string }[]>('POST', '/permissions/by-ids', { ids: Array.from({ length: 200 }, (_, index) => index + 1) });
  const idOf = (name: string) => permissions.find((permission) => permission.name === name)!.id;
  const { id: roleId } = await call<{ id: number }>('POST', '/roles', { name: `Reader ${run}`, permissionIds: [idOf('users.read'), idOf('organisations.read')] });
  await call('POST', '/users', { ...reader, password: readerPassword, requestPasswordChange: false, roleIds: [roleId], organisationIds: [] });
  ({ id: deletedUserId } = await call<{ id: number }>('POST', '/users', {
    firstName: 'Goran',
    lastName: `Obrisan${run}`,
    email: `goran.${run}@example.com`,
    userName: `goran_${run}`,
    password: 'Deleted-Passw0rd!',
    roleIds: [],
    organisationIds: [],
  }));
  await call('DELETE', `/users/${deletedUserId}/soft`);
  // An email waiting in the outbox and none sent: the tile must still read sensibly.
  await call('POST', '/emails/send', { to: [`waiting.${run}@example.com`], subject: 'Waiting', body: 'Waiting in the outbox.' });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('as the administrator', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
    await signIn(page, adminEmail, adminPassword);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it("shows one Restore on a deleted user's page", async () => {
    await page.goto(`${baseURL}/admin/users/${deletedUserId}`);
    await page.getByRole('alert').filter({ hasText: /deleted/i }).waitFor();
    expect(await page.getByRole('button', { name: 'Restore' }).count()).toBe(1);
  });

  it('shows the full menu name "Crawled organizations" at 1440 px, not cut', async () => {
    await page.goto(`${baseURL}/admin`);
    const item = page.getByRole('menuitem', { name: /Crawled organizations/ });
    await item.waitFor();
    const cut = await item.evaluate((element) => [...element.querySelectorAll('*')].concat(element).some((node) => node.scrollWidth > node.clientWidth));
    expect(cut).toBe(false);
  });

  it('reads the email figures together: Emails, "<n> sent", Waiting and Failed', async () => {
    await page.goto(`${baseURL}/admin`);
    const tile = page.getByTestId('tile-outbox');
    await tile.waitFor();
    const text = (await tile.innerText()).replace(/\s+/g, ' ');
    // The counts depend on what the mail sink delivered by now; the words and their order do not.
    expect(text).toMatch(/^EMAILS \d+ sent Waiting: \d+ Failed: \d+$/i);
    expect(text).not.toMatch(/Emails sent/i);
  });

  it("keeps the sign-ins chart's card as tall as its chart, not the activity panel", async () => {
    const chart = page.getByTestId('sign-ins-card');
    await chart.locator('.recharts-wrapper').waitFor();
    const [card, content] = await chart.evaluate((element) => [element.getBoundingClientRect().height, element.firstElementChild!.getBoundingClientRect().height]);
    expect(card - content).toBeLessThanOrEqual(2);
  });

  it("links a crawled organisation's source URL and shows its two tabs without scroll arrows", async () => {
    const { items } = await call<{ items: { id: number; sourceUrl: string }[] }>('GET', '/crawled-organisations/paged?page_size=1');
    await page.goto(`${baseURL}/admin/crawl-organisations/${items[0].id}`);
    const link = page.locator(`a[href="${items[0].sourceUrl}"]`);
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    await page.getByRole('tab').first().waitFor();
    const arrows = await page.locator('.MuiTabs-scrollButtons').evaluateAll((buttons) => buttons.filter((button) => (button as HTMLElement).offsetWidth > 0 && getComputedStyle(button).opacity !== '0').length);
    expect(arrows).toBe(0);
  });

  it("lays the wizard's stepper over its form's width", async () => {
    await page.goto(`${baseURL}/admin/organisations/add`);
    const wizard = page.getByTestId('organisation-wizard');
    await wizard.waitFor();
    const stepper = await wizard.locator('.MuiStepper-root').boundingBox();
    const input = await wizard.locator('input[name]').first().boundingBox();
    expect(stepper && input).toBeTruthy();
    expect(Math.abs(stepper!.width - input!.width)).toBeLessThanOrEqual(2);
  });

  it('breaks email addresses in the CSV preview only between their parts', async () => {
    await page.goto(`${baseURL}/admin/users/import`);
    const csv = `firstName,lastName,email,userName\nDragana,Dugačkoprezimenović,dragana.dugackoprezimenovic.${run}@primer-organizacije.example.com,dragana_${run}\n`;
    await page.locator('input[type=file]').setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const cell = page.getByTestId('import-preview').locator('td.column-email').first();
    await cell.waitFor();
    // Break opportunities only before '@' and after dots: no mid-word wrap.
    expect(await cell.evaluate((element) => getComputedStyle(element).overflowWrap)).not.toBe('anywhere');
    expect(await cell.locator('wbr').count()).toBeGreaterThan(2);
  });

  it('reads a rate with the same decimals in the list, on the details page and in its history', async () => {
    const { items } = await call<{ items: { id: number; code: string }[] }>('GET', '/currencies/paged?page_size=100&search_term=EUR');
    const euro = items.find((currency) => currency.code === 'EUR')!;
    await call('PUT', `/currencies/${euro.id}/rate`, { rateToRsd: 117.123457 });
    await page.goto(`${baseURL}/admin/currencies/${euro.id}`);
    await page.getByText('117.123457').first().waitFor();
    await page.goto(`${baseURL}/admin/currencies/${euro.id}/rates`);
    await page.getByRole('cell', { name: '117.123457' }).first().waitFor();
    const ticks = await page.locator('.recharts-yAxis .recharts-cartesian-axis-tick-value').allInnerTexts();
    for (const tick of ticks) expect(tick).toMatch(/^[\d,]+\.\d{2,6}$/);
  });
});

describe('as a user who may only read', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
    await signIn(page, reader.email, readerPassword);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('is told what they may view, not manage', async () => {
    await page.getByText('Everything you may view, at a glance.').waitFor();
    expect(await page.getByText(/you may manage/).count()).toBe(0);
  });

  it('sees access denied in the same card as the not-found page', async () => {
    await page.goto(`${baseURL}/admin/roles`);
    const heading = page.getByRole('heading', { level: 1, name: 'Access denied' });
    await heading.waitFor();
    const card = heading.locator('xpath=ancestor::*[contains(@class, "MuiCard-root")][1]');
    expect(await card.count()).toBe(1);
    await card.getByRole('link', { name: 'Back to the dashboard' }).waitFor();
    await page.goto(`${baseURL}/admin/no-such-screen`);
    const notFound = page.getByRole('heading', { level: 1, name: 'This page does not exist' });
    await notFound.waitFor();
    const sameWidth = await notFound.locator('xpath=ancestor::*[contains(@class, "MuiCard-root")][1]').evaluate((element) => element.getBoundingClientRect().width);
    await page.goto(`${baseURL}/admin/roles`);
    await heading.waitFor();
    expect(Math.abs((await card.evaluate((element) => element.getBoundingClientRect().width)) - sameWidth)).toBeLessThanOrEqual(1);
  });
});
