import { count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, emails } from '../../server/db/schema';
import { contactNotification } from '../../server/mail/messages';
import { API, setupTestApp, setupTestAppWithMail, type TestApp } from './helpers';
import { decodedBody, header } from '../support/mail';

const CONTACT = `${API}/public/contact`;
const INBOX = 'hello@danube-digital.example';

/** Every request from its own address, so that the per-IP limit only bites where a test wants it. */
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Visitor',
  email: 'ana.visitor@example.com',
  company: 'Visitor Ltd',
  message: 'We would like a quote for a point of sale system for 12 shops.',
  language: 'sr',
  ...overrides,
});

const postContact = (t: TestApp, payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: CONTACT, payload, remoteAddress });

const countRows = async (t: TestApp) => {
  const [[messages], [mails]] = await Promise.all([
    t.app.db.select({ n: count() }).from(contactMessages),
    t.app.db.select({ n: count() }).from(emails),
  ]);
  return { messages: messages.n, mails: mails.n };
};


describe('contact form without SMTP', () => {
  const t = setupTestApp();

  it('stores the message and queues a notification to the company inbox in the outbox', async () => {
    const payload = validMessage({ message: 'Zdravo, treba nam ponuda za aplikaciju. <b>Hvala</b>!' });

    const response = await postContact(t, payload);

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'received' });
    const [stored] = await t.app.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored).toMatchObject({
      name: payload.name,
      email: payload.email,
      company: payload.company,
      message: payload.message,
      language: 'sr',
      status: 'new',
      assigneeId: null,
      note: null,
    });
    const [mail] = await t.app.db.select().from(emails).orderBy(desc(emails.id)).limit(1);
    expect(mail).toMatchObject({ to: INBOX, status: 'queued', sentAt: null, error: null, sentBy: null });
    expect(mail.subject).toContain('Ana Visitor');
    // The visitor's text is carried verbatim, as plain text.
    expect(mail.body).toContain(payload.message);
    expect(mail.body).toContain('ana.visitor@example.com');
  });

  it('trims the fields and stores an absent company as null', async () => {
    const response = await postContact(t, validMessage({ name: '  Marko  ', company: undefined, message: '  Please call me back tomorrow.  ' }));

    expect(response.statusCode).toBe(202);
    const [stored] = await t.app.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(stored).toMatchObject({ name: 'Marko', company: null, message: 'Please call me back tomorrow.' });
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const before = await countRows(t);

    const response = await postContact(t, validMessage({ website: 'http://spam.example' }));

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'received' });
    expect(await countRows(t)).toEqual(before);
  });

  it('accepts an empty honeypot', async () => {
    const before = await countRows(t);
    expect((await postContact(t, validMessage({ website: '' }))).statusCode).toBe(202);
    expect(await countRows(t)).toEqual({ messages: before.messages + 1, mails: before.mails + 1 });
  });

  it('answers 422 with one message per invalid field and stores nothing', async () => {
    const before = await countRows(t);

    const response = await postContact(t, {
      name: 'A',
      email: 'not-an-email',
      company: 'x'.repeat(151),
      message: 'Too short',
      language: 'de',
    });

    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('Validation failed');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', reason: 'Name must be between 2 and 100 characters long' },
        { field: 'email', reason: 'Please enter a valid email address' },
        { field: 'company', reason: 'Company must be at most 150 characters long' },
        { field: 'message', reason: 'Message must be between 10 and 5000 characters long' },
        { field: 'language', reason: 'Language must be one of en, sr, it, zh, es, ru, nl' },
      ]),
    );
    expect(await countRows(t)).toEqual(before);
  });

  it('answers 422 for a message over 5000 characters and for fields that are only spaces', async () => {
    const long = await postContact(t, validMessage({ message: 'x'.repeat(5001) }));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual([{ field: 'message', reason: 'Message must be between 10 and 5000 characters long' }]);

    const blank = await postContact(t, validMessage({ name: '     ', message: ' '.repeat(12) }));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([
      { field: 'name', reason: 'Name must be between 2 and 100 characters long' },
      { field: 'message', reason: 'Message must be between 10 and 5000 characters long' },
    ]);
  });

  it('refuses a name or company with line breaks, bidi, zero-width or NUL characters (422 naming the field, as other names) and stores nothing', async () => {
    const before = await countRows(t);
    const nameReason = 'Name contains control, invisible or bidirectional characters';
    for (const name of ['Ana\r\nBcc: evil@example.com', 'Ana\nBcc: evil@example.com', 'Ana\rVisitor', 'Ana \u202Erotisiv', 'Ana\u200BVisitor', 'Ana\u0085Visitor', 'Ana\tVisitor']) {
      const response = await postContact(t, validMessage({ name }));
      expect(response.statusCode, JSON.stringify(name)).toBe(422);
      expect(response.json()).toMatchObject({ message: 'Validation failed', errors: [{ field: 'name', reason: nameReason }] });
    }
    // NUL is refused in every string before the schemas (server/plugins/validation.ts), naming the field too.
    const nul = await postContact(t, validMessage({ name: 'Ana\u0000Visitor' }));
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual([{ field: 'name', reason: expect.any(String) }]);
    for (const company of ['Visitor Ltd\r\nBcc: evil@example.com', 'Visitor \u202ELtd']) {
      const response = await postContact(t, validMessage({ company }));
      expect(response.statusCode, JSON.stringify(company)).toBe(422);
      expect(response.json().errors).toEqual([{ field: 'company', reason: 'Company contains control, invisible or bidirectional characters' }]);
    }
    // The address is held to the email format: no line break gets into the Reply-To.
    const email = await postContact(t, validMessage({ email: 'ana@example.com\r\nBcc: evil@example.com' }));
    expect(email.statusCode).toBe(422);
    expect(email.json().errors).toEqual([{ field: 'email', reason: 'Please enter a valid email address' }]);
    // Several fields at once: each named.
    const both = await postContact(t, validMessage({ name: 'Ana\u202E', company: 'Ltd\n', message: ' '.repeat(12) }));
    expect(both.json().errors.map((error: { field: string }) => error.field)).toEqual(['name', 'company', 'message']);
    expect(await countRows(t)).toEqual(before);
  });

  it("accepts names of every script with accents, apostrophes and hyphens, stored as written", async () => {
    for (const name of ["Zoë Ćirić-O'Brien", '王小明', 'José María Núñez', 'Đorđe Petrović-Njegoš', 'Анна Сергеевна', "D'Amato Van der Berg"]) {
      const response = await postContact(t, validMessage({ name, company: `${name} d.o.o.` }));
      expect(response.statusCode, name).toBe(202);
      const [stored] = await t.app.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
      expect(stored).toMatchObject({ name, company: `${name} d.o.o.` });
    }
  });

  it('answers 400 for an unknown field, a missing field or a wrong type', async () => {
    const unknown = await postContact(t, validMessage({ phone: '+381 11 123 4567' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'phone', reason: 'Unknown field phone' }]);

    const { message: _message, ...withoutMessage } = validMessage();
    expect((await postContact(t, withoutMessage)).statusCode).toBe(400);
    expect((await postContact(t, validMessage({ name: 42 }))).statusCode).toBe(400);
  });

  it('answers 429 after 5 messages from one IP in 10 minutes, with the error body', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) expect((await postContact(t, validMessage(), ip)).statusCode).toBe(202);

    const limited = await postContact(t, validMessage(), ip);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests', reason: 'Too many messages, please try again later' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Other visitors are not affected.
    expect((await postContact(t, validMessage(), '203.0.113.51')).statusCode).toBe(202);
  });

  it('lists received messages, newest first, to staff who may read contact messages', async () => {
    await postContact(t, validMessage({ name: 'Newest Visitor', email: 'newest@example.com' }));
    const bearer = await t.adminBearer();

    const response = await t.injectAs(bearer, { method: 'GET', url: `${API}/contact-messages/paged?page_size=5` });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items[0]).toMatchObject({ name: 'Newest Visitor', email: 'newest@example.com', status: 'new', assigneeId: null, language: 'sr' });
    expect(body.items[0]).not.toHaveProperty('handled');
    expect(body.total_count).toBeGreaterThan(1);

    const search = await t.injectAs(bearer, { method: 'GET', url: `${API}/contact-messages/paged?search_term=newest@` });
    expect(search.json().items.map((m: { email: string }) => m.email)).toEqual(['newest@example.com']);
  });

  it('does not show received messages to anonymous callers or users without contact-messages.read', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${API}/contact-messages/paged` })).statusCode).toBe(401);
    const user = await t.createUser();
    const { bearer_token } = await t.signIn(user.email, user.password);
    expect((await t.injectAs(bearer_token, { method: 'GET', url: `${API}/contact-messages/paged` })).statusCode).toBe(403);
  });
});

describe('contact form with SMTP', () => {
  const t = setupTestAppWithMail({ refuse: (raw) => decodedBody(raw).includes('REJECT-ME') });

  it('delivers the notification with the visitor message and reply-to, and marks it sent', async () => {
    const message = 'Poštovani,\n\ntreba nam tim od 5 developera. <script>alert(1)</script>\nHvala!';

    const response = await postContact(t, validMessage({ name: 'Jelena Kovač', email: 'jelena@example.com', message }));

    expect(response.statusCode).toBe(202);
    expect(t.mail().received).toHaveLength(1);
    const [mail] = t.mail().received;
    expect(mail.to).toEqual([INBOX]);
    expect(mail.from).toBe('no-reply@danube-digital.example');
    expect(header(mail.raw, 'Reply-To')).toContain('<jelena@example.com>');
    expect(header(mail.raw, 'Content-Type')).toMatch(/^text\/plain/);
    const text = decodedBody(mail.raw).replace(/\r\n/g, '\n');
    expect(text).toContain(message);
    expect(text).toContain('Name: Jelena Kovač');

    const [row] = await t.app.db.select().from(emails).orderBy(desc(emails.id)).limit(1);
    expect(row).toMatchObject({ to: INBOX, status: 'sent', error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("never lets a contact field add a header or a line of its own to the staff's notice", async () => {
    // What the route now refuses, as a stored message from before could still hold it.
    const notice = contactNotification(
      {
        id: 7,
        name: 'Ana\r\nBcc: evil@example.com\u2028To: evil@example.com',
        email: 'ana@example.com',
        company: 'Ltd\nReply-To: evil@example.com\u202E',
        message: 'Hello,\nplease call.',
        language: 'en',
      },
      INBOX,
    );
    expect(notice.subject).toBe('Contact form: Ana Bcc: evil@example.com To: evil@example.com (Ltd Reply-To: evil@example.com )');
    expect(notice.replyTo).toEqual({ name: 'Ana Bcc: evil@example.com To: evil@example.com', address: 'ana@example.com' });
    expect(notice.text).toContain('Name: Ana Bcc: evil@example.com To: evil@example.com\n');
    expect(notice.text).toContain('Company: Ltd Reply-To: evil@example.com \n');
    expect(notice.text).toContain('Hello,\nplease call.');

    const recorded = await t.app.mailer.record(t.app.db, notice);
    expect(await t.app.mailer.deliver(recorded)).toBe('sent');
    const [mail] = t.mail().received;
    expect(mail.to).toEqual([INBOX]);
    const head = mail.raw.split(/\r?\n\r?\n/, 1)[0];
    expect(head).not.toMatch(/^(Bcc|Cc):/im);
    expect(head.match(/^To:/gim)).toHaveLength(1);
    expect(head.match(/^Reply-To:/gim)).toHaveLength(1);
    const text = decodedBody(mail.raw).replace(/\r\n/g, '\n');
    expect(text).not.toMatch(/^(Bcc|To|Reply-To):/m);
  });

  it('still answers 202 when delivery fails, and keeps the failure in the outbox', async () => {
    const response = await postContact(t, validMessage({ message: 'Please REJECT-ME at the mail server.' }));

    expect(response.statusCode).toBe(202);
    const [row] = await t.app.db.select().from(emails).orderBy(desc(emails.id)).limit(1);
    expect(row.status).toBe('failed');
    expect(row.sentAt).toBeNull();
    expect(row.error).toMatch(/554|refused/i);
    // The message itself is kept: the company can still answer it.
    const [stored] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.message, 'Please REJECT-ME at the mail server.'));
    expect(stored).toBeDefined();
  });

  it('is a resource from its definition: staff set a message\'s status, filter by it and delete it; nobody creates one', async () => {
    await postContact(t, validMessage({ name: 'Handled Visitor', email: 'handled@example.com' }), '203.0.113.77');
    const [stored] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.email, 'handled@example.com'));

    const marked = await t.api('PUT', `/contact-messages/${stored.id}`, { status: 'handled' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: stored.id, status: 'handled', email: 'handled@example.com' });
    // Only status, assignee and note are written: the visitor's words are not staff's to change.
    expect((await t.api('PUT', `/contact-messages/${stored.id}`, { status: 'new', message: 'changed' })).statusCode).toBe(400);

    const open = (await t.api('GET', '/contact-messages/paged?status=new&page_size=100')).json();
    expect(open.items.map((m: { id: number }) => m.id)).not.toContain(stored.id);
    const handled = (await t.api('GET', '/contact-messages/paged?status=handled&page_size=100')).json();
    expect(handled.items.map((m: { id: number }) => m.id)).toContain(stored.id);

    expect((await t.api('POST', '/contact-messages', { name: 'Staff', email: 'staff@example.com', message: 'x', language: 'en' })).statusCode).toBe(404);

    const viewer = await t.bearerOfNewUser(['Viewer']);
    expect((await t.api('GET', `/contact-messages/${stored.id}`, undefined, viewer)).statusCode).toBe(200);
    expect((await t.api('PUT', `/contact-messages/${stored.id}`, { status: 'new' }, viewer)).statusCode).toBe(403);

    expect((await t.api('DELETE', `/contact-messages/${stored.id}`)).statusCode).toBe(204);
    expect((await t.api('GET', `/contact-messages/${stored.id}`)).statusCode).toBe(404);
    const history = (await t.api('GET', `/activity/paged?resource=contact-messages&recordId=${stored.id}`)).json();
    expect(history.items.map((row: { action: string }) => row.action).sort()).toEqual(['delete', 'update']);
  });
});
