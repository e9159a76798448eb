/**
 * A short-lived cache of principals (user + permissions) per user id, and of "session `sid` is
 * live" per bearer session, so that an authenticated request does not load the user, their
 * permissions and their session with several queries every time (API speed), while "changes
 * apply to the next request" still holds:
 *
 * - every write that can change a principal or end a session invalidates before its answer is
 *   sent (see {@link principalChangeOf} and server/auth/ended-sessions.ts); an entry loaded while
 *   an invalidation happened is never served;
 * - with Redis (REDIS_URL), invalidation bumps version keys that every instance reads on each
 *   lookup (one MGET for the principal and the session together), so another instance's next
 *   request sees the change too; when Redis cannot be reached the cache is bypassed (the
 *   principal and the session are loaded), never trusted;
 * - unknown, inactive or deleted users (null) and dead sessions are not cached: activation
 *   applies at once, and a revoked bearer costs one indexed query, never a stale "yes";
 * - entries expire after `ttlMs` (a few seconds) whatever happens, as a safety net.
 */
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { API_BASE } from '../../src/shared/api';
import type { Principal } from './session-user';

/** Versions shared by the instances (Redis), compared on every lookup. */
export interface SharedVersions {
  /** The global version and `userId`'s version; rejects when the store is unreachable. */
  read(userId: number): Promise<readonly [string | null, string | null]>;
  bumpUser(userId: number): Promise<void>;
  bumpAll(): Promise<void>;
  close(): Promise<void>;
}

/** Options of {@link createPrincipalCache}. */
export interface PrincipalCacheOptions {
  /** How long an entry may be served at most (milliseconds). */
  ttlMs: number;
  /** Entries kept at most (the oldest go first). Default 10 000. */
  maxEntries?: number;
  /** Cross-instance versions; absent with a single instance. */
  shared?: SharedVersions;
  /** Called when the shared store fails (the cache is bypassed meanwhile). */
  onSharedError?: (error: unknown) => void;
  /** The clock (tests). */
  now?: () => number;
}

/** A principal without the per-bearer session id. */
export type CachedPrincipal = Omit<Principal, 'sessionId'>;

/** How {@link PrincipalCache.getForSession} loads what it does not hold. */
export interface SessionLoaders {
  /** The principal from the database (null: unknown, inactive or deleted user). */
  principal: () => Promise<CachedPrincipal | null>;
  /** Whether the session is live in the database (not revoked, not expired). */
  sessionIsLive: () => Promise<boolean>;
}

/** The cache the auth hook asks, and the invalidations writes call. */
export interface PrincipalCache {
  /** The cached principal of `userId`, or `load()`'s answer (cached when not null). */
  get(userId: number, load: () => Promise<CachedPrincipal | null>): Promise<CachedPrincipal | null>;
  /**
   * The principal of a bearer of `userId` in session `sessionId` (the JWT's `sid`): null when the
   * session is not live or the user cannot sign in. Both facts come from the cache when current,
   * else from `load`; one read of the shared versions serves both.
   */
  getForSession(userId: number, sessionId: string, load: SessionLoaders): Promise<CachedPrincipal | null>;
  /**
   * Forget `userId` (their principal and the liveness of their sessions) here and, with Redis,
   * on every instance: after a change of the user, and after any of their sessions ended.
   */
  invalidateUser(userId: number): Promise<void>;
  /** Forget everybody here and, with Redis, on every instance (role and permission changes). */
  invalidateAll(): Promise<void>;
  close(): Promise<void>;
}

type Versions = readonly [string | null, string | null];

interface Entry {
  principal: CachedPrincipal;
  expiresAt: number;
  /** The local clock when loading began. */
  loadedAt: number;
  shared: Versions;
}

/** A session known live: it is current under the same rules as its user's principal. */
interface SessionEntry {
  userId: number;
  expiresAt: number;
  loadedAt: number;
  shared: Versions;
}

const NO_SHARED = [null, null] as const;

/** A cache for one instance; with `shared`, invalidations reach the other instances. */
export function createPrincipalCache(options: PrincipalCacheOptions): PrincipalCache {
  const { ttlMs, maxEntries = 10_000, shared, onSharedError = () => undefined, now = Date.now } = options;
  const entries = new Map<number, Entry>();
  const sessions = new Map<string, SessionEntry>();
  // A logical clock: an entry is current when its load began at or after the last invalidation
  // that concerns it.
  let clock = 0;
  let allInvalidatedAt = 0;
  const userInvalidatedAt = new Map<number, number>();
  const isCurrent = (userId: number, loadedAt: number) => loadedAt >= allInvalidatedAt && loadedAt >= (userInvalidatedAt.get(userId) ?? 0);
  const isFresh = (userId: number, entry: { expiresAt: number; loadedAt: number; shared: Versions }, versions: Versions) =>
    entry.expiresAt > now() && isCurrent(userId, entry.loadedAt) && entry.shared[0] === versions[0] && entry.shared[1] === versions[1];
  const remember = <K, V>(map: Map<K, V>, key: K, value: V) => {
    map.set(key, value);
    if (map.size > maxEntries) map.delete(map.keys().next().value!);
  };

  /** The shared versions of `userId`; undefined when the store fails (bypass the cache). */
  async function versionsOf(userId: number): Promise<Versions | undefined> {
    if (!shared) return NO_SHARED;
    try {
      return await shared.read(userId);
    } catch (error) {
      onSharedError(error);
      return undefined;
    }
  }

  async function principalOf(userId: number, versions: Versions, load: () => Promise<CachedPrincipal | null>) {
    const entry = entries.get(userId);
    if (entry && isFresh(userId, entry, versions)) return entry.principal;
    entries.delete(userId);
    const loadedAt = clock;
    const principal = await load();
    if (principal && ttlMs > 0 && isCurrent(userId, loadedAt)) remember(entries, userId, { principal, expiresAt: now() + ttlMs, loadedAt, shared: versions });
    return principal;
  }

  async function sessionIsLive(userId: number, sessionId: string, versions: Versions, load: () => Promise<boolean>) {
    const entry = sessions.get(sessionId);
    if (entry && entry.userId === userId && isFresh(userId, entry, versions)) return true;
    sessions.delete(sessionId);
    const loadedAt = clock;
    const live = await load();
    if (live && ttlMs > 0 && isCurrent(userId, loadedAt)) remember(sessions, sessionId, { userId, expiresAt: now() + ttlMs, loadedAt, shared: versions });
    return live;
  }

  return {
    async get(userId, load) {
      const versions = await versionsOf(userId);
      return versions ? principalOf(userId, versions, load) : load();
    },

    async getForSession(userId, sessionId, load) {
      const versions = await versionsOf(userId);
      if (!versions) return (await load.sessionIsLive()) ? load.principal() : null;
      if (!(await sessionIsLive(userId, sessionId, versions, load.sessionIsLive))) return null;
      return principalOf(userId, versions, load.principal);
    },

    async invalidateUser(userId) {
      userInvalidatedAt.set(userId, ++clock);
      entries.delete(userId);
      if (shared) await shared.bumpUser(userId).catch(onSharedError);
    },

    async invalidateAll() {
      allInvalidatedAt = ++clock;
      // Older per-user marks are implied by the global one.
      userInvalidatedAt.clear();
      entries.clear();
      sessions.clear();
      if (shared) await shared.bumpAll().catch(onSharedError);
    },

    async close() {
      entries.clear();
      sessions.clear();
      await shared?.close();
    },
  };
}

const KEY_PREFIX = 'company-site:principal-version:';
/** A user's version key lives much longer than any entry, so a version never appears to go back. */
const USER_KEY_TTL_MS = 60 * 60_000;

/** Shared versions in Redis, and a promise of the first connection (tests). */
export interface RedisVersions extends SharedVersions {
  ready(): Promise<void>;
}

/** Version keys in Redis: `…:all` (INCR on role/permission changes) and `…:user:<id>`. */
export function redisVersions(
  redisUrl: string,
  { onError = () => undefined, keyPrefix = KEY_PREFIX }: { onError?: (error: unknown) => void; keyPrefix?: string } = {},
): RedisVersions {
  // No offline queue: while Redis is down, lookups fail at once and the cache is bypassed.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', onError);
  const userKey = (userId: number) => `${keyPrefix}user:${userId}`;
  return {
    async read(userId) {
      const [all, user] = await redis.mget(`${keyPrefix}all`, userKey(userId));
      return [all, user] as const;
    },
    async bumpUser(userId) {
      await redis.multi().incr(userKey(userId)).pexpire(userKey(userId), USER_KEY_TTL_MS).exec();
    },
    async bumpAll() {
      await redis.incr(`${keyPrefix}all`);
    },
    ready: () => (redis.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => redis.once('ready', () => resolve()))),
    async close() {
      redis.disconnect();
    },
  };
}

/** What a write may change in the principals. */
export type PrincipalChange = { scope: 'none' } | { scope: 'user'; userId: number } | { scope: 'all' };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Resources whose changes alter permissions of many users at once. */
const ROLE_RESOURCES = new Set(['roles', 'permissions']);

/**
 * Which principals a request's write may change, from its declared permission (one rule for
 * every route, so that a new route cannot forget it):
 * - `roles.*` and `permissions.*` writes: everybody (a role's permissions, its two-factor rule);
 * - `users.*` writes: the user in the path (`/users/{id}…`), else everybody (bulk state,
 *   delete, import);
 * - `organisations.*` writes: the member in the path (`/organisations/{id}/…/{userId}…`: their
 *   organisation roles or membership), else everybody when organisations are deleted or restored
 *   or members added (an organisation's roles stop or start counting), else nobody;
 * - `authenticated` writes (own profile, password, two-factor): the caller;
 * - public writes (sign-in, password reset, accepting an invitation) change nothing a cached
 *   principal holds: inactive users are never cached, so an activation applies at once.
 */
export function principalChangeOf(request: FastifyRequest): PrincipalChange {
  if (READS.has(request.method)) return { scope: 'none' };
  const permission = request.routeOptions.config?.permission;
  if (!permission || permission === 'public') return { scope: 'none' };
  if (permission === 'authenticated') return request.principal ? { scope: 'user', userId: request.principal.userId } : { scope: 'none' };
  const resource = permission.slice(0, permission.indexOf('.'));
  if (ROLE_RESOURCES.has(resource)) return { scope: 'all' };
  if (resource === 'organisations') {
    const member = Number((request.params as { userId?: unknown } | undefined)?.userId);
    if (Number.isInteger(member)) return { scope: 'user', userId: member };
    const url = request.routeOptions.url ?? '';
    return request.method === 'DELETE' || url.endsWith('/restore') || url.endsWith('/members') ? { scope: 'all' } : { scope: 'none' };
  }
  if (resource !== 'users') return { scope: 'none' };
  const id = Number((request.params as { id?: unknown } | undefined)?.id);
  return request.routeOptions.url?.startsWith(`${API_BASE}/users/:id`) && Number.isInteger(id) ? { scope: 'user', userId: id } : { scope: 'all' };
}
