// /api/streak (issue 12 item 2): a signed-in person's visit streak on the server. Signed out: 401 before the
// body is read; a malformed record: 400 {error, code}; PUT merges with the shared rules, so a stale device never
// lowers the streak; each account sees and changes only its own record; deleting the account deletes it.
//
// The server merges at its real clock, so the records here are dated relative to today's streak day.
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { addDays, streakDayOf } from '@shared/engagement/streak-day';
import {
  visitStreakResponseSchema,
  type VisitStreak,
  type VisitStreakResponse,
} from '@shared/schemas/visit-streak';
import { user, visitStreaks } from '../db/schema';
import { createSignedInUser, type TestSession } from '../test/auth-helpers';
import { callApi, expectApiError, expectOk } from '../test/api-calls';
import { forEachDatabase, hasStackTrace, JSON_HEADERS } from '../test/test-app';

forEachDatabase('Visit streak API', (context) => {
  let today: string;
  beforeEach(() => {
    today = streakDayOf(new Date());
  });
  const daysAgo = (days: number) => addDays(today, -days);
  const newUser = () => createSignedInUser(context.app, { name: 'Streak Keeper' });

  const read = async (session: TestSession) => {
    const body = expectOk<VisitStreakResponse>(
      await callApi(context.app, session, 'GET', '/api/streak'),
    );
    expect(() => visitStreakResponseSchema.parse(body)).not.toThrow();
    return body.streak;
  };
  const send = async (session: TestSession, streak: VisitStreak) => {
    const body = expectOk<VisitStreakResponse>(
      await callApi(context.app, session, 'PUT', '/api/streak', { streak }),
    );
    expect(() => visitStreakResponseSchema.parse(body)).not.toThrow();
    return body.streak;
  };

  it('answers 401 UNAUTHORIZED signed out, before reading the body', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', JSON.stringify({ streak: { current: 1, best: 1 } })],
      ['PUT', '{ not json'],
    ] as const) {
      const response = await context.app.inject({
        method,
        url: '/api/streak',
        headers: payload === undefined ? {} : JSON_HEADERS,
        ...(payload === undefined ? {} : { payload }),
      });
      expectApiError(response, 401, 'UNAUTHORIZED', 'Unauthorized: please sign in.');
    }
  });

  it('answers an empty streak to an account that never sent one', async () => {
    expect(await read(await newUser())).toEqual({ current: 0, best: 0 });
  });

  it('refuses a malformed record with 400 VALIDATION_FAILED and stores nothing', async () => {
    const session = await newUser();
    const valid = { current: 2, best: 3, lastDate: today, startedAt: daysAgo(1) };
    const bad: [unknown, RegExp][] = [
      [undefined, /./],
      [{}, /./],
      [{ streak: 'seven' }, /./],
      [{ streak: { ...valid, current: -1 } }, /cannot be negative/],
      [{ streak: { ...valid, current: 1.5 } }, /whole number/],
      [{ streak: { ...valid, best: 10_000_000 } }, /or less/],
      [{ streak: { ...valid, current: '3' } }, /./],
      [{ streak: { ...valid, lastDate: '2026-02-30' } }, /YYYY-MM-DD/],
      [{ streak: { ...valid, startedAt: 'yesterday' } }, /YYYY-MM-DD/],
      [{ streak: { ...valid, brokenOn: '2026-1-5' } }, /YYYY-MM-DD/],
      [{ streak: { ...valid, lastRepairMonth: '2026-13' } }, /YYYY-MM/],
      [{ streak: { ...valid, lastCountedAtMs: -5 } }, /negative/],
      [{ streak: { ...valid, previousStreak: 'a lot' } }, /./],
    ];
    for (const [body, message] of bad) {
      const response =
        body === undefined
          ? await context.app.inject({
              method: 'PUT',
              url: '/api/streak',
              headers: { ...JSON_HEADERS, authorization: `Bearer ${session.token}` },
              payload: '{"streak": ',
            })
          : await callApi(context.app, session, 'PUT', '/api/streak', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json<{ error: string; code: string }>();
      expect(typeof error.error).toBe('string');
      expect(error.error).toMatch(message);
      expect(['VALIDATION_FAILED', 'INVALID_JSON']).toContain(error.code);
      expect(hasStackTrace(response.body)).toBe(false);
    }
    expectApiError(
      await callApi(context.app, session, 'PUT', '/api/streak', {
        streak: { ...valid, lastDate: '2026-02-30' },
      }),
      400,
      'VALIDATION_FAILED',
      /YYYY-MM-DD/,
    );
    expect(await read(session)).toEqual({ current: 0, best: 0 });
  });

  it('stores the first record it receives and answers it', async () => {
    const session = await newUser();
    const record: VisitStreak = {
      current: 3,
      best: 4,
      lastDate: today,
      startedAt: daysAgo(2),
      lastCountedAtMs: Date.now(),
      lastRepairMonth: null,
      previousStreak: null,
      previousStartedAt: null,
      brokenOn: null,
    };
    expect(await send(session, record)).toEqual(record);
    expect(await read(session)).toEqual(record);
  });

  it('merges: the larger streak wins whole, best is the larger of both, the later repair month stays', async () => {
    const session = await newUser();
    await send(session, {
      current: 5,
      best: 5,
      lastDate: today,
      startedAt: daysAgo(4),
      lastRepairMonth: '2025-01',
    });

    // A stale device (an older, shorter streak, a bigger old best, no repair) cannot lower the streak.
    const stale = await send(session, {
      current: 2,
      best: 8,
      lastDate: daysAgo(1),
      startedAt: daysAgo(2),
      lastRepairMonth: null,
    });
    expect(stale).toMatchObject({
      current: 5,
      best: 8,
      lastDate: today,
      startedAt: daysAgo(4),
      lastRepairMonth: '2025-01',
    });
    expect(await read(session)).toEqual(stale);

    // A device with the longer streak wins; the repair month used elsewhere is kept.
    const longer = await send(session, {
      current: 9,
      best: 9,
      lastDate: today,
      startedAt: daysAgo(8),
      lastRepairMonth: null,
    });
    expect(longer).toMatchObject({
      current: 9,
      best: 9,
      startedAt: daysAgo(8),
      lastRepairMonth: '2025-01',
    });
  });

  it('compares streaks as they stand today: a long streak broken by missed days loses to a living one', async () => {
    const session = await newUser();
    await send(session, { current: 10, best: 10, lastDate: daysAgo(5), startedAt: daysAgo(14) });
    const merged = await send(session, {
      current: 2,
      best: 2,
      lastDate: today,
      startedAt: daysAgo(1),
    });
    expect(merged).toMatchObject({ current: 2, best: 10, lastDate: today, startedAt: daysAgo(1) });
  });

  it('keeps each account’s streak its own', async () => {
    const alice = await newUser();
    const bob = await newUser();
    await send(alice, { current: 12, best: 12, lastDate: today, startedAt: daysAgo(11) });
    expect(await read(bob)).toEqual({ current: 0, best: 0 });

    expect(
      await send(bob, { current: 1, best: 1, lastDate: today, startedAt: today }),
    ).toMatchObject({ current: 1, best: 1 });
    expect(await read(alice)).toMatchObject({ current: 12, best: 12, startedAt: daysAgo(11) });
    const rows = await context.db
      .select()
      .from(visitStreaks)
      .where(eq(visitStreaks.userId, bob.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ current: 1, best: 1 });
  });

  it('counts both of two devices sending at once', async () => {
    const session = await newUser();
    const [first, second] = await Promise.all([
      send(session, { current: 3, best: 3, lastDate: today, startedAt: daysAgo(2) }),
      send(session, {
        current: 4,
        best: 6,
        lastDate: today,
        startedAt: daysAgo(3),
        lastRepairMonth: '2025-02',
      }),
    ]);
    expect(Math.max(first.current, second.current)).toBe(4);
    expect(await read(session)).toMatchObject({ current: 4, best: 6, lastRepairMonth: '2025-02' });
  });

  it('deletes the streak with the account', async () => {
    const session = await newUser();
    await send(session, { current: 2, best: 2, lastDate: today, startedAt: daysAgo(1) });
    await context.db.delete(user).where(eq(user.id, session.userId));
    const rows = await context.db
      .select()
      .from(visitStreaks)
      .where(eq(visitStreaks.userId, session.userId));
    expect(rows).toEqual([]);
  });
});
