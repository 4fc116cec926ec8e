// Automated accessibility checks (axe-core, WCAG 2 A/AA and best practices) of the pages and the translator's
// states, in the light and dark themes and at phone width. axe runs through page.evaluate, which the page's
// Content-Security-Policy does not apply to, so the app's CSP stays as strict as in production.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { newPage } from './support/browser';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** A fresh page in a theme (the stored theme preference is what the app reads before its first paint). */
async function pageIn(theme: Theme, width = 1280) {
  const { context, page, problems } = await newPage(suite.browser, suite.server.baseUrl, {
    viewport: { width, height: 900 },
  });
  await context.addInitScript((value) => {
    localStorage.setItem('slangbridge:theme:v1', JSON.stringify(value));
  }, theme);
  return { context, page, problems };
}

const contexts: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function translateShowcase(page: Page) {
  const input = page.getByRole('textbox', { name: /^Text to translate/ });
  await input.fill('that party was really great, I am not lying');
  await input.press('Enter');
  await page.getByTestId('translation-explanation').waitFor();
}

const ROUTES = [
  '/',
  '/landing',
  '/about',
  '/privacy-policy?from=app',
  '/terms-of-service',
  '/legal#privacy',
  '/dashboard',
  '/saved',
  '/history',
  '/streak',
  '/facebook-data-deletion',
  '/403',
  '/sign-in',
  '/dictionary',
  '/dictionary/american-slang',
  '/dictionary/arabic-slang/iraqi-arabic',
  '/slang/rizz',
  '/slang/no-such-term',
  '/dictionary/add',
  '/suggest-term',
  '/flashcards',
  '/no-such-page',
];

describe.each(THEMES)('accessibility in the %s theme', (theme) => {
  // One page per theme, one test per route: each route's check has the whole test deadline to itself.
  let page: Page;
  beforeAll(async () => {
    const opened = await pageIn(theme);
    contexts.push(opened.context);
    page = opened.page;
  });

  it.each(ROUTES)('%s passes axe', async (path) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Every page has a level-one heading once it has rendered; network idle alone can come before a lazily loaded
    // page's code has run on a busy machine (a CI run checked /dashboard while its chunk was still evaluating).
    await page.locator('h1').first().waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('the translator with a result, its menus and the signed-in lists pass axe at phone width', async () => {
    const { context, page, problems } = await pageIn(theme, 360);
    contexts.push(context);
    const email = `a11y-${theme}-${Date.now()}@example.com`;
    const signUp = await page.request.post(`${suite.server.baseUrl}/api/auth/sign-up/email`, {
      data: { name: 'Ally Checker', email, password: 'ally-password-123' },
      headers: { Origin: suite.server.baseUrl },
    });
    expect(signUp.status()).toBe(200);
    await page.goto('/');
    // The History dialog lists what is stored: wait for the translation's history record first.
    const recorded = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/translations/history') &&
        response.request().method() === 'POST',
    );
    await translateShowcase(page);
    expect((await recorded).status()).toBe(201);
    const found = (await violations(page)).map((line) => `translated: ${line}`);

    await page.getByRole('button', { name: /^To / }).click();
    await page.getByRole('group', { name: 'Translate to' }).waitFor();
    found.push(...(await violations(page)).map((line) => `language menu: ${line}`));
    // Filtered to styles this server cannot translate to (marked, aria-disabled, with the note).
    await page.keyboard.type('spa');
    await page.getByText('Only English styles can be translated', { exact: false }).waitFor();
    found.push(...(await violations(page)).map((line) => `filtered language menu: ${line}`));
    await page.keyboard.press('Escape');
    // The From menu with "Detect style" first, and the "Looks like …" hint (issue 27 item 3).
    await page.getByRole('button', { name: /^From / }).click();
    await page
      .getByRole('group', { name: 'Translate from' })
      .getByRole('button', { name: /^Detect style/ })
      .waitFor();
    found.push(...(await violations(page)).map((line) => `From menu: ${line}`));
    await page.keyboard.press('Escape');
    const text = page.getByRole('textbox', { name: /^Text to translate/ });
    const showcase = await text.inputValue();
    await text.fill('Che, ¿vos sabés a qué hora sale el bondi para el centro?');
    await page.getByText('Looks like Rioplatense Spanish').waitFor();
    found.push(...(await violations(page)).map((line) => `style hint: ${line}`));
    // Back to the translated text, whose translation the lists below hold.
    await text.fill(showcase);

    await page.getByRole('button', { name: 'Save translation' }).click();
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Translation History' })
      .getByText('Just now')
      .first()
      .waitFor();
    found.push(...(await violations(page)).map((line) => `history dialog: ${line}`));
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Saved', exact: true }).click();
    await page.getByRole('dialog', { name: 'Saved Translations' }).getByText('Just now').waitFor();
    found.push(...(await violations(page)).map((line) => `saved dialog: ${line}`));
    await page.keyboard.press('Escape');

    for (const path of ['/history', '/saved']) {
      await page.goto(path);
      await page.getByText('Just now').first().waitFor();
      found.push(...(await violations(page)).map((line) => `${path} (signed in): ${line}`));
    }
    expect(found).toEqual([]);
    expect(problems).toEqual([]);
  });
  it('the alternatives under a result pass axe at phone width (issue 27 item 4)', async () => {
    await page.setViewportSize({ width: 360, height: 900 });
    await page.goto('/?source=standard_english&target=british_english');
    const input = page.getByRole('textbox', { name: /^Text to translate/ });
    await input.fill('I am exhausted and angry.');
    await input.press('Enter');
    await page.getByRole('list', { name: 'Alternatives' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
