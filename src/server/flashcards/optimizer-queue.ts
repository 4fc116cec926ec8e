// Where FSRS fits run (issue 29 item 1): in the background, never on a request's path, one at a time per process.
// A fit keeps a core busy for a while (the optimizer trains on its own thread), so two at once would only slow
// both and the requests beside them. p-queue is not a dependency, and what is needed here (one at a time, one
// entry per learner, wait until empty) is a promise chain and a map: FitQueue below.
//
// After a rating or an import is answered, a check is queued for the learner: a fit follows when they have never
// been fitted and have MIN_REVIEWS reviews the optimizer can learn from, or were fitted and have logged
// REFIT_AFTER_LOGS reviews since. POST /api/flashcards/optimize queues a fit at once. With several replicas each has
// its own queue, so two replicas may fit one learner at the same time: harmless, both fit the same logs to the
// same parameters and the last write stands.
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { getSessionUser } from '../auth/session';
import type { Db } from '../db/client';
import { reviewSettings } from '../db/schema';
import { errorForLog } from '../errors';
import {
  countLogsSince,
  fitAndStore,
  MIN_REVIEWS,
  OptimizerUnavailableError,
  REFIT_AFTER_LOGS,
  type FitOutcome,
} from './optimizer';

/** Runs jobs one at a time, in order; a job queued for a key that already has one waiting or running joins it. */
export class FitQueue<T> {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly pending = new Map<string, Promise<T>>();

  run(key: string, job: () => Promise<T>): Promise<T> {
    const existing = this.pending.get(key);
    if (existing) return existing;
    const result = this.tail.then(job);
    this.pending.set(key, result);
    this.tail = result.then(
      () => this.pending.delete(key),
      () => this.pending.delete(key),
    );
    return result;
  }

  /** Resolves once no job is waiting or running. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await this.tail;
  }
}

export type FitResult = FitOutcome | { kind: 'skipped' };

// One per process (see the file's comment), shared by every app a process builds (tests build many).
const queue = new FitQueue<FitResult>();
/** Checks not queued yet: the caller's session is being read. */
const scheduling = new Set<Promise<unknown>>();
/**
 * Learners never fitted whose last check found too few reviews, with how many logs they must reach before the
 * next check can find enough (each log adds one review at most): their every rating need not read all their logs.
 */
const notBefore = new LRUCache<string, number>({ max: 10_000 });

/** Resolves once every fit queued so far (and every check after a rating already answered) is done: for tests. */
export async function reviewFitsIdle(): Promise<void> {
  while (scheduling.size > 0) await Promise.allSettled([...scheduling]);
  await queue.idle();
}

/** Whether the learner is due a fit: see the file's comment. */
async function fitIsDue(db: Db, userId: string): Promise<boolean> {
  const [settings] = await db
    .select({ fittedAt: reviewSettings.fittedAt })
    .from(reviewSettings)
    .where(eq(reviewSettings.userId, userId));
  const fittedAt = settings?.fittedAt ?? null;
  const logs = await countLogsSince(db, userId, fittedAt);
  if (fittedAt) return logs >= REFIT_AFTER_LOGS;
  return logs >= Math.max(MIN_REVIEWS, notBefore.get(userId) ?? 0);
}

export interface ReviewFits {
  /** Fits the learner's parameters now, after the fits queued before; 'skipped' while the app closes. */
  fitNow(userId: string): Promise<FitResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reviewFits: ReviewFits;
  }
}

/** The routes after whose answer a learner may be due a fit: they add review logs. */
const ROUTES_THAT_LOG_REVIEWS = new Set([
  'POST /api/flashcards/reviews',
  'POST /api/flashcards/import',
]);

/**
 * Call on the root instance before the flashcards routes: decorates `app.reviewFits`, and checks a learner for a
 * fit after each answered rating or import (an onSend hook on those routes only: the check is queued as the
 * answer leaves, and runs after it). Fits of a closing app are skipped; the one running is waited for.
 */
export function registerReviewFits(app: FastifyInstance): void {
  let closing = false;
  // A check and a fit asked for are queued apart: one asked for must not end as a check that found none due.
  const fit = (userId: string, onlyIfDue: boolean) =>
    queue.run(`${onlyIfDue ? 'check' : 'fit'}:${userId}`, async (): Promise<FitResult> => {
      if (closing) return { kind: 'skipped' };
      if (onlyIfDue && !(await fitIsDue(app.db, userId))) return { kind: 'skipped' };
      const outcome = await fitAndStore(app.db, userId, new Date());
      if (outcome.kind === 'too-few') notBefore.set(userId, outcome.logs + outcome.reviewsNeeded);
      else notBefore.delete(userId);
      return outcome;
    });

  const checkInBackground = (userId: string) => {
    const done = fit(userId, true).catch((error: unknown) => {
      if (error instanceof OptimizerUnavailableError) app.log.warn(error.message);
      else app.log.error({ err: errorForLog(error) }, 'Fitting FSRS parameters failed');
    });
    app.trackBackgroundTask(done);
  };

  const afterReviews: onSendHookHandler = (request, reply, payload, done) => {
    if (reply.statusCode === 200) {
      const scheduled = getSessionUser(request).then(
        (user) => user && checkInBackground(user.id),
        () => undefined,
      );
      scheduling.add(scheduled);
      void scheduled.finally(() => scheduling.delete(scheduled));
    }
    done(null, payload);
  };

  app.decorate('reviewFits', { fitNow: (userId: string) => fit(userId, false) });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => ROUTES_THAT_LOG_REVIEWS.has(`${method} ${route.url}`))) return;
    const existing = route.onSend ?? [];
    route.onSend = [...(Array.isArray(existing) ? existing : [existing]), afterReviews];
  });
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
}
