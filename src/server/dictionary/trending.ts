// Trending terms (issue 28 item 4): the terms most viewed and searched in the last 7 days. Counted cheaply — one
// counter per term and day, never a row per view: in Redis when it is configured (a sorted set per day, shared by
// every replica), else in this process, added to a per-day row of the database every few seconds. Bots are not
// counted (isbot reads the User-Agent); the caller decides what is a view and what a search.
import { isbot } from 'isbot';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Trending } from '@shared/schemas/dictionary';
import { streakDayOf } from '@shared/engagement/streak-day';
import type { Db } from '../db/client';
import { slangTerms, trendingCounts } from '../db/schema';

export const TRENDING_DAYS = 7;
export const TRENDING_MAX = 10;
/** How often the in-process counts are added to the database (without Redis). */
export const FLUSH_MS = 5_000;
const REDIS_PREFIX = 'slangbridge:trending:';

export interface TrendingCounter {
  /** Counts a view or search of a term by slug, unless the caller is a bot. */
  count(slug: string, userAgent: string | undefined): void;
  /** The trending terms, most first. */
  top(limit?: number, now?: Date): Promise<Trending['terms']>;
  /** Writes what is still only in memory. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

const dayOf = (date: Date) => streakDayOf(date);
/** The days of the window ending on `now`'s day, newest first. */
function windowDays(now: Date): string[] {
  return Array.from({ length: TRENDING_DAYS }, (_, index) =>
    dayOf(new Date(now.getTime() - index * 86_400_000)),
  );
}

export function createTrendingCounter(options: {
  db: Db;
  redis: Redis | null;
  onError: (error: unknown) => void;
}): TrendingCounter {
  const { db, redis, onError } = options;
  // Without Redis: counts per day and slug since the last flush.
  let pending = new Map<string, Map<string, number>>();
  const timer = redis ? null : setInterval(() => void flush().catch(onError), FLUSH_MS);
  timer?.unref();

  async function flush() {
    if (redis || pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    for (const [day, counts] of batch) {
      const slugs = [...counts.keys()];
      const terms = await db
        .select({ id: slangTerms.id, slug: slangTerms.slug })
        .from(slangTerms)
        .where(and(inArray(slangTerms.slug, slugs), sql`${slangTerms.deletedAt} is null`));
      if (terms.length === 0) continue;
      await db
        .insert(trendingCounts)
        .values(terms.map((term) => ({ day, termId: term.id, hits: counts.get(term.slug) ?? 0 })))
        .onConflictDoUpdate({
          target: [trendingCounts.day, trendingCounts.termId],
          set: { hits: sql`${trendingCounts.hits} + excluded.hits` },
        });
    }
  }

  async function ranked(now: Date): Promise<{ slug: string; hits: number }[]> {
    const days = windowDays(now);
    if (redis) {
      const scores = new Map<string, number>();
      const results = await Promise.all(
        days.map((day) => redis.zrevrange(`${REDIS_PREFIX}${day}`, 0, 199, 'WITHSCORES')),
      );
      for (const flat of results) {
        for (let index = 0; index + 1 < flat.length; index += 2) {
          const slug = flat[index]!;
          scores.set(slug, (scores.get(slug) ?? 0) + Number(flat[index + 1]));
        }
      }
      return [...scores].map(([slug, hits]) => ({ slug, hits }));
    }
    await flush();
    const oldest = days[days.length - 1]!;
    return db
      .select({ slug: slangTerms.slug, hits: sql<number>`sum(${trendingCounts.hits})::int` })
      .from(trendingCounts)
      .innerJoin(slangTerms, eq(slangTerms.id, trendingCounts.termId))
      .where(gt(trendingCounts.day, sql`${oldest}::date - 1`))
      .groupBy(slangTerms.slug)
      .orderBy(desc(sql`sum(${trendingCounts.hits})`))
      .limit(200);
  }

  return {
    count(slug, userAgent) {
      if (!userAgent || isbot(userAgent)) return;
      const day = dayOf(new Date());
      if (redis) {
        const key = `${REDIS_PREFIX}${day}`;
        // A day's set lives a little longer than the window that reads it.
        redis
          .multi()
          .zincrby(key, 1, slug)
          .expire(key, (TRENDING_DAYS + 1) * 86_400)
          .exec()
          .catch(onError);
        return;
      }
      const counts = pending.get(day) ?? new Map<string, number>();
      counts.set(slug, (counts.get(slug) ?? 0) + 1);
      pending.set(day, counts);
    },
    async top(limit = TRENDING_MAX, now = new Date()) {
      const counts = (await ranked(now)).sort(
        (a, b) => b.hits - a.hits || (a.slug < b.slug ? -1 : 1),
      );
      const slugs = counts.map((item) => item.slug);
      if (slugs.length === 0) return [];
      const terms = await db
        .select({ slug: slangTerms.slug, term: slangTerms.term, meaning: slangTerms.meaning })
        .from(slangTerms)
        .where(and(inArray(slangTerms.slug, slugs), sql`${slangTerms.deletedAt} is null`));
      const bySlug = new Map(terms.map((term) => [term.slug, term]));
      return slugs
        .map((slug) => bySlug.get(slug))
        .filter((term): term is NonNullable<typeof term> => !!term)
        .slice(0, limit);
    },
    flush,
    async close() {
      if (timer) clearInterval(timer);
      await flush().catch(onError);
    },
  };
}
