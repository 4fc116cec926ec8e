// POST /v1/translate: the app's translation pipeline (the same cache, memory and engines as POST /api/translate)
// for an API key, counted against its daily characters and saved to its owner's history.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  v1ErrorResponses,
  v1ErrorSchema,
  v1TranslateRequestSchema,
  v1TranslateResponseSchema,
  type V1TranslateResponse,
} from '@shared/schemas/public-api';
import type { TranslateResponse } from '@shared/schemas/translate';
import { AppError } from '../../errors';
import { TRANSLATION_ROUTE_OPTIONS } from '../../translation/plugin';
import { CrossLanguageError } from '../../translation/style-engine';
import { apiCallerOf, useCharacters } from './api-key-auth';
import { v1Operation } from './common';

export const v1TranslateRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const pipeline = app.translationPipeline;

  app.post(
    '/v1/translate',
    {
      ...TRANSLATION_ROUTE_OPTIONS,
      schema: {
        ...v1Operation(
          'Translate a text between styles',
          'Translates `text` from the style `from` into the style `to` (codes from GET /v1/languages) through the same pipeline as the app: editor-approved translations first, then recent identical requests, then the AI provider, then the built-in offline engine. Pairs of two different languages need the AI provider (422 without one). The translation is saved to the key owner’s history; its characters count against the key’s daily quota.',
        ),
        body: v1TranslateRequestSchema,
        response: {
          200: v1TranslateResponseSchema,
          ...v1ErrorResponses,
          422: v1ErrorSchema,
        },
      },
    },
    async (request, reply): Promise<V1TranslateResponse> => {
      const { from, to, text } = request.body;
      const caller = apiCallerOf(request);
      await useCharacters(request, reply, text.length);
      const input = { inputText: text, sourceLanguage: from, targetLanguage: to };
      let answer: TranslateResponse;
      try {
        answer = pipeline.lookup(input) ?? (await pipeline.translate(input));
      } catch (error) {
        // The pipeline names the app's field; the API calls it `to`.
        if (error instanceof CrossLanguageError) {
          throw new AppError(422, error.code, error.message, [
            { field: 'to', message: error.message },
          ]);
        }
        throw error;
      }
      // A finished translation joins its owner's history, as the app's translator does after each translation.
      app.apiKeys.history.add({
        userId: caller.userId,
        from,
        to,
        text,
        translation: answer.translation,
        createdAt: new Date(),
      });
      return {
        translation: answer.translation,
        explanation: answer.explanation,
        engine: answer.engine,
      };
    },
  );
  done();
};
