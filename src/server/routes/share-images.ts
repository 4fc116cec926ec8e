// GET /og/slang/{slug}.png, GET /og/s/{id}.png and GET /og/word-of-the-day/{date}.png: the link-preview pictures
// (og:image) of term pages, shared translations (issue 26) and the word of the day (issue 28), drawn on the first request and then answered from memory (share-images/cache.ts).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeText } from '@shared/schemas/text';
import { wordOfTheDayDateParamsSchema } from '@shared/schemas/dictionary';
import { findTermBySlug } from '../dictionary/terms';
import { getWordOfTheDay } from '../dictionary/word-of-the-day';
import { notFound } from '../errors';
import { rateLimited } from '../plugins/rate-limit';
import { PngCache } from '../share-images/cache';
import {
  termPicture,
  translationPicture,
  wordOfTheDayPicture,
  type Picture,
} from '../share-images/pictures';
import { findShare } from '../shares/store';

const ONE_DAY_SECONDS = 86_400;

export const shareImageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const cache = new PngCache();
  // A picture not kept yet is drawn (satori, resvg): a client asking for many terms in a row must not keep the CPU
  // busy for everyone. Chat apps fetch one picture per shared link.
  const limit = rateLimited(app, app.config.SHARE_IMAGE_RATE_LIMIT_PER_MINUTE);

  const sendPicture = async (reply: FastifyReply, picture: Picture) => {
    const png = await cache.get(picture.key, picture.draw);
    return (
      reply
        .type('image/png')
        .header('Cache-Control', `public, max-age=${ONE_DAY_SECONDS}`)
        // Previews are shown by other sites' pages too (feed readers, chat apps on the web): the page headers'
        // same-origin resource policy would have browsers refuse them there.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(png)
    );
  };

  app.get(
    '/og/slang/:slug.png',
    { schema: { params: z.object({ slug: safeText().max(200) }) }, config: limit },
    async (request, reply) => {
      const term = await findTermBySlug(app.db, request.params.slug);
      if (!term) throw notFound('Term not found.');
      return sendPicture(reply, termPicture(term));
    },
  );

  app.get(
    '/og/s/:id.png',
    { schema: { params: z.object({ id: safeText().max(64) }) }, config: limit },
    async (request, reply) => {
      const share = await findShare(app.db, request.params.id);
      if (!share) throw notFound('Shared translation not found.');
      return sendPicture(reply, translationPicture(share));
    },
  );
  app.get(
    '/og/word-of-the-day/:date.png',
    { schema: { params: wordOfTheDayDateParamsSchema }, config: limit },
    async (request, reply) => {
      const word = await getWordOfTheDay(app.db, request.params.date);
      return sendPicture(reply, wordOfTheDayPicture(word));
    },
  );
  done();
};
