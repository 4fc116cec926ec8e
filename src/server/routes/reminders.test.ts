// Daily review reminders' API (issue 29 item 4): the settings a learner saves and reads back, with the server's VAPID
// public key (the same for every replica); what is refused and why; a browser's subscription stored once per
// endpoint, moved to whoever subscribed last, and forgotten only by its owner. Who may call what is in the
// authorization matrix; the sender is tested in src/server/reminders/reminder-sender.test.ts.
//
// PostgreSQL runs share one database with other files: every assertion is about this file's own (fresh) users. None
// of them has a card due, so no other file's reminder pass ever picks them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_TIME,
  PUSH_ENDPOINT_MESSAGE,
  PUSH_KEYS_MESSAGE,
  REMINDER_TIME_MESSAGE,
  REMINDER_TIME_ZONE_MESSAGE,
  reminderSettingsSchema,
  type ReminderSettings,
} from '@shared/schemas/reminders';
import { pushSubscriptions } from '../db/schema';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '../reminders/reminder-store';
import {
  callApi,
  expectApiError,
  expectNoContent,
  expectOk,
  type ApiMethod,
} from '../test/api-calls';
import { createSignedInUser, type TestSession } from '../test/auth-helpers';
import { forEachDatabase, onOneDatabase } from '../test/test-app';

/** A subscription shaped as a browser sends it: a push service's https endpoint, a P-256 key, a 16-byte secret. */
const subscription = (label = randomBytes(6).toString('hex')) => ({
  endpoint: `https://push.example.com/send/${label}`,
  keys: {
    p256dh: `B${randomBytes(64).toString('base64url')}`,
    auth: randomBytes(16).toString('base64url'),
  },
});

onOneDatabase('Reminder settings', (context) => {
  const call = (session: TestSession, method: ApiMethod, url: string, body?: unknown) =>
    callApi(context.app, session, method, url, body);
  const readSettings = async (session: TestSession) => {
    const body = expectOk<ReminderSettings>(await call(session, 'GET', '/api/reminders'));
    expect(reminderSettingsSchema.parse(body)).toEqual(body);
    return body;
  };

  it('answers a learner who never set one: off, 19:00, no zone chosen, no browser, the VAPID public key', async () => {
    const session = await createSignedInUser(context.app);
    const { publicKey, ...settings } = await readSettings(session);
    expect(settings).toEqual({
      enabled: false,
      time: DEFAULT_REMINDER_TIME,
      timeZone: null,
      subscribed: false,
    });
    // An uncompressed P-256 point (65 bytes), as pushManager.subscribe's applicationServerKey must be.
    expect(publicKey).toMatch(/^[\w-]{87}$/);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
  });

  it('keeps one VAPID key pair for every replica (generated once, in the database)', async () => {
    const session = await createSignedInUser(context.app);
    const first = (await readSettings(session)).publicKey;
    const otherReplica = await context.buildApp();
    const second = expectOk<ReminderSettings>(
      await callApi(otherReplica, session, 'GET', '/api/reminders'),
    ).publicKey;
    expect(second).toBe(first);
  });

  it('answers the configured key pair when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set', async () => {
    const { default: webpush } = await import('web-push');
    const keys = webpush.generateVAPIDKeys();
    const app = await context.buildApp({
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    const session = await createSignedInUser(app);
    const body = expectOk<ReminderSettings>(await callApi(app, session, 'GET', '/api/reminders'));
    expect(body.publicKey).toBe(keys.publicKey);
  });

  it('saves the time and zone and answers them', async () => {
    const session = await createSignedInUser(context.app);
    const saved = expectOk<ReminderSettings>(
      await call(session, 'PUT', '/api/reminders', {
        enabled: true,
        time: '07:30',
        timeZone: 'Asia/Tokyo',
      }),
    );
    expect(saved).toMatchObject({ enabled: true, time: '07:30', timeZone: 'Asia/Tokyo' });
    expect(await readSettings(session)).toEqual(saved);
    await call(session, 'PUT', '/api/reminders', {
      enabled: false,
      time: '21:05',
      timeZone: 'America/Sao_Paulo',
    });
    expect(await readSettings(session)).toMatchObject({
      enabled: false,
      time: '21:05',
      timeZone: 'America/Sao_Paulo',
    });
  });

  it.each([
    ['a time past 23:59', { time: '24:00' }, REMINDER_TIME_MESSAGE],
    ['a time without its leading zero', { time: '7:30' }, REMINDER_TIME_MESSAGE],
    ['a time with seconds', { time: '07:30:00' }, REMINDER_TIME_MESSAGE],
    ['a zone that does not exist', { timeZone: 'Mars/Olympus_Mons' }, REMINDER_TIME_ZONE_MESSAGE],
    ['an offset instead of a zone', { timeZone: '+05:00' }, REMINDER_TIME_ZONE_MESSAGE],
    ['no zone', { timeZone: undefined }, REMINDER_TIME_ZONE_MESSAGE],
  ])('refuses %s', async (_label, change, message) => {
    const session = await createSignedInUser(context.app);
    const body = { enabled: true, time: '19:00', timeZone: 'Europe/Paris', ...change };
    expectApiError(
      await call(session, 'PUT', '/api/reminders', body),
      400,
      'VALIDATION_FAILED',
      message,
    );
    expect((await readSettings(session)).enabled).toBe(false);
  });

  it.each([
    ['a plain-http push service elsewhere', { endpoint: 'http://push.example.com/send/1' }],
    ['an address that is not a URL', { endpoint: 'push.example.com/send/1' }],
    ['another scheme', { endpoint: 'ftp://push.example.com/send/1' }],
    [
      'an endpoint over 1024 characters',
      { endpoint: `https://push.example.com/${'a'.repeat(1000)}` },
    ],
  ])('refuses a subscription to %s', async (_label, change) => {
    const session = await createSignedInUser(context.app);
    expectApiError(
      await call(session, 'POST', '/api/reminders/subscriptions', { ...subscription(), ...change }),
      400,
      'VALIDATION_FAILED',
      PUSH_ENDPOINT_MESSAGE,
    );
  });

  it.each([
    ['no keys', undefined],
    ['a short p256dh key', { p256dh: 'BAAA', auth: randomBytes(16).toString('base64url') }],
    ['an auth secret of 8 bytes', { p256dh: subscription().keys.p256dh, auth: 'AAAAAAAAAAA' }],
  ])('refuses a subscription with %s', async (_label, keys) => {
    const session = await createSignedInUser(context.app);
    expectApiError(
      await call(session, 'POST', '/api/reminders/subscriptions', { ...subscription(), keys }),
      400,
      'VALIDATION_FAILED',
      PUSH_KEYS_MESSAGE,
    );
  });

  it('lets a test push service on localhost subscribe outside production only', async () => {
    const local = { ...subscription(), endpoint: 'http://localhost:8090/notify/abc' };
    const session = await createSignedInUser(context.app);
    expectNoContent(await call(session, 'POST', '/api/reminders/subscriptions', local));

    const production = await context.buildApp({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'a-production-secret-of-enough-random-characters-7f3k',
        PUBLIC_URL: 'https://slangbridge.example',
      },
      // This test runs no reminder pass; production's minute timer is not wanted in it.
      reminderTimer: false,
    });
    const learner = await createSignedInUser(production);
    for (const endpoint of [local.endpoint, 'https://127.0.0.1/notify/abc', 'https://[::1]/x']) {
      expectApiError(
        await callApi(production, learner, 'POST', '/api/reminders/subscriptions', {
          ...local,
          endpoint,
        }),
        400,
        'VALIDATION_FAILED',
        PUSH_ENDPOINT_MESSAGE,
      );
    }
    expectNoContent(
      await callApi(production, learner, 'POST', '/api/reminders/subscriptions', subscription()),
    );
  });
});

forEachDatabase('Push subscriptions', (context) => {
  const call = (session: TestSession, method: ApiMethod, url: string, body?: unknown) =>
    callApi(context.app, session, method, url, body);
  const rowsOf = (endpoint: string) =>
    context.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  const subscribed = async (session: TestSession) =>
    expectOk<ReminderSettings>(await call(session, 'GET', '/api/reminders')).subscribed;

  it('stores a browser once: subscribing again takes its new keys', async () => {
    const session = await createSignedInUser(context.app);
    const first = subscription();
    expectNoContent(await call(session, 'POST', '/api/reminders/subscriptions', first));
    expect(await subscribed(session)).toBe(true);
    const renewed = { endpoint: first.endpoint, keys: subscription().keys };
    expectNoContent(await call(session, 'POST', '/api/reminders/subscriptions', renewed));
    expect(await rowsOf(first.endpoint)).toEqual([
      expect.objectContaining({
        userId: session.userId,
        p256dh: renewed.keys.p256dh,
        auth: renewed.keys.auth,
      }),
    ]);
  });

  it('moves a browser to the account that subscribed with it last', async () => {
    const [first, second] = [
      await createSignedInUser(context.app),
      await createSignedInUser(context.app),
    ];
    const browser = subscription();
    await call(first, 'POST', '/api/reminders/subscriptions', browser);
    await call(second, 'POST', '/api/reminders/subscriptions', browser);
    expect((await rowsOf(browser.endpoint)).map((row) => row.userId)).toEqual([second.userId]);
    expect(await subscribed(first)).toBe(false);
  });

  it('forgets a browser only when its owner unsubscribes it', async () => {
    const [owner, other] = [
      await createSignedInUser(context.app),
      await createSignedInUser(context.app),
    ];
    const browser = subscription();
    await call(owner, 'POST', '/api/reminders/subscriptions', browser);
    const byEndpoint = { endpoint: browser.endpoint };
    expectNoContent(await call(other, 'DELETE', '/api/reminders/subscriptions', byEndpoint));
    expect(await rowsOf(browser.endpoint)).toHaveLength(1);
    expectNoContent(await call(owner, 'DELETE', '/api/reminders/subscriptions', byEndpoint));
    expect(await rowsOf(browser.endpoint)).toEqual([]);
    expect(await subscribed(owner)).toBe(false);
  });

  it(`keeps the ${PUSH_SUBSCRIPTIONS_PER_USER} browsers subscribed last`, async () => {
    const session = await createSignedInUser(context.app);
    const browsers = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_USER + 2 }, () => subscription());
    for (const browser of browsers) {
      expectNoContent(await call(session, 'POST', '/api/reminders/subscriptions', browser));
    }
    const kept = await context.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, session.userId));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      browsers
        .slice(2)
        .map((browser) => browser.endpoint)
        .sort(),
    );
  });
});
