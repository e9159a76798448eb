/**
 * Organisation administration in a real browser against the real server (docs/decisions.md#organisations): the wizard
 * creates an organisation with two modules → the Features tab lists their features → a module
 * is marked paid and given a valid-until date → a user is added to the organisation → the
 * organisation is soft-deleted, shown among the deleted and restored.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mod11_10CheckDigit } from '../../src/shared/serbianIdentifiers';
import { launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const API = `${baseURL}/api/1.0`;

let browser: Browser;
let page: Page;
let errors: string[];
let organisationUrl = '';

const suffix = Date.now().toString(36);
const firstEight = String(20_000_000 + (Date.now() % 70_000_000));
const organisation = {
  name: `Tisa Soft ${suffix} d.o.o.`,
  pib: `${firstEight}${mod11_10CheckDigit(firstEight)}`,
  mb: String(30_000_000 + (Date.now() % 60_000_000)),
};
const member = { firstName: 'Vesna', lastName: `Popović${suffix}`, email: `vesna.${suffix}@example.com`, userName: `vesna_${suffix}` };

/** A user to add to the organisation, created through the API. */
async function createMember() {
  const signIn = await fetch(`${API}/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  const { bearer_token: bearer } = (await signIn.json()) as { bearer_token: string };
  const created = await fetch(`${API}/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ ...member, password: 'Secret-123', gender: null, requestPasswordChange: false, status: true }),
  });
  expect(created.status).toBe(201);
}

beforeAll(async () => {
  await createMember();
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
});
afterAll(async () => {
  await browser?.close();
});

/** The table row holding `text`. */
const row = (text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

describe('organisations: onboarding, modules, features, members, soft delete', () => {
  it('signs in and opens the organisations list', async () => {
    await page.goto(`${baseURL}/admin/organisations`);
    await page.waitForURL(`${baseURL}/login`);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByTestId('sign-in').click();
    await page.waitForURL(`${baseURL}/admin/organisations`);
    await page.getByRole('cell', { name: 'Dunav Soft d.o.o.' }).waitFor();
  });

  it('creates an organisation with two modules in the two-step wizard', async () => {
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.waitForURL(`${baseURL}/admin/organisations/add`);
    await page.locator('input[name=name]').fill(organisation.name);
    // A wrong check digit is caught before the second step.
    await page.locator('input[name=taxRegistrationNumber]').fill(`${firstEight}${(mod11_10CheckDigit(firstEight) + 1) % 10}`);
    await page.locator('input[name=nationalIdentificationNumber]').fill(organisation.mb);
    await page.locator('input[name=city]').fill('Subotica');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('This tax ID (PIB) is not valid: check its digits').first().waitFor();
    await page.locator('input[name=taxRegistrationNumber]').fill(organisation.pib);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: 'E-commerce' }).check();
    await page.getByRole('checkbox', { name: 'Point of sale' }).check();
    await page.getByText('2 modules chosen').waitFor();
    await page.getByRole('button', { name: 'Create organization' }).click();
    await page.waitForURL(/\/admin\/organisations\/\d+$/);
    organisationUrl = page.url();
    await page.getByText(organisation.pib).waitFor();
  });

  it('lists the features of both modules on the Features tab', async () => {
    await page.getByRole('tab', { name: 'Features' }).click();
    await page.waitForURL(`${organisationUrl}/features`);
    // Seeded features read in the interface language (American English: catalog).
    await row('Product catalog').first().waitFor();
    await row('Fiscal receipts').first().waitFor();
    expect(await row('E-commerce').count()).toBeGreaterThan(1);
  });

  it('marks a module paid with its switch and sets its valid-until date', async () => {
    await page.getByRole('tab', { name: 'Modules' }).click();
    await page.waitForURL(`${organisationUrl}/modules`);
    const paid = page.getByRole('switch', { name: 'Paid: Point of sale' });
    await paid.check();
    await page.getByText('Marked as paid').waitFor();
    await expect.poll(() => paid.isChecked()).toBe(true);
    await row('Point of sale').getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/modules\/\d+\/edit$/);
    // The form is filled from the loaded record (titled with its module) before it is edited.
    await page.getByText('Organization module Point of sale').waitFor();
    await expect.poll(() => page.locator('input[name=isPaid]').isChecked()).toBe(true);
    // The date is typed in the interface language's order (English: month, day, year) into the picker's sections.
    await page.locator('.ra-input-validUntil [role=spinbutton]').first().click();
    await page.keyboard.type('06302027');
    await expect.poll(() => page.locator('input[name=validUntil]').inputValue()).toBe('06/30/2027');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${organisationUrl}/modules`);
    await row('Point of sale').filter({ hasText: '6/30/2027' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Paid: Point of sale' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Paid: E-commerce' }).isChecked()).toBe(false);
  });

  it('adds an existing user to the organisation with the search picker', async () => {
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.waitForURL(`${organisationUrl}/users`);
    await page.getByRole('link', { name: 'Add from users' }).click();
    await page.waitForURL(`${organisationUrl}/users/add`);
    await page.getByRole('combobox', { name: 'User' }).fill(member.lastName);
    await page.getByRole('option', { name: new RegExp(member.lastName) }).click();
    await page.getByRole('button', { name: 'Add to organization' }).click();
    await page.waitForURL(`${organisationUrl}/users`);
    await row(member.email).waitFor();
  });

  it('soft-deletes the organisation, shows it among the deleted and restores it', async () => {
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${baseURL}/admin/organisations`);
    await page.getByPlaceholder('Search').fill(organisation.pib);
    await page.getByText(/No Organizations/).waitFor();

    await page.getByLabel('Show deleted').check();
    const deleted = row(organisation.name);
    await deleted.getByText('Deleted').waitFor();
    await deleted.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(`Organization ${organisation.name} restored`).waitFor();
    await expect.poll(() => deleted.getByRole('button', { name: 'Restore' }).count()).toBe(0);

    await page.goto(organisationUrl);
    await page.getByText(organisation.pib).waitFor();
    expect(await page.getByRole('button', { name: 'Restore' }).count()).toBe(0);
  });

  it('logged no console errors on the way', () => {
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });
});
