// The front door (issue 26): pages arrive rendered and styled, the browser takes them over without a change (title
// included), a
// phone on a slow network sees one layout that never jumps, and the translator's button is on a phone's first
// screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();
const PHONE = { width: 360, height: 780 };

/** Where the page's landmarks and heading are, rounded to the pixel. */
function layoutOf(page: Page) {
  return page.evaluate(() =>
    ['header', 'main h1', 'main', 'footer'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? [selector, Math.round(box.top), Math.round(box.height)] : [selector, null];
    }),
  );
}

describe('server rendering', () => {
  it.each(['/slang/rizz', '/', '/dictionary/american-slang', '/flashcards'])(
    '%s paints once at phone size on a slow network: the first paint is the final layout',
    async (path) => {
      // The page as it first paints: the server's HTML and styles, before any of the app's code runs.
      const before = await suite.browser.newContext({
        baseURL: suite.server.baseUrl,
        viewport: PHONE,
        javaScriptEnabled: false,
      });
      const still = await before.newPage();
      await still.goto(path);
      const firstPaint = await layoutOf(still);
      const serverTitle = await still.title();
      // Styled: the stylesheet applies (the header is a flex bar, not the browser's default block).
      await expect(
        still.locator('header').evaluate((header) => getComputedStyle(header).position),
      ).resolves.toBe('sticky');
      await before.close();

      const { context, page, problems } = await newPage(suite.browser, suite.server.baseUrl, {
        viewport: PHONE,
      });
      await context.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // A slow phone network (about 1.6 Mbit/s down, 150 ms round trip), as Lighthouse's mobile run assumes.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await layoutOf(page)).toEqual(firstPaint);
      // The page keeps its own title (the one search engines read), not a shorter one the app would set.
      expect(await page.title()).toBe(serverTitle);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
      );
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
      // No hydration mismatch, or any other error, on the way.
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("has the translator's Translate button on a phone's first screen", async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, {
      viewport: PHONE,
    });
    await page.goto('/');
    const box = await page.getByRole('button', { name: 'Translate', exact: true }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    await context.close();
  });
});
