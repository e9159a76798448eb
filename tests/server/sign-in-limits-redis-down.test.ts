/**
 * With REDIS_URL set but Redis unreachable, the sign-in limits fail open: sign-in stays
 * available (the outage is logged once) and no attempt waits for Redis's reconnection attempts.
 */
import { expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, setupTestApp } from './helpers';

// Nothing listens on port 1.
const t = setupTestApp({ redisUrl: 'redis://127.0.0.1:1', signInRateLimit: { perEmail: 2, perIp: 4, windowMs: 15 * 60_000 } });

it('answers sign-ins at once, uncounted, while Redis is unreachable', async () => {
  const started = Date.now();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 12; attempt++) {
    const password = attempt % 2 ? ADMIN_PASSWORD : 'wrong-password';
    statuses.push((await t.app.inject({ method: 'POST', url: `${API}/auth/authenticate`, payload: { email: ADMIN_EMAIL, password } })).statusCode);
  }
  expect(statuses).toEqual(Array.from({ length: 12 }, (_, attempt) => (attempt % 2 ? 200 : 401)));
  // Waiting for reconnection attempts took seconds per attempt; a fail-open check takes none.
  expect(Date.now() - started).toBeLessThan(10_000);
});
