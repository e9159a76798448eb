import { http, HttpResponse, delay } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, httpClient } from '../../../src/auth/httpClient';
import { getBearerToken, getRefreshToken, onSessionExpired, storeTokens } from '../../../src/auth/session';
import { setupMswServer } from '../support/msw';

const server = setupMswServer();
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** An API that accepts only `valid` as bearer and records the bearer of every call. */
function protectedApi(valid: () => string) {
  const seen: string[] = [];
  server.use(
    http.get('*/api/1.0/things/:n', async ({ request, params }) => {
      const bearer = request.headers.get('Authorization') ?? '';
      seen.push(`${params.n}:${bearer}`);
      await delay(5);
      if (bearer !== `Bearer ${valid()}`) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      return HttpResponse.json({ n: Number(params.n) });
    }),
  );
  return seen;
}

describe('httpClient', () => {
  it('sends JSON with the stored bearer token', async () => {
    storeTokens('b1', 'r1');
    let auth: string | null = null;
    let body: unknown;
    server.use(
      http.post('*/api/1.0/things', async ({ request }) => {
        auth = request.headers.get('Authorization');
        body = await request.json();
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const answer = await httpClient('/api/1.0/things', { method: 'POST', body: { name: 'x' } });
    expect(auth).toBe('Bearer b1');
    expect(body).toEqual({ name: 'x' });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ id: 1 });
  });

  it('makes exactly one refresh for many concurrent 401s and retries each request once with the new bearer', async () => {
    storeTokens('old', 'r1');
    let current = 'new';
    const seen = protectedApi(() => current);
    const refreshes: unknown[] = [];
    server.use(
      http.post('*/api/1.0/accounts/token', async ({ request }) => {
        refreshes.push(await request.json());
        await delay(20);
        return HttpResponse.json({ data: { bearerToken: 'new', refreshToken: 'r2' } });
      }),
    );
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => httpClient(`/api/1.0/things/${n}`)));
    expect(answers.map((a) => a.json)).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
    expect(refreshes).toEqual([{ bearerToken: 'old', refreshToken: 'r1' }]);
    for (const n of [1, 2, 3, 4, 5]) {
      expect(seen.filter((s) => s.startsWith(`${n}:`))).toEqual([`${n}:Bearer old`, `${n}:Bearer new`]);
    }
    expect(getBearerToken()).toBe('new');
    expect(getRefreshToken()).toBe('r2');
    current = 'unused';
  });

  it('clears both tokens and signals expiry when the refresh fails', async () => {
    storeTokens('old', 'r1');
    protectedApi(() => 'never');
    server.use(http.post('*/api/1.0/accounts/token', () => HttpResponse.json({ message: 'revoked' }, { status: 401 })));
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const results = await Promise.allSettled([httpClient('/api/1.0/things/1'), httpClient('/api/1.0/things/2')]);
    stop();
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as HttpError;
      expect(error).toBeInstanceOf(HttpError);
      expect(error.status).toBe(401);
      expect(error.sessionExpired).toBe(true);
    }
    expect(getBearerToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not retry a second time when the retried request is refused again', async () => {
    storeTokens('old', 'r1');
    const seen = protectedApi(() => 'never');
    let refreshCount = 0;
    server.use(
      http.post('*/api/1.0/accounts/token', () => {
        refreshCount += 1;
        return HttpResponse.json({ data: { bearerToken: 'new', refreshToken: 'r2' } });
      }),
    );
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    await expect(httpClient('/api/1.0/things/1')).rejects.toMatchObject({ status: 401, sessionExpired: true });
    stop();
    expect(seen).toEqual(['1:Bearer old', '1:Bearer new']);
    expect(refreshCount).toBe(1);
    expect(getBearerToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('throws other failures with their status and body', async () => {
    server.use(
      http.get('*/api/1.0/things/9', () =>
        HttpResponse.json({ message: 'Conflict', errors: [{ field: 'email', reason: 'taken' }] }, { status: 409 }),
      ),
    );
    await expect(httpClient('/api/1.0/things/9')).rejects.toMatchObject({
      status: 409,
      message: 'taken',
      body: { message: 'Conflict', errors: [{ field: 'email', reason: 'taken' }] },
    });
  });

  it('reports an unanswered request as "no response"', async () => {
    server.use(http.get('*/api/1.0/things/9', () => HttpResponse.error()));
    await expect(httpClient('/api/1.0/things/9')).rejects.toMatchObject({ status: 0, noResponse: true });
  });
});
