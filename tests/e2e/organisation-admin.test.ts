/**
 * Delegated administration per organisation in a real browser against the real server
 * (docs/decisions.md#organisation-roles): the administrator makes Ana (an existing account)
 * "Organization administrator" of organisation A from A's Users tab; Ana signs in with no global
 * permission and sees only A under Organizations (no Users or Roles menus, A under My
 * organizations); she invites Bob (who has an account) by email: "Invitation sent to …", the
 * address under Pending invitations, and Bob, signed in on the site through the mailed link's
 * /organisation-invitation page, accepts and is then her member; Carol (no account) registers
 * through her link and lands in A's back office as a member. Ana adds a module to A, cannot open
 * organisation B by its URL (the admin's not-found page) nor through the API (404), and the API
 * refuses her a global role and a member's email change (403).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mod11_10CheckDigit } from '../../src/shared/serbianIdentifiers';
import { launchBrowser, openPage } from './browser';
import { waitForMail } from './mail';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const API = `${baseURL}/api/1.0`;

const run = Date.now().toString(36);
const PASSWORD = 'Secret-123';
const ana = { firstName: 'Ana', lastName: `Anić${run}`, email: `ana.${run}@example.com`, userName: `ana_${run}` };
const bob = { firstName: 'Bob', lastName: `Bobić${run}`, email: `bob.${run}@example.com`, userName: `bob_${run}` };
/** Has no account until she registers through her invitation. */
const carol = { firstName: 'Carol', lastName: `Carić${run}`, email: `carol.${run}@example.com` };
const account = JSON.parse(readFileSync('locales/en/account.json', 'utf8'));
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

/** The site path (`/organisation-invitation?token=…`) of the organisation invitation mailed to `email`. */
async function invitationLinkOf(email: string): Promise<string> {
  const mail = await waitForMail((raw) => new RegExp(`^To: .*${email.replace(/\./g, '\\.')}`, 'im').test(raw));
  const link = /\/organisation-invitation\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  return link!;
}

/** Ana's "Add member" on the Users tab she is on, which for her is an invitation; waits for its toast and the pending row. */
async function invite(email: string, role: string) {
  await anaPage.getByRole('button', { name: 'Add member' }).click();
  const dialog = anaPage.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('checkbox', { name: new RegExp(`^${role}`) }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await anaPage.getByText(`Invitation sent to ${email}`).waitFor();
  await anaPage.getByRole('region', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: email }).getByText(role).waitFor();
}

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

  it('invites Bob by email with an organization role; Bob signs in on the site through the link and accepts', async () => {
    await anaPage.getByRole('tab', { name: 'Users' }).click();
    await anaPage.waitForURL(`${baseURL}/admin/organisations/${orgA}/users`);
    // The global way (picking from all users) is not offered to her.
    expect(await anaPage.getByRole('link', { name: 'Add from users' }).count()).toBe(0);
    await invite(bob.email, 'Organization member');
    // Nobody joins before acting on the link.
    expect(await row(anaPage, `${bob.firstName} ${bob.lastName}`).count()).toBe(0);

    const link = await invitationLinkOf(bob.email);
    const { page: bobPage, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } });
    await bobPage.goto(`${baseURL}${link}`);
    await bobPage.getByRole('heading', { level: 1, name: account.organisationInvitation.title }).waitFor();
    await bobPage.getByText(`${ana.firstName} ${ana.lastName} invites you to join ${nameA}`).waitFor();
    expect(await bobPage.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // He has an account: signing in brings him back here.
    await bobPage.getByTestId('sign-in-to-accept').click();
    await bobPage.waitForURL(`${baseURL}/login`);
    await bobPage.getByLabel('Email').fill(bob.email);
    await bobPage.getByLabel('Password').fill(PASSWORD);
    await bobPage.getByTestId('sign-in').click();
    await bobPage.waitForURL(`${baseURL}${link}`);
    await bobPage.getByText(`You are signed in as ${bob.email}.`).waitFor();
    await bobPage.getByTestId('accept-organisation-invitation').click();
    await bobPage.getByText(`You are now a member of ${nameA}`).waitFor();
    expect(errors).toEqual([]);
    await bobPage.context().close();

    // Ana sees him among the members with the role; the invitation is no longer pending.
    await anaPage.reload();
    await row(anaPage, `${bob.firstName} ${bob.lastName}`).getByText('Organization member').waitFor();
    expect((await api(adminBearer, 'GET', `/organisations/${orgA}/member-invitations`)).json).toEqual([]);
    // A member's account is not hers to edit.
    expect(await row(anaPage, `${bob.firstName} ${bob.lastName}`).getByRole('link', { name: 'Edit' }).count()).toBe(0);
  });

  it('invites Carol, who has no account: she registers through the link and lands in A as a member', async () => {
    await anaPage.goto(`${baseURL}/admin/organisations/${orgA}/users`);
    await invite(carol.email, 'Organization member');
    const link = await invitationLinkOf(carol.email);
    const { page: carolPage, errors } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await carolPage.goto(`${baseURL}${link}`);
    const form = carolPage.getByTestId('organisation-invitation-register');
    await form.waitFor();
    expect(await form.locator('input[name="email"]').inputValue()).toBe(carol.email);
    await form.getByLabel('First name').fill(carol.firstName);
    await form.getByLabel('Last name').fill(carol.lastName);
    await form.locator('input[name="password"]').fill(PASSWORD);
    await form.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await carolPage.getByTestId('register-organisation-invitation').click();
    await carolPage.getByText(`You are now a member of ${nameA}`).waitFor();
    // Signed in: the back office opens on the organisation.
    await carolPage.getByRole('link', { name: account.organisationInvitation.openBackOffice }).click();
    await carolPage.waitForURL(`${baseURL}/admin/organisations/${orgA}`);
    await carolPage.getByText(nameA).first().waitFor();
    expect(errors).toEqual([]);
    await carolPage.context().close();

    await anaPage.reload();
    await row(anaPage, `${carol.firstName} ${carol.lastName}`).getByText('Organization member').waitFor();
    expect((await api(adminBearer, 'GET', `/organisations/${orgA}/member-invitations`)).json).toEqual([]);
  });

  it('adds a module to A', async () => {
    await anaPage.goto(`${baseURL}/admin/organisations/${orgA}`);
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
