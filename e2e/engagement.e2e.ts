// Daily engagement end to end under a controlled clock (issue 12 item 7; spec 1 §4): the visit streak grows on
// consecutive days in the header and on /streak, a missed day resets it, and the free monthly repair works once;
// the daily slang popup shows once a day and 'Practice Now' lands on its card; the daily challenge is completed,
// claimed and grows its day streak. Chromium runs in New York time, where the streak day rolls over at 6 AM;
// every visit is at 10 AM there.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { dailySlangDeckIdOf, dailySlangTermIndexOf } from '../src/shared/engagement/daily-slang';
import { newPage } from './support/browser';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();

/** What waits on the app: lazy chunks load after the first paint, slowly on a busy CI machine. */
const POLL = { timeout: 15_000 };

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A fresh browser (no stored streak) in New York time, its clock installed at `start`. */
async function browserAt(start: Date, options: { dailySlangPopup?: boolean } = {}) {
  const opened = await newPage(suite.browser, suite.server.baseUrl, {
    timezoneId: 'America/New_York',
    ...options,
  });
  contexts.push(opened.context);
  await opened.page.clock.install({ time: start });
  return opened;
}

/** 10 AM New York time (EDT, UTC−4) on an April 2026 day. */
const aprilMorning = (day: number) => new Date(`2026-04-${String(day).padStart(2, '0')}T14:00:00Z`);

/** Opens the app on `day` (the clock set there first) and waits for the counted streak in the header. */
async function visitOn(page: Page, day: number, path = '/') {
  await page.clock.setSystemTime(aprilMorning(day));
  await page.goto(path);
}

const badge = (page: Page) => page.getByRole('link', { name: /^Visit streak:/ });

async function expectBadge(page: Page, days: number) {
  await expect
    .poll(() => badge(page).getAttribute('aria-label'), POLL)
    .toBe(`Visit streak: ${days} ${days === 1 ? 'day' : 'days'}`);
}

/** The big number under a /streak card's label. */
const statValue = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::span[1]');

describe('visit streak', () => {
  it('grows on consecutive days, shows on /streak, and falls back to 1 after a missed day', async () => {
    const { page, problems } = await browserAt(aprilMorning(6));
    await visitOn(page, 6);
    await expectBadge(page, 1);

    await visitOn(page, 7);
    await expectBadge(page, 2);
    await page.getByRole('link', { name: /^Visit streak:/ }).click();
    await page.waitForURL('**/streak');
    await expect.poll(() => statValue(page, 'Current streak').textContent(), POLL).toBe('2 days');
    expect(await statValue(page, 'Best streak').textContent()).toBe('2 days');

    // A second visit the same streak day (before 6 AM the next morning) counts nothing.
    await page.clock.setSystemTime(new Date('2026-04-08T09:30:00Z')); // 5:30 AM in New York
    await page.goto('/');
    await expectBadge(page, 2);

    // April 8 (from 6 AM) is missed: April 9 starts again at 1; the best stays 2.
    await visitOn(page, 9, '/streak');
    await expectBadge(page, 1);
    await expect.poll(() => statValue(page, 'Current streak').textContent(), POLL).toBe('1 day');
    expect(await statValue(page, 'Best streak').textContent()).toBe('2 days');
    expect(problems).toEqual([]);
  });

  it('repairs one missed day once a calendar month, and refuses the second', async () => {
    const { page, problems } = await browserAt(aprilMorning(13));
    for (const [index, day] of [13, 14, 15].entries()) {
      await visitOn(page, day);
      await expectBadge(page, index + 1);
    }

    // April 16 missed: on the 17th the streak shows 1 until repaired, then 3 + the missed day + today = 5.
    await visitOn(page, 17, '/streak');
    await expectBadge(page, 1);
    const repair = page.getByRole('button', { name: 'Repair' });
    await expect.poll(() => repair.isEnabled(), POLL).toBe(true);
    await repair.click();
    await expect.poll(() => page.getByText('Streak repaired').count(), POLL).toBeGreaterThan(0);
    await expectBadge(page, 5);
    expect(await statValue(page, 'Current streak').textContent()).toBe('5 days');

    // The next day it goes on; then April 19 is missed: the repair is spent for April.
    await visitOn(page, 18);
    await expectBadge(page, 6);
    await visitOn(page, 20, '/streak');
    await expectBadge(page, 1);
    await expect
      .poll(() => page.getByText('Streak repair already used this month').count(), POLL)
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Repair' }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  });
});

interface Deck {
  id: string;
  name: string;
  cards: { term: string; meaning: string }[];
}

async function deckOf(id: string): Promise<Deck> {
  const response = await fetch(`${suite.server.baseUrl}/api/flashcards/decks/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { deck: Deck }).deck;
}

const dailySlang = (page: Page) => page.getByRole('dialog', { name: 'Daily Slang' });

describe('daily slang popup', () => {
  /** A browser that has been here before (the popup leaves a newcomer's first page alone): a visit on the 5th. */
  async function returningVisitor() {
    const opened = await browserAt(aprilMorning(5), { dailySlangPopup: true });
    await visitOn(opened.page, 5, '/about');
    await expectBadge(opened.page, 1);
    return opened;
  }

  it("leaves a newcomer's first page alone and opens on their next page", async () => {
    const { page, problems } = await browserAt(aprilMorning(6), { dailySlangPopup: true });
    await visitOn(page, 6);
    await expectBadge(page, 1);
    await page.waitForTimeout(2500);
    expect(await dailySlang(page).count()).toBe(0);
    await page.getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    await dailySlang(page).waitFor();
    expect(problems).toEqual([]);
  });

  it("shows once a day until dismissed, again the next day, and 'Practice Now' opens its card", async () => {
    const { page, problems } = await returningVisitor();
    await visitOn(page, 6);
    await dailySlang(page).waitFor();
    await dailySlang(page).getByRole('button', { name: 'Maybe Later' }).click();
    await dailySlang(page).waitFor({ state: 'detached' });

    // The same day it stays away, on any page.
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(2500);
    expect(await dailySlang(page).count()).toBe(0);

    // The next day it is back, with that day's term: the digit sum of 2026-04-07 picks the deck and the card.
    const deckId = dailySlangDeckIdOf('2026-04-07')!;
    const deck = await deckOf(deckId);
    const termIndex = dailySlangTermIndexOf('2026-04-07', deck.cards.length)!;
    const card = deck.cards[termIndex]!;
    await visitOn(page, 7);
    await dailySlang(page).waitFor();
    await expect
      .poll(() => dailySlang(page).getByText(card.term, { exact: true }).count(), POLL)
      .toBe(1);
    await dailySlang(page).getByRole('button', { name: 'Practice Now' }).click();

    await page.waitForURL(`**/flashcards?deckId=${deckId}&termIndex=${termIndex}`);
    const flip = page.getByRole('button', { name: /^Flip card/ });
    await expect.poll(() => flip.textContent(), POLL).toContain(card.term);
    await page.goto('/');
    await page.waitForTimeout(2500);
    expect(await dailySlang(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('waits on the page a visitor arrived on from another site, and opens on their next page', async () => {
    const { page, problems } = await browserAt(aprilMorning(6), { dailySlangPopup: true });
    await page.goto('/slang/rizz', { referer: 'https://www.google.com/' });
    await page.getByRole('heading', { level: 1, name: 'rizz' }).waitFor();
    await page.waitForTimeout(2500);
    expect(await dailySlang(page).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Dictionary' }).click();
    await page.waitForURL(/\/dictionary\/american-slang\/[a-z-]+$/);
    await dailySlang(page).waitFor();
    expect(problems).toEqual([]);
  });

  it('stays off while the Settings switch is off', async () => {
    const { page } = await returningVisitor();
    await visitOn(page, 6);
    await dailySlang(page).waitFor();
    await page.keyboard.press('Escape');
    await dailySlang(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    const teaser = page.getByRole('switch', { name: 'Daily Slang teaser' });
    await expect.poll(() => teaser.getAttribute('aria-checked'), POLL).toBe('true');
    await teaser.click();
    await expect.poll(() => teaser.getAttribute('aria-checked'), POLL).toBe('false');
    await page.keyboard.press('Escape');

    await visitOn(page, 7);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(2500);
    expect(await dailySlang(page).count()).toBe(0);
  });
});

// A toast by its title (while a dialog is open the page behind it, toasts included, is aria-hidden).
const toast = (page: Page, title: string) =>
  page.locator('li[data-state="open"]').getByText(title, { exact: true });

/** Flips cards one after another, each a new one, until the challenge's progress reaches its target. */
async function completeTodaysChallenge(page: Page) {
  const challenge = page.getByRole('region', { name: /^Flip \d+ cards?$/ });
  await challenge.waitFor();
  const bar = challenge.getByRole('progressbar');
  const target = Number(await bar.getAttribute('aria-valuemax'));
  expect(target).toBeGreaterThanOrEqual(3);
  expect(target).toBeLessThanOrEqual(10); // a newcomer can open pack 1's ten cards
  expect(await challenge.getByText(`Progress: 0/${target}`).count()).toBe(1);
  for (let flipped = 1; flipped <= target; flipped += 1) {
    await page.getByRole('button', { name: /^Flip card/ }).click();
    await expect.poll(() => bar.getAttribute('aria-valuenow'), POLL).toBe(String(flipped));
    if (flipped % 3 === 0 && flipped < target)
      await expect.poll(() => toast(page, `Progress: ${flipped}/${target}`).count(), POLL).toBe(1);
    if (flipped < target) await page.getByRole('button', { name: 'Next card' }).click();
  }
  await expect.poll(() => toast(page, '🎉 Daily Challenge Complete!').count(), POLL).toBe(1);
  return challenge;
}

describe('daily challenge', () => {
  it('flipping the target number of cards completes it; the claim grows the day streak, day after day', async () => {
    const { page, problems } = await browserAt(aprilMorning(6));
    await visitOn(page, 6, '/flashcards');
    let challenge = await completeTodaysChallenge(page);
    await challenge.getByRole('button', { name: 'Claim Reward' }).click();
    await expect.poll(() => challenge.getByText('Claimed Today').count(), POLL).toBe(1);
    await expect.poll(() => toast(page, 'Challenge Complete! 🏆').count(), POLL).toBe(1);
    expect(await challenge.getByText('1-day streak').count()).toBe(1);
    expect(await challenge.getByText('+1 day').count()).toBe(1);
    expect(await challenge.getByText('Day 1 of 7, done').count()).toBe(1);

    // Claimed it stays after a reload that day.
    await page.reload();
    challenge = page.getByRole('region', { name: /^Flip \d+ cards?$/ });
    await expect.poll(() => challenge.getByText('Claimed Today').count(), POLL).toBe(1);

    // The next day brings a new challenge from 0; claiming it makes the streak 2.
    await visitOn(page, 7, '/flashcards');
    challenge = await completeTodaysChallenge(page);
    await challenge.getByRole('button', { name: 'Claim Reward' }).click();
    await expect.poll(() => challenge.getByText('2-day streak').count(), POLL).toBe(1);
    expect(await challenge.getByText('Day 2 of 7, done').count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
