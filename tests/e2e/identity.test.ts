/**
 * Identity administration in a real browser against the real server (docs/decisions.md#identity): the
 * administrator creates a role with two permissions in the permission matrix and a user holding
 * it; that user, signed in in a second browser context, sees only what the role allows and is
 * refused the rest (by URL too); when the administrator takes `roles.read` away, the user's next
 * navigation to Roles is refused by the server, the screen turns into access denied and the menu
 * drops Roles. Then that user is soft-deleted from the list (cannot sign in, the open session
 * ends at its next request), shown among the deleted and restored, and unknown admin URLs show the translated not-found page without an error toast.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './browser';
import { grantedInMatrix, matrixBox } from './permissionMatrix';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

let browser: Browser;
/** The administrator's page. */
let admin: Page;
/** The new user's page, in a second browser context (its own storage, its own session). */
let member: Page;
let adminErrors: string[];
let memberErrors: string[];
let roleUrl = '';

const suffix = Date.now().toString(36);
const roleName = `Auditor ${suffix}`;
const person = {
  firstName: 'Jelena',
  lastName: `Marković${suffix}`,
  email: `jelena.${suffix}@example.com`,
  userName: `jelena_${suffix}`,
  password: 'Auditor-Secret-1',
};

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: admin, errors: adminErrors } = await openPage(browser, { viewport: { width: 1280, height: 900 } }));
});
afterAll(async () => {
  await browser?.close();
});

/** Signs in on the site's /login page (the admin app is a separate page load). */
async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByTestId('sign-in').click();
}

/** The names of the side menu's entries. */
const menuNames = (page: Page) => page.getByRole('menuitem').allInnerTexts();


/** A table row holding `text`. */
const row = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

/** How many error toasts (react-admin's red notification) are on screen. */
const errorToastCount = (page: Page) => page.locator('.RaNotification-error').count();

describe('identity administration: roles, users, what a role allows, soft delete', () => {
  it('signs the administrator in', async () => {
    await admin.goto(`${baseURL}/admin/roles`);
    await admin.waitForURL(`${baseURL}/login`);
    await signIn(admin, adminEmail, adminPassword);
    await admin.waitForURL(`${baseURL}/admin/roles`);
    // The role named exactly so (the seed also has "Organization administrator").
    await admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'Administrator', exact: true }) }).waitFor();
  });

  it('creates a role with users.read and roles.read in the permission matrix', async () => {
    await admin.getByRole('link', { name: 'Create' }).click();
    await admin.waitForURL(`${baseURL}/admin/roles/add`);
    await admin.locator('input[name=name]').fill(roleName);
    await admin.locator('textarea[name=description]').fill('Reads users and roles');
    // A row's check-all checks its four permissions; unchecking it clears them again.
    const allOfUsers = admin.getByRole('checkbox', { name: 'Users: all permissions', exact: true });
    await allOfUsers.check();
    await expect.poll(() => matrixBox(admin, 'Users', 'Update').isChecked()).toBe(true);
    await allOfUsers.uncheck();
    await expect.poll(() => matrixBox(admin, 'Users', 'Update').isChecked()).toBe(false);
    await matrixBox(admin, 'Users', 'Read').check();
    await matrixBox(admin, 'Roles', 'Read').check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL(/\/admin\/roles\/\d+$/);
    roleUrl = admin.url();
    await admin.getByText(roleName).first().waitFor();
    // The details' matrix shows exactly the two permissions.
    await admin.locator('table').waitFor();
    await expect.poll(() => grantedInMatrix(admin)).toEqual(['Roles: Read', 'Users: Read']);
  });

  it('creates a user holding that role with the user form', async () => {
    await admin.goto(`${baseURL}/admin/users/add`);
    await admin.getByRole('textbox', { name: 'First Name' }).fill(person.firstName);
    await admin.getByRole('textbox', { name: 'Last Name' }).fill(person.lastName);
    await admin.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
    await admin.getByRole('textbox', { name: 'Username' }).fill(person.userName);
    await admin.getByLabel('Password', { exact: true }).fill(person.password);
    await admin.getByLabel('Confirm Password').fill(person.password);
    await admin.getByLabel(roleName).check();
    // Signing in straight into the back office, not into a password change.
    await admin.getByLabel('Request Password Change').uncheck();
    await admin.getByRole('button', { name: 'Add User' }).click();
    await admin.waitForURL(/\/admin\/users\/\d+$/);
    await admin.getByText(person.email).first().waitFor();
    await admin.getByText(roleName).first().waitFor();
  });

  it('shows the new user, signed in in a second browser, exactly Users and Roles and no add, edit or delete', async () => {
    ({ page: member, errors: memberErrors } = await openPage(browser, { viewport: { width: 1280, height: 900 } }));
    await member.goto(`${baseURL}/login`);
    await signIn(member, person.email, person.password);
    await member.waitForURL(`${baseURL}/admin`);
    await expect.poll(() => menuNames(member)).toEqual(['Dashboard', 'Users', 'Roles']);

    await member.getByRole('menuitem', { name: 'Users' }).click();
    await member.waitForURL(`${baseURL}/admin/users`);
    await row(member, person.email).waitFor();
    expect(await member.getByRole('link', { name: 'Create' }).count()).toBe(0);
    // No selection checkboxes: no bulk activate, deactivate or delete.
    expect(await member.getByRole('checkbox', { name: /select/i }).count()).toBe(0);

    // A click on the row (not on its mailto link) opens the details.
    await member.getByRole('cell', { name: person.lastName }).click();
    await member.waitForURL(/\/admin\/users\/\d+$/);
    await member.getByText(person.userName).waitFor();
    for (const name of ['Edit', 'Delete', 'Deactivate']) expect(await member.getByRole('link', { name }).or(member.getByRole('button', { name })).count()).toBe(0);
    await member.getByRole('tab', { name: 'Claims' }).click();
    await member.waitForURL(/\/claims$/);
    await member.getByText(/No Claims|no claims/i).or(member.getByRole('table')).first().waitFor();
    expect(await member.getByRole('link', { name: 'Add' }).count()).toBe(0);

    await member.getByRole('menuitem', { name: 'Roles' }).click();
    await member.waitForURL(`${baseURL}/admin/roles`);
    await member.getByRole('cell', { name: roleName }).click();
    await member.waitForURL(roleUrl);
    await member.locator('table').waitFor();
    await expect.poll(() => grantedInMatrix(member)).toEqual(['Roles: Read', 'Users: Read']);
    for (const name of ['Edit', 'Delete']) expect(await member.getByRole('link', { name }).or(member.getByRole('button', { name })).count()).toBe(0);
  });

  it('refuses the user /admin/users/add opened by URL with the access-denied page, without a request', async () => {
    const posts: string[] = [];
    member.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/1.0/users')) posts.push(request.url());
    });
    await member.goto(`${baseURL}/admin/users/add`);
    await member.getByText("You don't have the right permissions to access this page").waitFor();
    await expect.poll(() => member.title()).toBe('Access denied · Danube Digital');
    expect(await member.getByRole('textbox', { name: 'First Name' }).count()).toBe(0);
    expect(posts).toEqual([]);
    // The way back leads to the dashboard.
    await member.getByRole('link', { name: 'Back to the dashboard' }).click();
    await member.waitForURL(`${baseURL}/admin`);
  });

  it("refuses the user's next navigation to Roles once the administrator took roles.read away", async () => {
    // The user is on a screen of the loaded app, whose menu still offers Roles.
    await member.getByRole('menuitem', { name: 'Users' }).click();
    await row(member, person.email).waitFor();

    await admin.goto(`${roleUrl}/edit`);
    await expect.poll(() => matrixBox(admin, 'Roles', 'Read').isChecked()).toBe(true);
    await matrixBox(admin, 'Roles', 'Read').uncheck();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL(roleUrl);
    await admin.locator('table').waitFor();
    await expect.poll(() => grantedInMatrix(admin)).toEqual(['Users: Read']);

    const refused = member.waitForResponse((response) => response.url().includes('/api/1.0/roles') && response.request().method() === 'GET');
    await member.getByRole('menuitem', { name: 'Roles' }).click();
    // The server refuses (the browser only hides what it knows of) …
    expect((await refused).status()).toBe(403);
    // … the toast says so (docs/requirements.md#r8, Serbian) with the server's reason …
    await member.getByText('Nemate dozvolu').waitFor();
    await member.getByText('Missing permission roles.read').waitFor();
    expect(await errorToastCount(member)).toBe(1);
    // … and with the user's permissions fetched again the screen turns into access denied and the menu drops Roles.
    await member.getByText("You don't have the right permissions to access this page").waitFor();
    await expect.poll(() => menuNames(member)).toEqual(['Dashboard', 'Users']);
    expect(await row(member, roleName).count()).toBe(0);
  });

  it('soft-deletes the user from the list after a confirmation, shows it among the deleted and restores it', async () => {
    await admin.goto(`${baseURL}/admin/users`);
    await admin.getByPlaceholder('Search').fill(person.lastName);
    await expect.poll(() => admin.getByRole('row').count()).toBe(2);
    await row(admin, person.email).getByRole('checkbox').check();
    await admin.getByRole('button', { name: 'Delete' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByText(/Delete/).first().waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText(/No Users/).waitFor();

    // A deleted user cannot sign in.
    const signInAnswer = await fetch(`${baseURL}/api/1.0/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: person.email, password: person.password }),
    });
    expect(signInAnswer.status).toBe(401);
    // … and the session open in the other browser ends at its next request (its refresh token revoked).
    await member.getByRole('menuitem', { name: 'Users' }).click();
    await member.waitForURL(`${baseURL}/login`);
    await member.getByText('Sesija je istekla').waitFor();

    await admin.getByLabel('Show deleted').check();
    const deleted = row(admin, person.email);
    await deleted.getByText('Deleted').waitFor();
    await deleted.getByRole('button', { name: 'Restore' }).click();
    await admin.getByText(`User ${person.firstName} ${person.lastName} restored`).waitFor();
    await expect.poll(() => deleted.getByRole('button', { name: 'Restore' }).count()).toBe(0);
    await admin.getByLabel('Show deleted').uncheck();
    await row(admin, person.email).waitFor();
  });

  it('fits the users list in a 1024 px window with the menu open: no sideways scroll, Create and the Roles column in view', async () => {
    await admin.setViewportSize({ width: 1024, height: 800 });
    await admin.goto(`${baseURL}/admin/users`);
    // The list keeps the search of the previous step: the long address of the user found.
    await row(admin, person.email).waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth > innerWidth)).toBe(false);
    for (const target of [admin.getByRole('link', { name: 'Create' }), admin.getByRole('columnheader', { name: 'Roles' })]) {
      const box = await target.boundingBox();
      expect(box && box.x + box.width <= 1024).toBe(true);
    }
    await admin.setViewportSize({ width: 1280, height: 900 });
  });

  it("shows the admin's translated not-found page for /admin/users/new and /admin/nothing-here, without an error toast", async () => {
    const reads: string[] = [];
    admin.on('request', (request) => {
      if (/\/api\/1\.0\/users\/new/.test(request.url())) reads.push(request.url());
    });
    await admin.goto(`${baseURL}/admin/users/new`);
    await admin.getByRole('heading', { level: 1, name: 'This page does not exist' }).waitFor();
    await admin.getByText('/admin/users/new').waitFor();
    await admin.waitForTimeout(1000);
    expect(await errorToastCount(admin)).toBe(0);
    expect(reads).toEqual([]);

    // In Serbian, chosen in the admin's language menu.
    await admin.goto(`${baseURL}/admin/nothing-here`);
    await admin.getByRole('heading', { level: 1, name: 'This page does not exist' }).waitFor();
    await admin.getByRole('button', { name: /English/ }).click();
    await admin.getByRole('menuitem', { name: 'Srpski' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Ova stranica ne postoji' }).waitFor();
    await expect.poll(() => admin.title()).toBe('Stranica nije pronađena · Danube Digital');
    await admin.getByRole('link', { name: 'Nazad na kontrolnu tablu' }).waitFor();
    await admin.waitForTimeout(1000);
    expect(await errorToastCount(admin)).toBe(0);
    expect(await admin.evaluate(() => document.body.innerText)).not.toMatch(/React Admin|bad link/i);
  });

  it('logged no console errors on the way (besides the refused requests)', () => {
    const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of (401|403)/.test(e));
    expect(unexpected(adminErrors)).toEqual([]);
    expect(unexpected(memberErrors)).toEqual([]);
  });
});
