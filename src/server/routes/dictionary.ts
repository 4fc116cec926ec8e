// The dictionary's public calls (spec 2 §7 "Dictionary and submissions"): the browser's catalog and category
// lists, term lookup with related terms, search, the add and suggest forms, and reports of term pages.
// Anyone may call them; submissions carry the caller's id when signed in, and are always filed as pending.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  catalogSchema,
  categoryEntriesSchema,
  categoryParamsSchema,
  categoryQuerySchema,
  definitionCreatedSchema,
  definitionInputSchema,
  idParamsSchema,
  messageSchema,
  reportReceiptSchema,
  reportSchema,
  searchQuerySchema,
  searchResponseSchema,
  slangSubmissionSchema,
  slangSuggestionSchema,
  slangTermDetailSchema,
  slugParamsSchema,
  submissionCreatedSchema,
  trendingSchema,
  voteInputSchema,
  voteResultSchema,
} from '@shared/schemas/dictionary';
import { requireUser } from '../auth/guards';
import { getSessionUser } from '../auth/session';
import {
  addDefinition,
  castVote,
  definitionsOf,
  reportDefinition,
} from '../dictionary/definitions';
import { createSearchGuesser, GUESS_TIMEOUT_MS } from '../dictionary/ai-guess';
import { createReport, createSuggestion } from '../dictionary/moderation';
import { findTermWithNeighbours } from '../dictionary/pages';
import {
  catalog,
  categoryEntries,
  findTermBySlug,
  searchTerms,
  toSlangTerm,
} from '../dictionary/terms';
import { notFound } from '../errors';
import { rateLimited, rateLimitedPerAccount } from '../plugins/rate-limit';

/** Submissions, suggestions, definitions and reports per minute per client. */
const SUBMISSIONS_PER_MINUTE = 10;
/** Votes per minute per account (a reader going down a page of definitions votes a few times a minute). */
const VOTES_PER_MINUTE = 30;

export const dictionaryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const countries = () => app.dictionary.countries;
  const { config } = app;
  const guesser =
    config.LLM_BASE_URL && config.LLM_MODEL
      ? createSearchGuesser({
          baseURL: config.LLM_BASE_URL,
          apiKey: config.LLM_API_KEY,
          model: config.LLM_MODEL,
          timeoutMs: Math.min(config.LLM_TIMEOUT_MS, GUESS_TIMEOUT_MS),
          onError: (error) =>
            app.log.warn(
              { err: error instanceof Error ? error.message : String(error) },
              'AI guess for a search failed',
            ),
        })
      : undefined;

  app.get(
    '/api/dictionary/catalog',
    { schema: { response: { 200: catalogSchema } } },
    async () => ({ countries: await catalog(app.db, countries()) }),
  );

  app.get(
    '/api/dictionary/catalog/:country/:category',
    {
      // With q it searches as people type (debounced), like the header's search, and is limited like it.
      config: rateLimited(app, app.config.SEARCH_RATE_LIMIT_PER_MINUTE),
      schema: {
        params: categoryParamsSchema,
        querystring: categoryQuerySchema,
        response: { 200: categoryEntriesSchema },
      },
    },
    async (request) => {
      const all = await catalog(app.db, countries());
      const country = all.find((item) => item.id === request.params.country);
      if (!country) throw notFound('Country not found');
      const category = country.subcategories.find((item) => item.id === request.params.category);
      if (!category) throw notFound('Category not found');
      const { subcategories: _omitted, ...countryInfo } = country;
      return {
        country: countryInfo,
        category,
        entries: await categoryEntries(
          app.db,
          countries(),
          country.id,
          category.id,
          request.query.q || undefined,
        ),
      };
    },
  );

  app.get(
    '/api/slang/:slug',
    { schema: { params: slugParamsSchema, response: { 200: slangTermDetailSchema } } },
    async (request) => {
      const found = await findTermWithNeighbours(app.db, request.params.slug, countries());
      if (!found) throw notFound('Term not found.');
      const viewer = await getSessionUser(request);
      app.dictionary.trending.count(found.term.slug, request.headers['user-agent']);
      return {
        ...toSlangTerm(found.term),
        definitions: await definitionsOf(app.db, found.term, viewer?.id ?? null),
        related: found.related,
        titleQualifier: found.titleQualifier,
      };
    },
  );

  app.get(
    '/api/trending',
    { schema: { response: { 200: trendingSchema } } },
    async (_request, reply) => {
      // The same for everyone and slow to change: a shared cache may keep it a minute.
      void reply.header('Cache-Control', 'public, max-age=60');
      return { terms: await app.dictionary.trending.top() };
    },
  );

  app.get(
    '/api/search',
    {
      // The header's dialog asks as people type (debounced 250 ms): a higher limit than the forms'.
      config: rateLimited(app, app.config.SEARCH_RATE_LIMIT_PER_MINUTE),
      schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
    },
    async (request) => {
      const items = await searchTerms(app.db, countries(), request.query.q);
      // A search counts for the term it finds first (trending: "most viewed and searched").
      if (items[0]) app.dictionary.trending.count(items[0].slug, request.headers['user-agent']);
      if (items.length === 0 && guesser) {
        const guesses = await guesser.guess(request.query.q);
        if (guesses.length > 0) return { kind: 'ai_guess' as const, items: guesses };
      }
      return { kind: 'verified' as const, items };
    },
  );

  app.post(
    '/api/slang-submissions',
    {
      config: rateLimited(app, SUBMISSIONS_PER_MINUTE),
      schema: { body: slangSubmissionSchema, response: { 201: submissionCreatedSchema } },
    },
    async (request, reply) => {
      const { term, meaning, context, example } = request.body;
      const created = await createSuggestion(app.db, {
        form: 'add',
        input: { term, meaning, context, example },
        createdBy: await getSessionUser(request),
      });
      return reply.status(201).send({
        ...created,
        status: 'pending' as const,
        message: 'Thanks! Your slang was submitted for review.',
      });
    },
  );

  app.post(
    '/api/slang/suggest',
    {
      config: rateLimited(app, SUBMISSIONS_PER_MINUTE),
      schema: { body: slangSuggestionSchema, response: { 201: submissionCreatedSchema } },
    },
    async (request, reply) => {
      const created = await createSuggestion(app.db, {
        form: 'suggest',
        input: request.body,
        createdBy: await getSessionUser(request),
      });
      return reply.status(201).send({
        ...created,
        status: 'pending' as const,
        message: 'Your suggestion has been submitted for review.',
      });
    },
  );

  app.post(
    '/api/slang/:slug/definitions',
    {
      config: rateLimitedPerAccount(app, SUBMISSIONS_PER_MINUTE, 'definition'),
      schema: {
        params: slugParamsSchema,
        body: definitionInputSchema,
        response: { 201: definitionCreatedSchema },
      },
    },
    async (request, reply) => {
      const author = await requireUser(request);
      const term = await findTermBySlug(app.db, request.params.slug);
      if (!term) throw notFound('Term not found.');
      const { id } = await addDefinition(app.db, term, request.body, author);
      return reply.status(201).send({
        id,
        status: 'pending' as const,
        message: 'Thanks! Your definition was sent for review.',
      });
    },
  );

  app.post(
    '/api/definitions/:id/vote',
    {
      config: rateLimitedPerAccount(app, VOTES_PER_MINUTE, 'vote'),
      schema: {
        params: idParamsSchema,
        body: voteInputSchema,
        response: { 200: voteResultSchema },
      },
    },
    async (request) => {
      const voter = await requireUser(request);
      return castVote(app.db, request.params.id, voter.id, request.body.value);
    },
  );

  app.post(
    '/api/definitions/:id/report',
    {
      config: rateLimited(app, SUBMISSIONS_PER_MINUTE),
      schema: {
        params: idParamsSchema,
        body: reportSchema,
        response: { 200: messageSchema, 201: messageSchema },
      },
    },
    async (request, reply) => {
      const { created } = await reportDefinition(
        app.db,
        request.params.id,
        request.body,
        await getSessionUser(request),
      );
      return reply.status(created ? 201 : 200).send({
        message: created
          ? 'Thanks for telling us. A moderator will look at this definition.'
          : 'You already reported this definition. A moderator will look at it.',
      });
    },
  );

  app.post(
    '/api/slang/:slug/report',
    {
      config: rateLimited(app, SUBMISSIONS_PER_MINUTE),
      schema: {
        params: slugParamsSchema,
        body: reportSchema,
        response: { 200: reportReceiptSchema, 201: reportReceiptSchema },
      },
    },
    async (request, reply) => {
      const term = await findTermBySlug(app.db, request.params.slug);
      if (!term) throw notFound('Term not found.');
      const { report, created } = await createReport(
        app.db,
        term,
        request.body,
        await getSessionUser(request),
      );
      return reply.status(created ? 201 : 200).send({
        message: created
          ? 'Thanks for telling us. A moderator will look at this term.'
          : 'You already reported this term. A moderator will look at it.',
        report,
      });
    },
  );

  done();
};
