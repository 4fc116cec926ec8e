// The word of the day (issue 28 item 3): GET /api/word-of-the-day[?date=], its archive, and the Atom feed
// /word-of-the-day.atom (the `feed` package writes it). Public; the admins' pin is in routes/admin/dictionary.ts.
import { Feed } from 'feed';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { BRAND_NAME } from '@shared/brand';
import {
  wordOfTheDayArchiveQuerySchema,
  wordOfTheDayArchiveSchema,
  wordOfTheDayQuerySchema,
  wordOfTheDaySchema,
} from '@shared/schemas/dictionary';
import { termPath } from '@shared/term-paths';
import { publicUrl } from '../config';
import { FEED_PATH } from '../dictionary/community-pages';
import { escapeHtml } from '../dictionary/pages';
import {
  getWordOfTheDay,
  latestWordsOfTheDay,
  wordOfTheDayArchive,
} from '../dictionary/word-of-the-day';

/** Days in the feed: a month of words. */
export const FEED_DAYS = 30;

export const wordOfTheDayRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/api/word-of-the-day',
    { schema: { querystring: wordOfTheDayQuerySchema, response: { 200: wordOfTheDaySchema } } },
    async (request) => getWordOfTheDay(app.db, request.query.date),
  );

  app.get(
    '/api/word-of-the-day/archive',
    {
      schema: {
        querystring: wordOfTheDayArchiveQuerySchema,
        response: { 200: wordOfTheDayArchiveSchema },
      },
    },
    async (request) => wordOfTheDayArchive(app.db, request.query.page),
  );

  app.get(FEED_PATH, async (_request, reply) => {
    const origin = publicUrl(app.config);
    const words = await latestWordsOfTheDay(app.db, FEED_DAYS);
    // A day's entry is dated at the start of its day (the date, midnight UTC): stable across replicas and restarts.
    const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
    const feed = new Feed({
      title: `${BRAND_NAME} word of the day`,
      description: 'One slang term a day, with its meaning and an example.',
      id: `${origin}/word-of-the-day`,
      link: `${origin}/word-of-the-day`,
      language: 'en',
      updated: words[0] ? dayDate(words[0].date) : new Date(0),
      generator: BRAND_NAME,
      copyright: `© ${BRAND_NAME}`,
      feedLinks: { atom: `${origin}${FEED_PATH}` },
      author: { name: `${BRAND_NAME} editors`, link: origin },
    });
    for (const word of words) {
      const link = `${origin}${termPath(word.term.slug)}`;
      feed.addItem({
        title: `${word.date}: ${word.term.term}`,
        id: `${origin}/word-of-the-day?date=${word.date}`,
        link,
        date: dayDate(word.date),
        description: word.term.meaning,
        content: [
          `<p>${escapeHtml(word.term.meaning)}</p>`,
          word.term.example ? `<blockquote>${escapeHtml(word.term.example)}</blockquote>` : '',
          `<p><a href="${escapeHtml(link)}">${escapeHtml(word.term.term)} in the dictionary</a></p>`,
        ].join(''),
      });
    }
    return reply
      .type('application/atom+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(feed.atom1());
  });

  done();
};
