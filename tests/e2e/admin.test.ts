import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

let browser: Browser;
let page: Page;
let errors: string[];
const suffix = Date.now().toString(36);
const user = { firstName: 'Milica', lastName: `Petrović${suffix}`, email: `milica.${suffix}@example.com`, userName: `milica_${suffix}` };

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
});
afterAll(async () => {
  await browser?.close();
});

async function signIn() {
  await page.getByLabel('Email').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByTestId('sign-in').click();
}

// One story, in order, as a staff member would go through it (issue: walking skeleton, step 3).
describe('back office: sign in, manage users, sign out', () => {
  it('remembers the requested admin page and returns there after sign-in', async () => {
    await page.goto(`${baseURL}/admin/permissions`);
    await page.waitForURL(`${baseURL}/login`);
    await signIn();
    await page.waitForURL(`${baseURL}/admin/permissions`);
    // A permission near the top of the list (by name), whatever resources come later.
    await page.getByText('articles.publish', { exact: true }).waitFor();
    await page.evaluate(() => localStorage.clear());
  });

  it('signs in from the home page and lands on the dashboard with a welcome toast', async () => {
    await page.goto(`${baseURL}/`);
    await page.getByTestId('login-link').click();
    await page.waitForURL(`${baseURL}/login`);
    await signIn();
    await page.getByText('Welcome back!').waitFor();
    await page.waitForURL(`${baseURL}/admin`);
    expect(await page.evaluate(() => Object.keys(localStorage).sort())).toEqual(
      expect.arrayContaining(['bearerToken', 'refreshToken', 'user', 'isAuthenticated']),
    );
  });

  it('validates the add form on blur with the spec messages and keeps submit disabled', async () => {
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL(`${baseURL}/admin/users`);
    await page.getByRole('link', { name: /create|add/i }).first().click();
    await page.waitForURL(`${baseURL}/admin/users/add`);
    await page.getByRole('textbox', { name: 'First Name' }).fill('M');
    await page.getByRole('textbox', { name: 'Last Name' }).click();
    await page.getByText('First name must be at least 2 characters long').waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('textbox', { name: 'Username' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').click();
    await page.getByText('Password must be at least 6 characters long').waitFor();
    expect(await page.getByRole('button', { name: 'Add User' }).isDisabled()).toBe(true);
  });

  it('adds a user and shows its details page', async () => {
    await page.getByRole('textbox', { name: 'First Name' }).fill(user.firstName);
    await page.getByRole('textbox', { name: 'Last Name' }).fill(user.lastName);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await page.getByRole('textbox', { name: 'Username' }).fill(user.userName);
    await page.getByLabel('Password', { exact: true }).fill('Secret-123');
    await page.getByLabel('Confirm Password').fill('Secret-123');
    await page.getByLabel('Viewer').check();
    await page.getByLabel('Dunav Soft d.o.o.').check();
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.waitForURL(/\/admin\/users\/\d+$/);
    await page.getByText(user.email).first().waitFor();
    await page.getByText('Dunav Soft d.o.o.').first().waitFor();
  });

  it('edits the user on /admin/users/{id}/edit and shows the change on details and list', async () => {
    const detailsUrl = page.url();
    await page.getByRole('link', { name: /edit/i }).first().click();
    await page.waitForURL(`${detailsUrl}/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit User' }).waitFor();
    await expect.poll(() => page.title()).toContain(`Edit User - ${user.firstName} ${user.lastName}`);
    const newLastName = `Jovanović${suffix}`;
    await page.getByRole('textbox', { name: 'Last Name' }).fill(newLastName);
    await page.getByRole('button', { name: 'Apply Changes' }).click();
    await page.getByText('User updated successfully!').waitFor();
    await page.waitForURL(detailsUrl);
    await page.getByText(newLastName).first().waitFor();
    await page.goto(`${baseURL}/admin/users`);
    await page.getByRole('cell', { name: newLastName }).waitFor();
  });

  it("shows the admin's own not-found page for a URL that is no screen, on a phone without sideways scroll", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseURL}/admin/no-such-screen`);
    await page.getByRole('heading', { level: 1, name: 'This page does not exist' }).waitFor();
    await expect.poll(() => page.title()).toBe('Page not found · Danube Digital');
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/React Admin|bad link/i);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.waitForURL(`${baseURL}/admin`);
    await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('signs out to the home page and signs in again', async () => {
    await page.getByRole('button', { name: /profile|account|system administrator/i }).first().click();
    await page.getByRole('menuitem', { name: /logout|sign out/i }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    // The site, a separate app, has loaded.
    await page.getByTestId('login-link').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('bearerToken'))).toBeNull();
    await page.goto(`${baseURL}/login`);
    await signIn();
    await page.waitForURL(`${baseURL}/admin`);
  });

  it('logged no console errors on the way', () => {
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
