/**
 * Liveness and readiness probes (docs/decisions.md#production, production mode): /api/health answers while the
 * process runs; /api/ready needs the database and, when REDIS_URL is set, Redis, answers 503
 * with a reason otherwise, and never hangs past its check timeout.
 */
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import healthRoutes, { CHECK_TIMEOUT_MS } from '../../server/routes/health';

/**
 * A stand-in Redis server speaking just enough RESP for ioredis: INFO (its ready check) and
 * PING. `paused` makes it stop answering (a hung Redis).
 */
function fakeRedis(): { server: Server; url: () => string; paused: { value: boolean } } {
  const paused = { value: false };
  const server = createServer((socket: Socket) => {
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      // Commands arrive as arrays of bulk strings: *<n>\r\n($<len>\r\n<arg>\r\n){n}
      for (;;) {
        const match = /^\*(\d+)\r\n/.exec(buffer);
        if (!match) return;
        const lines = buffer.slice(match[0].length).split('\r\n');
        const count = Number(match[1]);
        if (lines.length < count * 2 + 1) return;
        const args = Array.from({ length: count }, (_, i) => lines[i * 2 + 1]);
        buffer = lines.slice(count * 2).join('\r\n');
        if (paused.value) continue;
        const command = args[0]?.toUpperCase();
        if (command === 'INFO') {
          const info = '# Server\r\nredis_version:7.0.0\r\nloading:0\r\n';
          socket.write(`$${Buffer.byteLength(info)}\r\n${info}\r\n`);
        } else if (command === 'PING') socket.write('+PONG\r\n');
        else socket.write('+OK\r\n');
      }
    });
  });
  return { server, paused, url: () => `redis://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** An app with only the health routes, over a fake database. */
async function probeApp(database: { execute: () => Promise<unknown> }, redisUrl?: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('db', database as never);
      },
      { name: 'database' },
    ),
  );
  await app.register(healthRoutes, { redisUrl });
  await app.ready();
  return app;
}

const healthyDatabase = { execute: async () => [{ '?column?': 1 }] };
const redis = fakeRedis();
beforeAll(() => new Promise<void>((resolve) => redis.server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => redis.server.close(() => resolve())));

/** Asks /api/ready until `accept` holds (the Redis connection is made in the background). */
async function readyUntil(app: FastifyInstance, accept: (status: number) => boolean) {
  for (let attempt = 0; ; attempt++) {
    const response = await app.inject({ url: '/api/ready' });
    if (accept(response.statusCode) || attempt >= 50) return response;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('/api/ready', () => {
  it('is ready when the database and Redis answer', async () => {
    const app = await probeApp(healthyDatabase, redis.url());
    const response = await readyUntil(app, (status) => status === 200);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    await app.close();
  });

  it('answers 503 with a reason when Redis is configured but unreachable, while liveness stays 200', async () => {
    const app = await probeApp(healthyDatabase, 'redis://127.0.0.1:1');
    const response = await app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'ok', redis: 'unavailable', reason: 'Redis unavailable' });
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('gives up on a hung database or Redis after its timeout (503, no hang)', async () => {
    const app = await probeApp({ execute: () => new Promise(() => undefined) }, redis.url());
    await readyUntil(app, (status) => status === 503);
    redis.paused.value = true;
    try {
      const started = Date.now();
      const response = await app.inject({ url: '/api/ready' });
      const elapsed = Date.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'error', database: 'unavailable', redis: 'unavailable', reason: 'database unavailable; Redis unavailable' });
      expect(elapsed).toBeGreaterThanOrEqual(CHECK_TIMEOUT_MS - 50);
      expect(elapsed).toBeLessThan(CHECK_TIMEOUT_MS + 2_000);
    } finally {
      redis.paused.value = false;
      await app.close();
    }
  });
});

describe('/api/health', () => {
  it('answers 200 even while the database is down (liveness, not readiness)', async () => {
    const app = await probeApp({ execute: async () => Promise.reject(new Error('database is down')) });
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(503);
    await app.close();
  });
});
