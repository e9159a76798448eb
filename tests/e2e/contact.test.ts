import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './browser';

const baseURL = inject('baseURL');
const texts = (lng: string, ns: string) => JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8'));
const contactSr = texts('sr', 'contact');
const accountSr = texts('sr', 'account');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A bearer token of the administrator the global setup seeded. */
async function adminBearer(): Promise<string> {
  const response = await fetch(`${baseURL}/api/1.0/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { bearer_token: string }).bearer_token;
}

describe('contact page', () => {
  it('sends the contact form in Serbian, shows the success state and stores the message', async () => {
    const { page, errors } = await openPage(browser);
    const marker = `e2e-${randomBytes(4).toString('hex')}`;
    await page.goto(`${baseURL}/sr/contact`);
    await page.getByRole('heading', { level: 1, name: contactSr.hero.title }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    // The company's contact details sit beside the form.
    expect(await page.getByRole('link', { name: 'hello@danube-digital.example' }).first().isVisible()).toBe(true);
    expect(await page.getByText(contactSr.details.hoursValue).isVisible()).toBe(true);

    // Submitting the empty form shows the rules in Serbian, and sends nothing.
    await page.getByTestId('contact-submit').click();
    await page.getByText(contactSr.validation.nameLength).waitFor();
    expect(await page.getByText(contactSr.validation.emailInvalid).isVisible()).toBe(true);
    expect(await page.getByText(contactSr.validation.messageLength).isVisible()).toBe(true);

    // The honeypot is out of the tab order and hidden from assistive technology.
    const honeypot = page.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.getAttribute('autocomplete')).toBe('off');

    await page.getByLabel(contactSr.form.name).fill('Milica Jovanović');
    await page.getByLabel(contactSr.form.email).fill('milica.e2e@example.com');
    await page.getByLabel(contactSr.form.company).fill('Jovanović d.o.o.');
    await page.getByLabel(contactSr.form.message).fill(`Zdravo, zanima nas razvoj mobilne aplikacije. ${marker}`);
    expect(await page.getByText(contactSr.validation.nameLength).count()).toBe(0);
    await page.getByTestId('contact-submit').click();

    await page.getByRole('heading', { name: contactSr.success.title }).waitFor();
    expect(await page.getByText(contactSr.success.text.replace('{{email}}', 'milica.e2e@example.com')).isVisible()).toBe(true);

    const bearer = await adminBearer();
    const response = await fetch(`${baseURL}/api/1.0/contact-messages/paged?search_term=${marker}`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: Record<string, unknown>[] };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      name: 'Milica Jovanović',
      email: 'milica.e2e@example.com',
      company: 'Jovanović d.o.o.',
      language: 'sr',
      handled: false,
    });

    // The success toast, in Serbian too.
    await page.getByText(contactSr.success.toast).waitFor();
    expect(await page.getByRole('heading', { name: contactSr.success.title }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('forgot and reset password pages', () => {
  it('confirms a reset request neutrally in Serbian and links back to sign-in', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL}/sr/forgot-password`);
    await page.getByRole('heading', { level: 1, name: accountSr.forgot.title }).waitFor();

    await page.getByLabel(accountSr.forgot.email).fill('nobody.e2e@example.com');
    await page.getByTestId('forgot-submit').click();

    await page.getByText(accountSr.forgot.sentTitle).waitFor();
    expect(await page.getByText(accountSr.forgot.sent.replace('{{email}}', 'nobody.e2e@example.com')).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: accountSr.forgot.backToLogin }).getAttribute('href')).toBe('/sr/login');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('checks the new password on the reset page and explains an invalid link', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseURL}/reset-password?token=not-a-real-token`);
    const en = texts('en', 'account');
    await page.getByRole('heading', { level: 1, name: en.reset.title }).waitFor();

    await page.getByLabel(new RegExp(`^${en.reset.password}`)).fill('12345');
    await page.getByLabel(en.reset.confirmPassword).fill('54321');
    await page.getByTestId('reset-submit').click();
    await page.getByText('Password must be at least 6 characters long').waitFor();
    await page.getByText('Passwords must match').waitFor();

    await page.getByLabel(new RegExp(`^${en.reset.password}`)).fill('new-password');
    await page.getByLabel(en.reset.confirmPassword).fill('new-password');
    await page.getByTestId('reset-submit').click();

    await page.getByText(en.reset.invalidTitle).waitFor();
    expect(await page.getByRole('link', { name: en.reset.requestNew }).getAttribute('href')).toBe('/forgot-password');
    await page.context().close();
  });
});
