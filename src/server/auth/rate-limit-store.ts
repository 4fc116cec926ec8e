// Better Auth's rate-limit counters in this process's memory: each auth instance has its own (Better Auth's
// built-in store is shared by the whole process), and redis-storage.ts falls back to one while Redis is down.
/**
 * Counters of Better Auth's own rate limiter, one store per auth instance. Its built-in memory store is a
 * module-level map shared by every instance in the process, so apps built side by side (tests, the command line
 * next to a server in one process) would spend each other's allowance. Our per-client limit that replicas share
 * through Redis is the Fastify one on sign-in and sign-up (plugin.ts); this one covers Better Auth's other paths.
 */
export function createRateLimitStore(now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();

  function decide(key: string, rule: { window: number; max: number }) {
    const time = now();
    const windowMs = rule.window * 1000;
    if (windows.size > 10_000) {
      for (const [k, entry] of windows) if (time - entry.start >= entry.windowMs) windows.delete(k);
    }
    const entry = windows.get(key);
    if (!entry || time - entry.start >= windowMs) {
      windows.set(key, { start: time, count: 1, windowMs });
      return { allowed: true, retryAfter: null };
    }
    if (entry.count >= rule.max) {
      const retryAfter = Math.max(1, Math.ceil((entry.start + windowMs - time) / 1000));
      return { allowed: false, retryAfter };
    }
    entry.count++;
    return { allowed: true, retryAfter: null };
  }

  return {
    consume: (key: string, rule: { window: number; max: number }) =>
      Promise.resolve(decide(key, rule)),
  };
}
