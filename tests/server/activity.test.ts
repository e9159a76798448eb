import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../src/shared/api';
import { activity } from '../../server/db/schema';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, setupTestApp } from './helpers';

const t = setupTestApp();

interface ActivityRow {
  id: number;
  actorId: number | null;
  actorName: string | null;
  action: string;
  resource: string;
  recordId: number | null;
  changes: Record<string, [unknown, unknown]> | null;
  ip: string | null;
  userAgent: string | null;
}

async function log(query: string): Promise<ActivityRow[]> {
  const response = await t.injectAs(await t.adminBearer(), { method: 'GET', url: `${API}/activity/paged?page_size=100&${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as Paged<ActivityRow>).items;
}

describe('activity log', () => {
  it('records a create, an update, a soft delete, a restore and a state change with before and after', async () => {
    const bearer = await t.adminBearer();
    const created = await t.injectAs(bearer, { method: 'POST', url: `${API}/roles`, payload: { name: 'Auditors', description: 'Read only' }, headers: { 'user-agent': 'activity-test' } });
    expect(created.statusCode).toBe(201);
    const roleId = created.json().id as number;
    await t.injectAs(bearer, { method: 'PUT', url: `${API}/roles/${roleId}`, payload: { name: 'Auditors', description: 'Reads everything' } });
    await t.injectAs(bearer, { method: 'DELETE', url: `${API}/roles/${roleId}/soft` });
    await t.injectAs(bearer, { method: 'POST', url: `${API}/roles/${roleId}/restore` });

    const rows = await log(`resource=roles&recordId=${roleId}&sort_order=asc&sort_by=id`);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete', 'restore']);
    expect(rows[0]).toMatchObject({ actorName: 'System Administrator', userAgent: 'activity-test', ip: expect.any(String) });
    expect(rows[0].changes).toMatchObject({ name: [null, 'Auditors'], description: [null, 'Read only'] });
    expect(rows[1].changes).toEqual({ description: ['Read only', 'Reads everything'] });
    expect(rows[2].changes?.deletedAt?.[0]).toBeNull();
    expect(typeof rows[2].changes?.deletedAt?.[1]).toBe('string');
    expect(rows[3].changes?.deletedAt?.[1]).toBeNull();

    const user = await t.createUser();
    await t.injectAs(bearer, { method: 'POST', url: `${API}/users/change-state`, payload: { ids: [user.id], isActive: false } });
    const state = await log(`resource=users&recordId=${user.id}&action=state`);
    expect(state).toHaveLength(1);
    expect(state[0].changes).toEqual({ isActive: [true, false] });
  });

  it('records sign-in, failed sign-in and sign-out with the IP and user agent', async () => {
    const user = await t.createUser();
    const signIn = await t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email: user.email, password: user.password }, headers: { 'user-agent': 'browser-x' } });
    await t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email: user.email, password: 'wrong-password' } });
    await t.app.inject({ method: 'POST', url: `${API}/auth/logout`, payload: { refreshToken: signIn.json().refresh_token } });

    const rows = await log(`recordId=${user.id}&resource=auth&sort_order=asc&sort_by=id`);
    expect(rows.map((row) => row.action)).toEqual(['sign-in', 'sign-in-failed', 'sign-out']);
    expect(rows[0]).toMatchObject({ actorId: user.id, userAgent: 'browser-x', ip: '127.0.0.1' });
    // A failed sign-in has no actor; the address typed is in its changes.
    expect(rows[1]).toMatchObject({ actorId: null, actorName: null, changes: { email: [null, user.email] } });
  });

  it('never stores a password, hash or token anywhere in the table', async () => {
    const user = await t.createUser({ password: 'secret-password-1' });
    await t.signIn(user.email, user.password);
    await t.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const dump = JSON.stringify(await t.app.db.select().from(activity));
    expect(dump).not.toContain('secret-password-1');
    expect(dump).not.toContain('$argon2');
    expect(dump).not.toMatch(/"(password|passwordHash|confirmPassword|refreshToken|bearer_token)"/);
    expect(dump).toContain('"create"');
  });

  it('is append-only: no route writes it and the database refuses updates and deletes', async () => {
    const bearer = await t.adminBearer();
    expect((await t.injectAs(bearer, { method: 'POST', url: `${API}/activity`, payload: {} })).statusCode).toBe(404);
    expect((await t.injectAs(bearer, { method: 'PUT', url: `${API}/activity/1`, payload: {} })).statusCode).toBe(404);
    expect((await t.injectAs(bearer, { method: 'DELETE', url: `${API}/activity/1` })).statusCode).toBe(404);
    await expect(t.app.db.execute(sql`update activity set action = 'create'`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from activity`)).rejects.toThrow();
    expect((await t.app.db.select().from(activity)).length).toBeGreaterThan(0);
  });

  it('is read with activity.read: a Viewer reads it, a user without roles gets 403', async () => {
    const viewer = await t.createUser({ roles: ['Viewer'] });
    const nobody = await t.createUser();
    const viewerBearer = (await t.signIn(viewer.email, viewer.password)).bearer_token;
    const nobodyBearer = (await t.signIn(nobody.email, nobody.password)).bearer_token;
    expect((await t.injectAs(viewerBearer, { method: 'GET', url: `${API}/activity/paged` })).statusCode).toBe(200);
    expect((await t.injectAs(nobodyBearer, { method: 'GET', url: `${API}/activity/paged` })).statusCode).toBe(403);
  });
});
