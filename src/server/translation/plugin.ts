// Puts the one translation pipeline of the process in place (app.translationPipeline), shared by POST /api/translate
// and POST /v1/translate so both answer from the same cache and translation memory.
import type { FastifyInstance } from 'fastify';
import { createLlmTranslator, type LlmTranslator } from '../providers/llm/llm-translator';
import { createTranslationPipeline } from './pipeline';
import { createSharedTranslationStore } from './shared-translation-store';
import { MISSING_PROVIDER_HINT } from './style-engine';
import { TranslationCache } from './translation-cache';

/**
 * Needs app.translationMemory (registerTranslationMemory), app.redis and app.metrics first. `llm` replaces the configured AI
 * provider.
 */
export function registerTranslationPipeline(
  app: FastifyInstance,
  options: { llm?: LlmTranslator } = {},
) {
  const { config } = app;
  const { metrics } = app;
  const provider =
    options.llm ??
    (config.LLM_BASE_URL && config.LLM_MODEL
      ? createLlmTranslator({
          baseURL: config.LLM_BASE_URL,
          apiKey: config.LLM_API_KEY,
          model: config.LLM_MODEL,
          timeoutMs: config.LLM_TIMEOUT_MS,
        })
      : undefined);
  // Every call timed, and its failures counted, for the metrics.
  const llm: LlmTranslator | undefined = provider && {
    model: provider.model,
    translate: (input) => metrics.aiCall(() => provider.translate(input)),
  };
  const cache = new TranslationCache({
    maxEntries: config.TRANSLATION_CACHE_MAX_ENTRIES,
    ttlMs: config.TRANSLATION_CACHE_TTL_SECONDS * 1000,
    shared: app.redis
      ? createSharedTranslationStore({
          redis: app.redis.client,
          outage: app.redis.outage,
          ttlMs: config.TRANSLATION_CACHE_TTL_SECONDS * 1000,
          // A producer holds its text for the AI's whole deadline (its retry included), and a little more.
          lockTimeoutMs: config.LLM_TIMEOUT_MS + 5_000,
          log: app.log,
        })
      : undefined,
  });
  metrics.watchTranslationCache(cache.stats);
  const pipeline = createTranslationPipeline({
    db: app.db,
    cache,
    answered: (engine) => metrics.translationAnswered(engine),
    memory: app.translationMemory.memory,
    requests: app.translationMemory.requests,
    llm,
    log: app.log,
  });
  if (!llm) {
    app.log.info(
      `No AI provider: the built-in engine translates between styles of one language, and the pickers mark other pairs as not available. ${MISSING_PROVIDER_HINT}`,
    );
  }
  app.decorate('translationPipeline', pipeline);
}

/**
 * Route options of the translation calls (POST /api/translate, POST /v1/translate), whose cached answers are the
 * hot path. The pipeline builds the answer from typed values; checking it again with zod on every request cost a
 * twentieth of a cached translation's time (docs/performance.md). The schemas stay for the OpenAPI document and
 * the tests that check answers against it. Clients send uncompressed JSON, and the answers are mostly under the
 * 1 KB compression threshold anyway: the compression hooks would cost every call (a proxy may still compress).
 */
export const TRANSLATION_ROUTE_OPTIONS = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
  decompress: false,
  compress: false,
} as const;
