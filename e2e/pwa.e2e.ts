// The installable app (issue 26 item 7): the service worker takes the page after its first visit, and a reload
// without a network opens the precached shell, which says it is offline.
import { describe, expect, it } from 'vitest';
import { PWA_TEXT } from '../src/client/features/pwa/texts';
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
});
