import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './browser';
import { waitForMail } from './mail';

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

// Pages are prerendered: `networkidle` waits for the scripts, i.e. for the forms to be live.
describe('contact page', () => {
  it('sends the contact form in Serbian, shows the success state and stores the message', async () => {
    const { page, errors } = await openPage(browser);
    const marker = `e2e-${randomBytes(4).toString('hex')}`;
    await page.goto(`${baseURL}/sr/contact`, { waitUntil: 'networkidle' });
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
    expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);

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
      status: 'new',
      assigneeId: null,
    });

    // The company inbox receives it through SMTP, reply-to the visitor.
    if (inject('mailDir')) {
      const mail = await waitForMail((_raw, text) => text.includes(marker));
      expect(mail.raw).toMatch(/^To: hello@danube-digital\.example/im);
      expect(mail.raw).toMatch(/^Reply-To: .*<milica\.e2e@example\.com>/im);
      expect(mail.text).toContain(`Zdravo, zanima nas razvoj mobilne aplikacije. ${marker}`);
    }

    // The success toast, in Serbian too.
    await page.getByText(contactSr.success.toast).waitFor();
    expect(await page.getByRole('heading', { name: contactSr.success.title }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('contact inbox', () => {
  it('answers a message from the back office: Reply opens the composer, the reply reaches the visitor and the message is in progress', async ({ skip }) => {
    if (!inject('mailDir')) skip();
    const marker = `inbox-${randomBytes(4).toString('hex')}`;
    const visitor = `${marker}@example.com`;
    const sent = await fetch(`${baseURL}/api/1.0/public/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Petar Petrović', email: visitor, message: `Molim ponudu za web prodavnicu. ${marker}`, language: 'sr' }),
    });
    expect(sent.status).toBe(202);
    const bearer = await adminBearer();
    const api = (path: string) => fetch(`${baseURL}/api/1.0${path}`, { headers: { authorization: `Bearer ${bearer}` } }).then((response) => response.json());
    const [message] = ((await api(`/contact-messages/paged?search_term=${marker}`)) as { items: { id: number; status: string }[] }).items;
    expect(message.status).toBe('new');

    // Staff open the message in the inbox (signing in first) and reply from the composer.
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL}/admin/contact-messages/${message.id}`);
    await page.waitForURL(`${baseURL}/login`);
    await page.getByLabel('Email').fill(inject('adminEmail'));
    await page.getByLabel('Password').fill(inject('adminPassword'));
    await page.getByTestId('sign-in').click();
    await page.waitForURL(`${baseURL}/admin/contact-messages/${message.id}`);
    await page.getByText(`Molim ponudu za web prodavnicu. ${marker}`).first().waitFor();
    await page.getByRole('link', { name: 'Reply' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/emails/'));
    await page.getByRole('button', { name: 'Send' }).click();

    // The reply goes out through SMTP to the visitor, quoting the message.
    const mail = await waitForMail((raw) => raw.includes(visitor) && /^Subject: Re:/im.test(raw));
    expect(mail.raw).toMatch(new RegExp(`^To: .*${visitor.replace('.', '\\.')}`, 'im'));
    expect(mail.text).toContain(marker);

    // The message is in progress and lists its reply.
    await expect.poll(async () => ((await api(`/contact-messages/${message.id}`)) as { status: string }).status).toBe('in-progress');
    const replies = (await api(`/emails?contactMessageId=${message.id}`)) as { to: string }[];
    expect(replies.map((reply) => reply.to)).toEqual([visitor]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('forgot and reset password pages', () => {
  it('confirms a reset request neutrally in Serbian and links back to sign-in', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL}/sr/forgot-password`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: accountSr.forgot.title }).waitFor();

    await page.getByLabel(accountSr.forgot.email).fill('nobody.e2e@example.com');
    await page.getByTestId('forgot-submit').click();

    await page.getByText(accountSr.forgot.sentTitle).waitFor();
    expect(await page.getByText(accountSr.forgot.sent.replace('{{email}}', 'nobody.e2e@example.com')).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: accountSr.forgot.backToLogin }).getAttribute('href')).toBe('/sr/login');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('resets a password from the mailed link in Serbian, once', async ({ skip }) => {
    if (!inject('mailDir')) skip();
    const bearer = await adminBearer();
    const email = `reset.${randomBytes(4).toString('hex')}@example.com`;
    const created = await fetch(`${baseURL}/api/1.0/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ firstName: 'Reset', lastName: 'Story', email, userName: email.split('@')[0], password: 'old-password', preferredLanguage: 'sr' }),
    });
    expect(created.status).toBe(201);

    const { page, errors } = await openPage(browser);
    await page.goto(`${baseURL}/sr/forgot-password`, { waitUntil: 'networkidle' });
    await page.getByLabel(accountSr.forgot.email).fill(email);
    await page.getByTestId('forgot-submit').click();
    await page.getByText(accountSr.forgot.sentTitle).waitFor();

    const mail = await waitForMail((raw) => new RegExp(`^To: ${email.replace(/\./g, '\\.')}`, 'im').test(raw));
    const link = /\/sr\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    await page.goto(`${baseURL}${link}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: accountSr.reset.title }).waitFor();
    await page.getByLabel(new RegExp(`^${accountSr.reset.password}`)).fill('brand-new-password');
    await page.getByLabel(accountSr.reset.confirmPassword).fill('brand-new-password');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-success').getByText(accountSr.reset.successTitle).waitFor();
    expect(await page.getByRole('link', { name: accountSr.reset.goToLogin }).getAttribute('href')).toBe('/sr/login');

    const signIn = (password: string) =>
      fetch(`${baseURL}/api/1.0/auth/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    expect((await signIn('brand-new-password')).status).toBe(200);
    expect((await signIn('old-password')).status).toBe(401);

    expect(errors).toEqual([]);

    // The link works once (the browser logs the API's 400 for the spent token).
    await page.goto(`${baseURL}${link}`, { waitUntil: 'networkidle' });
    await page.getByLabel(new RegExp(`^${accountSr.reset.password}`)).fill('third-password');
    await page.getByLabel(accountSr.reset.confirmPassword).fill('third-password');
    await page.getByTestId('reset-submit').click();
    await page.getByText(accountSr.reset.invalidTitle).waitFor();
    expect(errors).toEqual([expect.stringContaining('400')]);
    await page.context().close();
  });

  it('checks the new password on the reset page and explains an invalid link', async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseURL}/reset-password?token=not-a-real-token`, { waitUntil: 'networkidle' });
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
