/**
 * The user form's organisations checklist with thousands of organisations, in a real browser
 * against the real server: the first request stays page 1 of 100 with an empty search (R7.6),
 * scrolling the box loads the next page, typing searches the server, an organisation found far
 * beyond the first page is chosen by keyboard and saved, and on the edit form it is listed by
 * name and checked although it is not on the loaded page.
 *
 * The organisations are added through the API before the test (E2E_PICKER_ORGANISATIONS,
 * default 5 000, named "Zvezda Picker <run> <n>" so that they sort after the seeded ones).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { mod11_10CheckDigit } from '../../src/shared/serbianIdentifiers';
import { launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const API = `${baseURL}/api/1.0`;

const COUNT = Number(process.env.E2E_PICKER_ORGANISATIONS ?? 5_000);
const run = Date.now().toString(36);
const nameOf = (index: number) => `Zvezda Picker ${run} ${String(index).padStart(4, '0')}`;
const LAST = nameOf(COUNT);
const person = { firstName: 'Milica', lastName: `Picker${run}`, email: `milica.${run}@example.com`, userName: `milica_${run}` };

let browser: Browser;
let page: Page;
let errors: string[];
const listRequests: URL[] = [];

async function signIn(): Promise<string> {
  const response = await fetch(`${API}/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  return ((await response.json()) as { bearer_token: string }).bearer_token;
}

/** `COUNT` organisations through `POST /organisations`, 16 at a time (unique PIB and MB per run). */
async function addOrganisations(bearer: string): Promise<void> {
  const base = 10_000_000 + ((Date.now() / 1000) % 80_000) * 1_000;
  const create = async (index: number) => {
    const eight = String(Math.floor(base + index)).slice(0, 8);
    const response = await fetch(`${API}/organisations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({
        name: nameOf(index),
        taxRegistrationNumber: `${eight}${mod11_10CheckDigit(eight)}`,
        nationalIdentificationNumber: eight,
        type: 'company',
      }),
    });
    if (response.status !== 201) throw new Error(`organisation ${index}: ${response.status} ${await response.text()}`);
  };
  let next = 1;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next <= COUNT) await create(next++);
    }),
  );
}

beforeAll(async () => {
  await addOrganisations(await signIn());
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/organisations/paged')) listRequests.push(url);
  });
}, 240_000);
afterAll(async () => {
  await browser?.close();
});

/** The organisations' scroll box on the user form. */
const organisationBox = () => page.locator('fieldset', { has: page.getByRole('searchbox', { name: 'Search Organizations' }) }).locator('[role="group"]');

describe(`user form pickers with ${COUNT} more organisations`, () => {
  it('signs in and opens Add User: one request for page 1 of 100 with an empty search', async () => {
    await page.goto(`${baseURL}/admin/users/add`);
    await page.waitForURL(`${baseURL}/login`);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByTestId('sign-in').click();
    await page.waitForURL(`${baseURL}/admin/users/add`);
    await page.getByRole('searchbox', { name: 'Search Organizations' }).waitFor();
    await page.getByText(/^0 selected · Showing 100 of /).waitFor();
    expect(await organisationBox().getByRole('checkbox').count()).toBe(100);
    expect(listRequests).toHaveLength(1);
    const first = listRequests[0].searchParams;
    expect([first.get('current_page'), first.get('page_size'), first.get('search_term')]).toEqual(['1', '100', '']);
  });

  it('loads the next page of 100 when the box is scrolled to its end', async () => {
    await organisationBox().evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect.poll(() => organisationBox().getByRole('checkbox').count()).toBe(200);
    await page.getByText(/^0 selected · Showing 200 of /).waitFor();
    expect(listRequests.map((url) => url.searchParams.get('current_page'))).toEqual(['1', '2']);
  });

  it('searches the server as the user types and chooses the last organisation with the keyboard', async () => {
    const search = page.getByRole('searchbox', { name: 'Search Organizations' });
    await search.fill(LAST);
    const found = organisationBox().getByRole('checkbox', { name: LAST });
    await found.waitFor();
    expect(listRequests.at(-1)?.searchParams.get('search_term')).toBe(LAST);
    expect(listRequests.filter((url) => url.searchParams.get('search_term'))).toHaveLength(1);
    // Tab from the search field reaches the match; Space checks it.
    await search.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => found.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await found.isChecked()).toBe(true);
    await page.getByText(/^1 selected$/).waitFor();
  });

  it('keeps the chosen organisation listed first, checked and by name, when the search is cleared', async () => {
    await page.getByRole('searchbox', { name: 'Search Organizations' }).fill('');
    // The unsearched pages come back from react-admin's cache (both loaded pages), plus the chosen one.
    await expect.poll(() => organisationBox().getByRole('checkbox').count()).toBeGreaterThanOrEqual(101);
    await page.getByText(/^1 selected · Showing \d+ of /).waitFor();
    await expect.poll(() => organisationBox().locator('label').first().innerText()).toBe(LAST);
    expect(await organisationBox().getByRole('checkbox').first().isChecked()).toBe(true);
  });

  it('adds the user with that organisation; the edit form lists it by name and checked', async () => {
    await page.getByRole('textbox', { name: 'First Name' }).fill(person.firstName);
    await page.getByRole('textbox', { name: 'Last Name' }).fill(person.lastName);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
    await page.getByRole('textbox', { name: 'Username' }).fill(person.userName);
    await page.getByLabel('Password', { exact: true }).fill('Secret-123');
    await page.getByLabel('Confirm Password').fill('Secret-123');
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.waitForURL(/\/admin\/users\/\d+$/);
    await page.getByText(LAST).first().waitFor();

    await page.goto(`${page.url()}/edit`);
    const chosen = organisationBox().getByRole('checkbox', { name: LAST });
    await chosen.waitFor();
    expect(await chosen.isChecked()).toBe(true);
    await page.getByText(/^1 selected · Showing 100 of /).waitFor();
  });

  it('logged no console errors on the way', () => {
    expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });
});
