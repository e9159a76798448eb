/**
 * Accountability in the back office, in a real browser against the real server (docs/decisions.md#accounts): the
 * dashboard's figures and sign-ins chart; inviting a user from the users list (the mail reaches
 * the sink) and resending the invitation; importing users from a CSV file with a preview that
 * stops a bad row; the user's History and Sessions tabs; the activity log filtered and opened on
 * a change with its values before and after.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, listFiltered, openPage } from './browser';
import { receivedMails } from './mail';

const baseURL = inject('baseURL');
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

let browser: Browser;
let page: Page;
let errors: string[];
let invitedUrl = '';

const suffix = Date.now().toString(36);
const invitee = { firstName: 'Milica', lastName: `Stanković${suffix}`, email: `milica.${suffix}@example.com`, userName: `milica_${suffix}` };
const imported = { firstName: 'Nikola', lastName: `Lazić${suffix}`, email: `nikola.${suffix}@example.com`, userName: `nikola_${suffix}` };

/** How many received messages were sent to `address` (0 without a mail sink). */
function mailsTo(address: string): number {
  const pattern = new RegExp(`^To: .*${address.replace(/\./g, '\\.')}`, 'im');
  return receivedMails().filter((raw) => pattern.test(raw)).length;
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser, { viewport: { width: 1440, height: 900 } }));
});
afterAll(async () => {
  await browser?.close();
});

const row = (text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

describe('accountability: dashboard, invitations, import, history, sessions, activity log', () => {
  it('signs in to a dashboard with figures, the sign-ins chart and the latest activity', async () => {
    await page.goto(`${baseURL}/admin`);
    await page.waitForURL(`${baseURL}/login`);
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByTestId('sign-in').click();
    await page.waitForURL(`${baseURL}/admin`);
    await page.getByTestId('tile-users').getByText(/Active: \d+/).waitFor();
    await page.getByTestId('tile-organisations').waitFor();
    await page.getByRole('img', { name: 'Sign-ins, last 30 days' }).locator('.recharts-bar-rectangle').first().waitFor();
    await page.getByTestId('recent-activity').getByText('Signed in').first().waitFor();
  });

  it('invites a user from the users list and resends the invitation', async () => {
    await page.goto(`${baseURL}/admin/users`);
    await page.getByRole('link', { name: 'Invite user' }).click();
    await page.waitForURL(`${baseURL}/admin/users/invite`);
    for (const [name, value] of Object.entries(invitee)) await page.locator(`input[name=${name}]`).fill(value);
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await page.waitForURL(/\/admin\/users\/\d+$/);
    invitedUrl = page.url();
    await page.getByText(`Invitation sent to ${invitee.email}`).waitFor();
    if (inject('mailDir')) await expect.poll(() => mailsTo(invitee.email), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Resend invitation' }).click();
    await page.getByText(/A new invitation has been sent/).waitFor();
    if (inject('mailDir')) await expect.poll(() => mailsTo(invitee.email), { timeout: 15_000 }).toBe(2);
  });

  it("shows the invited user's history", async () => {
    await page.getByRole('tab', { name: 'History' }).click();
    await page.waitForURL(`${invitedUrl}/history`);
    await row('Invited').first().waitFor();
  });

  it('imports users from a CSV file: the preview stops a bad row, the good one is invited', async () => {
    await page.goto(`${baseURL}/admin/users`);
    await page.getByRole('link', { name: 'Import from CSV' }).click();
    await page.waitForURL(`${baseURL}/admin/users/import`);
    const csv = [
      'firstName,lastName,email,userName,roles',
      `${imported.firstName},${imported.lastName},${imported.email},${imported.userName},Viewer`,
      `Bad,Row${suffix},bad.${suffix}@example.com,bad_${suffix},No Such Role`,
    ].join('\n');
    await page.getByTestId('import-file').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('import-preview').getByText('No role named "No Such Role"').waitFor();
    await page.getByText('1 row ready').waitFor();
    await page.getByTestId('import-send').click();
    const results = page.getByTestId('import-results');
    await results.getByText('Invited').waitFor();
    await results.getByText('Not sent').waitFor();
    await page.getByRole('button', { name: 'Download failed rows' }).waitFor();
    await page.goto(`${baseURL}/admin/users`);
    await page.getByPlaceholder('Search').fill(imported.email);
    await row(imported.email).waitFor();
  });

  it("lists the administrator's own session on their Sessions tab", async () => {
    await page.goto(`${baseURL}/admin/users`);
    await page.getByPlaceholder('Search').fill(adminEmail);
    await listFiltered(page, adminEmail, adminEmail);
    // A row opens where it is not a link of its own (its e-mail address is a mailto link).
    await row(adminEmail).getByRole('cell', { name: 'System', exact: true }).click();
    await page.waitForURL(/\/admin\/users\/\d+$/);
    await page.getByRole('tab', { name: 'Sessions' }).click();
    await page.getByText('This session').waitFor();
  });

  it('filters the activity log and opens a change with its values before and after', async () => {
    await page.goto(`${baseURL}/admin/activity`);
    await page.getByRole('combobox', { name: 'Resource' }).click();
    await page.getByRole('option', { name: 'Users' }).click();
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Invited' }).click();
    await listFiltered(page, '"resource":"users"');
    await listFiltered(page, '"action":"invitation"', 'Invited');
    // The list names the changed fields; the invitation of the imported user changed its email.
    await row(/Username/).first().click();
    await page.waitForURL(/\/admin\/activity\/\d+$/);
    const changes = page.getByRole('table', { name: 'Changes' });
    await changes.getByRole('row').filter({ hasText: 'Email' }).filter({ hasText: /@example\.com/ }).waitFor();
    await changes.getByRole('row').filter({ hasText: 'Roles' }).waitFor();
    expect(errors).toEqual([]);
  });
});
