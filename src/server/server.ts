// Starts the server: parse config, build the app, listen, and shut down gracefully on SIGTERM/SIGINT.
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig, publicUrl } from './config';
import { drainAndClose } from './shutdown';
import { getStyleDetector } from './translation/style-detection/style-detector';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`SlangBridge cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  // Opening the database is the slowest step of a start; it begins while the app's modules load
  // (both are imported on demand for that reason).
  // The app's logger exists only once the app is built; pool errors before then have nowhere to go.
  const logger: { current?: FastifyBaseLogger } = {};
  const database = import('./db/client').then(({ openDatabase }) =>
    openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      logger: { warn: (details, message) => logger.current?.warn(details, message) },
    }),
  );
  // Its failure is reported where buildApp awaits it, not as an unhandled rejection in between.
  database.catch(() => undefined);
  const { buildApp } = await import('./app');
  const app = await buildApp({ config, database, ownsDatabase: true });
  logger.current = app.log;
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info(`${signal} received: draining, then finishing in-flight requests`);
    const deadline = setTimeout(() => {
      app.log.error(`Shutdown took longer than ${config.SHUTDOWN_TIMEOUT_MS} ms; exiting anyway`);
      process.exit(1);
    }, config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    drainAndClose(app, config.SHUTDOWN_DRAIN_MS).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`SlangBridge is ready on ${publicUrl(config)} (database: ${app.database.kind})`);
  // The style detector learns from the content once per process (0.2–0.9 s): now, rather than on the first
  // visitor's "Looks like …" (ADR 014).
  setTimeout(() => {
    const started = performance.now();
    try {
      getStyleDetector();
      app.log.info(`Style detector learnt in ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      // The first detection tries again and answers the error to its caller; the server keeps serving.
      app.log.error({ err: error }, 'The style detector could not learn from the content');
    }
  }, 0).unref();
}

main().catch((error: unknown) => {
  // The embedded database held by another process (see lockDataDir): the message says what to do.
  if (error instanceof Error && error.name === 'DatabaseInUseError') {
    console.error(`SlangBridge cannot start. ${error.message}`);
    process.exit(1);
  }
  console.error('SlangBridge failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
