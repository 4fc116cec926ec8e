// The installable app (issue 26 item 7): the service worker takes the page after its first visit, and a reload
// without a network opens the precached shell, which says it is offline. And a daily review reminder pushed to the
// worker (issue 29 item 4) shows as a notification.
import { describe, expect, it } from 'vitest';
import { PWA_TEXT } from '../src/client/features/pwa/texts';
import {
  REMINDER_TITLE,
  REMINDER_URL,
  reminderBody,
  type ReminderMessage,
} from '../src/shared/flashcards/review-reminder';
import { newPage } from './support/browser';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();

describe('installable app', () => {
  it('links a manifest with icons and the theme colour', async () => {
    const html = await (await fetch(suite.server.baseUrl)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const response = await fetch(`${suite.server.baseUrl}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as { theme_color: string; icons: unknown[] };
    expect(manifest.theme_color).toBe('#6d28d9');
    expect(manifest.icons).toHaveLength(3);
  });

  it('opens offline from the precached shell and says it is offline', async () => {
    const { context, page, problems, expectedConsoleErrors } = await newPage(
      suite.browser,
      suite.server.baseUrl,
      { serviceWorkers: 'allow' },
    );
    await page.goto('/');
    // Registered once the page is idle; the first worker claims the page it was installed from.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    });
    await expect(page.getByText(PWA_TEXT.offline).count()).resolves.toBe(0);
    // The server numbers each answer (x-request-id): the shell's number tells the precached copy from a fresh one.
    const precachedId = await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const shell = await (await caches.open(name)).match('/index.html', { ignoreSearch: true });
        if (shell) return shell.headers.get('x-request-id');
      }
      return null;
    });
    expect(precachedId).toBeTruthy();
    // Online, a page comes from the server even under the worker (pages are rendered there with their content).
    const online = await page.reload();
    expect(online?.headers()['x-request-id']).not.toBe(precachedId);

    // The page's own requests to the API fail without a network: expected here, and only here.
    expectedConsoleErrors.push(/ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/i);
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    expect(response?.headers()['x-request-id']).toBe(precachedId);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const notice = page.getByRole('status').filter({ hasText: PWA_TEXT.offline });
    await notice.waitFor();
    await expect(notice.isVisible()).resolves.toBe(true);
    // Any page: its lazily loaded code was precached too.
    await page.goto('/dictionary');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await notice.waitFor();

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.getByText(PWA_TEXT.offline).waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a review reminder pushed to the worker as a notification that opens the flashcards', async () => {
    const { context, page, problems } = await newPage(suite.browser, suite.server.baseUrl, {
      serviceWorkers: 'allow',
    });
    await context.grantPermissions(['notifications'], { origin: suite.server.baseUrl });
    // Headless Chromium has no push service to subscribe with; DevTools delivers a push to the worker as one would
    // (unencrypted: the encryption is web-push's, tested against web-push-testing on the server's side).
    const devtools = await context.newCDPSession(page);
    const registrations: { registrationId: string; isDeleted: boolean }[] = [];
    devtools.on('ServiceWorker.workerRegistrationUpdated', (event) =>
      registrations.push(...event.registrations),
    );
    await devtools.send('ServiceWorker.enable');
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    });
    const registration = registrations.find((candidate) => !candidate.isDeleted);
    expect(registration).toBeDefined();

    const message: ReminderMessage = {
      title: REMINDER_TITLE,
      body: reminderBody(12, 5),
      url: REMINDER_URL,
    };
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin: suite.server.baseUrl,
      registrationId: registration!.registrationId,
      data: JSON.stringify(message),
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(
          ({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }),
        ),
      );
    await expect.poll(shown).toEqual([
      {
        title: 'Time to review',
        body: '12 cards are due — keep your 5-day streak',
        tag: 'review-reminder',
        data: { url: '/flashcards' },
      },
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
