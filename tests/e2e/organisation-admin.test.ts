/**
 * Delegated administration per organisation in a real browser against the real server
 * (docs/decisions.md#organisation-roles): the administrator makes Ana (an existing account)
 * "Organization administrator" of organisation A from A's Users tab; Ana signs in with no global
 * permission and sees only A under Organizations (no Users or Roles menus, A under My
 * organizations), adds a member to A by email and a module to A, cannot open organisation B by
 * its URL (the admin's not-found page) nor through the API (404), and the API refuses her a
 * global role and a member's email change (403).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mod11_10CheckDigit } from '../../src/shared/serbianIdentifiers';
import { launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const API = `${baseURL}/api/1.0`;

const run = Date.now().toString(36);
const PASSWORD = 'Secret-123';
const ana = { firstName: 'Ana', lastName: `Anić${run}`, email: `ana.${run}@example.com`, userName: `ana_${run}` };
const bob = { firstName: 'Bob', lastName: `Bobić${run}`, email: `bob.${run}@example.com`, userName: `bob_${run}` };
const nameA = `Alfa ${run} d.o.o.`;
const nameB = `Beta ${run} d.o.o.`;

let browser: Browser;
let admin: Page;
let anaPage: Page;
let adminBearer = '';
let orgA = 0;
let orgB = 0;
let bobId = 0;

/** A call to the API with `bearer`; the answer's status and JSON body. */
async function api(bearer: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

async function signInApi(email: string, password: string): Promise<string> {
  const response = await fetch(`${API}/auth/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { bearer_token: string }).bearer_token;
}

async function createUser(user: typeof ana): Promise<number> {
  const created = await api(adminBearer, 'POST', '/users', { ...user, password: PASSWORD, gender: null, requestPasswordChange: false, status: true });
  expect(created.status).toBe(201);
  return (created.json as { id: number }).id;
}

async function createOrganisation(name: string, seed: number): Promise<number> {
  const firstEight = String(20_000_000 + ((Date.now() + seed) % 70_000_000));
  const created = await api(adminBearer, 'POST', '/organisations', {
    name,
    taxRegistrationNumber: `${firstEight}${mod11_10CheckDigit(firstEight)}`,
    nationalIdentificationNumber: String(30_000_000 + ((Date.now() + seed) % 60_000_000)),
    type: 'company',
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return (created.json as { id: number }).id;
}

async function signInBrowser(page: Page, email: string, password: string, landing: string) {
  await page.goto(`${baseURL}${landing}`);
  await page.waitForURL(`${baseURL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('sign-in').click();
  await page.waitForURL(`${baseURL}${landing}`);
}

beforeAll(async () => {
  adminBearer = await signInApi(adminEmail, adminPassword);
  await createUser(ana);
  bobId = await createUser(bob);
  orgA = await createOrganisation(nameA, 1);
  orgB = await createOrganisation(nameB, 7_777);
  browser = await launchBrowser();
  ({ page: admin } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
  ({ page: anaPage } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
});
afterAll(async () => {
  await browser?.close();
});

/** The table row holding `text`. */
const row = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

describe('an organisation administrator', () => {
  it("is made one by the administrator from organisation A's Users tab", async () => {
    await signInBrowser(admin, adminEmail, adminPassword, `/admin/organisations/${orgA}/users`);
    await admin.getByRole('button', { name: 'Add member' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(ana.email);
    await dialog.getByRole('checkbox', { name: /^Organization administrator/ }).check();
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await admin.getByText(`${ana.firstName} ${ana.lastName} added to the organization`).waitFor();
    await row(admin, ana.email).getByText('Organization administrator').waitFor();
  });

  it('signs in and sees only A under Organizations, no Users or Roles menus, and A under My organizations', async () => {
    await signInBrowser(anaPage, ana.email, PASSWORD, '/admin/organisations');
    await row(anaPage, nameA).waitFor();
    expect(await row(anaPage, nameB).count()).toBe(0);
    expect(await anaPage.getByRole('row').filter({ hasText: /d\.o\.o\./ }).count()).toBe(1);
    await anaPage.getByRole('menuitem', { name: 'Organizations' }).waitFor();
    expect(await anaPage.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
    expect(await anaPage.getByRole('menuitem', { name: 'Roles' }).count()).toBe(0);
    // Creating organisations is not hers.
    expect(await anaPage.getByRole('link', { name: 'Create' }).count()).toBe(0);
    await anaPage.getByRole('button', { name: `${ana.firstName} ${ana.lastName} — account menu` }).click();
    await anaPage.getByRole('menuitem', { name: nameA }).click();
    await anaPage.waitForURL(`${baseURL}/admin/organisations/${orgA}`);
  });

  it('adds a member to A by email with an organization role', async () => {
    await anaPage.getByRole('tab', { name: 'Users' }).click();
    await anaPage.waitForURL(`${baseURL}/admin/organisations/${orgA}/users`);
    // The global way (picking from all users) is not offered to her.
    expect(await anaPage.getByRole('link', { name: 'Add from users' }).count()).toBe(0);
    await anaPage.getByRole('button', { name: 'Add member' }).click();
    const dialog = anaPage.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(bob.email);
    await dialog.getByRole('checkbox', { name: /^Organization member/ }).check();
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await row(anaPage, bob.email).getByText('Organization member').waitFor();
    // A member's account is not hers to edit.
    expect(await row(anaPage, bob.email).getByRole('link', { name: 'Edit' }).count()).toBe(0);
  });

  it('adds a module to A', async () => {
    await anaPage.getByRole('tab', { name: 'Modules' }).click();
    await anaPage.waitForURL(`${baseURL}/admin/organisations/${orgA}/modules`);
    await anaPage.getByRole('link', { name: 'Add' }).click();
    await anaPage.waitForURL(`${baseURL}/admin/organisations/${orgA}/modules/add`);
    await anaPage.getByRole('combobox', { name: /^Module/ }).click();
    await anaPage.getByRole('option', { name: 'Websites' }).click();
    await anaPage.getByRole('button', { name: 'Save' }).click();
    await anaPage.waitForURL(`${baseURL}/admin/organisations/${orgA}/modules`);
    await row(anaPage, 'Websites').waitFor();
  });

  it("cannot open organisation B by its URL: the admin's not-found page", async () => {
    await anaPage.goto(`${baseURL}/admin/organisations/${orgB}`);
    await anaPage.getByRole('heading', { level: 1, name: 'This page does not exist' }).waitFor();
    expect(anaPage.url()).toBe(`${baseURL}/admin/organisations/${orgB}`);
    expect(await anaPage.getByText(nameB).count()).toBe(0);
  });

  it('is answered 404 for B by the API, and refused a global role and a member\'s email change (403)', async () => {
    const bearer = await signInApi(ana.email, PASSWORD);
    expect((await api(bearer, 'GET', `/organisations/${orgB}`)).status).toBe(404);
    expect((await api(bearer, 'GET', `/organisations/${orgB}/members`)).status).toBe(404);
    const roles = (await api(adminBearer, 'GET', '/roles')).json as { id: number; name: string; scope: string }[];
    const administrator = roles.find((role) => role.name === 'Administrator')!;
    expect((await api(bearer, 'PUT', `/users/${bobId}`, { id: bobId, roleIds: [administrator.id] })).status).toBe(403);
    expect((await api(bearer, 'PUT', `/users/${bobId}`, { id: bobId, email: `taken.${run}@example.com` })).status).toBe(403);
    // Nothing changed: Bob's address and roles are his own.
    const bobNow = (await api(adminBearer, 'GET', `/users/${bobId}`)).json as { email: string; roles: unknown[] };
    expect(bobNow.email).toBe(bob.email);
    expect(bobNow.roles).toEqual([]);
  });
});
