/**
 * A case study from the back office to the site, in a real browser against the real server
 * (src/shared/resources/case-studies.ts, server/publishing/case-studies-collection.ts): a
 * marketer writes a testimonial (quote in English and Serbian), then a case study in English and
 * Serbian on the generated create screen — a client logo picked from the media library by typing,
 * an industry no seeded case study has, a service from the multi-select, Markdown, two result
 * figures (one labelled in Serbian too) in the array's rows, the testimonial picked by typing,
 * featured — and reads it on its details page (translated values, the service's chip, the
 * figures' table). Once published, a visitor finds it first on the home page, in Serbian on the
 * Serbian one, on its service's page and in the list filtered by its industry (that filter marked
 * current), and on its Serbian page with the Serbian figure label, the quote and the person. The
 * page as served (no script, no browser) holds its text, and sitemap.xml lists it and its
 * industry's list. Pages follow the records they show: a new quote reaches the case study's page;
 * deleting the case study makes its page a 404 at once and takes it off its industry's list.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiBearer, launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const API = `${baseURL}/api/1.0`;

const run = Date.now().toString(36);
const slug = `campus-portal-${run}`;
const title = `A student portal for Lumen Academy ${run}`;
const serbianTitle = `Studentski portal za Lumen akademiju ${run}`;
const summary = 'We built a student portal and hired its team for a private college in Belgrade.';
const serbianSummary = 'Napravili smo studentski portal i zaposlili njegov tim za privatnu visoku školu u Beogradu.';
const client = `Lumen Academy ${run}`;
const person = `Jelena Marković ${run}`;
const quote = `They found us four engineers in six weeks ${run}`;
const serbianQuote = `Našli su nam četiri inženjera za šest nedelja ${run}`;
const newQuote = `The portal now runs every enrolment we have ${run}`;
const figures = [
  { value: '6 weeks', label: 'to a full team', serbianLabel: 'do punog tima' },
  { value: '-35%', label: 'enrolment time' },
];

let browser: Browser;
let page: Page;
let errors: string[];
let visitor: Page;
let visitorErrors: string[];
let testimonialId = '';
let caseStudyId = '';

/** A bearer of the administrator, signed in through the API. */
const adminBearer = () => apiBearer(API, adminEmail, adminPassword);

/** The API's answer to `method path` with `body`, as the administrator. */
async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${await adminBearer()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The page at `path` as a plain client (curl) gets it: no script, no browser's headers. */
async function served(path: string): Promise<{ status: number; type: string; html: string }> {
  const answer = await fetch(`${baseURL}${path}`);
  return { status: answer.status, type: answer.headers.get('content-type') ?? '', html: await answer.text() };
}

/** Polls until `check` holds for the visitor's fresh load of `path` (dependents are rendered by a queue). */
async function visitUntil(path: string, check: () => Promise<boolean>): Promise<void> {
  await expect
    .poll(async () => {
      await visitor.goto(`${baseURL}${path}`);
      return check();
    }, { timeout: 40_000, interval: 1000 })
    .toBe(true);
}

/** Picks in the autocomplete `label` the option named `option`, found by typing `typed`. */
async function pick(label: string, typed: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

/** The record id at the end of the admin page's address, after saving from a create screen. */
async function savedId(resource: string, named: string): Promise<string> {
  await page.waitForURL((url) => new RegExp(`/admin/${resource}(/\\d+)?$`).test(url.pathname));
  if (!/\/\d+$/.test(new URL(page.url()).pathname)) {
    await page.getByRole('row').filter({ hasText: named }).first().click();
    await page.waitForURL(new RegExp(`/admin/${resource}/\\d+$`));
  }
  return new URL(page.url()).pathname.split('/').pop()!;
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
  await page.goto(`${baseURL}/admin/testimonials`);
  await page.waitForURL(`${baseURL}/login`);
  await page.getByLabel('Email').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByTestId('sign-in').click();
  await page.waitForURL(`${baseURL}/admin/testimonials`);
  ({ page: visitor, errors: visitorErrors } = await openPage(browser, { viewport: { width: 390, height: 844 } }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('case studies: from the back office to the site', () => {
  it('creates a testimonial with its quote in English and Serbian', async () => {
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(`${baseURL}/admin/testimonials/add`);
    await page.locator('textarea[name="quote.en"]').fill(quote);
    await page.getByRole('tab', { name: 'Srpski' }).first().click();
    await page.locator('textarea[name="quote.sr"]').fill(serbianQuote);
    await page.getByRole('tab', { name: 'English' }).first().click();
    await page.locator('input[name="person"]').fill(person);
    await page.locator('input[name="role.en"]').fill('Dean of Studies');
    await page.getByRole('button', { name: 'Save' }).click();
    testimonialId = await savedId('testimonials', person);
    await page.getByText(quote).first().waitFor();
  });

  it('creates a case study in English and Serbian with a logo, figures and the quote', async () => {
    await page.goto(`${baseURL}/admin/case-studies`);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(`${baseURL}/admin/case-studies/add`);
    await page.locator('input[name="slug"]').fill(slug);
    // Title and summary in a tab per language: English, then Serbian.
    await page.locator('input[name="title.en"]').fill(title);
    await page.locator('textarea[name="summary.en"]').fill(summary);
    for (const tab of await page.getByRole('tab', { name: 'Srpski' }).all()) await tab.click();
    await page.locator('input[name="title.sr"]').fill(serbianTitle);
    await page.locator('textarea[name="summary.sr"]').fill(serbianSummary);
    for (const tab of await page.getByRole('tab', { name: 'English' }).all()) await tab.click();
    await page.locator('input[name="clientName"]').fill(client);
    await pick('Client logo', 'ekmora', 'ekmora-components-logo.svg');
    await page.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'Education', exact: true }).click();
    await page.locator('input[name="country"]').fill('RS');
    await page.getByRole('combobox', { name: 'Services used' }).click();
    await page.getByRole('option', { name: 'Talent acquisition' }).click();
    await page.keyboard.press('Escape');
    await page.locator('textarea[name="challenge.en"]').fill('Lumen Academy ran **enrolment** on paper forms.');
    await page.locator('textarea[name="solution.en"]').fill('- A student portal\n- A team hired in six weeks');
    await page.locator('textarea[name="result.en"]').fill('Enrolment takes a third less time.');
    // Two figures, each a row of the array with its own language tabs.
    const rows = page.locator('.ra-input-figures .RaSimpleFormIterator-line');
    for (const [index, figure] of figures.entries()) {
      await page.locator('.ra-input-figures').getByRole('button', { name: 'Add' }).click();
      await page.locator(`input[name="figures.${index}.value"]`).fill(figure.value);
      await page.locator(`input[name="figures.${index}.label.en"]`).fill(figure.label);
      if (figure.serbianLabel) {
        await rows.nth(index).getByRole('tab', { name: 'Srpski' }).click();
        await page.locator(`input[name="figures.${index}.label.sr"]`).fill(figure.serbianLabel);
        await rows.nth(index).getByRole('tab', { name: 'English' }).click();
      }
    }
    await pick('Testimonial', person.split(' ')[0]!, person);
    await page.getByLabel('Featured on the home page').check();
    await page.getByRole('button', { name: 'Save' }).click();
    caseStudyId = await savedId('case-studies', title);
  });

  it('shows it on its details page with translated values and the figures\' table', async () => {
    await page.getByText(title).first().waitFor();
    await page.locator('.ra-field-industry').getByText('Education', { exact: true }).waitFor();
    await page.locator('.ra-field-services .MuiChip-root').filter({ hasText: 'Talent acquisition' }).waitFor();
    await page.locator('.ra-field-clientName').getByText(client, { exact: true }).waitFor();
    // The references by name: the picture by its file, the testimonial by its person.
    await page.locator('.ra-field-clientLogoId').getByText('ekmora-components-logo.svg').waitFor();
    await page.locator('.ra-field-testimonialId').getByText(person).waitFor();
    const table = page.locator('.ra-field-figures table');
    for (const figure of figures) await table.getByRole('row').filter({ hasText: figure.value }).filter({ hasText: figure.label }).waitFor();
  });

  it('is published through the API', async () => {
    // Just before now: newer than every seeded case study, which were published when the server started.
    const answer = await api('PUT', `/case-studies/${caseStudyId}`, { publishedAt: new Date(Date.now() - 1000).toISOString() });
    expect(answer.status, await answer.clone().text()).toBe(200);
  });

  it('shows first on the home page, in Serbian on the Serbian one, and on its service\'s page', async () => {
    const cardTitles = () => visitor.locator('#case-studies article h3').allInnerTexts();
    // The clients' strip shows its logo too: the seeded Ekmora's and the new client's.
    const ekmoraLogos = () => visitor.locator('#case-studies').getByRole('img', { name: 'Ekmora Components logo' }).count();
    await visitUntil('/', async () => (await cardTitles())[0] === title && (await ekmoraLogos()) === 2);
    await visitUntil('/sr', async () => (await cardTitles())[0] === serbianTitle);
    await visitUntil('/services/talent', async () => (await cardTitles()).includes(title));
  }, 150_000);

  it('is listed under its industry, that filter marked current', async () => {
    await visitUntil('/case-studies/industry/education', async () => (await visitor.getByRole('link', { name: title, exact: true }).count()) === 1);
    const current = visitor.getByRole('navigation', { name: 'Filter case studies' }).locator('[aria-current="page"]');
    expect(await current.allInnerTexts()).toEqual(['Education (1)']);
  });

  it('reads in Serbian with its figures, the quote and the person', async () => {
    await visitor.goto(`${baseURL}/sr/case-studies/${slug}`);
    await visitor.getByRole('heading', { level: 1, name: serbianTitle }).waitFor();
    const shown = visitor.locator('section[aria-labelledby="results-title"]');
    await shown.getByText(figures[0]!.serbianLabel!, { exact: true }).waitFor();
    // Without a Serbian label, the English one.
    await shown.getByText(figures[1]!.label, { exact: true }).waitFor();
    await visitor.getByText(serbianQuote).waitFor();
    await visitor.getByText(person, { exact: true }).waitFor();
  });

  it('is in the page as served, and in the sitemap with its industry\'s list', async () => {
    const { status, type, html } = await served(`/case-studies/${slug}`);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    for (const text of [title, figures[0]!.value, quote]) expect(html).toContain(text);
    expect((await served('/case-studies/industry/education')).html).toContain(title);
    await expect
      .poll(async () => {
        const { html: sitemap } = await served('/sitemap.xml');
        return ['/case-studies/industry/education<', `/case-studies/${slug}<`].filter((loc) => sitemap.includes(loc));
      }, { timeout: 40_000, interval: 1000 })
      .toHaveLength(2);
  });

  it('follows its testimonial: a new quote reaches its page', async () => {
    const answer = await api('PUT', `/testimonials/${testimonialId}`, { quote: { en: newQuote, sr: serbianQuote } });
    expect(answer.status, await answer.clone().text()).toBe(200);
    await expect.poll(async () => (await served(`/case-studies/${slug}`)).html.includes(newQuote), { timeout: 40_000, interval: 1000 }).toBe(true);
  });

  it('is gone from its page at once and from its industry\'s list once deleted', async () => {
    expect((await api('DELETE', `/case-studies/${caseStudyId}/soft`)).status).toBe(204);
    expect((await served(`/case-studies/${slug}`)).status).toBe(404);
    await expect.poll(async () => (await served('/case-studies/industry/education')).html.includes(title), { timeout: 40_000, interval: 1000 }).toBe(false);
    expect(visitorErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
