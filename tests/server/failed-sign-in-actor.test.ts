/**
 * A failed sign-in has no actor: nobody was authenticated, so the activity log's "by" column
 * (actorId, actorName) stays empty, whatever was typed as the email. The attempted address is
 * kept in the row's changes (`email: [null, attempted]`) and the targeted account, when there is
 * one, is the row's record.
 */
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../src/shared/api';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

interface ActivityRow {
  actorId: number | null;
  actorName: string | null;
  action: string;
  resource: string;
  recordId: number | null;
  changes: Record<string, [unknown, unknown]> | null;
}

let ip = 0;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `${API}${url}`, payload, remoteAddress: `192.0.2.${++ip}` });

/** The newest failed sign-in rows, newest first. */
async function failedSignIns(): Promise<ActivityRow[]> {
  const response = await t.api('GET', '/activity/paged?page_size=10&action=sign-in-failed&resource=auth&sort_by=id&sort_order=desc');
  expect(response.statusCode).toBe(200);
  return (response.json() as Paged<ActivityRow>).items;
}

describe('a failed sign-in is logged without an actor', () => {
  it('keeps "System Administrator" typed as the email out of the actor and in the row\'s changes', async () => {
    expect((await post('/auth/authenticate', { email: 'System Administrator', password: 'guess' })).statusCode).toBe(401);

    const [row] = await failedSignIns();
    expect(row).toMatchObject({ actorId: null, actorName: null, recordId: null, changes: { email: [null, 'System Administrator'] } });
  });

  it('names the account whose password was wrong as the record, not as the actor', async () => {
    const user = await t.createUser();
    expect((await post('/auth/authenticate', { email: ` ${user.email.toUpperCase()} `, password: 'wrong-password' })).statusCode).toBe(401);

    const [row] = await failedSignIns();
    expect(row).toMatchObject({ actorId: null, actorName: null, recordId: user.id, changes: { email: [null, user.email.toUpperCase()] } });
  });

  it('logs a wrong two-factor code without an actor, the account as the record', async () => {
    const user = await t.createUser();
    const bearer = (await t.signIn(user.email, user.password)).bearer_token;
    const { secret } = (await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/two-factor/enrol` })).json() as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() - 30_000 });
    expect((await t.injectAs(bearer, { method: 'POST', url: `${API}/accounts/two-factor/confirm`, payload: { code } })).statusCode).toBe(200);
    const challenge = (await post('/auth/authenticate', { email: user.email, password: user.password })).json().challenge as string;

    expect((await post('/auth/two-factor', { challenge, code: 'not-a-code' })).statusCode).toBe(401);

    const [row] = await failedSignIns();
    expect(row).toMatchObject({ actorId: null, actorName: null, recordId: user.id });
  });
});
