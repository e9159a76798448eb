/**
 * Builds the whole server as one Fastify instance (fastify/demo style): tests call buildApp
 * and use `app.inject()`, main.ts listens. Plugin order matters: the error handler and the
 * authorisation hooks come before any route, OpenAPI before the routes it documents, and the
 * client app (static files and the not-found handler) last.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { API_BASE } from '../src/shared/api';
import type { Config } from './config';
import mail, { mailOptions } from './mail/plugin';
import auth from './plugins/auth';
import compression from './plugins/compression';
import retention from './plugins/retention';
import database from './plugins/database';
import errors from './plugins/errors';
import jsonParser from './plugins/json-parser';
import requestLog, { loggerOptions, requestIdOptions } from './plugins/logging';
import rateLimits from './plugins/rate-limit';
import security from './plugins/security';
import clientApp from './plugins/static';
import publishing from './plugins/publishing';
import openApi from './plugins/swagger';
import { validatorCompiler } from './plugins/validation';
import healthRoutes from './routes/health';
import { apiRoutes } from './routes/index';
import localesRoutes from './routes/locales';
import imageJobs from './media/image-jobs';
import mediaFiles from './media/serve';
import metrics from './plugins/metrics';

/** Options of {@link buildApp} beyond the configuration. */
export interface BuildAppOptions {
  /** Seed reference data and the administrator on start (default true). */
  seed?: boolean;
  /** Where the one-time administrator password notice goes (default stdout). */
  print?: (text: string) => void;
  /** Where log lines go (default: stdout, written asynchronously); tests capture them here. */
  logStream?: DestinationStream;
}

/**
 * A ready-to-listen app for `config`: database opened, migrated and seeded. Throws when the
 * database cannot be opened or a route lacks a permission declaration. Closing the app
 * closes the database.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Redacted, one line per request, request ids from x-request-id (server/plugins/logging.ts).
    logger: loggerOptions(config.logLevel, options.logStream),
    ...requestIdOptions(),
    trustProxy: config.trustProxy,
    // Keeps /api/1.0/users and /api/1.0/users/ the same route.
    // maxParamLength: blog slugs are up to 120 characters (find-my-way's default is 100).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 128 },
    // Creating a PGlite database takes seconds, more on a busy machine (default 10 s).
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);

  try {
    await app.register(errors);
    await app.register(jsonParser);
    await app.register(requestLog);
    await app.register(compression);
    await app.register(database, {
      databaseUrl: config.databaseUrl,
      databaseSchema: config.databaseSchema,
      pgliteDir: config.pgliteDir,
      seed: options.seed === false ? false : { adminEmail: config.adminEmail, adminPassword: config.adminPassword, print: options.print },
    });
    await app.register(metrics, { host: config.metricsHost, port: config.metricsPort });
    await app.register(mail, mailOptions(config));
    await app.register(security, { clientDir: config.clientDir });
    await app.register(rateLimits, { redisUrl: config.redisUrl, signIn: config.signInRateLimit });
    await app.register(auth, { jwtSecret: config.jwtSecret, redisUrl: config.redisUrl, principalCacheTtlMs: config.principalCacheTtlMs });
    await app.register(publishing, { clientDir: config.clientDir, jwtSecret: config.jwtSecret, schedulerIntervalMs: config.publishIntervalMs });
    await app.register(retention, { months: { 'contact-messages': config.contactRetentionMonths, 'job-applications': config.jobApplicationRetentionMonths } });
    await app.register(openApi);
    await app.register(imageJobs, { workers: config.mediaWorkers, queueSize: config.mediaQueueSize });

    await app.register(healthRoutes, { redisUrl: config.redisUrl });
    await app.register(localesRoutes, { localesDir: config.localesDir });
    await app.register(
      async (api) => {
        for (const routes of apiRoutes) await api.register(routes);
      },
      { prefix: API_BASE },
    );

    // Public media files (/media/…): routes, so the client app's not-found handler never sees them.
    await app.register(mediaFiles);
    await app.register(clientApp, { clientDir: config.clientDir, publicUrl: config.publicUrl });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
