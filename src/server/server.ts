// Starts the server: parse config, build the app, listen, and shut down gracefully on SIGTERM/SIGINT.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

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

  const app = await buildApp({ config });
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const deadline = setTimeout(() => {
      app.log.error(`Shutdown took longer than ${config.SHUTDOWN_TIMEOUT_MS} ms; exiting anyway`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    app.close().then(
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
  app.log.info(
    `SlangBridge is ready on ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`} (database: ${app.database.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error('SlangBridge failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
