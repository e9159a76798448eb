/**
 * Email templates (docs/decisions.md#email-templates): the resource (placeholders checked on
 * save, soft delete and restore, logged, permissions) and sending with one (each recipient's
 * language, placeholders filled per recipient and escaped in the HTML, placeholders a
 * recipient's kind cannot fill refused).
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activity, emails, organisations, users } from '../../server/db/schema';
import { renderMarkdownWithValues } from '../../server/markdown';
import {
  fillPlaceholders,
  placeholdersIn,
  templateLanguageFor,
  unfillablePlaceholders,
  unknownPlaceholders,
} from '../../src/shared/email-templates';
import { setupTestApp } from './helpers';
import { send } from './email-helpers';

const t = setupTestApp();

let counter = 0;
const uniqueName = (prefix = 'Template') => `${prefix} ${++counter}-${randomInt(1_000_000)}`;

const welcome = {
  en: { subject: 'Welcome, {{firstName}}', body: 'Hello **{{fullName}}**,\n\nyour address is {{email}}.' },
  sr: { subject: 'Dobrodošli, {{firstName}}', body: 'Zdravo **{{fullName}}**,\n\nvaša adresa je {{email}}.' },
};

async function createTemplate(translations: object, name = uniqueName()) {
  const response = await t.api('POST', '/email-templates', { name, translations });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string; translations: Record<string, { subject: string; body: string }> };
}

/** The outbox rows of a send, by recipient address. */
async function rowsOf(ids: number[]) {
  const rows = await t.app.db.select().from(emails).where(inArray(emails.id, ids));
  return new Map(rows.map((row) => [row.to, row]));
}

async function insertOrganisation(name: string, email: string) {
  const [org] = await t.app.db
    .insert(organisations)
    .values({ name, email, taxRegistrationNumber: String(randomInt(100_000_000, 999_999_999)), nationalIdentificationNumber: String(randomInt(10_000_000, 99_999_999)) })
    .returning({ id: organisations.id });
  return org.id;
}

describe('placeholders (src/shared/email-templates.ts)', () => {
  it('finds every {{…}} name, spaces around it ignored, and reports the unknown ones with their field', () => {
    expect(placeholdersIn('Hi {{ firstName }} {{lastName}}, {{firstName}} {{first name}}')).toEqual(['firstName', 'lastName', 'first name']);
    expect(unknownPlaceholders({ en: { subject: '{{email}}', body: '{{nickname}}' }, sr: { subject: '{{ company }}', body: 'x' } })).toEqual([
      { field: 'translations.en.body', name: 'nickname' },
      { field: 'translations.sr.subject', name: 'company' },
    ]);
  });

  it('says which placeholders each kind of recipient cannot fill', () => {
    const text = { subject: '{{firstName}}', body: '{{organisationName}} {{email}}' };
    expect(unfillablePlaceholders(text, 'user')).toEqual(['organisationName']);
    expect(unfillablePlaceholders(text, 'organisation')).toEqual(['firstName']);
    expect(unfillablePlaceholders(text, 'address')).toEqual(['firstName', 'organisationName']);
  });

  it("picks the recipient's language, else English, else the first the template has", () => {
    const text = { subject: 's', body: 'b' };
    expect(templateLanguageFor({ en: text, sr: text }, 'sr')).toBe('sr');
    expect(templateLanguageFor({ en: text, sr: text }, 'ru')).toBe('en');
    expect(templateLanguageFor({ nl: text, it: text }, 'ru')).toBe('it');
    expect(templateLanguageFor({ nl: text, it: text }, null)).toBe('it');
    expect(templateLanguageFor({}, 'en')).toBeNull();
  });

  it('fills known values and leaves the rest', () => {
    expect(fillPlaceholders('{{ firstName }} {{lastName}}', { firstName: 'Ana' })).toBe('Ana {{lastName}}');
  });
});

describe('values in the HTML (renderMarkdownWithValues, server/markdown.ts)', () => {
  const render = (body: string, values: Record<string, string>) => renderMarkdownWithValues((mark) => fillPlaceholders(body, values, mark));
  const hostile = 'Click http://2130706433/reset *bold* _it_ [x](http://evil) www.evil.example a@evil.example <b>B</b> & "q"';

  it('puts a value in as escaped text wherever it stands: never a link, emphasis, heading, list or tag', () => {
    for (const body of ['Hello {{firstName}}', '{{firstName}}', '{{firstName}}\n===', '`{{firstName}}`', '> {{firstName}}']) {
      const html = render(body, { firstName: hostile });
      expect(html, body).not.toMatch(/<(a|em|strong|b|ul|ol|li)\b/);
      expect(html, body).toContain('Click http://2130706433/reset *bold* _it_ [x](http://evil) www.evil.example a@evil.example &lt;b&gt;B&lt;/b&gt; &amp; &quot;q&quot;');
    }
    expect(render('# {{firstName}}', { firstName: '1. *x*' })).toBe('<h1>1. *x*</h1>');
  });

  it("keeps the template's own Markdown around and with a value: emphasis, a heading, a link to a value's address", () => {
    expect(render('Hi **{{fullName}}**s', { fullName: 'Ana *B*' })).toBe('<p>Hi <strong>Ana *B*</strong>s</p>');
    expect(render('[write]({{email}}) [mail](mailto:{{email}})', { email: 'a.b+c@example.com' })).toBe('<p><a href="a.b+c@example.com">write</a> <a href="mailto:a.b+c@example.com">mail</a></p>');
    expect(render('[page](https://example.com/?n={{firstName}})', { firstName: 'A B' })).toBe('<p><a href="https://example.com/?n=A%20B">page</a></p>');
    // A value that would make the template's link an unsafe one loses the address, as written Markdown would.
    expect(render('[x]({{firstName}})', { firstName: 'javascript:alert(1)' })).toBe('<p><a>x</a></p>');
  });

  it("cannot be forged: another render's marker, in the template or in a value, stays as written", () => {
    let earlier = '';
    renderMarkdownWithValues((mark) => (earlier = mark('Ana')));
    expect(earlier).toMatch(/^[A-Za-z0-9]+$/);
    expect(render(`${earlier} {{firstName}}`, { firstName: earlier })).toBe(`<p>${earlier} ${earlier}</p>`);
  });
});

describe('/email-templates', () => {
  it('creates, reads, updates, soft-deletes and restores a template, each change logged', async () => {
    const created = await createTemplate(welcome);
    expect(created.translations).toEqual(welcome);
    expect((await t.api('GET', `/email-templates/${created.id}`)).json()).toMatchObject({ name: created.name, translations: welcome, deletedAt: null });

    const updated = await t.api('PUT', `/email-templates/${created.id}`, { name: created.name, translations: { en: { subject: '  Hi\n{{firstName}}  ', body: 'Body' } } });
    expect(updated.statusCode).toBe(200);
    // The subject is made one line and trimmed; the languages are the written set.
    expect(updated.json().translations).toEqual({ en: { subject: 'Hi {{firstName}}', body: 'Body' } });

    expect((await t.api('DELETE', `/email-templates/${created.id}/soft`)).statusCode).toBe(204);
    const listed = (await t.api('GET', '/email-templates')).json() as { id: number }[];
    expect(listed.map((template) => template.id)).not.toContain(created.id);
    expect((await t.api('POST', `/email-templates/${created.id}/restore`)).statusCode).toBe(200);

    const logged = await t.app.db
      .select({ action: activity.action })
      .from(activity)
      .where(and(eq(activity.resource, 'email-templates'), eq(activity.recordId, created.id)))
      .orderBy(activity.id);
    expect(logged.map((row) => row.action)).toEqual(['create', 'update', 'delete', 'restore']);
  });

  it('refuses an unknown placeholder with 422 naming it and its field', async () => {
    const response = await t.api('POST', '/email-templates', {
      name: uniqueName(),
      translations: { en: { subject: 'Hi {{firstName}}', body: 'Dear {{nickname}}' }, sr: { subject: 'Zdravo {{ ime }}', body: 'x' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'translations.en.body', reason: expect.stringMatching(/^Unknown placeholder \{\{nickname\}\}; a template may use \{\{firstName\}\}/) },
      { field: 'translations.sr.subject', reason: expect.stringMatching(/^Unknown placeholder \{\{ime\}\}/) },
    ]);
  });

  it('refuses a blank subject or body (422), no language at all and an unknown language, and a taken name (409)', async () => {
    const blank = await t.api('POST', '/email-templates', { name: uniqueName(), translations: { en: { subject: ' \n ', body: 'x' } } });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors[0].field).toBe('translations.en.subject');
    const none = await t.api('POST', '/email-templates', { name: uniqueName(), translations: {} });
    expect([400, 422]).toContain(none.statusCode);
    const unknownLanguage = await t.api('POST', '/email-templates', { name: uniqueName(), translations: { de: { subject: 'x', body: 'y' } } });
    expect(unknownLanguage.statusCode).toBe(400);

    const { name } = await createTemplate({ en: { subject: 'Taken', body: 'x' } });
    expect((await t.api('POST', '/email-templates', { name, translations: { en: { subject: 'Again', body: 'y' } } })).statusCode).toBe(409);
  });

  it('lets a Viewer read templates but not write them', async () => {
    const viewer = await t.bearerOfNewUser(['Viewer']);
    expect((await t.api('GET', '/email-templates/paged', undefined, viewer)).statusCode).toBe(200);
    expect((await t.api('POST', '/email-templates', { name: uniqueName(), translations: welcome }, viewer)).statusCode).toBe(403);
  });
});

describe('POST /emails/send {templateId}', () => {
  it("writes each user's mail in their preferred language (else English), placeholders filled per recipient", async () => {
    const template = await createTemplate(welcome);
    const serbian = await t.createUser({ firstName: 'Jelena', lastName: 'Petrović', preferredLanguage: 'sr' });
    const russian = await t.createUser({ firstName: 'Ivan', lastName: 'Orlov', preferredLanguage: 'ru' });

    const response = await send(t, { to: [], userIds: [serbian.id, russian.id], templateId: template.id });
    expect(response.statusCode, response.body).toBe(202);
    const rows = await rowsOf(response.json().ids);

    const toSerbian = rows.get(serbian.email)!;
    expect(toSerbian.subject).toBe('Dobrodošli, Jelena');
    expect(toSerbian.body).toBe(`Zdravo **Jelena Petrović**,\n\nvaša adresa je ${serbian.email}.`);
    expect(toSerbian.html).toContain('<strong>Jelena Petrović</strong>');

    // No Russian version: English.
    const toRussian = rows.get(russian.email)!;
    expect(toRussian.subject).toBe('Welcome, Ivan');
    expect(toRussian.body).toContain('Hello **Ivan Orlov**');
  });

  it("uses the template's first language when it has neither the recipient's nor English", async () => {
    const template = await createTemplate({ nl: { subject: 'Hallo {{email}}', body: 'Voor {{email}}' }, it: { subject: 'Ciao {{email}}', body: 'Per {{email}}' } });
    const response = await send(t, { to: ['typed@example.com'], templateId: template.id });
    expect(response.statusCode).toBe(202);
    const row = (await rowsOf(response.json().ids)).get('typed@example.com')!;
    expect(row.subject).toBe('Ciao typed@example.com');
  });

  it("fills an organisation's name, escaped in the HTML so that it renders as its text", async () => {
    const template = await createTemplate({ en: { subject: 'News for {{organisationName}}', body: 'Dear **{{organisationName}}** team' } });
    const address = `org${randomInt(1_000_000)}@example.com`;
    const orgId = await insertOrganisation('Acme <img src=x onerror=alert(1)> *Co*', address);

    const response = await send(t, { to: [], organisationIds: [orgId], templateId: template.id });
    expect(response.statusCode, response.body).toBe(202);
    const row = (await rowsOf(response.json().ids)).get(address)!;
    expect(row.subject).toBe('News for Acme <img src=x onerror=alert(1)> *Co*');
    expect(row.html).not.toContain('<img');
    expect(row.html).toContain('&lt;img src=x onerror=alert(1)&gt; *Co*');
    expect(row.html).not.toContain('<em>');
  });

  it("puts a user's name in the HTML as text: no link, emphasis or tag made of it; verbatim in the text part and subject", async () => {
    const template = await createTemplate({ en: { subject: 'Hi {{firstName}}', body: 'Dear {{firstName}},\n\nthe [site](https://example.com/) for *{{email}}*.' } });
    const firstName = 'Click http://2130706433/reset *bold* [x](http://evil)';
    const user = await t.createUser({ firstName, lastName: '<i>Evil</i>' });

    const response = await send(t, { to: [], userIds: [user.id], templateId: template.id });
    expect(response.statusCode, response.body).toBe(202);
    const row = (await rowsOf(response.json().ids)).get(user.email)!;
    expect(row.html).toContain('Dear Click http://2130706433/reset *bold* [x](http://evil),');
    // The template's own link and emphasis only.
    expect([...row.html!.matchAll(/<a\b[^>]*>/g)].map((match) => match[0])).toEqual(['<a href="https://example.com/">']);
    expect(row.html).not.toContain('<strong>');
    expect(row.html).toContain(`<em>${user.email}</em>`);
    expect(row.body).toBe(`Dear ${firstName},\n\nthe [site](https://example.com/) for *${user.email}*.`);
    expect(row.subject).toBe(`Hi ${firstName}`);
  });

  it('refuses (422) a placeholder a recipient kind cannot fill, naming it, and sends nothing', async () => {
    const template = await createTemplate({ en: { subject: 'Hi {{firstName}}', body: 'For {{email}}' } });
    const orgId = await insertOrganisation(uniqueName('Org'), `org${randomInt(1_000_000)}@example.com`);
    const before = (await t.app.db.select({ id: emails.id }).from(emails)).length;

    const toOrganisation = await send(t, { to: [], organisationIds: [orgId], templateId: template.id });
    expect(toOrganisation.statusCode).toBe(422);
    expect(toOrganisation.json().errors).toEqual([{ field: 'organisationIds', reason: expect.stringContaining('{{firstName}}') }]);

    const toTyped = await send(t, { to: ['someone@example.com'], templateId: template.id });
    expect(toTyped.statusCode).toBe(422);
    expect(toTyped.json().errors[0]).toMatchObject({ field: 'to', reason: expect.stringMatching(/\{\{firstName\}\}.*typed addresses cannot fill/) });
    expect((await t.app.db.select({ id: emails.id }).from(emails)).length).toBe(before);

    // A user picked whose address is also typed is mailed as the user.
    const user = await t.createUser({ firstName: 'Typed' });
    const both = await send(t, { to: [user.email], userIds: [user.id], templateId: template.id });
    expect(both.statusCode).toBe(202);
    expect(both.json().count).toBe(1);
    expect((await rowsOf(both.json().ids)).get(user.email)!.subject).toBe('Hi Typed');
  });

  it('answers 400 for a template with a subject or body, or neither; 422 for an unknown or deleted template', async () => {
    const template = await createTemplate({ en: { subject: 'S', body: 'B' } });
    expect((await send(t, { to: ['a@example.com'], templateId: template.id, subject: 'x' })).statusCode).toBe(400);
    expect((await send(t, { to: ['a@example.com'] })).statusCode).toBe(400);
    const unknown = await send(t, { to: ['a@example.com'], templateId: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([{ field: 'templateId', reason: 'Unknown email template: 999999' }]);
    await t.api('DELETE', `/email-templates/${template.id}/soft`);
    expect((await send(t, { to: ['a@example.com'], templateId: template.id })).statusCode).toBe(422);
  });

  it('logs the template with each recorded mail', async () => {
    const template = await createTemplate({ en: { subject: 'Logged', body: 'B' } });
    const response = await send(t, { to: ['logged@example.com'], templateId: template.id });
    const [row] = await t.app.db
      .select({ changes: activity.changes })
      .from(activity)
      .where(and(eq(activity.resource, 'emails'), eq(activity.recordId, response.json().id)));
    expect(row.changes).toMatchObject({ templateId: [null, template.id], subject: [null, 'Logged'] });
    // Users table untouched by a send.
    expect((await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'logged@example.com'))).length).toBe(0);
  });
});
