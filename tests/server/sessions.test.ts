import { describe, expect, it } from 'vitest';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

interface Session {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

async function signInWith(email: string, password: string, userAgent: string) {
  const response = await t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email, password }, headers: { 'user-agent': userAgent } });
  expect(response.statusCode).toBe(200);
  return response.json() as { bearer_token: string; refresh_token: string };
}

const refresh = (bearerToken: string, refreshToken: string) =>
  t.app.inject({ method: 'POST', url: `${API}/accounts/token`, payload: { bearerToken, refreshToken } });

describe('sessions', () => {
  it('lists my open sessions with client details and marks the current one', async () => {
    const user = await t.createUser();
    const laptop = await signInWith(user.email, user.password, 'Laptop browser');
    await signInWith(user.email, user.password, 'Phone browser');
    const response = await t.injectAs(laptop.bearer_token, { method: 'GET', url: `${API}/accounts/sessions` });
    expect(response.statusCode).toBe(200);
    const sessions = response.json() as Session[];
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)?.userAgent).toBe('Laptop browser');
    expect(sessions.find((s) => !s.current)?.userAgent).toBe('Phone browser');
    expect(sessions[0].ip).toBe('127.0.0.1');
  });

  it('keeps the session id across a refresh', async () => {
    const user = await t.createUser();
    const signIn = await signInWith(user.email, user.password, 'Tablet');
    const rotated = (await refresh(signIn.bearer_token, signIn.refresh_token)).json().data;
    const sessions = (await t.injectAs(rotated.bearerToken, { method: 'GET', url: `${API}/accounts/sessions` })).json() as Session[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
  });

  it('revokes one of my sessions: its refresh token stops working, the others keep theirs', async () => {
    const user = await t.createUser();
    const first = await signInWith(user.email, user.password, 'First');
    const second = await signInWith(user.email, user.password, 'Second');
    const sessions = (await t.injectAs(first.bearer_token, { method: 'GET', url: `${API}/accounts/sessions` })).json() as Session[];
    const other = sessions.find((s) => !s.current)!;
    expect((await t.injectAs(first.bearer_token, { method: 'DELETE', url: `${API}/accounts/sessions/${other.id}` })).statusCode).toBe(204);
    expect((await refresh(second.bearer_token, second.refresh_token)).statusCode).toBe(401);
    expect((await refresh(first.bearer_token, first.refresh_token)).statusCode).toBe(200);
    expect((await t.injectAs(first.bearer_token, { method: 'DELETE', url: `${API}/accounts/sessions/${other.id}` })).statusCode).toBe(404);
  });

  it("refuses to revoke someone else's session through my own list (404)", async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const aliceSession = await signInWith(alice.email, alice.password, 'Alice');
    const bobSession = await signInWith(bob.email, bob.password, 'Bob');
    const bobs = (await t.injectAs(bobSession.bearer_token, { method: 'GET', url: `${API}/accounts/sessions` })).json() as Session[];
    expect((await t.injectAs(aliceSession.bearer_token, { method: 'DELETE', url: `${API}/accounts/sessions/${bobs[0].id}` })).statusCode).toBe(404);
  });

  it("lets an administrator see and revoke another user's sessions, not a Viewer (403)", async () => {
    const user = await t.createUser();
    const session = await signInWith(user.email, user.password, 'Desk');
    const admin = await t.adminBearer();
    const listed = await t.injectAs(admin, { method: 'GET', url: `${API}/users/${user.id}/sessions` });
    expect(listed.statusCode).toBe(200);
    const [only] = listed.json() as Session[];
    expect(only).toMatchObject({ userAgent: 'Desk', current: false });

    const viewer = await t.createUser({ roles: ['Viewer'] });
    const viewerBearer = (await t.signIn(viewer.email, viewer.password)).bearer_token;
    expect((await t.injectAs(viewerBearer, { method: 'GET', url: `${API}/users/${user.id}/sessions` })).statusCode).toBe(403);

    expect((await t.injectAs(admin, { method: 'DELETE', url: `${API}/users/${user.id}/sessions/${only.id}` })).statusCode).toBe(204);
    expect((await refresh(session.bearer_token, session.refresh_token)).statusCode).toBe(401);
  });
});

describe('my account', () => {
  it('changes my names and username', async () => {
    const user = await t.createUser();
    const { bearer_token } = await t.signIn(user.email, user.password);
    const response = await t.injectAs(bearer_token, { method: 'PUT', url: `${API}/accounts/profile`, payload: { firstName: '  Ana ', lastName: 'Petrović', userName: `ana.${user.id}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ full_name: 'Ana Petrović', user_name: `ana.${user.id}` });
    expect((await t.injectAs(bearer_token, { method: 'PUT', url: `${API}/accounts/profile`, payload: { firstName: 'Ana', lastName: 'P', userName: 'ana' } })).statusCode).toBe(422);
    expect((await t.injectAs(bearer_token, { method: 'PUT', url: `${API}/accounts/profile`, payload: { firstName: 'Ana', lastName: 'Petrović', userName: 'ana', email: 'x@y.z' } })).statusCode).toBe(400);
  });

  it('changes my password with the current one, ends my other sessions and keeps this one', async () => {
    const user = await t.createUser();
    const here = await signInWith(user.email, user.password, 'Here');
    const elsewhere = await signInWith(user.email, user.password, 'Elsewhere');
    const change = (payload: object) => t.injectAs(here.bearer_token, { method: 'POST', url: `${API}/accounts/password`, payload });

    const wrong = await change({ currentPassword: 'not-it', password: 'new-password-1', confirmPassword: 'new-password-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ field: 'currentPassword', reason: 'The current password is not correct' }]);
    const mismatch = await change({ currentPassword: user.password, password: 'new-password-1', confirmPassword: 'new-password-2' });
    expect(mismatch.json().errors).toEqual([{ field: 'confirmPassword', reason: 'Passwords must match' }]);
    expect((await change({ currentPassword: user.password, password: 'short', confirmPassword: 'short' })).json().errors).toEqual([
      { field: 'password', reason: 'Password must be at least 6 characters long' },
    ]);

    expect((await change({ currentPassword: user.password, password: 'new-password-1', confirmPassword: 'new-password-1' })).statusCode).toBe(204);
    expect((await refresh(elsewhere.bearer_token, elsewhere.refresh_token)).statusCode).toBe(401);
    expect((await refresh(here.bearer_token, here.refresh_token)).statusCode).toBe(200);
    const signIn = await t.signIn(user.email, 'new-password-1');
    expect(signIn.user.requestPasswordChange).toBe(false);
  });
});

