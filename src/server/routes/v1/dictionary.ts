// The dictionary in the public API (issue 28 item 7): GET /v1/dictionary/{slug} — a term with its approved
// definitions, best first — and GET /v1/dictionary/search?q= — the terms that match, as the site's search finds
// them; so that a chat bot can answer "what does X mean". Same keys, limits and document as the other /v1 calls.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  v1DictionarySearchQuerySchema,
  v1DictionarySearchSchema,
  v1DictionarySlugParamsSchema,
  v1DictionaryTermSchema,
  v1ErrorResponses,
  v1ErrorSchema,
} from '@shared/schemas/public-api';
import { publicUrl } from '../../config';
import { definitionsOf } from '../../dictionary/definitions';
import { findTermWithNeighbours } from '../../dictionary/pages';
import { searchTerms } from '../../dictionary/terms';
import { notFound } from '../../errors';
import { v1Operation } from './common';

export const v1DictionaryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const pageOf = (slug: string) => `${publicUrl(app.config)}/slang/${encodeURIComponent(slug)}`;

  // Registered before /v1/dictionary/{slug}, which would otherwise take "search" for a slug.
  app.get(
    '/v1/dictionary/search',
    {
      schema: {
        ...v1Operation(
          'searchDictionary',
          'Search the dictionary',
          'Terms whose spelling or meaning matches `q` (typos and missing accents forgiven), best first, at most 8.',
        ),
        querystring: v1DictionarySearchQuerySchema,
        response: { 200: v1DictionarySearchSchema, ...v1ErrorResponses },
      },
    },
    async (request) => {
      const items = await searchTerms(app.db, app.dictionary.countries, request.query.q);
      return {
        items: items.map((item) => ({
          slug: item.slug,
          term: item.term,
          meaning: item.meaning,
          url: pageOf(item.slug),
        })),
      };
    },
  );

  app.get(
    '/v1/dictionary/:slug',
    {
      schema: {
        ...v1Operation(
          'getDictionaryTerm',
          'Look up a term',
          'A dictionary term with every approved definition (best first, with its votes and author) and related terms. 404 when there is no such term.',
        ),
        params: v1DictionarySlugParamsSchema,
        response: { 200: v1DictionaryTermSchema, 404: v1ErrorSchema, ...v1ErrorResponses },
      },
    },
    async (request) => {
      const found = await findTermWithNeighbours(
        app.db,
        request.params.slug,
        app.dictionary.countries,
      );
      if (!found) throw notFound('Term not found.');
      const { term } = found;
      const definitions = await definitionsOf(app.db, term, null);
      return {
        slug: term.slug,
        term: term.term,
        language: term.language,
        romanization: term.romanization,
        tags: term.tags,
        definitions: definitions.map(({ mine: _mine, ...definition }) => definition),
        related: found.related,
        url: pageOf(term.slug),
      };
    },
  );

  done();
};
