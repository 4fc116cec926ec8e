// The daily reminder in Review settings (issue 29 item 4): the switch and the time saved as they change, with this
// device's zone; "Allow notifications" asks the permission, subscribes with the server's key and stores the
// subscription; what a learner reads when notifications are blocked or the browser has none. The browser's push
// APIs are stubs: Notification, PushManager and the service worker's registration.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReminderSettings } from '@shared/schemas/reminders';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { applicationServerKeyOf } from '../lib/browser-push';
import { REMINDER_TEXT as T } from '../texts';
import ReminderSettingsSection from './reminder-settings';

const PUBLIC_KEY = `B${'A'.repeat(86)}`;
const SETTINGS: ReminderSettings = {
  enabled: true,
  time: '19:00',
  timeZone: 'Europe/Paris',
  publicKey: PUBLIC_KEY,
  subscribed: false,
};
const BROWSER_SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/device-1',
  keys: { p256dh: `B${'Q'.repeat(86)}`, auth: 'E'.repeat(22) },
};
const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The reminders API in memory: GET, PUT (keeps what it is sent) and POST of a subscription. */
function fakeRemindersApi(initial: Partial<ReminderSettings> = {}) {
  let settings = { ...SETTINGS, ...initial };
  const calls = stubFetch((url, init) => {
    const route = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    if (route === 'GET /api/reminders') return { status: 200, body: settings };
    if (route === 'PUT /api/reminders') {
      settings = { ...settings, ...(JSON.parse(init?.body as string) as object) };
      return { status: 200, body: settings };
    }
    if (route === 'POST /api/reminders/subscriptions') {
      settings = { ...settings, subscribed: true };
      return { status: 204 };
    }
    return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
  });
  const bodiesOf = (route: string) =>
    calls
      .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url}` === route)
      .map(({ init }) => JSON.parse(init?.body as string) as unknown);
  return { bodiesOf };
}

/** A browser with push: the permission it has, what it answers when asked, and its service worker. */
function stubPushBrowser(permission: NotificationPermission, answer: NotificationPermission) {
  let subscription: { endpoint: string; toJSON: () => unknown } | null = null;
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(subscription)),
    subscribe: vi.fn(() => {
      subscription = {
        endpoint: BROWSER_SUBSCRIPTION.endpoint,
        toJSON: () => BROWSER_SUBSCRIPTION,
      };
      return Promise.resolve(subscription);
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(registration),
    },
  });
  return { pushManager, requestPermission };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const renderSection = () => renderWithProviders(<ReminderSettingsSection />);

describe('Daily reminder settings', () => {
  it('saves the switch and the time as they change, with this device’s zone', async () => {
    const api = fakeRemindersApi({ enabled: false });
    stubPushBrowser('default', 'granted');
    const user = userEvent.setup();
    renderSection();
    const remind = await screen.findByRole('switch', { name: T.remindMe });
    expect(remind).not.toBeChecked();
    expect(screen.getByText(T.timeZone(deviceZone))).toBeVisible();

    await user.click(remind);
    await waitFor(() =>
      expect(api.bodiesOf('PUT /api/reminders')).toEqual([
        { enabled: true, time: '19:00', timeZone: deviceZone },
      ]),
    );
    expect(await screen.findByRole('switch', { name: T.remindMe })).toBeChecked();

    // A time input's own picker is the browser's: the value it gives is what the learner picked.
    fireEvent.change(screen.getByLabelText(T.time), { target: { value: '07:45' } });
    await waitFor(() =>
      expect(api.bodiesOf('PUT /api/reminders').at(-1)).toEqual({
        enabled: true,
        time: '07:45',
        timeZone: deviceZone,
      }),
    );
  });

  it('asks for the permission, subscribes with the server’s key and stores the subscription', async () => {
    const api = fakeRemindersApi();
    const browser = stubPushBrowser('default', 'granted');
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText(T.needsPermission)).toBeVisible();
    await user.click(screen.getByRole('button', { name: T.allowNotifications }));

    expect(await screen.findByText(T.subscribed)).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKeyOf(PUBLIC_KEY),
    });
    expect(api.bodiesOf('POST /api/reminders/subscriptions')).toEqual([BROWSER_SUBSCRIPTION]);
  });

  it('says how to unblock notifications when the learner refuses them', async () => {
    const api = fakeRemindersApi();
    const browser = stubPushBrowser('default', 'denied');
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: T.allowNotifications }));
    expect(await screen.findByText(T.blocked)).toBeVisible();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.bodiesOf('POST /api/reminders/subscriptions')).toEqual([]);
  });

  it('says notifications are blocked, with no button, when the site is blocked already', async () => {
    fakeRemindersApi();
    stubPushBrowser('denied', 'denied');
    renderSection();
    expect(await screen.findByText(T.blocked)).toBeVisible();
    expect(screen.queryByRole('button', { name: T.allowNotifications })).not.toBeInTheDocument();
  });

  it('says the browser cannot show notifications when it has no Push API', async () => {
    fakeRemindersApi();
    vi.stubGlobal('PushManager', undefined);
    renderSection();
    expect(await screen.findByText(T.unsupported)).toBeVisible();
    expect(screen.queryByRole('button', { name: T.allowNotifications })).not.toBeInTheDocument();
  });
});

describe('applicationServerKeyOf', () => {
  it('decodes the base64url VAPID key into its 65 bytes', () => {
    const bytes = applicationServerKeyOf(PUBLIC_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
  });
});
