/**
 * Rate limiting. @fastify/rate-limit is registered (not global) for the routes that build their
 * own limiter with `app.createRateLimit` (password reset, contact form). Routes that check a
 * credential — sign-in, the two-factor step and enrolment, invitation acceptance, the links of
 * invitations into an organisation, email confirmation — use `app.limitSignIn(credential)`
 * instead, which keeps two counters per window (OWASP ASVS v4 2.2.1, anti-automation):
 * - per client address, every attempt (SIGN_IN_LIMIT_PER_IP): nobody tries credentials in bulk;
 * - per credential from one client address, FAILED attempts only (SIGN_IN_LIMIT_PER_EMAIL): the
 *   credential is what the route checks (an email, a two-factor challenge, an emailed link's
 *   token, the signed-in account), so correct sign-ins never lock anyone out, one address's
 *   bogus tokens never block another token, and counting credential+address rather than the
 *   credential alone keeps an attacker from locking a victim out from everywhere.
 * An attempt is taken from both counters before the route runs, so that concurrent attempts
 * cannot all slip past the check, and given back to the credential's counter when the answer is
 * not a client error (4xx): only failures stay counted. While a counter is over its limit the
 * route answers 429 with Retry-After, whatever the credential's correctness.
 * Counters live in Redis when REDIS_URL is set, so all instances share them, and in memory
 * otherwise. When Redis is unreachable the limits fail open (sign-in stays available) and the
 * outage is logged.
 */
import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { SignInRateLimit } from '../config';
import { tooManyRequests } from '../http/errors';

/**
 * What a route's failed attempts are counted by (besides the client address): the body's (or,
 * for a lookup, the query's) `email` (trimmed, case-insensitive), `challenge` or `token`, or
 * `account`, the signed-in user.
 */
export type SignInCredential = 'email' | 'challenge' | 'token' | 'account';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The preHandler of a route that checks `credential`: 429 (with Retry-After) while the
     * client address or this credential from it is over its limit; the attempt counts for the
     * address, and for the credential unless the answer is a success.
     */
    limitSignIn(credential: SignInCredential): preHandlerAsyncHookHandler;
  }
}

/** Options of the rate-limit plugin. */
export interface RateLimitPluginOptions {
  redisUrl?: string;
  signIn: SignInRateLimit;
}

const NAMESPACE = 'company-site-rate-limit:';

/** A counter after a hit: attempts in the current window and the milliseconds left of it. */
interface Hit {
  count: number;
  ttlMs: number;
}

/** Fixed-window counters (the window starts at a key's first hit). */
interface CounterStore {
  /** Counts one attempt on `key`. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Takes one attempt back from `key` (nothing when its window is over). */
  giveBack(key: string): Promise<void>;
  close(): void;
}

function memoryStore(): CounterStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  // Forget finished windows now and then; unref'd, so it never keeps the process alive.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, counter] of counters) if (counter.resetAt <= now) counters.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let counter = counters.get(key);
      if (!counter || counter.resetAt <= now) {
        counter = { count: 0, resetAt: now + windowMs };
        counters.set(key, counter);
      }
      counter.count += 1;
      return { count: counter.count, ttlMs: counter.resetAt - now };
    },
    async giveBack(key) {
      const counter = counters.get(key);
      if (counter && counter.resetAt > Date.now() && counter.count > 0) counter.count -= 1;
    },
    close: () => clearInterval(sweep),
  };
}

/** INCR, and the window's expiry on its first hit; returns {count, ms left}. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** DECR only inside a live window (a DECR of an expired key would create one without expiry). */
const GIVE_BACK_SCRIPT = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

interface CounterCommands {
  signInHit(key: string, windowMs: number): Promise<[number, number]>;
  signInGiveBack(key: string): Promise<number>;
}

/**
 * Counters in Redis, shared by every instance; `redis` stays open until the app closes. While
 * `reachable()` is false (an outage) nothing waits for Redis: attempts are not counted.
 */
function redisStore(redis: Redis, reachable: () => boolean): CounterStore {
  redis.defineCommand('signInHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  redis.defineCommand('signInGiveBack', { numberOfKeys: 1, lua: GIVE_BACK_SCRIPT });
  const commands = redis as unknown as CounterCommands;
  return {
    async hit(key, windowMs) {
      if (!reachable()) return { count: 0, ttlMs: 0 };
      try {
        const [count, ttlMs] = await commands.signInHit(NAMESPACE + key, windowMs);
        return { count, ttlMs };
      } catch {
        // Fail open: sign-in stays available while Redis is down (the outage is logged once).
        return { count: 0, ttlMs: 0 };
      }
    },
    async giveBack(key) {
      if (!reachable()) return;
      await commands.signInGiveBack(NAMESPACE + key).catch(() => undefined);
    },
    close: () => undefined,
  };
}

/** A short digest, so that no email or token is kept in clear in the counters' keys. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 24);

/** The value of `credential` in `request`'s body, else its query (after schema validation, so always present). */
function credentialOf(request: FastifyRequest, credential: SignInCredential): string {
  if (credential === 'account') return String(request.principal?.userId ?? '');
  const value = (request.body as Record<string, unknown> | undefined)?.[credential] ?? (request.query as Record<string, unknown> | undefined)?.[credential];
  if (typeof value !== 'string') return '';
  return credential === 'email' ? value.trim().toLowerCase() : value;
}

export default fp(
  async function rateLimits(app: FastifyInstance, options: RateLimitPluginOptions) {
    const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
    // False from a connection error until Redis is ready again (at start: true, commands wait for the first connection).
    let connected = true;
    if (redis) {
      // Log an outage once, not on every reconnection attempt.
      redis.on('error', (error: Error) => {
        if (connected) app.log.warn({ err: error }, 'Redis unavailable: rate limits are not enforced');
        connected = false;
      });
      redis.on('ready', () => {
        connected = true;
      });
    }
    const store = redis ? redisStore(redis, () => connected) : memoryStore();
    app.addHook('onClose', async () => {
      store.close();
      redis?.disconnect();
    });

    // The routes' own limiters (app.createRateLimit) share the connection and fail open too.
    await app.register(rateLimit, { global: false, redis, skipOnError: true, nameSpace: NAMESPACE });

    const { perEmail, perIp, windowMs } = options.signIn;
    /** The credential counter each request took an attempt from (until its answer). */
    const takenFrom = new WeakMap<FastifyRequest, string>();

    const refuse = (reply: { header(name: string, value: number): unknown }, ttlMs: number) => {
      const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
      reply.header('retry-after', seconds);
      return tooManyRequests(`Too many sign-in attempts, retry in ${Math.ceil(seconds / 60)} minutes`);
    };

    app.decorate('limitSignIn', function limitSignIn(credential: SignInCredential): preHandlerAsyncHookHandler {
      return async function signInLimit(request, reply) {
        const address = await store.hit(`sign-in:ip:${request.ip}`, windowMs);
        if (address.count > perIp) throw refuse(reply, address.ttlMs);
        const key = `sign-in:${credential}:${digest(credentialOf(request, credential))}:${request.ip}`;
        const failures = await store.hit(key, windowMs);
        if (failures.count > perEmail) throw refuse(reply, failures.ttlMs);
        takenFrom.set(request, key);
      };
    });

    // Before the answer leaves, so the client's next attempt already sees the counter given back.
    app.addHook('onSend', async (request, reply, payload) => {
      const key = takenFrom.get(request);
      if (key === undefined) return payload;
      takenFrom.delete(request);
      const failed = reply.statusCode >= 400 && reply.statusCode < 500;
      if (!failed) await store.giveBack(key);
      return payload;
    });
  },
  { name: 'rate-limit' },
);
