// GET /og/slang/{slug}.png: the link-preview pictures (og:image) of term pages (issue 26), drawn on the first
// request and then answered from memory (share-images/cache.ts).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeText } from '@shared/schemas/text';
import { findTermBySlug } from '../dictionary/terms';
import { notFound } from '../errors';
import { PngCache } from '../share-images/cache';
import { termPicture, type Picture } from '../share-images/pictures';

const ONE_DAY_SECONDS = 86_400;

export const shareImageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const cache = new PngCache();

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
    { schema: { params: z.object({ slug: safeText().max(200) }) } },
    async (request, reply) => {
      const term = await findTermBySlug(app.db, request.params.slug);
      if (!term) throw notFound('Term not found.');
      return sendPicture(reply, termPicture(term));
    },
  );

  done();
};
