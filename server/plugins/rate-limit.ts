/**
 * Rate limiting (@fastify/rate-limit): not global; the sign-in route uses `app.limitSignIn`,
 * which counts attempts per email from one IP and per IP (DESIGN.md: "Rate limited per IP and
 * per email"). Counting email+IP rather than email alone keeps an attacker from locking a
 * victim out. Counters live in Redis when REDIS_URL is set, so all instances share them.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { SignInRateLimit } from '../config';
import { tooManyRequests } from '../http/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for `POST /auth/authenticate`; throws 429 when over a limit. */
    limitSignIn: preHandlerAsyncHookHandler;
  }
}

/** Options of the rate-limit plugin. */
export interface RateLimitPluginOptions {
  redisUrl?: string;
  signIn: SignInRateLimit;
}

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

export default fp(
  async function rateLimits(app: FastifyInstance, options: RateLimitPluginOptions) {
    const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
    if (redis) {
      // Log an outage once, not on every reconnection attempt.
      let connected = true;
      redis.on('error', (error: Error) => {
        if (connected) app.log.warn({ err: error }, 'Redis unavailable: sign-in rate limits are not enforced');
        connected = false;
      });
      redis.on('ready', () => {
        connected = true;
      });
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }

    // Fail open when Redis is unreachable: sign-in stays available, the failure is logged.
    await app.register(rateLimit, { global: false, redis, skipOnError: true, nameSpace: 'company-site-rate-limit:' });

    const { perEmail, perIp, windowMs } = options.signIn;
    const limiters = [
      app.createRateLimit({ max: perEmail, timeWindow: windowMs, keyGenerator: (r) => `sign-in:email:${emailOf(r)}:${r.ip}` }),
      app.createRateLimit({ max: perIp, timeWindow: windowMs, keyGenerator: (r) => `sign-in:ip:${r.ip}` }),
    ];

    app.decorate('limitSignIn', async function limitSignIn(request, reply) {
      for (const limiter of limiters) {
        const outcome = await limiter(request);
        if (!outcome.isAllowed && outcome.isExceeded) {
          reply.header('retry-after', outcome.ttlInSeconds);
          throw tooManyRequests(`Too many sign-in attempts, retry in ${Math.ceil(outcome.ttlInSeconds / 60)} minutes`);
        }
      }
    } satisfies preHandlerAsyncHookHandler);
  },
  { name: 'rate-limit' },
);
