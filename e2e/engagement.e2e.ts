// Daily engagement end to end under a controlled clock (issue 12 item 7; spec 1 §4): the visit streak grows on
// consecutive days in the header and on /streak, a missed day resets it, and the free monthly repair works once.
// Chromium runs in New York time, where the streak day rolls over at 6 AM; every visit is at 10 AM there.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A fresh browser (no stored streak) in New York time, its clock installed at `start`. */
async function browserAt(start: Date) {
  const opened = await newPage(suite.browser, suite.server.baseUrl, {
    timezoneId: 'America/New_York',
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
    .poll(() => badge(page).getAttribute('aria-label'))
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
    await expect.poll(() => statValue(page, 'Current streak').textContent()).toBe('2 days');
    expect(await statValue(page, 'Best streak').textContent()).toBe('2 days');

    // A second visit the same streak day (before 6 AM the next morning) counts nothing.
    await page.clock.setSystemTime(new Date('2026-04-08T09:30:00Z')); // 5:30 AM in New York
    await page.goto('/');
    await expectBadge(page, 2);

    // April 8 (from 6 AM) is missed: April 9 starts again at 1; the best stays 2.
    await visitOn(page, 9, '/streak');
    await expectBadge(page, 1);
    await expect.poll(() => statValue(page, 'Current streak').textContent()).toBe('1 day');
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
    await expect.poll(() => repair.isEnabled()).toBe(true);
    await repair.click();
    await expect.poll(() => page.getByText('Streak repaired').count()).toBeGreaterThan(0);
    await expectBadge(page, 5);
    expect(await statValue(page, 'Current streak').textContent()).toBe('5 days');

    // The next day it goes on; then April 19 is missed: the repair is spent for April.
    await visitOn(page, 18);
    await expectBadge(page, 6);
    await visitOn(page, 20, '/streak');
    await expectBadge(page, 1);
    await expect
      .poll(() => page.getByText('Streak repair already used this month').count())
      .toBe(1);
    expect(await page.getByRole('button', { name: 'Repair' }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
  });
});
