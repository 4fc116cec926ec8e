// What search engines read: /robots.txt (points to the sitemap) and /sitemap.xml (every live term page, every
// dictionary browse level, contributors' pages and the public pages). Past SITEMAP_URL_LIMIT addresses, /sitemap.xml becomes a sitemap index of /sitemap-{n}.xml
// files, the protocol's limit being 50,000 URLs per file.
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dictionaryBrowsePath } from '@shared/dictionary-paths';
import { termPath } from '@shared/term-paths';
import { slangTerms, termDefinitions, user } from '../db/schema';
import { publicUrl } from '../config';
import { escapeHtml } from '../dictionary/pages';
import { notFound } from '../errors';

export const SITEMAP_URL_LIMIT = 50_000;
const PUBLIC_PAGES = [
  '/',
  '/dictionary',
  '/flashcards',
  '/about',
  '/landing',
  '/privacy-policy',
  '/terms-of-service',
  '/docs/api',
  '/word-of-the-day',
  '/word-of-the-day/archive',
];

interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

/** W3C Datetime to the second, as the sitemap protocol asks: 2026-03-04T05:06:07Z. */
const w3cDatetime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const urlset = (urls: SitemapUrl[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (url) =>
        `  <url><loc>${escapeHtml(url.loc)}</loc>${url.lastmod ? `<lastmod>${w3cDatetime(url.lastmod)}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

export interface SeoRoutesOptions {
  /** URLs per sitemap file (tests lower it to see the index). */
  urlLimit?: number;
}

export const seoRoutes: FastifyPluginCallbackZod<SeoRoutesOptions> = (app, options, done) => {
  const limit = options.urlLimit ?? SITEMAP_URL_LIMIT;

  async function allUrls(origin: string): Promise<SitemapUrl[]> {
    const terms = await app.db
      .select({
        slug: slangTerms.slug,
        source: slangTerms.source,
        createdAt: slangTerms.createdAt,
        updatedAt: slangTerms.updatedAt,
      })
      .from(slangTerms)
      .where(isNull(slangTerms.deletedAt))
      .orderBy(asc(slangTerms.slug));
    // Contributors with at least one approved definition (issue 28): their pages are public.
    const contributors = await app.db
      .selectDistinct({ handle: user.handle })
      .from(user)
      .innerJoin(termDefinitions, eq(termDefinitions.authorId, user.id))
      .where(and(isNotNull(user.handle), eq(termDefinitions.status, 'approved')))
      .orderBy(asc(user.handle));
    const browseLevels = app.dictionary.countries.flatMap((country) => [
      dictionaryBrowsePath(country.id),
      ...country.subcategories.map((category) => dictionaryBrowsePath(country.id, category.id)),
    ]);
    return [
      ...[...PUBLIC_PAGES, ...browseLevels].map((path) => ({ loc: `${origin}${path}` })),
      ...contributors.map((person) => ({
        loc: `${origin}/u/${encodeURIComponent(person.handle ?? '')}`,
      })),
      ...terms.map((term) => ({
        loc: `${origin}${termPath(term.slug)}`,
        // A term's last change is its row's updated_at. A built-in term as the content first gave it has no
        // date of its own (its row's dates are when this server first loaded the content), so it has no lastmod.
        ...(term.source !== 'builtin' || term.updatedAt.getTime() !== term.createdAt.getTime()
          ? { lastmod: term.updatedAt }
          : {}),
      })),
    ];
  }

  app.get('/robots.txt', async (request, reply) => {
    const origin = publicUrl(app.config);
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /admin/',
          'Disallow: /editor/',
          'Disallow: /dashboard',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = publicUrl(app.config);
    const urls = await allUrls(origin);
    void reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600');
    if (urls.length <= limit) return reply.send(urlset(urls));
    const files = Math.ceil(urls.length / limit);
    return reply.send(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...Array.from(
          { length: files },
          (_, index) =>
            `  <sitemap><loc>${escapeHtml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
        ),
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });

  app.get(
    '/sitemap-:page.xml',
    { schema: { params: z.object({ page: z.coerce.number().int().min(1).max(10_000) }) } },
    async (request, reply) => {
      const origin = publicUrl(app.config);
      const urls = await allUrls(origin);
      const start = (request.params.page - 1) * limit;
      if (urls.length <= limit || start >= urls.length) throw notFound('No such sitemap file.');
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=600')
        .send(urlset(urls.slice(start, start + limit)));
    },
  );

  done();
};
