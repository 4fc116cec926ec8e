// The daily review reminder's sender (issue 29 item 4), run with a chosen clock: one reminder once the learner's
// chosen time has passed in their own zone, never a second that day (not even from two replicas in the same
// minute), none while nothing is due, the streak at stake in its text; and end to end against a local Web Push
// service (web-push-testing), which receives the encrypted push, checks its VAPID signature and decrypts it, and
// whose 410 for an expired subscription makes the server forget that browser.
//
// PostgreSQL runs share one database with other files: every assertion is about this file's own (fresh) learners
// and their endpoints, never about how many reminders a pass sent in all.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { streakDayOf } from '@shared/engagement/streak-day';
import { cardKeyOf } from '@shared/flashcards/packs';
import { newReviewCard } from '@shared/flashcards/review-scheduler';
import { DEFAULT_DECK_ID } from '@shared/schemas/flashcards';
import type { PushSubscriptionInput, ReminderSettings } from '@shared/schemas/reminders';
import { vapidSubject } from '../config';
import { pushSubscriptions, reminderSettings, reviewSchedule, visitStreaks } from '../db/schema';
import { builtInDeck } from '../flashcards/content';
import { stateColumns } from '../flashcards/reviews';
import { callApi, expectNoContent, expectOk } from '../test/api-calls';
import { createSignedInUser, type TestSession } from '../test/auth-helpers';
import { forEachDatabase } from '../test/test-app';
import { startTestPushService, type TestPushService } from '../test/test-push-service';
import { webPushTransport, type PushTarget, type PushTransport } from './push-transport';
import { REMINDER_TITLE, REMINDER_URL } from '@shared/flashcards/review-reminder';
import { loadVapidKeys } from './vapid-keys';

const at = (iso: string) => new Date(iso);

/** A transport that records what each endpoint was sent and answers `delivered`. */
function recordingTransport() {
  const sent = new Map<string, string[]>();
  const transport: PushTransport = (target: PushTarget, payload: string) => {
    sent.set(target.endpoint, [...(sent.get(target.endpoint) ?? []), payload]);
    return Promise.resolve({ kind: 'delivered' });
  };
  return { transport, sentTo: (endpoint: string) => sent.get(endpoint) ?? [] };
}

forEachDatabase('The review reminder sender', (context) => {
  let pushService: TestPushService;
  beforeAll(async () => {
    pushService = await startTestPushService();
  });
  afterAll(() => pushService.close());

  const cardKey = (index: number) =>
    cardKeyOf(builtInDeck(DEFAULT_DECK_ID)?.cards[index]?.term ?? 'missing deck');

  /** Cards of the default deck in the learner's schedule, each due at the given moment. */
  const scheduleCards = (session: TestSession, dueAt: Date[]) =>
    context.db.insert(reviewSchedule).values(
      dueAt.map((due, index) => ({
        userId: session.userId,
        deckId: DEFAULT_DECK_ID,
        cardKey: cardKey(index),
        ...stateColumns(newReviewCard(due)),
      })),
    );

  const subscribe = async (session: TestSession, browser: PushSubscriptionInput) => {
    const response = await callApi(
      context.app,
      session,
      'POST',
      '/api/reminders/subscriptions',
      browser,
    );
    expectNoContent(response);
  };

  /** A learner with reminders on at `time` in `timeZone`, cards due at `dueAt`, and one (fake) browser. */
  const learner = async (options: { time: string; timeZone: string; dueAt: Date[] }) => {
    const session = await createSignedInUser(context.app, { name: 'Reminded Learner' });
    expectOk(
      await callApi(context.app, session, 'PUT', '/api/reminders', {
        enabled: true,
        time: options.time,
        timeZone: options.timeZone,
      }),
    );
    if (options.dueAt.length > 0) await scheduleCards(session, options.dueAt);
    const endpoint = `https://push.example.com/send/${randomBytes(8).toString('hex')}`;
    await subscribe(session, {
      endpoint,
      keys: {
        p256dh: `B${randomBytes(64).toString('base64url')}`,
        auth: randomBytes(16).toString('base64url'),
      },
    });
    return { session, endpoint };
  };

  const lastSentDayOf = async (session: TestSession) => {
    const [row] = await context.db
      .select({ day: reminderSettings.lastSentDay })
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, session.userId));
    return row?.day ?? null;
  };

  const message = (body: string) =>
    JSON.stringify({ title: REMINDER_TITLE, body, url: REMINDER_URL });

  it('sends one reminder once the chosen time has passed in the learner’s zone, and no second that day', async () => {
    // 08:00 in Tokyo (UTC+9) is 23:00 UTC the day before.
    const { session, endpoint } = await learner({
      time: '08:00',
      timeZone: 'Asia/Tokyo',
      dueAt: [at('2031-03-01T00:00:00Z'), at('2031-03-02T00:00:00Z')],
    });
    const { transport, sentTo } = recordingTransport();
    const run = (iso: string) => context.app.reminders.runOnce(at(iso), transport);

    await run('2031-03-03T22:59:00Z'); // 07:59 on 4 March in Tokyo
    expect(sentTo(endpoint)).toEqual([]);
    await run('2031-03-03T23:00:00Z'); // 08:00
    expect(sentTo(endpoint)).toEqual([message('2 cards are due')]);
    expect(await lastSentDayOf(session)).toBe('2031-03-04');
    await run('2031-03-03T23:01:00Z');
    await run('2031-03-04T12:00:00Z'); // 21:00, still 4 March in Tokyo
    expect(sentTo(endpoint)).toHaveLength(1);
    await run('2031-03-04T23:00:00Z'); // 08:00 on 5 March
    expect(sentTo(endpoint)).toHaveLength(2);
  });

  it('names the streak at stake when the learner has one', async () => {
    const now = at('2031-05-10T18:30:00Z');
    const { session, endpoint } = await learner({
      time: '18:00',
      timeZone: 'UTC',
      dueAt: [at('2031-05-09T00:00:00Z')],
    });
    await context.db.insert(visitStreaks).values({
      userId: session.userId,
      current: 4,
      best: 4,
      lastDate: streakDayOf(now),
      startedAt: streakDayOf(now),
    });
    const { transport, sentTo } = recordingTransport();
    await context.app.reminders.runOnce(now, transport);
    expect(sentTo(endpoint)).toEqual([message('1 card is due — keep your 4-day streak')]);
  });

  it('sends one reminder when two replicas look in the same minute', async () => {
    const { endpoint } = await learner({
      time: '09:15',
      timeZone: 'Europe/Paris',
      dueAt: [at('2031-06-01T00:00:00Z')],
    });
    const { transport, sentTo } = recordingTransport();
    const replica = await context.buildApp();
    const now = at('2031-06-02T07:20:00Z'); // 09:20 in Paris (summer time, UTC+2)
    await Promise.all([
      context.app.reminders.runOnce(now, transport),
      replica.reminders.runOnce(now, transport),
      context.app.reminders.runOnce(now, transport),
      replica.reminders.runOnce(now, transport),
    ]);
    expect(sentTo(endpoint)).toHaveLength(1);
  });

  it('sends none while nothing is due, and keeps the day open for a card that falls due that evening', async () => {
    const { session, endpoint } = await learner({
      time: '19:00',
      timeZone: 'America/New_York',
      // 20:00 in New York (UTC-4 in July).
      dueAt: [at('2031-07-15T00:00:00Z')],
    });
    const { transport, sentTo } = recordingTransport();
    await context.app.reminders.runOnce(at('2031-07-14T23:30:00Z'), transport); // 19:30
    expect(sentTo(endpoint)).toEqual([]);
    expect(await lastSentDayOf(session)).toBeNull();
    await context.app.reminders.runOnce(at('2031-07-15T00:30:00Z'), transport); // 20:30
    expect(sentTo(endpoint)).toEqual([message('1 card is due')]);
    expect(await lastSentDayOf(session)).toBe('2031-07-14');
  });

  it('sends none once the learner turns reminders off', async () => {
    const { session, endpoint } = await learner({
      time: '06:00',
      timeZone: 'UTC',
      dueAt: [at('2031-08-01T00:00:00Z')],
    });
    await callApi(context.app, session, 'PUT', '/api/reminders', {
      enabled: false,
      time: '06:00',
      timeZone: 'UTC',
    });
    const { transport, sentTo } = recordingTransport();
    await context.app.reminders.runOnce(at('2031-08-02T12:00:00Z'), transport);
    expect(sentTo(endpoint)).toEqual([]);
  });

  // End to end: the server's own transport (web-push's encryption and VAPID signature) to web-push-testing.

  /** Pushes only to this file's push service: earlier learners' example.com endpoints are not contacted. */
  const toPushService = (): PushTransport => {
    const transport = webPushTransport({
      keys: () => loadVapidKeys(context.db, context.app.config),
      subject: vapidSubject(context.app.config),
    });
    return (target, payload) =>
      target.endpoint.startsWith(pushService.notifyUrl)
        ? transport(target, payload)
        : Promise.resolve({ kind: 'failed' });
  };

  /** A learner whose browser is subscribed at the push service with the server's public key. */
  const subscribedLearner = async (time: string, timeZone: string, dueAt: Date[]) => {
    const session = await createSignedInUser(context.app, { name: 'Pushed Learner' });
    const { publicKey } = expectOk<ReminderSettings>(
      await callApi(context.app, session, 'PUT', '/api/reminders', {
        enabled: true,
        time,
        timeZone,
      }),
    );
    const browser = await pushService.subscribe(publicKey);
    await subscribe(session, { endpoint: browser.endpoint, keys: browser.keys });
    await scheduleCards(session, dueAt);
    return { session, browser };
  };

  it('delivers the reminder to the local push service at the chosen time, exactly once', async () => {
    const { browser } = await subscribedLearner('20:45', 'Asia/Kolkata', [
      at('2031-09-01T00:00:00Z'),
      at('2031-09-01T00:00:00Z'),
      at('2031-09-01T00:00:00Z'),
    ]);
    // 20:45 in Kolkata (UTC+5:30) is 15:15 UTC.
    await context.app.reminders.runOnce(at('2031-09-02T15:14:00Z'), toPushService());
    expect(await pushService.messages(browser)).toEqual([]);
    await context.app.reminders.runOnce(at('2031-09-02T15:15:00Z'), toPushService());
    await context.app.reminders.runOnce(at('2031-09-02T15:16:00Z'), toPushService());
    const received = await pushService.messages(browser);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!)).toEqual({
      title: 'Time to review',
      body: '3 cards are due',
      url: '/flashcards',
    });
  });

  it('forgets a browser whose subscription the push service says is gone (410)', async () => {
    const { session, browser } = await subscribedLearner('07:00', 'UTC', [
      at('2031-10-01T00:00:00Z'),
    ]);
    await pushService.expire(browser);
    const run = await context.app.reminders.runOnce(at('2031-10-02T07:00:00Z'), toPushService());
    expect(run.removed).toBeGreaterThanOrEqual(1);
    expect(
      await context.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, session.userId)),
    ).toEqual([]);
    expect(await pushService.messages(browser)).toEqual([]);
  });
});
