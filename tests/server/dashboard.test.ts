import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../server/db/schema';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

describe('GET /dashboard', () => {
  it('gives the administrator every tile with counts, the last activity and 30 days of sign-ins', async () => {
    await t.createUser();
    const response = await t.injectAs(await t.adminBearer(), { method: 'GET', url: `${API}/dashboard` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['activity', 'contactMessages', 'modules', 'organisations', 'outbox', 'signIns', 'users']);
    expect(body.users.active).toBeGreaterThanOrEqual(2);
    expect(body.organisations).toMatchObject({ total: 4, byType: { company: 2, entrepreneur: 1, 'non-profit': 1, 'public-institution': 0 } });
    expect(body.activity.length).toBeGreaterThan(0);
    expect(body.activity.length).toBeLessThanOrEqual(10);
    expect(body.signIns).toHaveLength(30);
    expect(body.signIns.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: expect.any(Number) });
    expect(body.signIns.at(-1).count).toBeGreaterThanOrEqual(1);
  });

  it('counts the contact messages waiting (new) and those being answered (in progress), not handled or spam ones', async () => {
    const bearer = await t.adminBearer();
    const tile = async () => (await t.injectAs(bearer, { method: 'GET', url: `${API}/dashboard` })).json().contactMessages;
    const before = await tile();
    expect(before).toEqual({ new: expect.any(Number), inProgress: expect.any(Number) });
    await t.app.db.insert(contactMessages).values(
      (['new', 'in-progress', 'in-progress', 'handled', 'spam'] as const).map((status, index) => ({
        name: `Sender ${index}`, email: `sender${index}@example.com`, message: 'Please call me.', language: 'en', status,
      })),
    );
    expect(await tile()).toEqual({ new: before.new + 1, inProgress: before.inProgress + 2 });
  });

  it('leaves out the tiles the caller may not read', async () => {
    const nobody = await t.createUser();
    const bearer = (await t.signIn(nobody.email, nobody.password)).bearer_token;
    const response = await t.injectAs(bearer, { method: 'GET', url: `${API}/dashboard` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect((await t.app.inject({ method: 'GET', url: `${API}/dashboard` })).statusCode).toBe(401);
  });
});
