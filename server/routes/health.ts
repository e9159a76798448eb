/** GET /api/health: 200 {status:'ok', database:'ok'} after `select 1`, else 503. */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';

const Health = Type.Object({ status: Type.Enum(['ok', 'error']), database: Type.Enum(['ok', 'unavailable']) });

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    { config: { permission: 'public' }, schema: { tags: ['health'], response: { 200: Health, 503: Health } } },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'error', database: 'unavailable' });
      }
    },
  );
};

export default healthRoutes;
