/**
 * `POST /accounts/register-bulk?dryRun=true` checks every row exactly as the real run does (the
 * row's values, duplicates within the file, clashes with existing users, unknown roles) and
 * answers the same per-row results, writing nothing: no user, invitation, mail or activity.
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, activity, emails, users } from '../../server/db/schema';
import { setupTestApp } from './helpers';

const t = setupTestApp();

let counter = 0;
function invitee(extra: object = {}) {
  const n = `${Date.now().toString(36)}${++counter}`;
  return { firstName: 'Bulk', lastName: `Person${n}`, email: `bulk${n}@example.com`, userName: `bulk${n}`, ...extra };
}

type BulkAnswer = { dryRun?: boolean; results: { row: number; status: number; id?: number; errors?: { field?: string; reason: string }[] }[] };

async function rowCounts() {
  const [[u], [a], [e], [l]] = await Promise.all([
    t.app.db.select({ n: count() }).from(users),
    t.app.db.select({ n: count() }).from(accountTokens),
    t.app.db.select({ n: count() }).from(emails),
    t.app.db.select({ n: count() }).from(activity),
  ]);
  return { users: u.n, accountTokens: a.n, emails: e.n, activity: l.n };
}

describe('POST /accounts/register-bulk?dryRun=true', () => {
  it('answers the per-row results of the real run and writes nothing', async () => {
    const existing = await t.createUser();
    const good = invitee();
    const batch = [
      good,
      invitee({ firstName: 'A' }),
      invitee({ email: good.email.toUpperCase() }),
      invitee({ email: existing.email }),
      invitee({ userName: existing.userName.toUpperCase() }),
      invitee({ roleIds: [999_999] }),
      invitee(),
    ];
    const before = await rowCounts();

    const dry = await t.api('POST', '/accounts/register-bulk?dryRun=true', { users: batch });
    expect(dry.statusCode).toBe(200);
    const dryAnswer = dry.json() as BulkAnswer;
    expect(dryAnswer.dryRun).toBe(true);
    expect(dryAnswer.results.map((result) => result.status)).toEqual([201, 422, 409, 409, 409, 422, 201]);
    expect(dryAnswer.results[3].errors).toEqual([{ field: 'email', reason: 'Email already in use' }]);
    expect(dryAnswer.results[4].errors).toEqual([{ field: 'userName', reason: 'User name already in use' }]);
    expect(dryAnswer.results[5].errors?.[0].field).toBe('roleIds');
    expect(dryAnswer.results.some((result) => result.id !== undefined)).toBe(false);
    expect(await rowCounts()).toEqual(before);

    const real = await t.api('POST', '/accounts/register-bulk', { users: batch });
    expect(real.statusCode).toBe(200);
    const realAnswer = real.json() as BulkAnswer;
    expect(realAnswer.dryRun).toBe(false);
    expect(realAnswer.results.map(({ id: _id, ...rest }) => rest)).toEqual(dryAnswer.results);
    expect(realAnswer.results.filter((result) => result.status === 201).every((result) => typeof result.id === 'number')).toBe(true);
    expect((await rowCounts()).users).toBe(before.users + 2);
  });

  it('reports an address taken since by a clash in the dry run and in the real run alike', async () => {
    const first = invitee();
    expect((await t.api('POST', '/accounts/register-bulk', { users: [first] })).json().results[0].status).toBe(201);
    const again = [invitee({ email: first.email })];
    const dry = (await t.api('POST', '/accounts/register-bulk?dryRun=true', { users: again })).json() as BulkAnswer;
    const real = (await t.api('POST', '/accounts/register-bulk', { users: again })).json() as BulkAnswer;
    expect(dry.results).toEqual([{ row: 1, status: 409, errors: [{ field: 'email', reason: 'Email already in use' }] }]);
    expect(real.results).toEqual(dry.results);
  });

  it('refuses a dryRun value that is not a boolean (400)', async () => {
    expect((await t.api('POST', '/accounts/register-bulk?dryRun=perhaps', { users: [invitee()] })).statusCode).toBe(400);
  });
});
