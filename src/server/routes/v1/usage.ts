// GET /v1/usage: what the calling key used today (UTC) and its limits.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  PUBLIC_API_WINDOW_SECONDS,
  v1ErrorResponses,
  v1UsageResponseSchema,
  type V1UsageResponse,
} from '@shared/schemas/public-api';
import { usageToday, utcDay } from '../../api-keys/usage';
import { apiCallerOf } from './api-key-auth';
import { v1Operation } from './common';

export const v1UsageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/v1/usage',
    {
      schema: {
        ...v1Operation(
          'getUsage',
          'Show the key’s usage and limits',
          'Today’s (UTC) requests and characters of the calling key, its daily character quota and the state of its rate-limit window. This call itself counts as a request (after the answer: it is not in `requests` yet).',
        ),
        response: { 200: v1UsageResponseSchema, ...v1ErrorResponses },
      },
    },
    async (request): Promise<V1UsageResponse> => {
      const caller = apiCallerOf(request);
      const now = new Date();
      // Calls are written in batches: the ones this process counted must be in the answer.
      await app.apiKeys.usage.flush();
      const today = (await usageToday(app.db, [caller.keyId], now)).get(caller.keyId) ?? {
        requests: 0,
        characters: 0,
      };
      const limit = app.config.API_DAILY_CHAR_LIMIT;
      return {
        key: { id: caller.keyId, name: caller.name },
        day: utcDay(now),
        requests: today.requests,
        characters: {
          used: today.characters,
          limit,
          remaining: Math.max(0, limit - today.characters),
        },
        rateLimit: {
          limit: caller.rateLimit.limit,
          windowSeconds: PUBLIC_API_WINDOW_SECONDS,
          remaining: caller.rateLimit.remaining,
          resetSeconds: caller.rateLimit.resetSeconds,
        },
      };
    },
  );
  done();
};
