// "From anywhere to a deck" end to end (issue 11 item 5): a slang term in the translator's explanation is one
// click away from Review. Signed out the card goes to the browser's own "My slang" deck; signed in, to the
// account's. Both follow the toast's "Open deck" link and find the card due in Review.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();

const SHOWCASE = 'that party was really great, I am not lying';
const SHOWCASE_GEN_Z = 'that party was fire fr, no cap';
const ADD_NO_CAP = 'Add “no cap” to my deck';

const input = (page: Page) => page.getByRole('textbox', { name: /^Text to translate/ });
// A toast by its title (see translator.e2e.ts: not by role, a modal would hide it).
const openToast = (page: Page) => page.locator('li[data-state="open"]');

/** Translates the showcase sentence Standard English → Gen Z English (the translator's default pair). */
async function translateShowcase(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'From Standard English' }).waitFor();
  await page.getByRole('button', { name: 'To Gen Z English' }).waitFor();
  await input(page).fill(SHOWCASE);
  await input(page).press('Enter');
  await page.getByTestId('translation-output').getByText(SHOWCASE_GEN_Z).waitFor();
}

/** Clicks "Add “no cap” to my deck", then the toast's "Open deck": the flashcards screen in Review. */
async function addNoCapAndOpenDeck(page: Page): Promise<string> {
  const explanation = page.getByTestId('translation-explanation');
  await explanation.getByRole('button', { name: ADD_NO_CAP }).click();
  const toast = openToast(page);
  await toast.getByText('Added to My slang', { exact: true }).waitFor();
  await toast.getByText('“no cap” waits for you in Review.').waitFor();
  await toast.getByRole('link', { name: 'Open deck' }).click();
  await page.waitForURL(/\/flashcards\?deckId=[^&]+&mode=review$/);
  return new URL(page.url()).searchParams.get('deckId') ?? '';
}

/** The screen shows My slang in Review with "no cap" at the front of the queue, and the deck's due count. */
async function expectDueInReview(page: Page, deckId: string) {
  await page.getByRole('heading', { name: 'Flashcards', level: 1 }).waitFor();
  const deckSelect = page.getByRole('combobox', { name: 'Deck' });
  const card = page.getByRole('button', { name: 'Flip card' });
  await card.waitFor();
  await expect(deckSelect.inputValue()).resolves.toBe(deckId);
  await expect(
    page.getByRole('button', { name: 'Review', exact: true }).getAttribute('aria-pressed'),
  ).resolves.toBe('true');
  await expect(card.textContent()).resolves.toContain('no cap');
  // "N due": the badge beside the selector and the deck's option.
  await page.getByText('1 due', { exact: true }).waitFor();
  const option = await deckSelect.locator(`option[value="${deckId}"]`).textContent();
  expect(option).toBe('My slang · 1 due');
  // Flipped, it shows the meaning the explanation gave.
  await card.click();
  await page.getByRole('button', { name: 'Got It!' }).waitFor();
}

describe('adding a slang term from a translation to My slang', () => {
  it('signed out: the browser’s My slang deck, due in Review', async () => {
    const { page } = suite;
    await translateShowcase(page);
    const deckId = await addNoCapAndOpenDeck(page);
    expect(deckId).toMatch(/^local-/);
    await expectDueInReview(page, deckId);

    // Kept in this browser, with a new schedule entry due now; nothing went to the server.
    const stored = await page.evaluate(() => ({
      decks: JSON.parse(localStorage.getItem('slangbridge:flashcards-decks:v1') ?? '[]') as {
        name: string;
        cards: { term: string }[];
      }[],
      reviews: JSON.parse(
        localStorage.getItem('slangbridge:flashcards-reviews:v1') ?? '{}',
      ) as Record<string, Record<string, { state: { state: string; due: string } }>>,
    }));
    expect(stored.decks.map((deck) => [deck.name, deck.cards.map((card) => card.term)])).toEqual([
      ['My slang', ['no cap']],
    ]);
    const schedule = stored.reviews[deckId]?.['no cap'];
    expect(schedule?.state.state).toBe('new');
    expect(Date.parse(schedule?.state.due ?? '')).toBeLessThanOrEqual(Date.now());

    // Adding it again changes nothing and says so.
    await translateShowcase(page);
    await page
      .getByTestId('translation-explanation')
      .getByRole('button', { name: ADD_NO_CAP })
      .click();
    await openToast(page).getByText('Already in My slang', { exact: true }).waitFor();
    expect(suite.problems).toEqual([]);
  });

  it('signed in: the account’s My slang deck, due in Review', async () => {
    // A fresh browser: the signed-out deck above would otherwise move into the account at sign-in.
    const { context, page, problems } = await newPage(suite.browser, suite.server.baseUrl);
    try {
      const email = `my-slang-${Date.now()}@example.com`;
      const signUp = await page.request.post(`${suite.server.baseUrl}/api/auth/sign-up/email`, {
        data: { name: 'Sam Slang', email, password: 'sam-slang-pass-123' },
        headers: { Origin: suite.server.baseUrl },
      });
      expect(signUp.status()).toBe(200);
      await translateShowcase(page);
      await page.getByRole('button', { name: `Account menu for ${email}` }).waitFor();

      const added = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/flashcards/my-slang') &&
          response.request().method() === 'POST',
      );
      const deckIdPromise = addNoCapAndOpenDeck(page);
      const response = await added;
      expect(response.status()).toBe(200);
      expect(response.request().postDataJSON()).toMatchObject({ term: 'no cap' });
      const deckId = await deckIdPromise;
      expect(deckId).not.toMatch(/^local-/);
      await expectDueInReview(page, deckId);

      // The account holds the card, scheduled and due; the browser kept nothing.
      const deck = await page.request.get(`${suite.server.baseUrl}/api/flashcards/decks/${deckId}`);
      const body = (await deck.json()) as { deck: { name: string; cards: { term: string }[] } };
      expect(body.deck.name).toBe('My slang');
      expect(body.deck.cards.map((card) => card.term)).toEqual(['no cap']);
      const due = await page.request.get(`${suite.server.baseUrl}/api/flashcards/due`);
      expect(((await due.json()) as { due: Record<string, number> }).due[deckId]).toBe(1);
      await expect(
        page.evaluate(() => localStorage.getItem('slangbridge:flashcards-decks:v1')),
      ).resolves.toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
