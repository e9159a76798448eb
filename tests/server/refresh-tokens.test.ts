import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUDIENCE, ISSUER } from '../../server/auth/bearer-tokens';
import { API, setupTestApp } from './helpers';

const t = setupTestApp();

const refresh = (bearerToken: string, refreshToken: string) =>
  t.app.inject({ method: 'POST', url: `${API}/accounts/token`, payload: { bearerToken, refreshToken } });

const logout = (refreshToken: string) => t.app.inject({ method: 'POST', url: `${API}/auth/logout`, payload: { refreshToken } });

/** A fresh user's session: bearer + refresh token. */
async function session() {
  const user = await t.createUser();
  const { bearer_token, refresh_token } = await t.signIn(user.email, user.password);
  return { user, bearer: bearer_token, refresh: refresh_token };
}

describe('POST /accounts/token', () => {
  it('rotates: answers a new pair, and the new bearer works', async () => {
    const { bearer, refresh: first } = await session();

    const response = await refresh(bearer, first);

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({ bearerToken: expect.any(String), refreshToken: expect.any(String) });
    expect(data.refreshToken).not.toBe(first);
    const me = await t.injectAs(data.bearerToken, { method: 'POST', url: `${API}/accounts/authenticate` });
    expect(me.statusCode).toBe(200);
    // And the successor can be rotated in turn.
    expect((await refresh(data.bearerToken, data.refreshToken)).statusCode).toBe(200);
  });

  it('accepts an expired bearer as long as it carries our signature', async () => {
    const { user, refresh: token } = await session();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(t.config.jwtSecret));

    expect((await refresh(expired, token)).statusCode).toBe(200);
  });

  it('rejects a reused refresh token and revokes its family: the newer token stops working too', async () => {
    const { bearer, refresh: first } = await session();
    const second = (await refresh(bearer, first)).json().data.refreshToken;

    const reuse = await refresh(bearer, first);
    expect(reuse.statusCode).toBe(401);

    const afterReuse = await refresh(bearer, second);
    expect(afterReuse.statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent uses of one token succeed', async () => {
    const { bearer, refresh: token } = await session();

    const answers = await Promise.all([refresh(bearer, token), refresh(bearer, token)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('answers 401 for an unknown refresh token, a garbage bearer, or another user’s bearer', async () => {
    const mine = await session();
    const theirs = await session();

    expect((await refresh(mine.bearer, 'not-a-token')).statusCode).toBe(401);
    expect((await refresh('garbage', mine.refresh)).statusCode).toBe(401);
    expect((await refresh(theirs.bearer, mine.refresh)).statusCode).toBe(401);
    // None of these consumed the token.
    expect((await refresh(mine.bearer, mine.refresh)).statusCode).toBe(200);
  });

  it('answers 401 with the error body shape', async () => {
    const response = await refresh('garbage', 'garbage');
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session: its refresh token no longer refreshes', async () => {
    const { bearer, refresh: token } = await session();

    const response = await logout(token);

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await refresh(bearer, token)).statusCode).toBe(401);
  });

  it('answers 204 for an unknown token too', async () => {
    expect((await logout('never-issued')).statusCode).toBe(204);
  });
});
