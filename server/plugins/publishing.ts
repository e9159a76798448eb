/**
 * The publisher (server/publishing/publisher.ts) as part of the server: `app.publisher` for the
 * routes that change articles, `app.previewKey` (the key of preview links, derived from the JWT
 * secret so that no session token can be used as one), the generated covers
 * (`GET /covers/<slug>.svg` for articles the build has no cover for), when the server runs with
 * a build the start-up render for this build, and, with or without one, the render queue's work
 * on this instance and the scheduler that publishes scheduled versions every `schedulerIntervalMs`
 * (docs/decisions.md#publishing, #render-queue).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPublisher, type Publisher } from '../publishing/publisher';
import { generatedCoverSvg } from '../publishing/covers';

declare module 'fastify' {
  interface FastifyInstance {
    publisher: Publisher;
    /** HS256 key of article preview links. */
    previewKey: Uint8Array;
  }
}

export interface PublishingOptions {
  clientDir: string;
  jwtSecret: string;
  /** How often scheduled versions are looked for (ms); 0 turns the scheduler off. Default 30 s. */
  schedulerIntervalMs?: number;
  /** Render the blog for this build at start (default true); tests turn it off. */
  renderAtStart?: boolean;
  /** How often an idle instance looks for queued renders (ms; default 1 000; 0: only after a change on this instance). */
  renderQueuePollMs?: number;
}

export default fp(
  async function publishing(app: FastifyInstance, options: PublishingOptions) {
    const publisher = createPublisher({ db: app.db, listen: app.dbListen, clientDir: options.clientDir, log: app.log, renderQueuePollMs: options.renderQueuePollMs });
    app.decorate('publisher', publisher);
    app.decorate('previewKey', new Uint8Array(createHash('sha256').update(`article-preview:${options.jwtSecret}`).digest()));

    app.get(
      '/covers/:file',
      { config: { permission: 'public' }, schema: { hide: true, params: { type: 'object', properties: { file: { type: 'string', pattern: '^[a-z0-9-]{1,120}\\.svg$' } }, required: ['file'] } } },
      async (request, reply) => {
        const slug = (request.params as { file: string }).file.replace(/\.svg$/, '');
        return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(generatedCoverSvg(slug));
      },
    );

    const interval = options.schedulerIntervalMs ?? 30_000;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      // Every instance works through the render queue (docs/decisions.md#render-queue).
      publisher.queue.start();
      if (options.renderAtStart !== false && (await publisher.enabled())) {
        // In the background: a request meanwhile renders what it asks for.
        running = publisher.renderForThisBuild().catch((error: unknown) => app.log.error({ err: error }, 'Rendering the blog at start failed'));
      }
      // With or without a build: a scheduled version's time is a change of data (the public
      // blog API shows it), not only of rendered pages.
      if (interval > 0) {
        timer = setInterval(() => {
          running = running
            .then(() => publisher.publishDue())
            .catch((error: unknown) => app.log.error({ err: error }, 'Publishing scheduled articles failed'));
        }, interval);
        timer.unref();
      }
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      await publisher.queue.stop();
      await publisher.close();
    });
  },
  { name: 'publishing', dependencies: ['database'] },
);
