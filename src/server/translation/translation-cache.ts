// Answers identical translation requests from memory, and lets concurrent identical requests share one
// upstream call (single-flight). Keys include the engine version, so a lexicon or prompt change starts fresh.
// lru-cache keeps the recency order without the delete-and-insert a Map needs on every hit.
import { LRUCache } from 'lru-cache';
export interface CachedTranslation {
  translation: string;
  explanation: string;
  /** The pipeline step that produced it. */
  engine?: string;
  terms?: { term: string; meaning: string }[];
}

export interface TranslationCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

export class TranslationCache {
  private readonly entries: LRUCache<string, CachedTranslation>;
  private readonly inFlight = new Map<string, Promise<CachedTranslation>>();

  constructor(options: TranslationCacheOptions = {}) {
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
    return this.entries.get(key);
  }

  set(key: string, value: CachedTranslation): void {
    this.entries.set(key, value);
  }

  /**
   * Runs `produce` once for concurrent callers of the same key. A success is cached when `cacheable` allows
   * (a fallback answer should not outlive the outage that caused it); a failure never is.
   */
  async getOrProduce<T extends CachedTranslation>(
    key: string,
    produce: () => Promise<T>,
    cacheable: (value: T) => boolean = () => true,
  ): Promise<{ value: T; hit: boolean }> {
    const cached = this.get(key) as T | undefined;
    if (cached) return { value: cached, hit: true };
    let pending = this.inFlight.get(key) as Promise<T> | undefined;
    const shared = !!pending;
    if (!pending) {
      pending = produce().then((value) => {
        if (cacheable(value)) this.set(key, value);
        return value;
      });
      this.inFlight.set(key, pending);
      void pending.then(
        () => this.inFlight.delete(key),
        () => this.inFlight.delete(key),
      );
    }
    return { value: await pending, hit: shared };
  }

  get size(): number {
    return this.entries.size;
  }
}
