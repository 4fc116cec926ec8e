// A 360 × 740 phone: the result comes into view after Enter, the brand name fits the header, and /saved and
// /history sit in the shared frame and scroll as pages (issue 8, item 9). The desktop keeps its scroll position.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();
const PHONE = { width: 360, height: 740 };

async function phonePage(options: { reducedMotion?: boolean } = {}) {
  const { context, page, problems } = await newPage(suite.browser, suite.server.baseUrl, {
    viewport: PHONE,
  });
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  return { context, page, problems };
}

async function translateByEnter(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: /^Text to translate/ });
  await input.fill(text);
  await input.press('Enter');
  await page.getByTestId('translation-explanation').waitFor();
}

/** Whether the element's first 100 px lie between the sticky header and the bottom of the viewport. */
async function firstLinesOnScreen(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    return top >= header && top + 100 <= window.innerHeight;
  });
}

async function signUp(page: Page, name: string) {
  const response = await page.request.post(`${suite.server.baseUrl}/api/auth/sign-up/email`, {
    data: {
      name,
      email: `${name.toLowerCase()}-${Date.now()}@example.com`,
      password: 'phone-pass-123',
    },
    headers: { Origin: suite.server.baseUrl },
  });
  expect(response.status()).toBe(200);
}

describe('on a 360 px phone', () => {
  it('brings the result into view after Enter, smoothly, and leaves the focus in the input', async () => {
    const { context, page, problems } = await phonePage();
    await page.goto('/');
    await expect(firstLinesOnScreen(page, 'output-pane')).resolves.toBe(false);
    await translateByEnter(page, 'that party was really great, I am not lying');
    await expect.poll(() => firstLinesOnScreen(page, 'output-pane'), { timeout: 5_000 }).toBe(true);
    await expect(page.getByTestId('translation-output').isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.id ?? null)).resolves.toBe(
      'translator-input',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('jumps to the result at once when the user prefers reduced motion', async () => {
    const { context, page } = await phonePage({ reducedMotion: true });
    await page.goto('/');
    await translateByEnter(page, 'Not going to lie, it was mediocre.');
    await expect(firstLinesOnScreen(page, 'output-pane')).resolves.toBe(true);
    await context.close();
  });

  it('shows the brand name in the header and the footer, with the header on one row', async () => {
    const { context, page } = await phonePage();
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText('SlangBridge', { exact: true }).isVisible()).resolves.toBe(true);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('SlangBridge', { exact: true }).isVisible()).resolves.toBe(true);
    // Menu, brand, streak and Sign In share the first row.
    const tops = await Promise.all(
      [
        header.getByRole('button', { name: 'Open menu' }),
        header.getByRole('link', { name: /SlangBridge home/ }),
        header.getByRole('link', { name: /Visit streak/ }),
        header.getByRole('button', { name: 'Sign In' }),
      ].map(async (locator) => (await locator.boundingBox())!.y),
    );
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).resolves.toBe(0);
    await context.close();
  });

  it('shows /saved in the shared frame and /history without a scroll box of its own', async () => {
    const { context, page, problems } = await phonePage({ reducedMotion: true });
    await signUp(page, 'Phoebe');
    await page.goto('/');
    for (const text of [
      'that party was really great, I am not lying',
      'Not going to lie, it was mediocre.',
    ]) {
      // Each answer is recorded in history and then saved before the next step, so no call is cut short.
      const recorded = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/translations/history') &&
          response.request().method() === 'POST',
      );
      await translateByEnter(page, text);
      expect((await recorded).status()).toBe(201);
      const saved = page.waitForResponse((response) =>
        response.url().endsWith('/api/translations/save'),
      );
      await page.getByRole('button', { name: 'Save translation' }).click();
      expect((await saved).ok()).toBe(true);
    }

    await page.goto('/saved');
    await page.getByRole('article').nth(1).waitFor();
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: /Visit streak/ })
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Back to translator' }).isVisible()).resolves.toBe(
      true,
    );

    await page.goto('/history');
    await page.getByRole('article').nth(1).waitFor();
    const region = page.getByRole('region', { name: 'Translation history' });
    await expect(
      region.evaluate((element) => element.scrollHeight - element.clientHeight),
    ).resolves.toBe(0);
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('on a 1280 px desktop', () => {
  it('keeps the scroll position: the result is already beside the input', async () => {
    const { context, page } = await newPage(suite.browser, suite.server.baseUrl, {
      viewport: { width: 1280, height: 800 },
    });
    await page.goto('/');
    await translateByEnter(page, 'that party was really great, I am not lying');
    await page.waitForTimeout(500);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    await expect(firstLinesOnScreen(page, 'output-pane')).resolves.toBe(true);
    await context.close();
  });
});
