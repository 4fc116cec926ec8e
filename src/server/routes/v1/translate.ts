// POST /v1/translate: the app's translation pipeline (the same cache, memory and engines as POST /api/translate)
// for an API key, counted against its daily characters and saved to its owner's history (unless the caller says not to).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  v1BodyErrorResponses,
  v1ErrorResponses,
  v1ErrorSchema,
  v1TranslateRequestSchema,
  v1TranslateResponseSchema,
  type V1TranslateRequest,
  type V1TranslateResponse,
} from '@shared/schemas/public-api';
import type { TranslateResponse } from '@shared/schemas/translate';
import { codePointLength } from '@shared/text-length';
import { AppError } from '../../errors';
import { TRANSLATION_ROUTE_OPTIONS } from '../../translation/plugin';
import { withDetectedSource } from '../../translation/style-detection/auto-source';
import { CrossLanguageError } from '../../translation/style-engine';
import { apiCallerOf, useCharacters } from './api-key-auth';
import { V1_BODY_ROUTE_OPTIONS, v1Operation } from './common';

export const v1TranslateRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const pipeline = app.translationPipeline;

  app.post(
    '/v1/translate',
    {
      ...TRANSLATION_ROUTE_OPTIONS,
      ...V1_BODY_ROUTE_OPTIONS,
      schema: {
        ...v1Operation(
          'translateText',
          'Translate a text between styles',
          'Translates `text` from the style `from` into the style `to` (codes from GET /v1/languages) (`from: "auto"` detects it first, and the answer names it in `detectedLanguage`) through the same pipeline as the app: editor-approved translations first, then recent identical requests, then the AI provider, then the built-in offline engine. Pairs of two different languages need the AI provider (422 without one). The translation is saved to the key owner’s history unless `saveToHistory` is false; its characters count against the key’s daily quota.',
        ),
        body: v1TranslateRequestSchema,
        response: {
          200: v1TranslateResponseSchema,
          ...v1ErrorResponses,
          ...v1BodyErrorResponses,
          422: v1ErrorSchema,
        },
      },
    },
    // Not async: on the hot path (a remembered key, a fresh quota total, a known answer) the answer is sent as it
    // is, without a promise, as POST /api/translate does.
    (request, reply): V1TranslateResponse | Promise<V1TranslateResponse> => {
      const quota = useCharacters(request, reply, codePointLength(request.body.text));
      return quota ? quota.then(() => translate(request)) : translate(request);
    },
  );

  /** The pipeline's answer for the request, saved to its owner's history. */
  function translate(request: FastifyRequest<{ Body: V1TranslateRequest }>) {
    const { from, to, text } = request.body;
    const { request: input, detectedLanguage } = withDetectedSource(
      { inputText: text, sourceLanguage: from, targetLanguage: to },
      'to',
    );
    let answer: TranslateResponse | Promise<TranslateResponse>;
    try {
      answer = pipeline.lookup(input) ?? pipeline.translate(input);
    } catch (error) {
      throw asV1Error(error);
    }
    if (answer instanceof Promise) {
      return answer.then(
        (found) => saved(request, found, detectedLanguage),
        (error: unknown) => {
          throw asV1Error(error);
        },
      );
    }
    return saved(request, answer, detectedLanguage);
  }

  /** A finished translation joins its owner's history (as the app's translator does), unless the caller opted out. */
  function saved(
    request: FastifyRequest<{ Body: V1TranslateRequest }>,
    answer: TranslateResponse,
    detectedLanguage: string | undefined,
  ): V1TranslateResponse {
    const { from, to, text, saveToHistory } = request.body;
    if (saveToHistory) {
      app.apiKeys.history.add({
        userId: apiCallerOf(request).userId,
        from: detectedLanguage ?? from,
        to,
        text,
        translation: answer.translation,
      });
    }
    return {
      translation: answer.translation,
      explanation: answer.explanation,
      engine: answer.engine,
      ...(detectedLanguage ? { detectedLanguage } : {}),
      alternatives: answer.alternatives,
    };
  }

  done();
};

/** The pipeline names the app's field; the API calls it `to`. */
function asV1Error(error: unknown): unknown {
  if (error instanceof CrossLanguageError) {
    return new AppError(422, error.code, error.message, [{ field: 'to', message: error.message }]);
  }
  return error;
}
