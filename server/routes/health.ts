/**
 * Probes for load balancers and orchestrators (public, no authentication):
 * - `GET /api/health`, liveness: 200 `{status:'ok'}` while the process serves requests. It
 *   touches no dependency, so a database outage does not get healthy instances restarted.
 * - `GET /api/ready`, readiness: 200 when the database answers `select 1` and, when REDIS_URL
 *   is set, Redis answers PING; else 503 with what failed in `reason`. Each check gives up
 *   after {@link CHECK_TIMEOUT_MS}, so the probe never hangs.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';

/** Options of the health routes. */
export interface HealthRoutesOptions {
  /** When set, readiness also needs Redis (the shared sign-in rate limit lives there). */
  redisUrl?: string;
}

/** How long one readiness check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 2_000;

const Health = Type.Object({ status: Type.Literal('ok') });
const Ready = Type.Object({
  status: Type.Enum(['ok', 'error']),
  database: Type.Enum(['ok', 'unavailable']),
  redis: Type.Enum(['ok', 'unavailable', 'not-configured']),
  reason: Type.Optional(Type.String()),
});

/** Resolves with `work`, or rejects once `ms` have passed. */
async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const healthRoutes: FastifyPluginAsyncTypebox<HealthRoutesOptions> = async (app, options) => {
  // A connection of its own: commands fail at once while it is down (no offline queue), and it
  // reconnects by itself.
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: CHECK_TIMEOUT_MS })
    : undefined;
  if (redis) {
    redis.on('error', () => undefined); // Reported by /api/ready; the rate-limit plugin logs outages.
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }

  app.get(
    '/api/health',
    { config: { permission: 'public' }, schema: { tags: ['health'], response: { 200: Health } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    { config: { permission: 'public' }, schema: { tags: ['health'], response: { 200: Ready, 503: Ready } } },
    async (request, reply) => {
      const [database, cache] = await Promise.allSettled([
        within(app.db.execute(sql`select 1`), CHECK_TIMEOUT_MS, 'the database'),
        redis ? within(redis.ping(), CHECK_TIMEOUT_MS, 'Redis') : Promise.resolve('not-configured'),
      ]);
      const answer = {
        status: 'ok' as 'ok' | 'error',
        database: database.status === 'fulfilled' ? ('ok' as const) : ('unavailable' as const),
        redis: !redis ? ('not-configured' as const) : cache.status === 'fulfilled' ? ('ok' as const) : ('unavailable' as const),
      };
      const failures = [
        ...(answer.database === 'unavailable' ? ['database unavailable'] : []),
        ...(answer.redis === 'unavailable' ? ['Redis unavailable'] : []),
      ];
      if (failures.length === 0) return answer;
      for (const outcome of [database, cache]) {
        if (outcome.status === 'rejected') request.log.warn({ err: outcome.reason }, 'readiness check failed');
      }
      return reply.status(503).send({ ...answer, status: 'error', reason: failures.join('; ') });
    },
  );
};

export default healthRoutes;
