// Offline study end to end (issue 29 item 3, "Done when"): in Chromium, signed in, with the network cut, ten cards
// are rated in Review mode, the header says the progress will sync, and once the network returns the server holds
// exactly those ten reviews, once each, even though the answer to one of them was lost on the way back (the
// outbox sends it again with the same Idempotency-Key and the server answers the first result). And with the
// service worker, /flashcards reloads with no network: the account, its decks, today's queue and the first card's
// audio come from the device, ratings go on, and a second reload offline shows the queue moved on.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { OFFLINE_SYNC_TEXT } from '../src/client/features/flashcards/offline/sync-status';
import { IDEMPOTENT_REPLAYED_HEADER } from '../src/shared/flashcards/idempotency-key';
import type { ReviewsResponse } from '../src/shared/schemas/flashcards';
import { newPage } from './support/browser';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();
const DECK_ID = 'gen_z_english';
const RATINGS = 10;

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** Signs a new learner up in the page's context (its cookies). */
async function signUp(page: Page, baseUrl: string, name: string) {
  const response = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: {
      name,
      email: `${name.toLowerCase()}-${Date.now()}@example.com`,
      password: 'offline-pass-123',
    },
    headers: { Origin: baseUrl },
  });
  expect(response.status()).toBe(200);
}

/** Flips the card shown and answers Got It!, `count` times, from a queue of `left` cards. */
async function rateGood(page: Page, left: number, count: number) {
  for (let rated = 0; rated < count; rated += 1) {
    await page.locator(`[aria-label="Card 1 of ${left - rated}"]`).waitFor();
    await page.getByRole('button', { name: 'Flip card' }).click();
    await page.getByRole('button', { name: 'Got It!' }).click();
  }
}

/** How many card recordings the device keeps (features/flashcards/offline/card-audio.ts). */
const keptAudio = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('slangbridge-offline-copies');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('audio')) return resolve(0);
          const count = database.transaction('audio').objectStore('audio').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error ?? new Error('count failed'));
        };
      }),
  );

/** GET from the page itself, with its session cookie. */
const reviewsOf = (page: Page) =>
  page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as unknown;
  }, `/api/flashcards/reviews?deckId=${DECK_ID}`) as Promise<ReviewsResponse>;

describe('offline study', () => {
  it('keeps ten ratings made offline and sends them once each when the network returns', async () => {
    const { page, context, problems, expectedConsoleErrors } = await newPage(
      suite.browser,
      suite.server.baseUrl,
    );
    contexts.push(context);
    await signUp(page, suite.server.baseUrl, 'Commuter');

    await page.goto('/flashcards');
    await page.getByRole('heading', { name: 'Flashcards', level: 1 }).waitFor();
    const review = page.getByRole('group', { name: 'Mode' }).getByRole('button', {
      name: 'Review',
      exact: true,
    });
    await review.click();
    await page.locator(`[aria-label="Card 1 of ${RATINGS}"]`).waitFor();
    // The header's sync notice loads once the page is idle; its live region is there before the network goes.
    const notice = page.locator('header [role="status"]');
    await notice.waitFor({ state: 'attached' });
    expect(await notice.textContent()).toBe('');

    // Whatever else the page asks for while offline fails: expected here.
    expectedConsoleErrors.push(/ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/i);
    await context.setOffline(true);
    await notice.getByText(OFFLINE_SYNC_TEXT).waitFor();

    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/flashcards/reviews'))
        posted.push(request.headers()['idempotency-key'] ?? 'no key');
    });
    await rateGood(page, RATINGS, RATINGS);
    // The queue moved on without the server: every card left today's queue.
    await page.getByRole('heading', { name: 'Nothing due — come back later' }).waitFor();
    expect(posted).toEqual([]);

    // The answer to the first rating sent is lost on its way back: the server recorded it, the page never knew.
    let lostAnswers = 0;
    const replayed: string[] = [];
    await page.route('**/api/flashcards/reviews', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      if (response.headers()[IDEMPOTENT_REPLAYED_HEADER] === 'true')
        replayed.push(route.request().headers()['idempotency-key'] ?? 'no key');
      if (lostAnswers === 0) {
        lostAnswers += 1;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response });
    });
    expectedConsoleErrors.push(/ERR_CONNECTION_RESET/i);
    await context.setOffline(false);
    // Chromium does not always fire `online` for an emulated network change; a real one does.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await notice.getByText(OFFLINE_SYNC_TEXT).waitFor({ state: 'detached', timeout: 30_000 });

    // Ten keys; the one whose answer was lost sent twice, and answered the second time from the first result.
    const keys = new Set(posted);
    expect(keys.size).toBe(RATINGS);
    expect(posted).toHaveLength(RATINGS + 1);
    expect(posted[0]).toBe(posted[1]);
    expect(replayed).toEqual([posted[0]]);

    const { cards, doneToday } = await reviewsOf(page);
    // Ten new cards reviewed once each: ten review logs, none twice.
    expect(doneToday).toEqual({ newCards: RATINGS, reviews: 0 });
    expect(cards).toHaveLength(RATINGS);
    expect(cards.every((card) => card.state.reps === 1)).toBe(true);
    // The screen now shows the server's schedule: still nothing due.
    await page.getByRole('heading', { name: 'Nothing due — come back later' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('reloads Review with no network from what the device kept, and goes on', async () => {
    const { page, context, problems, expectedConsoleErrors } = await newPage(
      suite.browser,
      suite.server.baseUrl,
      { serviceWorkers: 'allow' },
    );
    contexts.push(context);
    // How the speak button sounds: a recording played, or the browser's own voice.
    await context.addInitScript(() => {
      const sounds: string[] = [];
      Object.assign(window, { sounds });
      HTMLMediaElement.prototype.play = function play() {
        sounds.push(this.src.startsWith('blob:') ? 'recording' : this.src);
        return Promise.resolve();
      };
      speechSynthesis.speak = () => sounds.push('browser voice');
    });
    const soundsOf = () => page.evaluate(() => (window as unknown as { sounds: string[] }).sounds);
    await signUp(page, suite.server.baseUrl, 'Traveller');

    await page.goto(`/flashcards?deckId=${DECK_ID}&mode=review`);
    await page.locator(`[aria-label="Card 1 of ${RATINGS}"]`).waitFor();
    // The worker takes the page once it is idle; the first card's audio is kept ahead a few seconds later.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    });
    await expect.poll(() => keptAudio(page), { timeout: 30_000 }).toBeGreaterThan(0);

    expectedConsoleErrors.push(/ERR_INTERNET_DISCONNECTED|Failed to fetch|NetworkError/i);
    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.fromServiceWorker()).toBe(true);
    // Still signed in, on the same deck and queue, from the device.
    await page.locator(`[aria-label="Card 1 of ${RATINGS}"]`).waitFor();
    await page.locator('header [role="status"]').getByText(OFFLINE_SYNC_TEXT).waitFor();
    await page.getByRole('button', { name: 'Speak', exact: true }).first().click();
    await expect.poll(soundsOf).toEqual(['recording']);

    await rateGood(page, RATINGS, 3);
    await page.locator(`[aria-label="Card 1 of ${RATINGS - 3}"]`).waitFor();
    // The daily challenge counted the three cards turned over, offline too.
    await page.getByRole('progressbar', { name: /^Progress: 3\// }).waitFor();

    // A second reload offline: the queue is where it was left, and so is the challenge.
    await page.reload();
    await page.locator(`[aria-label="Card 1 of ${RATINGS - 3}"]`).waitFor();
    await page.getByRole('progressbar', { name: /^Progress: 3\// }).waitFor();
    // The header's notice (loaded once the page is idle) is what sends the ratings kept.
    await page.locator('header [role="status"]').getByText(OFFLINE_SYNC_TEXT).waitFor();

    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page
      .locator('header [role="status"]')
      .getByText(OFFLINE_SYNC_TEXT)
      .waitFor({ state: 'detached', timeout: 30_000 });
    const { cards, doneToday } = await reviewsOf(page);
    expect(doneToday).toEqual({ newCards: 3, reviews: 0 });
    expect(cards).toHaveLength(3);
    await page.locator(`[aria-label="Card 1 of ${RATINGS - 3}"]`).waitFor();
    expect(problems).toEqual([]);
  });
});
