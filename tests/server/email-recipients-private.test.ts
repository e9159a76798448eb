/**
 * A composed email to several recipients keeps each recipient's address private: it is stored
 * and sent as one message per recipient (addresses, users, organisations and Cc alike), each
 * with only its own address in To and no Cc, all rows of one send sharing a batch id. Each
 * row has its own delivery status and is resent on its own; the outbox finds the other
 * recipients of a send by its batch id.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails } from '../../server/db/schema';
import { header, type ReceivedMail } from '../support/mail';
import { setupTestAppWithMail } from './helpers';

/** `refused-once@…` is refused permanently (554) the first time only. */
let refusedOnce = false;
const t = setupTestAppWithMail({
  reply: (raw) => {
    if (/^refused-once@/.test(header(raw, 'To') ?? '') && !refusedOnce) {
      refusedOnce = true;
      return { code: 554, message: 'Mailbox unavailable' };
    }
    return undefined;
  },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const send = async (payload: object) => t.api('POST', '/emails/send', { subject: 'Quarterly update', body: 'Hello, **all**.', ...payload });

/** Polls until every row of `batchId` has left queued/sending; the rows by id. */
async function settledRows(batchId: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await t.app.db.select().from(emails).where(eq(emails.batchId, batchId)).orderBy(emails.id);
    if (rows.every((row) => row.status === 'sent' || row.status === 'failed')) return rows;
    if (Date.now() > deadline) throw new Error(`rows still pending: ${JSON.stringify(rows.map((row) => [row.to, row.status]))}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const received = (subject: string): ReceivedMail[] => t.mail().received.filter((mail) => header(mail.raw, 'Subject') === subject);

describe('an email to several recipients', () => {
  it('is stored as one row per recipient sharing a batch id, and sent as one message each, with only its own address', async () => {
    const user = await t.createUser();
    const subject = 'Private to each recipient';
    const response = await send({ to: ['ana@example.com', 'marko@example.com'], userIds: [user.id], subject });

    expect(response.statusCode).toBe(202);
    const answer = response.json();
    expect(answer).toEqual({ id: expect.any(Number), batchId: expect.stringMatching(UUID), count: 3, ids: [answer.id, expect.any(Number), expect.any(Number)] });

    const rows = await settledRows(answer.batchId);
    const addresses = ['ana@example.com', 'marko@example.com', user.email];
    expect(rows.map((row) => row.id)).toEqual(answer.ids);
    expect(rows.map((row) => ({ to: row.to, cc: row.cc, status: row.status }))).toEqual(addresses.map((to) => ({ to, cc: null, status: 'sent' })));

    const mails = received(subject);
    expect(mails).toHaveLength(3);
    expect(mails.map((mail) => mail.to).sort()).toEqual(addresses.map((address) => [address]).sort());
    for (const mail of mails) {
      const own = mail.to[0];
      expect(header(mail.raw, 'To')).toBe(own);
      expect(header(mail.raw, 'Cc')).toBeUndefined();
      for (const other of addresses.filter((address) => address !== own)) expect(mail.raw).not.toContain(other);
    }
  });

  it('sends each Cc address its own message too, listing no other recipient', async () => {
    const subject = 'Copies are private too';
    const response = await send({ to: ['lead@example.com'], cc: ['boss@example.com', 'LEAD@example.com', 'audit@example.com'], subject });

    expect(response.statusCode).toBe(202);
    // The Cc address already among the recipients gets no second message.
    expect(response.json().count).toBe(3);
    const rows = await settledRows(response.json().batchId);
    expect(rows.map((row) => [row.to, row.cc])).toEqual([
      ['lead@example.com', null],
      ['boss@example.com', null],
      ['audit@example.com', null],
    ]);
    const mails = received(subject);
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.to).toHaveLength(1);
      expect(header(mail.raw, 'To')).toBe(mail.to[0]);
      expect(header(mail.raw, 'Cc')).toBeUndefined();
      for (const other of ['lead@example.com', 'boss@example.com', 'audit@example.com'].filter((address) => address !== mail.to[0])) {
        expect(mail.raw).not.toContain(other);
      }
    }
  });

  it("keeps each recipient's delivery status on its own row; a resend sends only that row", async () => {
    const subject = 'One recipient refused';
    const response = await send({ to: ['fine@example.com', 'refused-once@example.com'], subject });
    const { batchId, ids } = response.json();

    const rows = await settledRows(batchId);
    expect(rows.map((row) => [row.to, row.status])).toEqual([
      ['fine@example.com', 'sent'],
      ['refused-once@example.com', 'failed'],
    ]);
    expect(rows[1].error).toMatch(/554/);

    // The outbox lists the send's rows by batch id, each with its status.
    const batch = await t.api('GET', `/emails/paged?batchId=${batchId}&sort_by=id&sort_order=asc`);
    expect(batch.statusCode).toBe(200);
    expect(batch.json().items.map((item: { id: number; to: string; status: string; batchId: string }) => [item.id, item.to, item.status, item.batchId])).toEqual([
      [ids[0], 'fine@example.com', 'sent', batchId],
      [ids[1], 'refused-once@example.com', 'failed', batchId],
    ]);
    expect((await t.api('GET', `/emails/${ids[1]}`)).json()).toMatchObject({ batchId, status: 'failed' });
    expect((await t.api('GET', '/emails/paged?batchId=not-a-uuid')).statusCode).toBe(400);

    expect((await t.api('POST', `/emails/${ids[0]}/resend`)).statusCode).toBe(409);
    const resent = await t.api('POST', `/emails/${ids[1]}/resend`);
    expect(resent.statusCode).toBe(200);
    const after = await settledRows(batchId);
    expect(after.map((row) => [row.to, row.status])).toEqual([
      ['fine@example.com', 'sent'],
      ['refused-once@example.com', 'sent'],
    ]);
    expect(received(subject).map((mail) => mail.to[0]).sort()).toEqual(['fine@example.com', 'refused-once@example.com']);
  });

  it('records the send in the activity log, on each row it created', async () => {
    const response = await send({ to: ['one@example.com', 'two@example.com'], subject: 'Logged send' });
    const { ids, batchId } = response.json();
    for (const [index, id] of ids.entries()) {
      const log = (await t.api('GET', `/activity/paged?resource=emails&recordId=${id}`)).json();
      expect(log.items).toHaveLength(1);
      expect(log.items[0]).toMatchObject({ action: 'create', resource: 'emails', recordId: id });
      expect(log.items[0].changes).toMatchObject({ to: [null, ['one@example.com', 'two@example.com'][index]], subject: [null, 'Logged send'], batchId: [null, batchId] });
    }
  });
});
