/**
 * Back-office navigation in a real browser against the real server (docs/decisions.md#admin-paths):
 * react-admin's `/create` and the spec's `/add` open the same screens (`/admin/roles/create`,
 * `/admin/emails/add`), a nested create screen has breadcrumbs and names its parent in its
 * title, the breadcrumbs keep to a phone's width, and Ctrl+K searches users and articles (by a
 * word of any language's title) and opens one, opening empty each time.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const API = `${baseURL}/api/1.0`;

let browser: Browser;
let page: Page;
let errors: string[];
let bearer = '';

const suffix = Date.now().toString(36);
const person = { firstName: 'Radmila', lastName: `Navigović${suffix}`, email: `radmila.${suffix}@example.com`, userName: `radmila_${suffix}` };
let personId = 0;
let dunavId = 0;

async function api(path: string, init: RequestInit = {}) {
  return fetch(`${API}${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}`, ...init.headers } });
}

beforeAll(async () => {
  const signIn = await fetch(`${API}/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  ({ bearer_token: bearer } = (await signIn.json()) as { bearer_token: string });
  const created = await api('/users', {
    method: 'POST',
    body: JSON.stringify({ ...person, password: 'Secret-123', gender: null, requestPasswordChange: false, status: true }),
  });
  expect(created.status).toBe(201);
  personId = ((await created.json()) as { id: number }).id;
  const found = (await (await api('/organisations/paged?current_page=1&page_size=5&search_term=Dunav%20Soft')).json()) as { items: { id: number; name: string }[] };
  dunavId = found.items.find((item) => item.name === 'Dunav Soft d.o.o.')!.id;
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
});
afterAll(async () => {
  await browser?.close();
});

/** The app bar's page title. */
const appBarTitle = () => page.locator('#react-admin-title');

describe('admin navigation: create path spellings, breadcrumbs, global search', () => {
  it("opens the role create screen at react-admin's /admin/roles/create, at the spec's /add", async () => {
    await page.goto(`${baseURL}/admin/roles/create`);
    await page.waitForURL(`${baseURL}/login`);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByTestId('sign-in').click();
    await page.waitForURL(`${baseURL}/admin/roles/add`);
    await page.locator('input[name=name]').waitFor();
    expect(await page.getByText('This page does not exist').count()).toBe(0);
  });

  it('opens the composer at /admin/emails/add, at /admin/emails/create', async () => {
    await page.goto(`${baseURL}/admin/emails/add`);
    await page.waitForURL(`${baseURL}/admin/emails/create`);
    await page.locator('input[name=subject]').waitFor();
  });

  it('names the parent of a nested create screen in its title and breadcrumbs, whose links work', async () => {
    await page.goto(`${baseURL}/admin/organisations/${dunavId}/modules/create`);
    await page.waitForURL(`${baseURL}/admin/organisations/${dunavId}/modules/add`);
    await expect.poll(() => appBarTitle().textContent()).toBe('Add module to Dunav Soft d.o.o.');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.getByRole('link', { name: 'Dunav Soft d.o.o.' }).waitFor();
    expect(await trail.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Organizations', 'Dunav Soft d.o.o.', 'Modules']);
    expect(await trail.locator('[aria-current=page]').textContent()).toBe('Add');
    await trail.getByRole('link', { name: 'Modules' }).click();
    await page.waitForURL(`${baseURL}/admin/organisations/${dunavId}/modules`);
    await trail.getByRole('link', { name: 'Organizations' }).click();
    await page.waitForURL(`${baseURL}/admin/organisations`);
  });

  it('keeps the breadcrumbs within a phone’s width', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseURL}/admin/organisations/${dunavId}/modules/add`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.locator('[aria-current=page]').waitFor();
    await trail.getByRole('link', { name: 'Dashboard' }).waitFor();
    const box = await trail.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('finds a user with Ctrl+K and opens the details page with Enter; Esc closes the palette', async () => {
    await page.goto(`${baseURL}/admin`);
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).waitFor();
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const box = dialog.getByRole('combobox', { name: 'Search' });
    await box.waitFor();
    await box.fill(person.lastName);
    const option = dialog.getByRole('option', { name: new RegExp(`Radmila ${person.lastName}`) });
    await option.waitFor();
    // Grouped under the resource's translated name.
    await dialog.getByText('Users', { exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseURL}/admin/users/${personId}`);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(`Radmila ${person.lastName}`).waitFor();

    // The button opens it too; Esc closes it.
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await box.waitFor();
    await box.fill('nearsh');
    await dialog.getByRole('option', { name: /Why nearshoring to Serbia works/ }).waitFor();
    await dialog.getByText('Articles', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens empty again, and finds an article by a word of its Serbian title', async () => {
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const box = dialog.getByRole('combobox', { name: 'Search' });
    await box.waitFor();
    expect(await box.inputValue()).toBe('');
    await box.fill('funkcioniše');
    await dialog.getByRole('option', { name: /Why nearshoring to Serbia works/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/articles\/\d+(\/edit)?$/);
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens with the records opened lately, newest first, and ranks them first among matches', async () => {
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const box = dialog.getByRole('combobox', { name: 'Search' });
    await box.waitFor();
    await dialog.getByText('Recently opened', { exact: true }).waitFor();
    await dialog.getByRole('option', { name: /Why nearshoring to Serbia works/ }).waitFor();
    // The article (opened last), then the user, each named by the API and with its kind.
    const options = await dialog.getByRole('option').allTextContents();
    expect(options[0]).toMatch(/Why nearshoring to Serbia works.*Article/);
    expect(options[1]).toMatch(new RegExp(`Radmila ${person.lastName}.*User`));
    // A search: the opened user first, under "Recently opened", not again under Users.
    await box.fill(person.lastName);
    await dialog.getByRole('option', { name: new RegExp(`Radmila ${person.lastName}`) }).waitFor();
    await dialog.getByText('Recently opened', { exact: true }).waitFor();
    expect(await dialog.getByRole('option', { name: new RegExp(`Radmila ${person.lastName}`) }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('logged no errors in the browser', () => {
    expect(errors).toEqual([]);
  });
});
