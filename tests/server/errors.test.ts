import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import errors from '../../server/plugins/errors';
import healthRoutes from '../../server/routes/health';

/** A bare app with the error handler and one route that throws `error`. */
async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
  await app.register(errors);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

/** What Drizzle throws for a failed query: its own error with the driver's error as cause. */
const drizzleError = (cause: object) => Object.assign(new Error('Failed query: insert into …'), { cause });

describe('error handler', () => {
  it('answers 500 without internals for an unexpected error', async () => {
    const app = await appThrowing(new Error('connection string postgres://secret@db failed'));
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    await app.close();
  });

  it('answers 409 naming the field for a unique violation', async () => {
    const app = await appThrowing(drizzleError({ code: '23505', constraint: 'users_user_name_unique', table: 'users' }));
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Conflict',
      reason: 'User name already in use',
      errors: [{ field: 'userName', reason: 'User name already in use' }],
    });
    await app.close();
  });

  it('answers 422 for a foreign key or check violation', async () => {
    const app = await appThrowing(drizzleError({ code: '23503' }));
    expect((await app.inject({ url: '/boom' })).statusCode).toBe(422);
    await app.close();
  });
});

describe('GET /api/ready', () => {
  it('answers 503 when the database does not answer', async () => {
    const app = Fastify({ logger: false });
    await app.register(
      fp(
        async (instance) => {
          instance.decorate('db', {
            execute: async () => {
              throw new Error('database is down');
            },
          } as never);
        },
        { name: 'database' },
      ),
    );
    await app.register(healthRoutes);

    const response = await app.inject({ url: '/api/ready' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'unavailable', redis: 'not-configured', reason: 'database unavailable' });
    await app.close();
  });
});
