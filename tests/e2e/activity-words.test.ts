/**
 * The activity log in words, in a real browser against the real server: a role's permissions
 * and a user's organisations are changed through the API (from a "Chrome on Windows" user
 * agent), a user is invited with roles and organisations, and one of the organisations is
 * deleted. The activity log then shows labels and names, never code names: the role's
 * permissions once, in the permission matrix's words; the invitation's ids as the names of the
 * role and organisations, the deleted one marked; the browser as "Chrome 131 on Windows". At
 * 390 px the changes are stacked cards and nothing scrolls sideways.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mod11_10CheckDigit } from '../../src/shared/serbianIdentifiers';
import { launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const API = `${baseURL}/api/1.0`;

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const run = Date.now().toString(36);
const roleName = `Words ${run}`;
const organisationNames = [`Dunav Words ${run}`, `Sava Words ${run}`, `Morava Words ${run}`];
const person = { firstName: 'Jelena', lastName: `Words${run}`, email: `jelena.${run}@example.com`, userName: `jelena_${run}` };
const invitee = { firstName: 'Marko', lastName: `Invited${run}`, email: `marko.${run}@example.com`, userName: `marko_${run}` };

/** Code names that must never reach the screen. */
const CODE_NAMES = /\b(permissionIds|roleIds|organisationIds|moduleCode|organisationName|twoFactorEnabled|createdAt|updatedAt|preferredLanguage)\b/;

let browser: Browser;
let page: Page;
let errors: string[];
let bearer = '';
const ids = { role: 0, user: 0, invitee: 0, organisations: [] as number[] };

/** A JSON call to the API as the administrator, from Chrome on Windows (the log keeps the user agent). */
async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      'user-agent': CHROME_ON_WINDOWS,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The newest activity row of a record. */
async function activityOf(resource: string, recordId: number): Promise<number> {
  const page = await call<{ items: { id: number }[] }>('GET', `/activity/paged?resource=${resource}&recordId=${recordId}&sort_by=at&sort_order=desc&page_size=1`);
  return page.items[0].id;
}

beforeAll(async () => {
  ({ bearer_token: bearer } = await call<{ bearer_token: string }>('POST', '/auth/authenticate', { email: adminEmail, password: adminPassword }));
  const permissions = await call<{ id: number; name: string }[]>('POST', '/permissions/by-ids', { ids: Array.from({ length: 200 }, (_, index) => index + 1) });
  const idOf = (name: string) => permissions.find((permission) => permission.name === name)!.id;
  ({ id: ids.role } = await call<{ id: number }>('POST', '/roles', { name: roleName, permissionIds: [idOf('users.read')] }));
  await call('PUT', `/roles/${ids.role}`, { name: roleName, permissionIds: [idOf('users.read'), idOf('users.create')] });
  const base = 20_000_000 + Math.floor((Date.now() / 1000) % 70_000) * 100;
  for (const [index, name] of organisationNames.entries()) {
    const eight = String(base + index);
    const created = await call<{ id: number }>('POST', '/organisations', { name, taxRegistrationNumber: `${eight}${mod11_10CheckDigit(eight)}`, nationalIdentificationNumber: eight, type: 'company' });
    ids.organisations.push(created.id);
  }
  const [first, second, third] = ids.organisations;
  ({ id: ids.user } = await call<{ id: number }>('POST', '/users', { ...person, password: 'Words-Passw0rd!', organisationIds: [first] }));
  await call('PUT', `/users/${ids.user}`, { ...person, organisationIds: [first, second] });
  ({ id: ids.invitee } = await call<{ id: number }>('POST', '/accounts/user-registration', { ...invitee, roleIds: [ids.role], organisationIds: [second, third] }));
  await call('DELETE', `/organisations/${third}/soft`);

  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** Whether the page scrolls sideways. */
const scrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('the activity log in words', () => {
  it('lists the changed fields by their labels', async () => {
    await page.goto(`${baseURL}/admin/activity`);
    await page.waitForURL(`${baseURL}/login`);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByTestId('sign-in').click();
    await page.waitForURL(`${baseURL}/admin/activity`);
    await page.getByRole('combobox', { name: 'Resource' }).click();
    await page.getByRole('option', { name: 'Roles' }).click();
    const rows = page.getByRole('row').filter({ hasText: 'Permissions' });
    await rows.first().waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(CODE_NAMES);
  });

  it("shows a role's permissions once, in the matrix's words, and the browser in words", async () => {
    await page.goto(`${baseURL}/admin/activity/${await activityOf('roles', ids.role)}`);
    const changes = page.getByRole('table', { name: 'Changes' });
    await changes.waitFor();
    expect(await changes.getByRole('rowheader').allInnerTexts()).toEqual(['Permissions']);
    const permissions = changes.getByRole('row').filter({ hasText: 'Permissions' });
    await permissions.getByRole('cell').nth(1).getByText('Users: Create').waitFor();
    expect(await permissions.getByRole('cell').nth(0).innerText()).toBe('Users: Read');
    const browserName = page.getByTestId('activity-user-agent');
    expect(await browserName.innerText()).toBe('Chrome 131 on Windows');
    expect(await browserName.getAttribute('title')).toBe(CHROME_ON_WINDOWS);
    expect(await page.locator('main').innerText()).not.toMatch(CODE_NAMES);
  });

  it("names an invitation's roles and organisations, the deleted organisation marked", async () => {
    await page.goto(`${baseURL}/admin/activity/${await activityOf('users', ids.invitee)}`);
    const changes = page.getByRole('table', { name: 'Changes' });
    await changes.getByRole('row').filter({ hasText: 'Roles' }).getByText(roleName).waitFor();
    const organisations = changes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Organizations' }) });
    await organisations.getByText(`${organisationNames[2]} (deleted)`).waitFor();
    expect(await organisations.innerText()).toContain(organisationNames[1]);
    expect(await page.locator('main').innerText()).not.toMatch(CODE_NAMES);
  });

  it("shows the user's organisations by name on the History tab", async () => {
    await page.goto(`${baseURL}/admin/users/${ids.user}/history`);
    const change = page.locator('li').filter({ has: page.locator('strong', { hasText: /^Organizations$/ }) }).first();
    await change.waitFor();
    expect(await change.innerText()).toMatch(new RegExp(`${organisationNames[0]}.*→.*${organisationNames[0]}, ${organisationNames[1]}`));
    expect(await page.locator('main').innerText()).not.toMatch(CODE_NAMES);
  });

  it('at 390 px shows a card per change and does not scroll sideways', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseURL}/admin/activity/${await activityOf('users', ids.invitee)}`);
    const cards = page.getByTestId('change-card');
    await cards.first().waitFor();
    expect(await page.getByRole('table', { name: 'Changes' }).count()).toBe(0);
    const titles = await cards.locator('h3').allInnerTexts();
    expect(titles).toEqual(expect.arrayContaining(['Email', 'Roles', 'Organizations']));
    await cards.filter({ hasText: 'Organizations' }).getByText(`${organisationNames[2]} (deleted)`).waitFor();
    expect(await scrollsSideways()).toBe(false);

    await page.goto(`${baseURL}/admin/users/${ids.user}/history`);
    await page.getByTestId('change-card').first().waitFor();
    expect(await scrollsSideways()).toBe(false);

    await page.goto(`${baseURL}/admin/activity`);
    await page.getByText('Signed in').first().waitFor();
    expect(await scrollsSideways()).toBe(false);
    expect(errors).toEqual([]);
  });
});
