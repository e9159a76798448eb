/**
 * Entry point (`npm start` and `npm run serve` → `tsx server/main.ts`): reads the environment,
 * builds the app (opens, migrates and seeds the database), listens on HOST:PORT and closes
 * cleanly on SIGTERM/SIGINT: the listener stops accepting, requests in flight are answered,
 * then the database closes.
 */
import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config).catch((error: unknown) => {
  // A start that cannot open its database (unreachable, or a data folder another server owns)
  // says why in one line instead of an uncaught stack trace.
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
if (config.databaseUrl && !process.env.JWT_SECRET) {
  // The generated secret lives in this instance's DATA_DIR: other instances would refuse its tokens.
  app.log.warn('JWT_SECRET is not set: bearer tokens are signed with a secret of this instance only; set the same JWT_SECRET on every instance');
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
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
  process.exit(1);
}
