// Offline study end to end (issue 29 item 3, "Done when"): in Chromium, signed in, with the network cut, ten cards
// are rated in Review mode, the header says the progress will sync, and once the network returns the server holds
// exactly those ten reviews, once each, even though the answer to one of them was lost on the way back (the
// outbox sends it again with the same Idempotency-Key and the server answers the first result).
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
    const signUp = await page.request.post(`${suite.server.baseUrl}/api/auth/sign-up/email`, {
      data: {
        name: 'Commuter',
        email: `commuter-${Date.now()}@example.com`,
        password: 'offline-pass-123',
      },
      headers: { Origin: suite.server.baseUrl },
    });
    expect(signUp.status()).toBe(200);

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
    for (let left = RATINGS; left > 0; left -= 1) {
      await page.locator(`[aria-label="Card 1 of ${left}"]`).waitFor();
      await page.getByRole('button', { name: 'Flip card' }).click();
      await page.getByRole('button', { name: 'Got It!' }).click();
    }
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
});
