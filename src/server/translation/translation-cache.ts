// Answers identical translation requests from memory, and lets concurrent identical requests share one
// upstream call (single-flight). Keys include the engine version, so a lexicon or prompt change starts fresh.
// lru-cache keeps the recency order without the delete-and-insert a Map needs on every hit. With a shared tier
// (REDIS_URL: shared-translation-store.ts) a miss here asks Redis next, and the producing is locked across
// replicas, so identical requests on several replicas make one upstream call between them.
import { LRUCache } from 'lru-cache';
import type { SharedTranslationStore } from './shared-translation-store';
export interface CachedTranslation {
  translation: string;
  explanation: string;
  /** The pipeline step that produced it. */
  engine?: string;
  terms?: { term: string; meaning: string }[];
  /**
   * Other renderings, and the explanation and terms of each, in the answer's own shape (absent when there is none):
   * a cache hit hands them on as they are.
   */
  alternatives?: string[];
  alternativeExplanations?: string[];
  alternativeTerms?: { term: string; meaning: string }[][];
}

export interface TranslationCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
  /** The tier every replica shares (Redis); without it the cache is this process's alone. */
  shared?: SharedTranslationStore | undefined;
}

/** How lookups went since start (the metrics' cache hit ratio). */
export interface TranslationCacheStats {
  /** Answered from this process's memory. */
  hits: number;
  /** Answered from the shared tier (another replica produced it, or this one before a restart). */
  sharedHits: number;
  /** Joined an identical request already being produced in this process. */
  joined: number;
  /** Produced (the pipeline's engines ran). */
  misses: number;
}

export class TranslationCache {
  private readonly entries: LRUCache<string, CachedTranslation>;
  private readonly inFlight = new Map<
    string,
    Promise<{ value: CachedTranslation; hit: boolean }>
  >();
  private readonly shared: SharedTranslationStore | undefined;
  readonly stats: TranslationCacheStats = { hits: 0, sharedHits: 0, joined: 0, misses: 0 };

  constructor(options: TranslationCacheOptions = {}) {
    this.shared = options.shared;
    const now = options.now ?? (() => performance.now());
    this.entries = new LRUCache<string, CachedTranslation>({
      max: options.maxEntries ?? 2_000,
      ttl: options.ttlMs ?? 60 * 60 * 1000,
      perf: { now },
      // A tested clock moves in steps; the default resolution would keep reading a stale time for 1 ms.
      ttlResolution: options.now ? 0 : 1,
    });
  }

  static key(parts: {
    engineVersion: string;
    source: string;
    target: string;
    text: string;
  }): string {
    // Case is kept (it shapes the output); surrounding and repeated whitespace is not.
    return [
      parts.engineVersion,
      parts.source,
      parts.target,
      parts.text.trim().replace(/\s+/g, ' '),
    ].join('\u0000');
  }

  get(key: string): CachedTranslation | undefined {
    const value = this.entries.get(key);
    if (value) this.stats.hits++;
    return value;
  }

  set(key: string, value: CachedTranslation): void {
    this.entries.set(key, value);
  }

  /**
   * Runs `produce` once for concurrent callers of the same key — on every replica, with a shared tier. A success
   * is cached when `cacheable` allows (a fallback answer should not outlive the outage that caused it); a failure
   * never is. `hit` says the answer was not produced for this caller.
   */
  async getOrProduce<T extends CachedTranslation>(
    key: string,
    produce: () => Promise<T>,
    cacheable: (value: T) => boolean = () => true,
  ): Promise<{ value: T; hit: boolean }> {
    const cached = this.get(key) as T | undefined;
    if (cached) return { value: cached, hit: true };
    const joined = this.inFlight.get(key) as Promise<{ value: T; hit: boolean }> | undefined;
    if (joined) {
      this.stats.joined++;
      return { value: (await joined).value, hit: true };
    }
    const pending = this.fetchOrProduce(key, produce, cacheable);
    this.inFlight.set(key, pending);
    void pending.then(
      () => this.inFlight.delete(key),
      () => this.inFlight.delete(key),
    );
    return pending;
  }

  private async fetchOrProduce<T extends CachedTranslation>(
    key: string,
    produce: () => Promise<T>,
    cacheable: (value: T) => boolean,
  ): Promise<{ value: T; hit: boolean }> {
    const { shared } = this;
    if (!shared) return { value: await this.produceAndKeep(key, produce, cacheable), hit: false };
    const stored = (await shared.get(key)) as T | undefined;
    if (stored) return this.keepShared(key, stored);
    // Another replica may be producing it: wait for its lock, then look again before producing.
    const release = await shared.lock(key);
    try {
      const storedMeanwhile = release ? ((await shared.get(key)) as T | undefined) : undefined;
      if (storedMeanwhile) return this.keepShared(key, storedMeanwhile);
      const value = await this.produceAndKeep(key, produce, cacheable);
      // Stored before the lock is released, so a replica that waited for it finds the answer.
      if (cacheable(value)) await shared.set(key, value);
      return { value, hit: false };
    } finally {
      await release?.();
    }
  }

  private keepShared<T extends CachedTranslation>(key: string, value: T) {
    this.stats.sharedHits++;
    this.entries.set(key, value);
    return { value, hit: true };
  }

  private async produceAndKeep<T extends CachedTranslation>(
    key: string,
    produce: () => Promise<T>,
    cacheable: (value: T) => boolean,
  ): Promise<T> {
    this.stats.misses++;
    const value = await produce();
    if (cacheable(value)) this.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
