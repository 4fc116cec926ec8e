// GET /v1/languages: the language registry (src/shared/languages.ts), and whether pairs of two languages can be
// translated on this server.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { LANGUAGE_GROUPS } from '@shared/languages';
import {
  v1ErrorResponses,
  v1LanguagesResponseSchema,
  type V1LanguagesResponse,
} from '@shared/schemas/public-api';
import { v1Operation } from './common';

export const v1LanguagesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const answer: V1LanguagesResponse = {
    languages: LANGUAGE_GROUPS.flatMap((group) =>
      group.options.map((option) => ({
        code: option.code,
        name: option.name,
        group: group.id,
        language: option.language,
        direction: option.direction,
        locale: option.locale,
        flag: option.flag,
        description: option.description,
        standard: option.standard ?? false,
      })),
    ),
    crossLanguage: app.translationPipeline.capabilities.aiProvider,
  };

  app.get(
    '/v1/languages',
    {
      schema: {
        ...v1Operation(
          'listLanguages',
          'List the languages and styles',
          'Every language style the API translates from and to, with the code to send as `from`, `to` or `voice`.',
        ),
        response: { 200: v1LanguagesResponseSchema, ...v1ErrorResponses },
      },
    },
    () => answer,
  );
  done();
};
