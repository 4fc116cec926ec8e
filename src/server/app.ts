// Builds the Fastify application (plugins: external → app → routes) without listening, so tests can inject.
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { httpServerTimeouts, publicUrl, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { handleError, handleFrameworkError } from './errors';
import { loggerOptions, RequestLogController } from './logger';
import { registerJsonBodyParser } from './plugins/json-body';
import { registerCanonicalPath } from './plugins/canonical-path';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerRedis } from './redis/plugin';
import { registerMetrics } from './metrics/plugin';
import { requestIdOf } from './request-id';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { loadAppRenderer, RENDER_DIST_DIR } from './render/server-renderer';
import { createAuth } from './auth/auth';
import { createResetLinkSender, passwordResetDelivery } from './auth/password-reset';
import { registerSignedInHint } from './auth/signed-in-hint';
import { authRoutes, registerOriginGuard, registerSessionCookieRefresh } from './auth/plugin';
import { bootstrapAdmin } from './auth/users';
import { createMailer, type Mailer } from './providers/mail/mailer';
import { closeDictionary, registerDictionary } from './dictionary/plugin';
import { closeTranslationMemory, registerTranslationMemory } from './editors/plugin';
import { closeApiKeys, registerApiKeys } from './api-keys/plugin';
import { renderPage } from './dictionary/pages';
import { adminRoutes } from './routes/admin/index';
import { apiDocsRoutes } from './routes/api-docs';
import { apiKeyRoutes } from './routes/api-keys';
import { contactRoutes } from './routes/contact';
import { editorRoutes } from './routes/editor';
import { dictionaryRoutes } from './routes/dictionary';
import { wordOfTheDayRoutes } from './routes/word-of-the-day';
import { contributorRoutes } from './routes/contributors';
import { dictionaryAdminRoutes } from './routes/dictionary-admin';
import { feedbackRoutes } from './routes/feedback';
import { flashcardRoutes } from './routes/flashcards';
import { flashcardExportRoutes } from './routes/flashcard-export';
import { reviewSettingsRoutes } from './routes/review-settings';
import { registerReviewFits } from './flashcards/optimizer-queue';
import { flashcardStatsRoutes } from './routes/flashcard-stats';
import { reminderRoutes } from './routes/reminders';
import { registerReminders } from './reminders/plugin';
import { healthRoutes } from './routes/health';
import { seoRoutes } from './routes/seo';
import { settingsRoutes } from './routes/settings';
import { shareImageRoutes } from './routes/share-images';
import { shareRoutes } from './routes/shares';
import { streakRoutes } from './routes/streak';
import { telemetryRoutes } from './routes/telemetry';
import { detectRoutes } from './routes/detect';
import { translateRoutes } from './routes/translate';
import { translationRoutes } from './routes/translations';
import { voiceRoutes } from './routes/voice';
import { v1Routes } from './routes/v1/index';
import { registerTranslationPipeline } from './translation/plugin';
import { registerDrainHook } from './shutdown';
import './types';

export interface BuildAppOptions {
  config: Config;
  /** A database opened by the caller (tests share one; server.ts opens it while the app's modules load).
   *  Without one, the app opens its own. */
  database?: Database | Promise<Database>;
  /** Whether closing the app closes the database; by default only one the app opened itself. */
  ownsDatabase?: boolean;
  mailer?: Mailer;
  /** Folder of the built client; defaults to dist/client. */
  clientDir?: string;
  /** The app's server build (by default `render` beside the client's folder, dist/render); without one the
   *  browser renders every page alone. */
  renderDir?: string;
  /** Called for every route as it is registered (tests check that each API route is in the authorization matrix). */
  onRoute?: (route: RouteOptions) => void;
  /** Send the daily review reminders every minute; by default outside NODE_ENV=test, whose tests run the sender
   *  with their own clock (app.reminders.runOnce). */
  reminderTimer?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const timeouts = httpServerTimeouts(config);
  const app = Fastify({
    logger: loggerOptions(config),
    // Every log line of a request names it (`requestId`), as does its X-Request-Id header and any error body.
    logController: new RequestLogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    // Keep-alive sockets must not hold shutdown open, yet a connection accepted just before the close must get an
    // answer, not a reset: idle sockets are closed a moment after the close (shutdown.ts).
    forceCloseConnections: false,
    return503OnClosing: true,
    // A stalled request (headers or body) is answered 408 and its socket freed within REQUEST_TIMEOUT_MS
    // plus one checking interval; Node's defaults let one hold a socket for minutes.
    requestTimeout: timeouts.requestTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    http: {
      requestTimeout: timeouts.requestTimeout,
      headersTimeout: timeouts.headersTimeout,
      keepAliveTimeout: timeouts.keepAliveTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
    // Paths the router cannot decode (or with a parameter over 100 characters) get our error format too.
    frameworkErrors: handleFrameworkError,
    // A balancer's X-Request-Id is kept when it looks like one (request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerDrainHook(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  registerJsonBodyParser(app);

  const database = await (options.database ??
    openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, logger: app.log }));
  const ownsDatabase = options.ownsDatabase ?? !options.database;
  const backgroundTasks = new Set<Promise<unknown>>();

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', options.mailer ?? (await createMailer(config.SMTP_URL, config.MAIL_FROM)));
  app.decorate('trackBackgroundTask', (task: Promise<unknown>) => {
    const tracked = task.finally(() => backgroundTasks.delete(tracked));
    backgroundTasks.add(tracked);
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled([...backgroundTasks]);
    await closeTranslationMemory(app);
    await closeDictionary(app);
    await closeApiKeys(app);
    app.mailer?.close();
    if (ownsDatabase) await database.close();
  });

  // Before every route: every answer is counted, and the OpenAPI document is collected from the /v1 routes.
  registerMetrics(app);
  await registerOpenApi(app);
  await registerSecurity(app, options.clientDir);
  // Before the limits, the origin guard and every route: a path with two spellings never reaches them.
  registerCanonicalPath(app);
  await registerRedis(app);
  await registerRateLimit(app);
  registerOriginGuard(app);
  registerSessionCookieRefresh(app);
  registerSignedInHint(app);

  const delivery = passwordResetDelivery(config, app.mailer);
  const sendResetLink =
    delivery === 'off'
      ? undefined
      : createResetLinkSender({
          mailer: app.mailer,
          log: app.log,
          trackBackgroundTask: (task) => app.trackBackgroundTask(task),
        });
  app.decorate('auth', createAuth(config, database.db, app.log, app.redis, sendResetLink));
  const admin = await bootstrapAdmin(
    app.auth,
    database.db,
    config.ADMIN_EMAIL,
    config.ADMIN_PASSWORD,
  );
  if (admin) app.log.info(`Created the first admin account: ${admin}`);

  await app.register(healthRoutes);
  await app.register(feedbackRoutes);
  await app.register(contactRoutes);
  await app.register(telemetryRoutes);
  await app.register(settingsRoutes);
  await registerTranslationMemory(app);
  registerTranslationPipeline(app);
  await app.register(translateRoutes);
  await app.register(detectRoutes);
  await app.register(translationRoutes);
  await app.register(voiceRoutes);
  await registerApiKeys(app);
  await app.register(v1Routes);
  await app.register(authRoutes);
  await app.register(adminRoutes);
  await app.register(editorRoutes);
  await registerDictionary(app);
  await app.register(dictionaryRoutes);
  await app.register(wordOfTheDayRoutes);
  await app.register(contributorRoutes);
  await app.register(dictionaryAdminRoutes);
  // Before the flashcards routes: a rating or an import answered may queue an FSRS fit (optimizer-queue.ts).
  registerReviewFits(app);
  await app.register(flashcardRoutes);
  await app.register(flashcardExportRoutes);
  await app.register(reviewSettingsRoutes);
  await app.register(flashcardStatsRoutes);
  registerReminders(app, { timer: options.reminderTimer ?? config.NODE_ENV !== 'test' });
  await app.register(reminderRoutes);
  await app.register(streakRoutes);
  await app.register(apiKeyRoutes);
  await app.register(shareRoutes);
  await app.register(shareImageRoutes);
  await app.register(seoRoutes);
  await app.register(apiDocsRoutes);

  await registerSpa(
    app,
    options.clientDir,
    (pathname) =>
      renderPage(pathname, {
        db: app.db,
        countries: app.dictionary.countries,
        origin: publicUrl(config),
      }),
    await loadAppRenderer(
      app,
      options.renderDir ??
        (options.clientDir ? join(options.clientDir, '..', 'render') : RENDER_DIST_DIR),
    ),
  );
  return app;
}
