// Answers identical translation requests from memory, and lets concurrent identical requests share one
// upstream call (single-flight). Keys include the engine version, so a lexicon or prompt change starts fresh.
export interface CachedTranslation {
  translation: string;
  explanation: string;
  /** The pipeline step that produced it. */
  engine?: string;
}

export interface TranslationCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

export class TranslationCache {
  private readonly entries = new Map<string, { value: CachedTranslation; expiresAt: number }>();
  private readonly inFlight = new Map<string, Promise<CachedTranslation>>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: TranslationCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2_000;
    this.ttlMs = options.ttlMs ?? 60 * 60 * 1000;
    this.now = options.now ?? Date.now;
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
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so the Map's order is least-recently-used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: CachedTranslation): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
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
