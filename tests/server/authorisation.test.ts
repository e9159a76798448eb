import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import auth from '../../server/plugins/auth';

/** A bare app with the auth plugin; the database plugin is faked because no request reaches it. */
async function appWith(route: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify({ logger: false });
  await app.register(fp(async () => undefined, { name: 'database' }));
  await app.register(auth, { jwtSecret: 'a-test-secret-that-is-long-enough-0123456789' });
  await app.register(async (scoped) => route(scoped));
  return app;
}

describe('permission declarations', () => {
  it('refuses to start when an /api route declares no permission', async () => {
    const starting = appWith((scoped) => scoped.get('/api/1.0/forgotten', async () => ({ ok: true }))).then((app) => app.ready());
    await expect(starting).rejects.toThrow('Route GET /api/1.0/forgotten declares no config.permission (deny by default)');
  });

  it('starts when every /api route declares one, and guards it', async () => {
    const app = await appWith((scoped) => {
      scoped.get('/api/1.0/open', { config: { permission: 'public' } }, async () => ({ ok: true }));
      scoped.get('/api/1.0/closed', { config: { permission: 'users.read' } }, async () => ({ ok: true }));
      scoped.get('/elsewhere', async () => ({ ok: true }));
    });
    await app.ready();

    expect((await app.inject({ url: '/api/1.0/open' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/1.0/closed' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/elsewhere' })).statusCode).toBe(200);
    await app.close();
  });
});
