/**
 * The back office's lists in a real browser against the real server: the filter sidebar's facets
 * narrow the users list (role, then active), a saved query is saved, survives a reload and
 * applies its filter again; at 390 px the activity log's filters are behind the filter button
 * (its badge counts the active ones), an organisation's Modules and Users tabs are compact lists,
 * the app bar's language, theme and refresh are items of the user menu, and no list page the
 * menu links to scrolls sideways.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mod11_10CheckDigit } from '../../src/shared/serbianIdentifiers';
import { launchBrowser, listFiltered, openPage } from './browser';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const API = `${baseURL}/api/1.0`;

const run = Date.now().toString(36);
const roleName = `Lists ${run}`;
const organisationName = `Tisa Lists ${run}`;
/** Three people with the new role (one of them inactive) and one without it. */
const people = [
  { firstName: 'Ana', lastName: `Facet${run}`, isActive: true, withRole: true },
  { firstName: 'Bojan', lastName: `Facet${run}`, isActive: false, withRole: true },
  { firstName: 'Vesna', lastName: `Facet${run}`, isActive: true, withRole: true },
  { firstName: 'Goran', lastName: `Other${run}`, isActive: true, withRole: false },
];

let browser: Browser;
let page: Page;
let errors: string[];
let bearer = '';
let organisationId = 0;
/** The list pages the menu links to (`/admin/<resource>`), read at 1440 px. */
let listPaths: string[] = [];

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Whether the page scrolls sideways. */
const scrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The users list's rows (the table's body rows at 1440 px). */
const userRows = () => page.locator('tbody tr');

/** The names in the users list's rows once it shows exactly `count` of this run's people. */
async function listedPeople(count: number): Promise<string[]> {
  await expect.poll(async () => (await userRows().allInnerTexts()).filter((row) => row.includes(run)).length, { timeout: 20_000 }).toBe(count);
  return (await userRows().allInnerTexts()).filter((row) => row.includes(run)).map((row) => row.split('\t')[0].trim() || row.trim());
}

beforeAll(async () => {
  ({ bearer_token: bearer } = await call<{ bearer_token: string }>('POST', '/auth/authenticate', { email: adminEmail, password: adminPassword }));
  const permissions = await call<{ id: number; name: string }[]>('POST', '/permissions/by-ids', { ids: Array.from({ length: 200 }, (_, index) => index + 1) });
  const usersRead = permissions.find((permission) => permission.name === 'users.read')!.id;
  const { id: roleId } = await call<{ id: number }>('POST', '/roles', { name: roleName, permissionIds: [usersRead] });
  const eight = String(30_000_000 + Math.floor((Date.now() / 1000) % 70_000) * 100);
  ({ id: organisationId } = await call<{ id: number }>('POST', '/organisations', {
    name: organisationName,
    taxRegistrationNumber: `${eight}${mod11_10CheckDigit(eight)}`,
    nationalIdentificationNumber: eight,
    type: 'company',
  }));
  for (const [index, person] of people.entries()) {
    const handle = `${person.firstName.toLowerCase()}.${run}`;
    const { id } = await call<{ id: number }>('POST', '/users', {
      firstName: person.firstName,
      lastName: person.lastName,
      email: `${handle}@example.com`,
      userName: `${handle}_${index}`,
      password: 'Lists-Passw0rd!',
      roleIds: person.withRole ? [roleId] : [],
      organisationIds: [organisationId],
    });
    if (!person.isActive) await call('PUT', `/users/${id}/active-status`, { isActive: false });
  }
  const modules = await call<{ items: { id: number }[] }>('GET', '/modules/paged?page_size=2');
  for (const module of modules.items) await call('POST', '/organisation-modules', { organisationId, moduleId: module.id });

  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
  await page.goto(`${baseURL}/admin/users`);
  await page.waitForURL(`${baseURL}/login`);
  await page.getByLabel('Email').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByTestId('sign-in').click();
  await page.waitForURL(`${baseURL}/admin/users`);
  await page.locator('.RaSidebar-fixed a[href="/admin/activity"]').waitFor();
  const hrefs = await page.$$eval('.RaSidebar-fixed a[href]', (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  listPaths = [...new Set(hrefs.filter((path) => /^\/admin\/[a-z-]+$/.test(path)))];
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('the filter sidebar', () => {
  it('narrows the users list by a role, then by active', async () => {
    await page.getByRole('textbox', { name: 'Search' }).fill(run);
    // The search applies after react-admin's debounce: wait for it, or a facet clicked meanwhile
    // would apply its filter to the unsearched list (whose first page also shows this run's people).
    await listFiltered(page, `"q":"${run}"`);
    const sidebar = page.getByTestId('filter-sidebar');
    await sidebar.waitFor();
    expect(await listedPeople(4)).toHaveLength(4);
    // The role facet offers the first roles by name; the new one is found among them or through "More…".
    const roleFacet = sidebar.getByTestId('facet-roleId');
    await roleFacet.getByText('Role').waitFor();
    const roleItem = roleFacet.getByRole('button', { name: roleName });
    if (!(await roleItem.count())) {
      await roleFacet.getByRole('button', { name: 'More…' }).click();
      await page.getByRole('combobox', { name: 'Role' }).fill(roleName);
      await page.getByRole('option', { name: roleName }).click();
    } else {
      await roleItem.click();
    }
    await listFiltered(page, '"roleId"');
    const withRole = await listedPeople(3);
    expect(withRole.join(' ')).not.toContain('Goran');

    await sidebar.getByTestId('facet-isActive').getByRole('button', { name: 'No' }).click();
    await listFiltered(page, '"isActive":"false"');
    const inactive = await listedPeople(1);
    expect(inactive.join(' ')).toContain('Bojan');
  });

  it('saves the current query and applies it again after the filters were cleared and the page reloaded', async () => {
    const sidebar = page.getByTestId('filter-sidebar');
    await sidebar.getByRole('button', { name: 'Save current query...' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Query name').fill(`Inactive ${run}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = sidebar.getByRole('button', { name: `Inactive ${run}` });
    await saved.waitFor();

    // Cleared: the active facet's "No" toggled off, the role facet too, the search emptied.
    await page.goto(`${baseURL}/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: run }))}`);
    expect(await listedPeople(4)).toHaveLength(4);
    await page.reload();
    await sidebar.getByRole('button', { name: `Inactive ${run}` }).click();
    await listFiltered(page, '"isActive":"false"');
    const inactive = await listedPeople(1);
    expect(inactive.join(' ')).toContain('Bojan');
  });
});

describe('at 390 px', () => {
  beforeAll(async () => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('hides the activity log filters behind the filter button, which counts the active ones', async () => {
    await page.goto(`${baseURL}/admin/activity?filter=${encodeURIComponent('{}')}`);
    const button = page.getByTestId('filters-button');
    await button.waitFor();
    expect(await page.getByRole('combobox', { name: 'Resource' }).count()).toBe(0);
    expect(await page.getByLabel('From').count()).toBe(0);
    expect(await page.getByTestId('filter-sidebar').count()).toBe(0);
    expect(await button.getAttribute('aria-label')).toBe('Filters');

    await button.click();
    const drawer = page.getByTestId('filters-drawer');
    await drawer.getByRole('combobox', { name: 'Resource' }).waitFor();
    await drawer.getByTestId('facet-from').getByRole('button', { name: 'This month' }).click();
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Filters (1 active)');
    expect(decodeURIComponent(page.url())).toContain('"from"');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(await page.getByTestId('filters-count').innerText()).toBe('1');
    expect(await scrollsSideways()).toBe(false);
  });

  it("shows an organisation's modules and users as compact lists", async () => {
    await page.goto(`${baseURL}/admin/organisations/${organisationId}/modules`);
    const modules = page.getByTestId('compact-list');
    await modules.getByTestId('compact-row-actions').first().waitFor();
    expect(await page.locator('main table').count()).toBe(0);
    expect(await modules.getByTestId('compact-row-actions').count()).toBe(2);
    // Each row keeps its switches (active, paid) and its edit button.
    const firstRow = modules.getByTestId('compact-row-actions').first();
    expect(await firstRow.getByRole('switch').count()).toBe(2);
    await firstRow.getByRole('link', { name: 'Edit' }).waitFor();
    expect(await scrollsSideways()).toBe(false);

    await page.goto(`${baseURL}/admin/organisations/${organisationId}/users`);
    const users = page.getByTestId('compact-list');
    await users.getByText(`Ana Facet${run}`).waitFor();
    expect(await page.locator('main table').count()).toBe(0);
    expect(await users.getByTestId('compact-row-actions').count()).toBe(4);
    await users.getByTestId('compact-row-actions').first().getByRole('button', { name: 'Remove' }).waitFor();
    expect(await scrollsSideways()).toBe(false);
  });

  it('moves language, theme and refresh into the user menu', async () => {
    await page.goto(`${baseURL}/admin`);
    await page.getByRole('button', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('button', { name: 'Toggle light/dark mode' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Refresh' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Profile' }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: /Language/ }).waitFor();
    await menu.getByRole('menuitem', { name: 'Refresh' }).waitFor();
    await menu.getByRole('menuitem', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: 'Srpski' }).click();
    await page.getByRole('button', { name: 'Profil' }).waitFor();
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: /Jezik/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Profile' }).waitFor();
  });

  it('no list page scrolls sideways', async () => {
    const sideways: string[] = [];
    expect(listPaths).toEqual(expect.arrayContaining(['/admin/users', '/admin/organisations', '/admin/activity', '/admin/emails', '/admin/crawl-organisations']));
    for (const path of listPaths) {
      await page.goto(`${baseURL}${path}`);
      // Loaded: the compact list's first row, or the empty list's message (the System screen,
      // in the menu among the lists, is loaded once its application card shows).
      await page
        .getByTestId('compact-list')
        .locator('li')
        .or(page.locator('main').getByText(/^No .* (yet\.|found)$/))
        .or(page.getByTestId('system-application'))
        .first()
        .waitFor({ timeout: 30_000 });
      if (await scrollsSideways()) sideways.push(path);
    }
    expect(sideways).toEqual([]);
    expect(errors).toEqual([]);
  });
});
