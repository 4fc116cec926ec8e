// Trending terms (issue 28 item 4): views and searches counted per term and day — in Redis when configured, else
// in the process and added to a daily row — bots not counted, the last 7 days ranked.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { Trending } from '@shared/schemas/dictionary';
import { trendingCounts } from '../db/schema';
import { createTerm } from '../test/dictionary-fixtures';
import { forEachDatabase } from '../test/test-app';
import { createTrendingCounter } from './trending';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const redisUrl = process.env.REDIS_URL;

forEachDatabase('Trending terms', (context) => {
  const counted = async (redis: Redis | null) => {
    const counter = createTrendingCounter({
      db: context.app.db,
      redis,
      onError: (error) => {
        throw error;
      },
    });
    const [hot, warm] = await Promise.all([createTerm(context.app.db), createTerm(context.app.db)]);
    for (let n = 0; n < 3; n += 1) counter.count(hot.slug, BROWSER);
    counter.count(warm.slug, BROWSER);
    for (let n = 0; n < 10; n += 1) counter.count(warm.slug, BOT);
    counter.count(warm.slug, undefined);
    // Redis counts are sent without waiting: give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const top = await counter.top(50);
    await counter.close();
    return { top: top.map((term) => term.slug), hot: hot.slug, warm: warm.slug };
  };

  it('ranks the terms people viewed, not bots, in the database without Redis', async () => {
    const { top, hot, warm } = await counted(null);
    expect(top.indexOf(hot)).toBeGreaterThanOrEqual(0);
    expect(top.indexOf(hot)).toBeLessThan(top.indexOf(warm));
    // One row per term and day, however many views.
    const rows = await context.app.db.select().from(trendingCounts);
    expect(rows.filter((row) => row.hits === 3)).not.toHaveLength(0);
  });

  describe.runIf(redisUrl)('with Redis (REDIS_URL)', () => {
    const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false }) : null;
    afterAll(() => redis?.disconnect());
    it('ranks the terms people viewed, shared through Redis', async () => {
      const { top, hot, warm } = await counted(redis);
      expect(top.indexOf(hot)).toBeGreaterThanOrEqual(0);
      expect(top.indexOf(hot)).toBeLessThan(top.indexOf(warm));
    });
  });

  it('counts a term page view and a search through the API, and leaves old days out', async () => {
    const term = await createTerm(context.app.db);
    const headers = { 'user-agent': BROWSER };
    await context.app.inject({ url: `/api/slang/${term.slug}`, headers });
    await context.app.inject({ url: `/api/search?q=${term.slug}`, headers });
    const response = await context.app.inject({ url: '/api/trending' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Trending>().terms.map((item) => item.slug)).toContain(term.slug);
    const counter = context.app.dictionary.trending;
    const nextMonth = new Date(Date.now() + 30 * 86_400_000);
    expect((await counter.top(50, nextMonth)).map((item) => item.slug)).not.toContain(term.slug);
  });
});
