/**
 * The role's permission matrix in a real browser against the real server: the administrator
 * creates a role by checking a column (Read of every resource) and a row (all of Articles),
 * unchecks one permission with the keyboard, saves, and the details page shows exactly those
 * permissions as check marks (and the API answers the same). On a phone the matrix scrolls
 * inside its card with the resource column in view, and the page does not scroll sideways.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PERMISSION_NAMES } from '../../src/shared/resources';
import { launchBrowser, openPage } from './browser';
import { grantedInMatrix, matrixBox } from './permissionMatrix';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

let browser: Browser;
let page: Page;
let errors: string[];
let roleUrl = '';
const roleName = `Readers ${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
});
afterAll(async () => {
  await browser?.close();
});

/** The role's permission names as the API answers them. */
async function apiPermissionsOf(id: string): Promise<string[]> {
  const signIn = await fetch(`${baseURL}/api/1.0/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  const { bearer_token: bearer } = (await signIn.json()) as { bearer_token: string };
  const role = (await (await fetch(`${baseURL}/api/1.0/roles/${id}`, { headers: { authorization: `Bearer ${bearer}` } })).json()) as { permissions: { name: string }[] };
  return role.permissions.map((permission) => permission.name).sort();
}

describe('role permissions as a matrix', () => {
  it('creates a role with a column and a row of the matrix', async () => {
    await page.goto(`${baseURL}/admin/roles/add`);
    await page.waitForURL(`${baseURL}/login`);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByTestId('sign-in').click();
    await page.waitForURL(`${baseURL}/admin/roles/add`);
    await page.locator('input[name=name]').fill(roleName);

    // The column: Read of every resource.
    await page.getByRole('checkbox', { name: 'Read: all resources', exact: true }).check();
    for (const resource of ['Users', 'Roles', 'Crawled organizations', 'Emails', 'Articles', 'Activity log']) {
      expect(await matrixBox(page, resource, 'Read').isChecked()).toBe(true);
    }
    // The row: all of Articles, publishing too.
    await page.getByRole('checkbox', { name: 'Articles: all permissions', exact: true }).check();
    for (const action of ['Create', 'Update', 'Delete', 'Publish']) expect(await matrixBox(page, 'Articles', action).isChecked()).toBe(true);

    // With the keyboard: Users: Read is reached with Tab from the row's check-all and unchecked with Space.
    await page.getByRole('checkbox', { name: 'Users: all permissions', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Users: Read');
    await page.keyboard.press('Space');
    expect(await matrixBox(page, 'Users', 'Read').isChecked()).toBe(false);
    // The column's check-all is now partly checked.
    expect(await page.getByRole('checkbox', { name: 'Read: all resources', exact: true }).getAttribute('data-indeterminate')).toBe('true');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/roles\/\d+$/);
    roleUrl = page.url();
  });

  it('shows the same permissions in the details, read-only, and the API holds them', async () => {
    // The details screen loads lazily; until it has, the router keeps the create form (and its
    // checkboxes) on screen under the new address. Its Edit button says it is the details.
    await page.getByRole('link', { name: 'Edit' }).waitFor();
    await page.getByText(roleName).first().waitFor();
    await page.locator('table').waitFor();
    expect(await page.getByRole('checkbox').count()).toBe(0);
    const granted = await grantedInMatrix(page);
    expect(granted).toContain('Articles: Publish');
    expect(granted).toContain('Activity log: Read');
    expect(granted).not.toContain('Users: Read');
    expect(granted.filter((name) => name.startsWith('Articles: '))).toEqual(['Articles: Create', 'Articles: Delete', 'Articles: Publish', 'Articles: Read', 'Articles: Update']);

    const reads = PERMISSION_NAMES.filter((name) => name.endsWith('.read') && name !== 'users.read');
    const expected = [...new Set([...reads, 'articles.create', 'articles.update', 'articles.delete', 'articles.publish'])].sort();
    expect(await apiPermissionsOf(roleUrl.slice(roleUrl.lastIndexOf('/') + 1))).toEqual(expected);
    expect(granted).toHaveLength(expected.length);
  });

  it('keeps the page to a phone\'s width: the matrix scrolls in its card with the resource column in view', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [`${roleUrl}/edit`, roleUrl]) {
      await page.goto(path);
      await page.locator('table').waitFor();
      await page.getByRole('rowheader', { name: 'Articles' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const box = page.locator('table').locator('..');
      expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      const header = page.getByRole('rowheader', { name: 'Articles' });
      const before = await header.boundingBox();
      await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      expect((await header.boundingBox())?.x).toBe(before?.x);
    }
    expect(errors).toEqual([]);
  });
});
