/**
 * Errors in the reader's language and the one success toast, in a real browser against the real
 * server (docs/decisions.md#api-language, #success-toasts): on a Serbian screen, a role named as
 * an existing one is refused by the API (409, a rule only the server can check) with its reason
 * in Serbian, under the catalogue's Serbian title and on the name field; saved under a new name,
 * the role gets the success toast "Uloga <name>: kreiranje je uspelo".
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import srAdmin from '../../locales/sr/admin.json';
import { STATUS_CATALOGUE } from '../../src/admin/errors';
import { launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

let browser: Browser;
let page: Page;
let errors: string[];
const suffix = Date.now().toString(36);
const takenName = `Podrška ${suffix}`;
const newName = `Prodaja ${suffix}`;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
  // The name the browser will clash with, made through the API.
  const signIn = await fetch(`${baseURL}/api/1.0/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  const { bearer_token: bearer } = (await signIn.json()) as { bearer_token: string };
  const created = await fetch(`${baseURL}/api/1.0/roles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ name: takenName }),
  });
  expect(created.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

describe('a Serbian screen', () => {
  it('shows a conflict the server found with its reason in Serbian, in the toast and on the field', async () => {
    await page.goto(`${baseURL}/admin/roles/add`);
    await page.waitForURL(`${baseURL}/login`);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByTestId('sign-in').click();
    await page.waitForURL(`${baseURL}/admin/roles/add`);
    // The admin's language detector reads ?lng first (docs/requirements.md#r9).
    await page.goto(`${baseURL}/admin/roles/add?lng=sr`);
    await page.locator('input[name=name]').fill(takenName);
    await page.getByRole('button', { name: 'Sačuvaj' }).click();

    const reason = srAdmin.apiErrors.alreadyInUse.replace('{{field}}', srAdmin.resources.roles.fieldNames.name);
    const toast = page.locator('.RaNotification-error');
    await toast.waitFor();
    await expect.poll(() => toast.innerText()).toBe(`${STATUS_CATALOGUE[409].title}\n${reason}`);
    await page.locator('.MuiFormHelperText-root.Mui-error', { hasText: reason }).waitFor();
    expect(page.url()).toBe(`${baseURL}/admin/roles/add?lng=sr`);
  });

  it('says a saved record in the shared success toast', async () => {
    await page.locator('input[name=name]').fill(newName);
    await page.getByRole('button', { name: 'Sačuvaj' }).click();
    await page.waitForURL(/\/admin\/roles\/\d+$/);
    const toast = page.locator('.RaNotification-success');
    await toast.waitFor();
    expect(await toast.innerText()).toBe(`${srAdmin.resources.roles.name_one} ${newName}: kreiranje je uspelo`);
    expect(errors.filter((error) => !/409 \(Conflict\)/.test(error))).toEqual([]);
  });
});
