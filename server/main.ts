/**
 * Entry point (`npm start` and `npm run serve` → `tsx server/main.ts`): reads the environment,
 * starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (server/telemetry.ts), builds the app
 * (opens, migrates and seeds the database), listens on HOST:PORT and closes cleanly on
 * SIGTERM/SIGINT: the listener stops accepting, requests in flight are answered, then the
 * database closes, then the spans still buffered are exported.
 *
 * The app is imported dynamically, after tracing has started: the instrumentations patch
 * node-postgres as it is imported, which a static import would do before this module runs
 * (docs/decisions.md#tracing). scripts/build-server.mjs splits the bundle at that import for the
 * same reason.
 */
import { loadConfig } from './config';
import { startTracing } from './telemetry';

const config = loadConfig();
const tracing = await startTracing({ metricsPort: config.metricsPort }).catch((error: unknown) => {
  console.error(`Could not start tracing: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const { buildApp } = await import('./app');
const app = await buildApp(config).catch(async (error: unknown) => {
  // A start that cannot open its database (unreachable, or a data folder another server owns)
  // says why in one line instead of an uncaught stack trace.
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  await tracing?.shutdown();
  process.exit(1);
});
if (config.databaseUrl && !process.env.JWT_SECRET) {
  // The generated secret lives in this instance's DATA_DIR: other instances would refuse its tokens.
  app.log.warn('JWT_SECRET is not set: bearer tokens are signed with a secret of this instance only; set the same JWT_SECRET on every instance');
}
if (tracing) app.log.info({ endpoint: tracing.endpoint }, 'tracing: spans exported over OTLP');

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await tracing?.shutdown();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      await tracing?.shutdown();
      process.exit(1);
    }
  });
}

try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Serving on http://${config.host}:${config.port}`);
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  await tracing?.shutdown();
  process.exit(1);
}
