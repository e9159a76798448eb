/**
 * A resource that is its definition and nothing else, in a real browser against the real server:
 * job openings (src/shared/resources/job-openings.ts) have no admin folder, no routes file and
 * no hand-written table — their screens, API and table follow from the definition (README
 * "Adding a resource"). Staff create one (every input kind: text, an enum by its translated
 * label, a switch, numbers, Markdown, an email, a reference by typing, a date in the picker),
 * are refused a closing date in the past on the field, then find it in the list by search and
 * by each filter, read it on its details page (translated values, rendered Markdown), edit it
 * (asked before leaving the change unsaved, not after saving it) and delete it. The API refuses
 * the same past date with the same words, in Serbian too. Once shown, the opening is on the
 * careers page in its Serbian title, its page carries JobPosting data and takes an application.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import srAdmin from '../../locales/sr/admin.json';
import { apiBearer, launchBrowser, listFiltered, openPage } from './browser';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const API = `${baseURL}/api/1.0`;

const run = Date.now().toString(36);
const title = `Platform engineer ${run}`;
const serbianTitle = `Inženjer platforme ${run}`;
const slug = `platform-engineer-${run}`;
const renamed = `Staff platform engineer ${run}`;
/** A closing date next year, typed into the picker in English order (month, day, year). */
const nextYear = new Date().getFullYear() + 1;

let browser: Browser;
let page: Page;
let errors: string[];
/** The dialogs the page opened (openPage dismisses each confirm). */
let dialogs: string[];
let openingUrl = '';

/** A bearer of the administrator, signed in through the API. */
const adminBearer = () => apiBearer(API, adminEmail, adminPassword);

/** The table row holding `text`. */
const row = (text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

/** Types `digits` into the date picker of field `source`, section by section, as a user would. */
async function typeDate(source: string, digits: string): Promise<void> {
  await page.locator(`.ra-input-${source} [role=spinbutton]`).first().click();
  await page.keyboard.type(digits);
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, errors, dialogs } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
  await page.goto(`${baseURL}/admin/job-openings`);
  await page.waitForURL(`${baseURL}/login`);
  await page.getByLabel('Email').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByTestId('sign-in').click();
  await page.waitForURL(`${baseURL}/admin/job-openings`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('job openings: a resource that is only its definition', () => {
  it('is in the menu under its translated name', async () => {
    await page.locator('.RaSidebar-fixed a[href="/admin/job-openings"]').filter({ hasText: 'Job openings' }).waitFor();
  });

  it('creates an opening with every kind of input, refusing a closing date in the past on the field', async () => {
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(`${baseURL}/admin/job-openings/add`);
    await page.locator('input[name="slug"]').fill(slug);
    // The title and description in a tab per language: English, then Serbian.
    await page.locator('input[name="title.en"]').fill(title);
    await page.getByRole('tab', { name: 'Srpski' }).first().click();
    await page.locator('input[name="title.sr"]').fill(serbianTitle);
    await page.getByRole('tab', { name: 'English' }).first().click();
    await page.getByRole('combobox', { name: 'Department' }).click();
    await page.getByRole('option', { name: 'Engineering' }).click();
    await page.locator('input[name="location.en"]').fill('Novi Sad, Serbia');
    await page.getByLabel('Remote').check();
    await page.getByRole('combobox', { name: 'Employment type' }).click();
    await page.getByRole('option', { name: 'Full-time' }).click();
    await page.getByRole('combobox', { name: 'Seniority' }).click();
    await page.getByRole('option', { name: 'Senior', exact: true }).click();
    // A field with a default starts with it.
    await expect.poll(() => page.getByLabel('Positions').inputValue()).toBe('1');
    await page.getByLabel('Positions').fill('2');
    await page.getByLabel('Salary from (EUR/month)').fill('3500');
    await page.locator('textarea[name="description.en"]').fill('## About the role\n\nYou will **build** the platform our teams ship on.');
    await page.getByLabel('Contact email').fill(`careers.${run}@example.com`);
    await page.getByRole('combobox', { name: 'Hiring manager' }).fill('admin');
    await page.getByRole('option').first().click();
    await typeDate('closingDate', '01012020');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.ra-input-closingDate').getByText('Closing date must be a date after today').waitFor();
    expect(page.url()).toBe(`${baseURL}/admin/job-openings/add`);
    await typeDate('closingDate', `1231${nextYear}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => /\/admin\/job-openings(\/\d+)?$/.test(url.pathname));
    if (!/\/\d+$/.test(new URL(page.url()).pathname)) {
      await row(title).first().click();
      await page.waitForURL(/\/admin\/job-openings\/\d+$/);
    }
    openingUrl = page.url();
  });

  it('shows the details with translated values and the Markdown rendered', async () => {
    await page.getByRole('heading', { name: 'About the role' }).waitFor();
    await expect.poll(() => page.locator('strong', { hasText: 'build' }).count()).toBeGreaterThan(0);
    for (const text of ['Engineering', 'Full-time', 'Senior', 'Novi Sad, Serbia', `careers.${run}@example.com`]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
  });

  it('finds it in the list by search and by each filter', async () => {
    await page.goto(`${baseURL}/admin/job-openings`);
    await page.getByRole('textbox', { name: 'Search' }).fill(run);
    await listFiltered(page, `"q":"${run}"`, title);
    // Its translated enum values are the list's cells.
    await row(title).filter({ hasText: 'Engineering' }).filter({ hasText: 'Full-time' }).waitFor();
    const filters: [string, string, string][] = [
      ['Department', 'Engineering', 'Design'],
      ['Employment type', 'Full-time', 'Internship'],
      ['Seniority', 'Senior', 'Junior'],
    ];
    for (const [filter, matching, other] of filters) {
      const select = page.getByRole('combobox', { name: new RegExp(`^${filter}`) }).first();
      await select.click();
      await page.getByRole('option', { name: other, exact: true }).click();
      await expect.poll(() => row(title).count(), { timeout: 15_000 }).toBe(0);
      await select.click();
      await page.getByRole('option', { name: matching, exact: true }).click();
      await row(title).waitFor({ timeout: 15_000 });
    }
    expect(decodeURIComponent(page.url())).toContain('"department":"engineering"');
  });

  it('edits it, asked before leaving the change unsaved and not after saving it', async () => {
    await page.goto(`${openingUrl}/edit`);
    const field = page.locator('input[name="title.en"]');
    await expect.poll(() => field.inputValue()).toBe(title);
    await field.fill(renamed);
    const before = dialogs.length;
    // Leaving through the menu asks (the page dismisses the question); staying keeps the change.
    await page.locator('.RaSidebar-fixed a[href="/admin/job-openings"]').click();
    await expect.poll(() => dialogs.slice(before)).toEqual(["Some of your changes weren't saved. Are you sure you want to ignore them?"]);
    expect(new URL(page.url()).pathname).toMatch(/\/edit$/);
    expect(await field.inputValue()).toBe(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/edit'));
    expect(dialogs.slice(before)).toHaveLength(1);
    await page.goto(openingUrl);
    await page.getByText(renamed).first().waitFor();
  });

  it('the API refuses a closing date in the past with the form\'s words, in the caller\'s language', async () => {
    const bearer = await adminBearer();
    const id = openingUrl.split('/').pop();
    for (const [language, words] of [
      ['en', 'Closing date must be a date after today'],
      ['sr', srAdmin.resources['job-openings'].validation.closingDate],
    ] as const) {
      const answer = await fetch(`${API}/job-openings/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}`, 'accept-language': language },
        body: JSON.stringify({ closingDate: '2020-01-01' }),
      });
      expect(answer.status).toBe(422);
      const body = (await answer.json()) as { errors: { field: string; reason: string }[] };
      expect(body.errors).toContainEqual(expect.objectContaining({ field: 'closingDate', reason: words }));
    }
  });

  it('is on the careers page once shown, in the visitor\'s language, and takes an application', async () => {
    const bearer = await adminBearer();
    const id = openingUrl.split('/').pop();
    const shown = await fetch(`${API}/job-openings/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ visibleFrom: new Date(Date.now() - 60_000).toISOString() }),
    });
    expect(shown.status).toBe(200);

    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // The list is a dependent page, brought up to date by the render queue after the change answered.
    await expect
      .poll(async () => {
        await visitor.goto(`${baseURL}/sr/careers`);
        return visitor.getByRole('link', { name: serbianTitle, exact: true }).count();
      }, { timeout: 30_000, interval: 1000 })
      .toBe(1);
    await visitor.getByRole('link', { name: serbianTitle, exact: true }).click();
    await visitor.waitForURL(`${baseURL}/sr/careers/${slug}`);
    await visitor.getByRole('heading', { level: 1, name: serbianTitle }).waitFor();
    // The page as served carries its JobPosting data.
    const html = await (await fetch(`${baseURL}/sr/careers/${slug}`)).text();
    expect(html).toContain('"@type":"JobPosting"');
    expect(html).toContain(`"title":"${serbianTitle}"`);

    await visitor.getByLabel('Ime i prezime').fill('Ana Petrović');
    await visitor.getByLabel('E-pošta').fill(`ana.${run}@example.com`);
    await visitor.locator('input[name="cv"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await visitor.locator('input[name="consent"]').check();
    await visitor.getByTestId('application-submit').click();
    await visitor.getByTestId('application-success').waitFor();
    await visitor.close();
  });

  it('deletes it', async () => {
    await page.goto(openingUrl);
    await page.getByText(renamed).first().waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Confirm' });
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await page.waitForURL(`${baseURL}/admin/job-openings`);
    await page.getByRole('textbox', { name: 'Search' }).fill(run);
    await listFiltered(page, `"q":"${run}"`);
    await expect.poll(() => row(renamed).count(), { timeout: 15_000 }).toBe(0);
    expect(errors).toEqual([]);
  });
});
