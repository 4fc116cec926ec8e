// Editors and the translation memory end to end (issue 10 item 8): an English Gen-Z editor adds a slang line,
// the admin approves it in /admin/editor and the translator answers it from memory; a user rates a translation
// 2 stars, the admin promotes a fix from /admin/review-queue and the user's next translation is the fix; an
// export from the console downloads a CSV whose rows are the list shown, formula-like cells neutralised.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { useE2eSuite } from './support/suite';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-e2e' };
const EDITOR = {
  name: 'Eddie Editor',
  email: `editor-${Date.now()}@example.com`,
  password: 'editor-password-123',
};
const USER = {
  name: 'Rae Rater',
  email: `rater-${Date.now()}@example.com`,
  password: 'rae-password-123',
};
const suite = useE2eSuite({
  env: {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Every screenshot context signs in once.
    AUTH_RATE_LIMIT_PER_MINUTE: '100',
  },
});

// Scenario 1: the editor's new slang.
const SLANG = {
  source: 'the new cafe downtown is so good',
  output: 'the new cafe downtown is bussin fr',
};
// Scenario 2: the text the user rates, and the admin's fix.
const RATED = 'my best friend is really tired';
const FIX = 'my bestie is lowkey dead tired';
// Scenario 3: a translation a spreadsheet would run as a formula.
const FORMULA = { source: 'that outfit looks great', output: '-that fit goes hard' };

const CSV_HEADER = [
  'Source text',
  'Translation',
  'Status',
  'Notes',
  'Origin',
  'Requests',
  'Locked',
  'Created',
  'Updated',
];

const contexts: BrowserContext[] = [];
const problemLists: string[][] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

// A toast by its title (toasts are list items of Radix's viewport).
const toast = (page: Page, title: string) =>
  page.locator('li[data-state="open"]').getByText(title, { exact: true });

const api = (path: string) => `${suite.server.baseUrl}${path}`;
const sameOrigin = () => ({ Origin: suite.server.baseUrl });

/** Creates an account (set-up, through the API) and returns its id. */
async function signUp(account: { name: string; email: string; password: string }) {
  const response = await fetch(api('/api/auth/sign-up/email'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...sameOrigin() },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** A browser context of its own, signed in through the API; its page errors and CSP reports are checked. */
async function signedInPage(
  account: { email: string; password: string },
  options: { width?: number; theme?: 'light' | 'dark' } = {},
) {
  const opened = await newPage(suite.browser, suite.server.baseUrl, {
    viewport: { width: options.width ?? 1280, height: options.width === 360 ? 740 : 900 },
  });
  contexts.push(opened.context);
  problemLists.push(opened.problems);
  if (options.theme) {
    // The stored theme preference is what the app reads before its first paint.
    await opened.context.addInitScript((value) => {
      localStorage.setItem('slangbridge:theme:v1', JSON.stringify(value));
    }, options.theme);
  }
  const signIn = await opened.page.request.post(api('/api/auth/sign-in/email'), {
    data: { email: account.email, password: account.password },
    headers: sameOrigin(),
  });
  expect(signIn.status()).toBe(200);
  return opened;
}

const translateAnswer = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/translate') && response.request().method() === 'POST',
  );

/** Translates on / as a user does (Standard English → Gen Z English, the default pair) and returns the answer. */
async function translateOnHome(page: Page, text: string) {
  await visit(page, '/');
  const input = page.getByRole('textbox', { name: /^Text to translate/ });
  // Waited for before typing: on a slow machine the translation as you type can answer before Enter is pressed.
  const answered = translateAnswer(page);
  await input.fill(text);
  await input.press('Enter');
  const response: Response = await answered;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    translation: string;
    engine: string;
    explanation: string;
  };
  await page.getByTestId('translation-explanation').waitFor();
  await expect(page.getByTestId('translation-output').textContent()).resolves.toBe(
    body.translation,
  );
  return body;
}

/** Opens the Add New Slang form with the `a` key, fills it and submits it. */
async function addSlang(page: Page, entry: { source: string; output: string }) {
  await page.getByRole('button', { name: 'Add New Slang' }).waitFor();
  await page.keyboard.press('a');
  const form = page.getByRole('form', { name: 'Add New Slang' });
  await form.waitFor();
  await form.getByRole('textbox', { name: 'Source text' }).fill(entry.source);
  await form.getByRole('textbox', { name: 'Translation' }).fill(entry.output);
  await form.getByRole('button', { name: 'Add slang' }).click();
  await toast(page, 'New slang added for review').waitFor();
  return form;
}

/** The console's list narrowed to one source text, and that entry. */
async function findInConsole(page: Page, source: string) {
  await page.getByRole('searchbox', { name: 'Search translations' }).fill(source);
  const list = page.getByRole('region', { name: 'Translations' });
  await list.getByText('Showing 1–1 of 1').waitFor();
  const entry = list.getByRole('article', { name: source });
  await entry.waitFor();
  return entry;
}

let admin: Page;
let editor: Page;
let user: Page;
let editorId = '';

describe('an editor adds slang, the admin approves it, the translator answers it from memory', () => {
  it('the admin gives a new account the English Gen-Z editor role', async () => {
    editorId = await signUp(EDITOR);
    admin = (await signedInPage(ADMIN)).page;
    const response = await admin.request.put(api(`/api/admin/users/${editorId}/roles`), {
      data: { roles: ['english_genz_editor'] },
      headers: sameOrigin(),
    });
    expect(response.status()).toBe(200);
  });

  it('the editor signs in and adds new slang with the `a` key', async () => {
    const opened = await newPage(suite.browser, suite.server.baseUrl);
    contexts.push(opened.context);
    problemLists.push(opened.problems);
    editor = opened.page;
    await visit(editor, '/sign-in');
    const main = editor.getByRole('main');
    await main.getByLabel('Email').fill(EDITOR.email);
    await main.getByLabel('Password', { exact: true }).fill(EDITOR.password);
    await main.getByLabel('Password', { exact: true }).press('Enter');
    await editor.waitForURL(`${suite.server.baseUrl}/`);

    await visit(editor, '/editor/english-genz');
    await editor.getByRole('heading', { name: 'English Gen-Z Editor', level: 1 }).waitFor();
    const form = await addSlang(editor, SLANG);
    // The form stays open, emptied for the next line; the list shows the new entry as pending.
    await expect(form.getByRole('textbox', { name: 'Source text' }).inputValue()).resolves.toBe('');
    const entry = editor
      .getByRole('region', { name: 'Translations' })
      .getByRole('article', { name: SLANG.source });
    await entry.getByText(SLANG.output).waitFor();
    await entry.getByText('Pending', { exact: true }).waitFor();
    await entry.getByText('Added by an editor').waitFor();
    expect(opened.problems).toEqual([]);
  });

  it('the editor may not open the console, another style or the admin API', async () => {
    await visit(editor, '/admin/editor');
    await editor.waitForURL('**/403');
    await editor.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await visit(editor, '/editor/spanish-genz');
    await editor.waitForURL('**/403');
    await editor.getByRole('heading', { name: 'Access Denied' }).waitFor();
    // The server refuses the same on its own, whatever the page does.
    for (const path of [
      '/api/editor/translations?style=gen_z_spanish',
      '/api/editor/gen_z_spanish',
      '/api/editor/translations/export?style=gen_z_spanish&status=all',
      '/api/admin/review-queue',
      '/api/admin/users',
    ]) {
      const response = await editor.request.get(api(path));
      expect(response.status(), path).toBe(403);
    }
    const own = await editor.request.get(api('/api/editor/translations?style=gen_z_english'));
    expect(own.status()).toBe(200);
  });

  it('the admin finds the entry in /admin/editor and approves it', async () => {
    await visit(admin, '/admin/editor');
    await admin.getByRole('heading', { name: 'Editor Console', level: 1 }).waitFor();
    const style = admin.getByRole('combobox', { name: 'Style' });
    await style.selectOption('gen_z_english');
    await expect(style.inputValue()).resolves.toBe('gen_z_english');
    const entry = await findInConsole(admin, SLANG.source);
    await entry.getByText('Pending', { exact: true }).waitFor();
    await entry.getByRole('button', { name: `Approve “${SLANG.source}”` }).click();
    await toast(admin, 'Translation approved successfully').waitFor();
    await entry.getByText('Approved', { exact: true }).waitFor();
    await entry.getByRole('button', { name: /^Approve/ }).waitFor({ state: 'detached' });
  });

  it('the translator answers that text with the approved slang, from memory', async () => {
    const answer = await translateOnHome(editor, SLANG.source);
    expect(answer).toMatchObject({ translation: SLANG.output, engine: 'memory' });
    expect(answer.explanation).toMatch(/^Approved by our .+ editors\.$/);
    const explanation = editor.getByTestId('translation-explanation');
    await expect(explanation.textContent()).resolves.toContain('Approved by our editors');
    for (const problems of problemLists) expect(problems).toEqual([]);
  });
});

describe('a 2-star rating becomes a review the admin promotes, and the translator serves the fix', () => {
  let machineOutput = '';

  it('a signed-in user translates a text into Gen Z and rates it 2 stars', async () => {
    await signUp(USER);
    user = (await signedInPage(USER)).page;
    const answer = await translateOnHome(user, RATED);
    // The built-in engine's answer (or the same answer from the cache, when typing asked first): not a fix yet.
    expect(answer.engine).toMatch(/^(style-engine|cache)$/);
    expect(answer.translation).not.toBe(FIX);
    machineOutput = answer.translation;
    const rated = user.waitForResponse((response) =>
      response.url().endsWith('/api/translations/rate'),
    );
    await user.getByRole('radio', { name: '2 stars' }).click();
    expect((await rated).ok()).toBe(true);
    await user.getByRole('main').getByText('Submitted for review').waitFor();
  });

  it('the admin promotes a fix from Pending Reviews, and the review moves to Recently Resolved', async () => {
    await visit(admin, '/admin/review-queue');
    const pending = admin.getByRole('region', { name: /^Pending Reviews/ });
    const review = pending.getByRole('article', { name: RATED });
    await review.waitFor();
    await review.getByText(machineOutput).waitFor();
    await review.getByRole('img', { name: 'Rated 2 out of 5 stars' }).waitFor();
    await review.getByRole('button', { name: `Edit & Promote “${RATED}”` }).click();
    const panel = admin.getByRole('form', { name: `Edit & Promote “${RATED}”` });
    const promote = panel.getByRole('button', { name: 'Promote', exact: true });
    await expect(promote.isDisabled()).resolves.toBe(true);
    await panel.getByRole('textbox', { name: 'Improved translation' }).fill(FIX);
    await expect(promote.isEnabled()).resolves.toBe(true);
    await promote.click();
    await toast(admin, 'Review promoted').waitFor();
    await review.waitFor({ state: 'detached' });
    const resolved = admin
      .getByRole('region', { name: /^Recently Resolved/ })
      .getByRole('article', { name: RATED });
    await resolved.getByText('Resolved', { exact: true }).waitFor();
    await expect(
      resolved.getByRole('button', { name: /^Edit & Promote/ }).count(),
      'a resolved review cannot be promoted again',
    ).resolves.toBe(0);
  });

  it("the user's next translation of that text is the fix", async () => {
    const answer = await translateOnHome(user, RATED);
    expect(answer).toMatchObject({ translation: FIX, engine: 'memory' });
    await expect(user.getByTestId('translation-explanation').textContent()).resolves.toContain(
      'Approved by our editors',
    );
    for (const problems of problemLists) expect(problems).toEqual([]);
  });
});

/** A minimal RFC 4180 reader: quoted cells, doubled quotes, commas and line breaks inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('export', () => {
  it('Export CSV downloads the approved Gen Z English list, formula-like cells neutralised', async () => {
    // The editor adds a line whose translation starts with '-', and the admin approves it.
    await visit(editor, '/editor/english-genz');
    await addSlang(editor, FORMULA);
    await visit(admin, '/admin/editor');
    const entry = await findInConsole(admin, FORMULA.source);
    await entry.getByRole('button', { name: `Approve “${FORMULA.source}”` }).click();
    await toast(admin, 'Translation approved successfully').waitFor();
    await entry.getByText('Approved', { exact: true }).waitFor();

    // The list for Gen Z English, Approved: the three approved lines of this file.
    const approvedList = admin.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/editor/translations' &&
        url.searchParams.get('style') === 'gen_z_english' &&
        url.searchParams.get('status') === 'approved' &&
        !url.searchParams.has('search')
      );
    });
    await admin.getByRole('combobox', { name: 'Status' }).selectOption('approved');
    await admin.getByRole('searchbox', { name: 'Search translations' }).fill('');
    expect((await approvedList).ok()).toBe(true);
    const list = admin.getByRole('region', { name: 'Translations' });
    await list.getByText('Showing 1–3 of 3').waitFor();
    await list.getByText('Updating…').waitFor({ state: 'detached' });
    const shown = await list.getByRole('heading', { level: 3 }).allTextContents();
    expect([...shown].sort()).toEqual([FORMULA.source, RATED, SLANG.source].sort());

    const exportLink = admin.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink.getAttribute('href')).resolves.toBe(
      '/api/editor/translations/export?style=gen_z_english&status=approved',
    );
    const [download] = await Promise.all([admin.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(
      /^slangbridge-gen_z_english-approved-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual(CSV_HEADER);
    expect(rows.map((row) => row[0]).sort()).toEqual([...shown].sort());
    for (const row of rows) {
      expect(row).toHaveLength(CSV_HEADER.length);
      expect(row[2]).toBe('approved');
    }
    const bySource = new Map(rows.map((row) => [row[0], row]));
    // A spreadsheet shows the leading ' as text instead of running the cell.
    expect(bySource.get(FORMULA.source)?.[1]).toBe(`'${FORMULA.output}`);
    expect(bySource.get(SLANG.source)?.[1]).toBe(SLANG.output);
    expect(bySource.get(SLANG.source)?.[4]).toBe('editor');
    expect(bySource.get(RATED)?.[1]).toBe(FIX);
    for (const problems of problemLists) expect(problems).toEqual([]);
  });
});
