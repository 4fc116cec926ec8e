// The app's Prometheus metrics (issue 14 item 5), one registry per app (tests build many apps in one process):
// requests by route and status with their latency, translation answers by pipeline step, the AI provider's
// latency and failures, the translation cache's hit ratio, the database pool and rate-limit refusals, plus Node's
// own process metrics. Labelled children are kept per route, so counting a request costs a map lookup, not a
// label hash (this runs on every request, the cached translation included).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { TranslationCacheStats } from '../translation/translation-cache';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface AppMetrics {
  registry: Registry;
  /** Counts one answered request (an onResponse hook). */
  request(method: string, route: string, status: number, seconds: number): void;
  /** Counts a translation answer by the pipeline step that gave it. */
  translationAnswered(engine: string): void;
  /** Times one call of the AI provider. */
  aiCall<T>(work: () => Promise<T>): Promise<T>;
  /** Reads the translation cache's counters when scraped. */
  watchTranslationCache(stats: TranslationCacheStats): void;
  /** Reads the database pool when scraped (PostgreSQL; the embedded database has no pool). */
  watchDatabasePool(read: () => PoolStats | undefined): void;
}

// Latency buckets from a cached answer (under a millisecond) to an AI call near its deadline.
const REQUEST_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
];
const AI_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30];

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'slangbridge_http_requests_total',
    help: 'Answered HTTP requests by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'slangbridge_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'slangbridge_rate_limit_refusals_total',
    help: 'Requests refused with 429 (a rate limit or the API quota), by route.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const answers = new Counter({
    name: 'slangbridge_translation_answers_total',
    help: 'Translations answered, by the pipeline step that answered: memory, cache, llm or style-engine.',
    labelNames: ['engine'] as const,
    registers: [registry],
  });
  const aiLatency = new Histogram({
    name: 'slangbridge_ai_provider_duration_seconds',
    help: 'Calls of the AI provider, by outcome (ok or error).',
    labelNames: ['outcome'] as const,
    buckets: AI_BUCKETS,
    registers: [registry],
  });
  const aiErrors = new Counter({
    name: 'slangbridge_ai_provider_errors_total',
    help: 'Calls of the AI provider that failed (error answers, garbage, timeouts).',
    registers: [registry],
  });

  const caches: TranslationCacheStats[] = [];
  new Gauge({
    name: 'slangbridge_translation_cache_lookups',
    help: 'Translation cache lookups since start, by result: hit (this process), shared_hit (Redis), joined (an identical request in flight) or miss (produced).',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const sum = (key: keyof TranslationCacheStats) =>
        caches.reduce((total, stats) => total + stats[key], 0);
      this.set({ result: 'hit' }, sum('hits'));
      this.set({ result: 'shared_hit' }, sum('sharedHits'));
      this.set({ result: 'joined' }, sum('joined'));
      this.set({ result: 'miss' }, sum('misses'));
    },
  });
  new Gauge({
    name: 'slangbridge_translation_cache_hit_ratio',
    help: 'Share of translation cache lookups answered without producing (hits, shared hits and joined) since start.',
    registers: [registry],
    collect() {
      let answered = 0;
      let produced = 0;
      for (const stats of caches) {
        answered += stats.hits + stats.sharedHits + stats.joined;
        produced += stats.misses;
      }
      this.set(answered + produced === 0 ? 0 : answered / (answered + produced));
    },
  });

  let readPool: (() => PoolStats | undefined) | undefined;
  new Gauge({
    name: 'slangbridge_db_pool_connections',
    help: 'PostgreSQL pool connections by state: total, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = readPool?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  // One child per label set, found by a plain string key.
  const children = new Map<
    string,
    { count: ReturnType<typeof requests.labels>; timer: ReturnType<typeof latency.labels> }
  >();
  const childOf = (method: string, route: string, status: number) => {
    const key = `${method} ${route} ${status}`;
    let child = children.get(key);
    if (!child) {
      child = {
        count: requests.labels(method, route, String(status)),
        timer: latency.labels(method, route),
      };
      children.set(key, child);
    }
    return child;
  };

  return {
    registry,
    request(method, route, status, seconds) {
      const child = childOf(method, route, status);
      child.count.inc();
      child.timer.observe(seconds);
      if (status === 429) refusals.labels(route).inc();
    },
    translationAnswered(engine) {
      answers.labels(engine).inc();
    },
    async aiCall(work) {
      const end = aiLatency.startTimer();
      try {
        const result = await work();
        end({ outcome: 'ok' });
        return result;
      } catch (error) {
        end({ outcome: 'error' });
        aiErrors.inc();
        throw error;
      }
    },
    watchTranslationCache(stats) {
      caches.push(stats);
    },
    watchDatabasePool(read) {
      readPool = read;
    },
  };
}
