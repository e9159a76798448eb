/**
 * The organisation data screens in a real browser against the real server (docs/decisions.md#organisations): a crawled
 * record is imported as an organisation; a register extract is uploaded, checked with dryRun
 * and applied; a currency's rate is edited in place and appears in its history; an email is
 * composed with a live preview and queued; the activity log shows the rate change with its
 * before and after values.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mod11_10CheckDigit } from '../../src/shared/serbianIdentifiers';
import { apiBearer, launchBrowser, listFiltered, openPage } from './browser';
import { receivedMails } from './mail';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');
const API = `${baseURL}/api/1.0`;

let browser: Browser;
let page: Page;
let errors: string[];
let crawledName = '';

const suffix = Date.now().toString(36);
const firstEight = String(40_000_000 + (Date.now() % 50_000_000));
const uploaded = { name: `Zlatibor Data ${suffix} d.o.o.`, pib: `${firstEight}${mod11_10CheckDigit(firstEight)}`, mb: String(60_000_000 + (Date.now() % 30_000_000)) };
// Three decimals ending in 1: the lists show a rate without trailing zeros (120.420 reads 120.42).
const newRate = (120 + (Date.now() % 100) / 100 + 0.001).toFixed(3);

const colleague = { firstName: 'Dragana', lastName: `Savić${suffix}`, email: `dragana.${suffix}@example.com`, userName: `dragana_${suffix}` };

/** The raw mails with `subject` the mail sink has written (none without a sink). */
function mailsWith(subject: string): string[] {
  return receivedMails().filter((raw) => raw.includes(subject));
}

/** The To header of a raw mail. */
const toHeader = (raw: string) => /^To: (.*)$/im.exec(raw)?.[1].trim();

/** A bearer of the administrator, signed in through the API. */
const adminBearer = () => apiBearer(API, adminEmail, adminPassword);

/** A second user to write to, created through the API. */
async function createColleague(bearer: string) {
  const created = await fetch(`${API}/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ ...colleague, password: 'Secret-123', gender: null, requestPasswordChange: false, status: true }),
  });
  expect(created.status).toBe(201);
}

/** A crawled record not yet imported, read through the API. */
async function firstNotImported(bearer: string): Promise<string> {
  const answer = await fetch(`${API}/crawled-organisations/paged?current_page=1&page_size=1&search_term=&imported=false&registerStatus=active&sort_by=name&sort_order=desc`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  const { items } = (await answer.json()) as { items: { name: string }[] };
  return items[0].name;
}

beforeAll(async () => {
  const bearer = await adminBearer();
  crawledName = await firstNotImported(bearer);
  await createColleague(bearer);
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
});
afterAll(async () => {
  await browser?.close();
});

const row = (text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

describe('organisation data: crawled organisations, currencies, email, activity', () => {
  it('signs in and opens the crawled organisations', async () => {
    await page.goto(`${baseURL}/admin/crawl-organisations`);
    await page.waitForURL(`${baseURL}/login`);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByTestId('sign-in').click();
    await page.waitForURL(`${baseURL}/admin/crawl-organisations`);
    await page.getByText(/of 2\d\d/).waitFor();
  });

  it('imports a crawled record as an organisation and shows the link on the record', async () => {
    await page.getByPlaceholder('Search').fill(crawledName);
    await listFiltered(page, `"q":${JSON.stringify(crawledName)}`, crawledName);
    await row(crawledName).first().click();
    await page.waitForURL(/\/admin\/crawl-organisations\/\d+$/);
    const recordUrl = page.url();
    await page.getByRole('button', { name: 'Import as organization' }).click();
    await page.waitForURL(/\/admin\/organisations\/\d+$/);
    await page.getByText(`${crawledName} was imported as an organization`).waitFor();
    await page.getByRole('heading', { name: new RegExp(crawledName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).or(page.getByText(crawledName).first()).first().waitFor();
    // Back on the record: it now names its organisation and offers no second import.
    await page.goto(recordUrl);
    await page.getByRole('link', { name: crawledName }).waitFor();
    expect(await page.getByRole('button', { name: 'Import as organization' }).count()).toBe(0);
  });

  it('uploads a register extract: checked first (nothing written), then applied', async () => {
    await page.goto(`${baseURL}/admin/crawl-organisations`);
    await page.getByRole('link', { name: 'Upload register extract' }).click();
    await page.waitForURL(`${baseURL}/admin/crawl-organisations/upload`);
    const csv = [
      'name,taxRegistrationNumber,nationalIdentificationNumber,city,activityCode',
      `${uploaded.name},${uploaded.pib},${uploaded.mb},Užice,6201`,
      `Broken ${suffix},123,456,Niš,62`,
    ].join('\n');
    await page.getByTestId('upload-file').setInputFiles({ name: 'extract.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const summary = page.getByTestId('upload-summary');
    await summary.getByText('New: 1').waitFor();
    await summary.getByText('Invalid: 1').waitFor();
    await page.getByTestId('upload-rows').getByText(/PIB/).first().waitFor();
    // The check wrote nothing.
    await page.goto(`${baseURL}/admin/crawl-organisations`);
    await page.getByPlaceholder('Search').fill(uploaded.pib);
    await page.getByText(/found using the current filters/).waitFor();

    await page.goto(`${baseURL}/admin/crawl-organisations/upload`);
    await page.getByTestId('upload-file').setInputFiles({ name: 'extract.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('upload-summary').getByText('New: 1').waitFor();
    await page.getByTestId('upload-apply').click();
    await page.getByText('Register extract applied: 1 created, 0 updated').waitFor();
    await page.goto(`${baseURL}/admin/crawl-organisations`);
    await page.getByPlaceholder('Search').fill(uploaded.pib);
    await row(uploaded.name).waitFor();
  });

  it('edits a currency rate in place and finds it in the rate history', async () => {
    await page.goto(`${baseURL}/admin/currencies`);
    await page.getByPlaceholder('Search').fill('EUR');
    await row('Euro').waitFor();
    await page.getByRole('button', { name: 'Change the rate of EUR' }).click();
    await page.getByTestId('inline-rate').fill(newRate);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Rate of EUR saved').waitFor();
    await row('Euro').filter({ hasText: newRate }).waitFor();
    await row('Euro').getByRole('cell', { name: 'EUR', exact: true }).click();
    await page.waitForURL(/\/admin\/currencies\/\d+$/);
    await page.getByRole('tab', { name: 'Rate history' }).click();
    await page.getByTestId('rate-history').getByRole('row').filter({ hasText: newRate }).filter({ hasText: 'System Administrator' }).waitFor();
  });

  it('composes an email to an address and two users with a live preview; each recipient gets a separate message, shown as sent', async () => {
    const subject = `Offer ${suffix}`;
    await page.goto(`${baseURL}/admin/emails/create`);
    await page.getByLabel('To (addresses)').fill('partner@example.com');
    for (const name of [colleague.lastName, 'System Administrator']) {
      await page.getByRole('combobox', { name: 'Users' }).fill(name.split(' ')[0]);
      await page.getByRole('option', { name: new RegExp(name) }).click();
    }
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Dear partner,\n\n**Our offer** is ready.');
    await page.getByTestId('email-preview').locator('strong', { hasText: 'Our offer' }).waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/admin\/emails\/\d+$/);
    await page.getByText('3 emails queued for sending, one per recipient').waitFor();
    await page.getByText(subject).first().waitFor();
    await page.getByTestId('email-body').locator('strong', { hasText: 'Our offer' }).waitFor();
    const recipients = ['partner@example.com', colleague.email, adminEmail];
    // The first recipient's message opens; it lists the two others of the same send.
    const others = page.getByRole('list', { name: 'Other recipients of this send' });
    for (const address of recipients.slice(1)) await others.getByRole('link', { name: address }).waitFor();
    if (inject('mailDir')) {
      // One message per recipient, each addressed to that recipient alone.
      await expect.poll(() => mailsWith(subject).length, { timeout: 20_000 }).toBe(3);
      const mails = mailsWith(subject);
      expect(mails.map(toHeader).sort()).toEqual([...recipients].sort());
      for (const raw of mails) {
        expect(raw).not.toMatch(/^Cc:/im);
        for (const address of recipients.filter((one) => one !== toHeader(raw))) expect(raw).not.toContain(address);
      }
    }
    // The outbox shows each recipient's message as sent once the worker has delivered it: this
    // row's status and those of the two others listed with it.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('email-body').waitFor();
          await others.getByRole('link').first().waitFor();
          return page.locator('[data-status=sent]').count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(3);
    await page.goto(`${baseURL}/admin/emails`);
    await page.getByPlaceholder('Search').fill(subject);
    for (const address of recipients) await row(subject).filter({ hasText: address }).filter({ hasText: 'Sent' }).waitFor();
  });

  it('shows the rate change in the activity log with its values before and after', async () => {
    await page.goto(`${baseURL}/admin/activity`);
    await page.getByRole('combobox', { name: 'Resource' }).click();
    await page.getByRole('option', { name: 'Currencies' }).click();
    await listFiltered(page, '"resource":"currencies"', 'Currencies');
    await row('Updated').first().click();
    await page.waitForURL(/\/admin\/activity\/\d+$/);
    const changes = page.getByRole('table', { name: 'Changes' });
    await changes.getByRole('row').filter({ hasText: 'Rate (RSD)' }).filter({ hasText: newRate }).waitFor();
    expect(errors).toEqual([]);
  });
});
