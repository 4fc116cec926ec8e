// One warning when Redis becomes unreachable and one line when it answers again, however many commands fail in
// between: an outage must be visible in the log without burying it (issue 14: "one warning per outage").
import type { FastifyBaseLogger } from 'fastify';

export interface OutageLog {
  /** Whether the last thing heard from Redis was a failure. */
  readonly down: boolean;
  failed(error: unknown): void;
  recovered(): void;
}

/** `fallback` says what this process does meanwhile, e.g. "rate limits and the cache are kept per process". */
export function createOutageLog(
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  fallback: string,
): OutageLog {
  let down = false;
  return {
    get down() {
      return down;
    },
    failed(error) {
      if (down) return;
      down = true;
      log.warn({ err: error }, `Redis unavailable: ${fallback} until it answers again`);
    },
    recovered() {
      if (!down) return;
      down = false;
      log.info('Redis answers again: shared state is back');
    },
  };
}
