// GET /v1/history: the key owner's translations (made in the app or through the API), newest first, a page at a
// time. The cursor is opaque to callers: the exact time (microseconds, as stored) and id of the last row given, so
// rows made in the same instant are neither skipped nor repeated.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  BAD_CURSOR_MESSAGE,
  v1ErrorResponses,
  v1HistoryQuerySchema,
  v1HistoryResponseSchema,
  type V1HistoryResponse,
} from '@shared/schemas/public-api';
import type { Db } from '../../db/client';
import { userTranslations } from '../../db/schema';
import { AppError } from '../../errors';
import { apiCallerOf } from './api-key-auth';
import { v1Operation } from './common';

interface HistoryCursor {
  /** created_at in UTC with microseconds: 2026-11-25T01:56:56.123456Z */
  time: string;
  id: string;
}

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.time}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor a previous page gave, or null when it is not one. */
export function decodeHistoryCursor(value: string): HistoryCursor | null {
  const [time, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length || !time || !id || !CURSOR_TIME.test(time) || !UUID.test(id)) return null;
  // A real instant (no 30 February): PostgreSQL would refuse it with an error, not an empty page.
  const milliseconds = `${time.slice(0, 23)}Z`;
  const date = new Date(milliseconds);
  if (Number.isNaN(date.getTime()) || date.toISOString() !== milliseconds) return null;
  return { time, id };
}

const badCursor = () =>
  new AppError(400, 'VALIDATION_FAILED', BAD_CURSOR_MESSAGE, [
    { field: 'cursor', message: BAD_CURSOR_MESSAGE },
  ]);

export async function historyPage(
  db: Db,
  userId: string,
  limit: number,
  cursor: HistoryCursor | null,
): Promise<V1HistoryResponse> {
  const conditions: SQL[] = [
    eq(userTranslations.userId, userId),
    eq(userTranslations.kind, 'history'),
  ];
  if (cursor) {
    conditions.push(
      sql`(${userTranslations.createdAt}, ${userTranslations.id}) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      id: userTranslations.id,
      from: userTranslations.sourceLanguage,
      to: userTranslations.targetLanguage,
      text: userTranslations.inputText,
      translation: userTranslations.outputText,
      createdAt: userTranslations.createdAt,
      // The stored time to the microsecond (a JavaScript Date keeps milliseconds only).
      exactTime: sql<string>`to_char(${userTranslations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(userTranslations)
    .where(and(...conditions))
    .orderBy(desc(userTranslations.createdAt), desc(userTranslations.id))
    // One more than asked: whether another page follows.
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ exactTime: _exactTime, createdAt, ...item }) => ({
      ...item,
      createdAt: createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > limit && last
        ? encodeHistoryCursor({ time: last.exactTime, id: last.id })
        : null,
  };
}

export const v1HistoryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/v1/history',
    {
      schema: {
        ...v1Operation(
          'listHistory',
          'List the key owner’s translations',
          'The translations of the key’s owner (made in the app or through the API), newest first. Pass `nextCursor` of one page as `cursor` to get the next; it is null on the last page.',
        ),
        querystring: v1HistoryQuerySchema,
        response: { 200: v1HistoryResponseSchema, ...v1ErrorResponses },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const position = cursor === undefined ? null : decodeHistoryCursor(cursor);
      if (cursor !== undefined && !position) throw badCursor();
      // Translations this process made through the API are written in batches: the newest must be listed.
      await app.apiKeys.history.flush();
      return historyPage(app.db, apiCallerOf(request).userId, limit, position);
    },
  );
  done();
};
