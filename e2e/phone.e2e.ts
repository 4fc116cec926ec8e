// A 360 × 740 phone: the result comes into view after Enter, the brand name fits the header, and /saved and
// /history sit in the shared frame and scroll as pages (issue 8, item 9). The desktop keeps its scroll position.
// The floating share button covers no control, on a phone or under a toast, and a tap on a locked flashcard
// pack says how to unlock it (issue 25 items 6 and 8).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DAILY_TEASER_KEY, newPage, waitForHydrationOnLoad } from './support/browser';
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
    await page.getByTestId('translation-output').waitFor();
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
    await header.getByText('SlangBridge', { exact: true }).waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.getByText('SlangBridge', { exact: true }).waitFor();
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
    await page.getByRole('contentinfo').waitFor();
    await page.getByRole('link', { name: 'Back to translator' }).waitFor();

    await page.goto('/history');
    await page.getByRole('article').nth(1).waitFor();
    const region = page.getByRole('region', { name: 'Translation history' });
    await expect(
      region.evaluate((element) => element.scrollHeight - element.clientHeight),
    ).resolves.toBe(0);
    await page.getByRole('contentinfo').waitFor();
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

/**
 * What the share button covers, worked out in the page: each visible control (button, link, field, anything
 * focusable, and the translator's "0 / 5000" counter) whose box meets the button's. 'hidden' when the button
 * is out of sight (it then covers nothing, but the tests want to see it placed).
 */
async function coveredByShareButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('button[aria-label="Share this page"]');
    if (!button) return ['no share button'];
    const style = getComputedStyle(button);
    if (style.visibility === 'hidden' || Number(style.opacity) < 0.5) return ['hidden'];
    const own = button.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      [
        'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
        ...['button', 'link', 'checkbox', 'switch', 'tab', 'combobox', 'menuitem', 'textbox'].map(
          (role) => `[role="${role}"]`,
        ),
      ].join(','),
    );
    const counters = [...document.querySelectorAll<HTMLElement>('span')].filter((span) =>
      /^\d+ \/ 5000$/.test(span.textContent?.trim() ?? ''),
    );
    const covered: string[] = [];
    for (const element of [...controls, ...counters]) {
      if (element === button || button.contains(element)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const meets =
        box.left < own.right &&
        own.left < box.right &&
        box.top < own.bottom &&
        own.top < box.bottom;
      if (meets)
        covered.push(
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        );
    }
    return covered;
  });
}

/** Scrolls `text` to the bottom corner where the share button rests by default, and lets the page settle. */
async function scrollToBottomEdge(page: Page, locator: ReturnType<Page['getByText']>) {
  await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.bottom - (window.innerHeight - 24));
  });
  // The button hides while the page scrolls and finds its spot once it has settled.
  await page.waitForTimeout(600);
}

describe('the floating share button (issue 25 item 8)', () => {
  it('covers no control of the translator on a phone: not the counter, not the Example button', async () => {
    const { context, page, problems } = await phonePage({ reducedMotion: true });
    await page.goto('/');
    await page.getByRole('button', { name: 'Example' }).waitFor();
    await expect.poll(() => coveredByShareButton(page)).toEqual([]);
    for (const target of [
      page.getByText('0 / 5000'),
      page.getByRole('button', { name: 'Example' }),
    ]) {
      await scrollToBottomEdge(page, target);
      const covered = await coveredByShareButton(page);
      expect(covered.filter((entry) => entry !== 'hidden')).toEqual([]);
    }
    // While a text field has focus (a phone's keyboard is up) it is out of sight.
    await page.getByRole('textbox', { name: /^Text to translate/ }).focus();
    await expect.poll(() => coveredByShareButton(page)).toEqual(['hidden']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('covers no control of the dashboard on a phone, the API reference link and the key form included', async () => {
    const { context, page, problems } = await phonePage({ reducedMotion: true });
    await signUp(page, 'Dashiell');
    await page.goto('/dashboard');
    const reference = page.getByRole('link', { name: 'Read the API reference' });
    await reference.waitFor();
    await expect.poll(() => coveredByShareButton(page)).toEqual([]);
    await scrollToBottomEdge(page, reference);
    expect((await coveredByShareButton(page)).filter((entry) => entry !== 'hidden')).toEqual([]);
    for (let y = 0; y < 3000; y += 180) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(400);
      expect((await coveredByShareButton(page)).filter((entry) => entry !== 'hidden')).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps a desktop toast clear of it', async () => {
    const { context, page, problems } = await newPage(suite.browser, suite.server.baseUrl, {
      viewport: { width: 1280, height: 800 },
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const share = page.getByRole('button', { name: 'Share this page' });
    await share.click();
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    // The toast itself (its list item), not the 1 px announcement Radix reads out and removes after a second.
    const toast = page.locator('li[data-state="open"]').filter({ hasText: 'Link Copied!' });
    await toast.waitFor();
    // A pointer over a toast pauses its timer (Radix Toast): on a busy machine it would otherwise close
    // before it is measured. The wait lets its entrance animation end.
    await toast.hover();
    await page.waitForTimeout(400);
    await expect(coveredByShareButton(page)).resolves.toEqual([]);
    const [button, notice] = await Promise.all([share.boundingBox(), toast.boundingBox()]);
    expect(button && notice).toBeTruthy();
    const meets =
      notice!.x < button!.x + button!.width &&
      button!.x < notice!.x + notice!.width &&
      notice!.y < button!.y + button!.height &&
      button!.y < notice!.y + notice!.height;
    expect(meets).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('flashcards on a touch phone (issue 25 item 6)', () => {
  it('says how to unlock a locked pack on a tap, and on Enter', async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.baseUrl,
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      // As newPage does (e2e/support/browser.ts).
      serviceWorkers: 'block',
    });
    await context.addInitScript((key) => {
      localStorage.setItem(
        key,
        JSON.stringify({ teaserDismissed: false, lastSeenDate: null, settingEnabled: false }),
      );
    }, DAILY_TEASER_KEY);
    const page = await context.newPage();
    waitForHydrationOnLoad(page);
    await page.goto('/flashcards');
    const pack2 = page.getByRole('button', { name: 'Pack 2, locked' });
    // A real tap where the pack is (locator.tap refuses an aria-disabled button).
    await pack2.scrollIntoViewIfNeeded();
    const box = (await pack2.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const explanation = page.getByRole('dialog', { name: 'Pack 2 is locked' });
    await explanation.waitFor();
    await expect(explanation.textContent()).resolves.toContain(
      'Score 90% or more in a quiz on Pack 1 to unlock this pack.',
    );
    // The pack did not open: the first pack's first card is still shown.
    await page.getByText(/·\s*Pack 1/).waitFor();
    await page.keyboard.press('Escape');
    await explanation.waitFor({ state: 'hidden' });
    await pack2.focus();
    await page.keyboard.press('Enter');
    await explanation.waitFor();
    await context.close();
  });
});
