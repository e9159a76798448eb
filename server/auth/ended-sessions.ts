/**
 * Which users' sessions a request ended, so that the auth plugin can invalidate their cached
 * session liveness (server/auth/principal-cache.ts) before the answer leaves, after the
 * revocation has been committed: a revoked bearer is refused at its very next request, on every
 * instance (OWASP Session Management Cheat Sheet, "session expiration": a session ended on the
 * server must not be accepted again).
 *
 * Every revocation in server/auth/refresh-tokens.ts reports here, whoever calls it (sessions
 * list, password change or reset, sign-out, refresh-token reuse, user deletion): the request's
 * scope is carried by AsyncLocalStorage, so no caller can forget to pass it along. Outside a
 * request (no scope) nothing is collected and cache entries end with their few-second TTL.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<Set<number>>();

/**
 * Runs `next` (the rest of a request's handling) in a scope that adds to `ended` the ids of the
 * users whose sessions end within it.
 */
export function collectEndedSessions(ended: Set<number>, next: () => void): void {
  scope.run(ended, next);
}

/** Records that sessions of `userIds` ended (were revoked) in the current request, if any. */
export function sessionsEnded(userIds: Iterable<number>): void {
  const ended = scope.getStore();
  if (!ended) return;
  for (const userId of userIds) ended.add(userId);
}
