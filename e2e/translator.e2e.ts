// The translator end to end, on a server with no AI or voice provider configured: the built-in style engine
// translates, the built-in synthesizer speaks, and a signed-in user finds the translation in history, saves it,
// deletes it and rates it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eSuite } from './support/suite';

const suite = useE2eSuite();

const SHOWCASE = 'that party was really great, I am not lying';
const SHOWCASE_GEN_Z = 'that party was fire fr, no cap';

const input = (page: Page) => page.getByRole('textbox', { name: /^Text to translate/ });
const output = (page: Page) => page.getByTestId('translation-output');
// A toast by its title. Not by role: while a modal dialog is open the page behind it, toasts included, is
// aria-hidden (screen readers still hear the toast through Radix's live announcement).
const toast = (page: Page, title: string) =>
  page.locator('li[data-state="open"]').getByText(title, { exact: true });

async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await input(page).waitFor();
}

/** Picks a language in the source or target picker (opening the option's group when it is collapsed). */
async function pickLanguage(page: Page, which: 'from' | 'to', group: string, name: string) {
  const label = which === 'from' ? 'Translate from' : 'Translate to';
  await page
    .getByRole('button', { name: new RegExp(`^${which === 'from' ? 'From' : 'To'} `) })
    .click();
  const menu = page.getByRole('group', { name: label });
  await menu.waitFor();
  // An option's name is its language name followed by its description; a group's is its label alone.
  const option = menu.getByRole('button', { name: new RegExp(`^${name} `) });
  if (!(await option.isVisible())) {
    await menu.getByRole('button', { name: group, exact: true }).click();
  }
  await option.click();
  await menu.waitFor({ state: 'detached' });
}

async function translate(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

describe('the translator, signed out', () => {
  it('translates standard English to Gen Z offline and explains the slang', async () => {
    const { page } = suite;
    await openHome(page);
    await input(page).fill(SHOWCASE);
    await page.getByText(`${SHOWCASE.length} / 5000`).waitFor();
    // Shift+Enter is a new line, not a submit.
    await input(page).press('Shift+Enter');
    await expect(input(page).inputValue()).resolves.toBe(`${SHOWCASE}\n`);
    await input(page).fill(SHOWCASE);
    await input(page).press('Enter');
    await expect(output(page).textContent()).resolves.toBe(SHOWCASE_GEN_Z);
    const explanation = page.getByTestId('translation-explanation');
    await expect(explanation.textContent()).resolves.toContain('no cap');
    await expect(explanation.textContent()).resolves.toContain('fire fr');
    expect(suite.problems).toEqual([]);
  });

  it('translates as you type, without the button (issue 27 item 5)', async () => {
    const { page } = suite;
    await openHome(page);
    await input(page).pressSequentially(SHOWCASE, { delay: 20 });
    await expect.poll(() => output(page).textContent()).toBe(SHOWCASE_GEN_Z);
    expect(suite.problems).toEqual([]);
  });

  it('keeps text typed before the page is taken over, and translates it', async () => {
    const { page } = suite;
    // The app's code held back, as on a slow phone: the server's page is there, React is not yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const entry = /\/assets\/index-[\w-]+\.js$/;
    await page.route(entry, async (route) => {
      await held;
      await route.continue();
    });
    // The suite's goto returns once the page is taken over (support/browser.ts): typed while it is loading.
    const loading = page.goto('/', { waitUntil: 'commit' });
    await input(page).fill(SHOWCASE);
    release();
    await loading;
    await page.unroute(entry);
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect.poll(() => output(page).textContent()).toBe(SHOWCASE_GEN_Z);
  });

  it('asks for input before translating', async () => {
    const { page } = suite;
    await openHome(page);
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await toast(page, 'Input Required').waitFor();
  });

  it('swaps texts and languages', async () => {
    const { page } = suite;
    await openHome(page);
    await translate(page, SHOWCASE);
    await expect(output(page).textContent()).resolves.toBe(SHOWCASE_GEN_Z);
    await page.getByRole('button', { name: 'Swap languages' }).click();
    await expect(input(page).inputValue()).resolves.toBe(SHOWCASE_GEN_Z);
    await expect(output(page).textContent()).resolves.toBe(SHOWCASE);
    await page.getByRole('button', { name: 'From Gen Z English' }).waitFor();
    await page.getByRole('button', { name: 'To Standard English' }).waitFor();
  });

  it('re-translates automatically when the target changes', async () => {
    const { page } = suite;
    await openHome(page);
    await translate(page, 'My best friend is really tired, to be honest.');
    await expect(output(page).textContent()).resolves.toBe('My bestie is so tired, tbh.');
    await pickLanguage(page, 'to', 'English', 'British English');
    await toast(page, 'Auto-translating to British English...').waitFor();
    await page.getByText('My best mate is really tired, to be honest.').waitFor();
  });

  it('lists alternatives under the result and swaps one in, the explanation following (issue 27 item 4)', async () => {
    const { page } = suite;
    await openHome(page, '/?source=standard_english&target=british_english');
    await translate(page, 'I am exhausted and angry.');
    await expect.poll(() => output(page).textContent()).toBe('I am knackered and cross.');
    const alternatives = page.getByRole('list', { name: 'Alternatives' });
    await alternatives
      .getByRole('button', { name: 'Use this alternative: I am shattered and cross.' })
      .click();
    await expect.poll(() => output(page).textContent()).toBe('I am shattered and cross.');
    const explanation = page.getByTestId('translation-explanation');
    await expect(explanation.textContent()).resolves.toContain('“shattered”');
    await alternatives
      .getByRole('button', { name: 'Use this alternative: I am knackered and cross.' })
      .waitFor();
    expect(suite.problems).toEqual([]);
  });

  it('says what pasted text looks like and switches the From style in one click (issue 27 item 3)', async () => {
    const { page } = suite;
    await openHome(page);
    await input(page).fill('Che, ¿vos sabés a qué hora sale el bondi para el centro?');
    await page.getByText('Looks like Rioplatense Spanish').waitFor();
    await page.getByRole('button', { name: 'Switch to Rioplatense Spanish' }).click();
    await expect(page.getByRole('button', { name: /^From / }).textContent()).resolves.toContain(
      'Rioplatense Spanish',
    );
    await page.getByText('Looks like').waitFor({ state: 'detached' });
    expect(suite.problems).toEqual([]);
  });

  it('translates with "Detect style" and names the style it detected', async () => {
    const { page } = suite;
    await openHome(page);
    await page.getByRole('button', { name: /^From / }).click();
    await page
      .getByRole('group', { name: 'Translate from' })
      .getByRole('button', { name: /^Detect style/ })
      .click();
    await pickLanguage(page, 'to', 'English', 'Standard English');
    await translate(page, 'no cap, that party was bussin fr');
    await expect.poll(() => output(page).textContent()).not.toMatch(/no cap|bussin|^$/);
    await expect(page.getByRole('button', { name: /^From / }).textContent()).resolves.toContain(
      'Gen Z English (detected)',
    );
    expect(suite.problems).toEqual([]);
  });

  it('fills the input from an example, and says when a language has none', async () => {
    const { page } = suite;
    await openHome(page);
    await page.getByRole('button', { name: 'Example' }).click();
    await page.waitForFunction(
      () => (document.querySelector('#translator-input') as HTMLTextAreaElement).value !== '',
    );
    // French is the one language without examples; with no AI provider it has no pair the pickers offer, so
    // a link brings it (and the page says the pair is not available).
    await openHome(page, '/?source=french');
    await page.getByRole('button', { name: 'From French' }).waitFor();
    await page.getByTestId('pair-unavailable').waitFor();
    await page.getByRole('button', { name: 'Example' }).click();
    await toast(page, 'Examples coming soon').waitFor();
  });

  it('filters the language picker as you type, and marks the targets of another language', async () => {
    const { page } = suite;
    await openHome(page);
    await page.getByRole('button', { name: 'To Gen Z English' }).click();
    const menu = page.getByRole('group', { name: 'Translate to' });
    // The filter box has the focus: typing filters at once, accents and case ignored.
    await page.keyboard.type('ESPAÑOL');
    const spanish = menu.getByRole('button', { name: /^Spain Gen Z / });
    await expect(spanish.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(spanish.textContent()).resolves.toContain('Not available yet');
    await menu
      .getByText(
        'Only English styles can be translated from Standard English on this server for now.',
      )
      .waitFor();
    await expect(menu.getByRole('button', { name: /^Gen Z English/ }).count()).resolves.toBe(0);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('xyz');
    await menu.getByRole('status').getByText('No languages match').waitFor({ state: 'attached' });
    await page.keyboard.press('Control+A');
    await page.keyboard.type('brit');
    // Arrow keys go from the filter box to the matches; Enter chooses.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'To British English' }).waitFor();
    await menu.waitFor({ state: 'detached' });
    // A pair of two languages from a link is said before Translate, and not sent.
    const translateCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/translate')) translateCalls.push(request.url());
    });
    await openHome(page, `/?input=hello&source=standard_english&target=spanish`);
    await page
      .getByTestId('pair-unavailable')
      .getByText(
        /^Translating from Standard English to Spanish isn't available on this server yet\./,
      )
      .waitFor();
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await toast(page, 'Not Available Yet').waitFor();
    expect(translateCalls).toEqual([]);
    expect(suite.problems).toEqual([]);
  });

  it('opens prefilled from the query string, then clears it', async () => {
    const { page } = suite;
    await openHome(
      page,
      `/?input=${encodeURIComponent('Cheers, mate.')}&source=british_english&target=standard_english&output=Thanks%2C%20friend.`,
    );
    await expect(input(page).inputValue()).resolves.toBe('Cheers, mate.');
    await expect(output(page).textContent()).resolves.toBe('Thanks, friend.');
    await page.getByRole('button', { name: 'From British English' }).waitFor();
    await page.waitForURL((url) => url.search === '');
  });

  it('plays the translation with the built-in synthesizer', async () => {
    const { page } = suite;
    await openHome(page);
    await translate(page, SHOWCASE);
    await expect(output(page).textContent()).resolves.toBe(SHOWCASE_GEN_Z);
    const voice = page.waitForResponse((response) =>
      response.url().endsWith('/api/voice/generate'),
    );
    await page.getByRole('button', { name: 'Play translation' }).click();
    const response = await voice;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^audio\//);
    // The same call outside the page: the body is real speech (a RIFF/WAVE file from eSpeak NG).
    const direct = await page.request.post(`${suite.server.baseUrl}/api/voice/generate`, {
      data: { text: SHOWCASE_GEN_Z, targetLanguage: 'gen_z_english' },
    });
    const audio = await direct.body();
    expect(audio.byteLength).toBeGreaterThan(10_000);
    expect(audio.subarray(0, 4).toString('latin1')).toBe('RIFF');
    await page.getByRole('button', { name: 'Stop playback' }).click();
    await page.getByRole('button', { name: 'Play translation' }).waitFor();
  });
});

describe('the translator, signed in', () => {
  const email = `translator-${Date.now()}@example.com`;

  it('keeps history, saves, deletes and rates', async () => {
    const { page, server } = suite;
    const signUp = await page.request.post(`${server.baseUrl}/api/auth/sign-up/email`, {
      data: { name: 'Tess Translator', email, password: 'tess-password-123' },
      headers: { Origin: server.baseUrl },
    });
    expect(signUp.status()).toBe(200);
    await openHome(page);
    await page.getByRole('button', { name: `Account menu for ${email}` }).waitFor();

    const historyWrite = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/translations/history') &&
        response.request().method() === 'POST',
    );
    await translate(page, SHOWCASE);
    await expect(output(page).textContent()).resolves.toBe(SHOWCASE_GEN_Z);
    expect((await historyWrite).status()).toBe(201);

    // History dialog lists it; loading it fills the translator.
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const historyDialog = page.getByRole('dialog', { name: 'Translation History' });
    await historyDialog.getByText(SHOWCASE_GEN_Z).waitFor();
    await historyDialog.getByRole('button', { name: /^Load/ }).first().click();
    await toast(page, 'Translation Loaded').waitFor();

    // Rating: a low rating goes to review.
    await page.getByRole('radio', { name: '2 stars' }).click();
    await page.getByRole('main').getByText('Submitted for review').waitFor();

    // Save, then find it in the Saved dialog and delete it.
    await page.getByRole('button', { name: 'Save translation' }).click();
    await toast(page, 'Saved').waitFor();
    await page.getByRole('button', { name: 'Saved', exact: true }).click();
    const savedDialog = page.getByRole('dialog', { name: 'Saved Translations' });
    await savedDialog.getByText(SHOWCASE_GEN_Z).waitFor();
    await savedDialog.getByRole('button', { name: 'Delete saved translation' }).click();
    await toast(page, 'Deleted').waitFor();
    await savedDialog.getByText('No saved translations yet').waitFor();
    await page.keyboard.press('Escape');

    // The history page shows the real history with its count line.
    await page.goto('/history');
    await page.getByText('1 translation found').waitFor();
    await page.getByText(SHOWCASE_GEN_Z).waitFor();
    await page.getByText('Just now').waitFor();
    expect(suite.problems).toEqual([]);
  });
});
