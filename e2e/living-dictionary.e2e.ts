// The living dictionary end to end (issue 28): a signed-in reader adds a second definition to "rizz" from its page,
// an admin approves it in /admin/submissions → Definitions, three other accounts vote it up (one through the page's
// 👍, two through the API) and the page then lists it first — in the browser and in the HTML's head — with a
// voter's 👍 still pressed after a reload; a visitor's 👍 asks them to sign in and counts nothing. The reader then
// chooses a handle on /dashboard and /u/<handle> lists the definition; /word-of-the-day links to its archive and
// its Atom feed (which names the same term); /dictionary lists Russian and Persian as ready; and the definitions
// fit a 360 px phone; a visitor reports the definition from the page, and an admin edits it there and removes it.
// The tests run in order: each starts from what the one before it left.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { SlangTermDetail } from '../src/shared/schemas/dictionary';
import { newPage } from './support/browser';
import { useE2eSuite } from './support/suite';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-e2e' };
const suite = useE2eSuite({
  // Five accounts sign up or in within the minute.
  env: {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT_PER_MINUTE: '50',
  },
});
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

const stamp = Date.now().toString(36);
const MEANING = `Effortless charisma that wins people over without trying (${stamp})`;
const EXAMPLE = 'She walked in and the whole room noticed: pure rizz.';
const HANDLE = `rizzwriter_${stamp}`;
const READER_NAME = 'Riley Writer';

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** A page in a browser context of its own, closed after the file; its problems must stay empty. */
async function ownPage(options: { viewport?: { width: number; height: number } } = {}) {
  const opened = await newPage(suite.browser, suite.server.baseUrl, options);
  closers.push(() => opened.context.close());
  return opened;
}

/** A new account, signed in in the page's browser context (its cookie). */
async function signUp(page: Page, name: string) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '-')}-${stamp}@example.com`,
      password: 'living-dictionary-123',
    },
    headers: { Origin: suite.server.baseUrl },
  });
  expect(response.status()).toBe(200);
}

async function rizz(): Promise<SlangTermDetail> {
  const response = await fetch(`${suite.server.baseUrl}/api/slang/rizz`);
  expect(response.status).toBe(200);
  return (await response.json()) as SlangTermDetail;
}

const definitionsList = (page: Page) => page.getByRole('list', { name: 'Definitions, best first' });
const readersDefinition = (page: Page) =>
  definitionsList(page).getByRole('listitem').filter({ hasText: MEANING });

let reader: Awaited<ReturnType<typeof ownPage>>;
let voter: Awaited<ReturnType<typeof ownPage>>;
let definitionId = '';

describe('definitions and votes', () => {
  it('a signed-in reader adds a definition to rizz from its page; it waits for review', async () => {
    reader = await ownPage();
    await signUp(reader.page, READER_NAME);
    const before = await rizz();
    expect(before.definitions).toHaveLength(1);
    await visit(reader.page, '/slang/rizz');
    await reader.page.getByRole('heading', { name: '1 definition' }).waitFor();
    await reader.page.getByRole('button', { name: 'Add a definition' }).click();
    const dialog = reader.page.getByRole('dialog', { name: 'Add a definition' });
    await dialog.getByLabel('Meaning').fill(MEANING);
    await dialog.getByLabel('Example').fill(EXAMPLE);
    await dialog.getByRole('button', { name: 'Send for review' }).click();
    await reader.page.getByText('Thanks! Your definition was sent for review.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Not on the page until a moderator approves it.
    expect((await rizz()).definitions.map((definition) => definition.meaning)).not.toContain(
      MEANING,
    );
    expect(reader.problems).toEqual([]);
  });

  it('an admin approves it in /admin/submissions → Definitions, and the term page lists it', async () => {
    const admin = await ownPage();
    const signIn = await admin.page.request.post('/api/auth/sign-in/email', {
      data: ADMIN,
      headers: { Origin: suite.server.baseUrl },
    });
    expect(signIn.status()).toBe(200);
    await visit(admin.page, '/admin/submissions');
    await admin.page.getByRole('tab', { name: /^Definitions/ }).click();
    const card = admin.page.getByRole('article').filter({ hasText: MEANING });
    await card.getByText(READER_NAME).waitFor();
    await card.getByRole('button', { name: 'Approve “rizz”' }).click();
    await admin.page.getByText('Definition approved').first().waitFor();
    await card.waitFor({ state: 'detached' });

    const after = await rizz();
    expect(after.definitions.map((definition) => definition.meaning)).toEqual([
      before1(after),
      MEANING,
    ]);
    definitionId = after.definitions[1]!.id;
    await visit(reader.page, '/slang/rizz');
    await reader.page.getByRole('heading', { name: '2 definitions' }).waitFor();
    await readersDefinition(reader.page).getByText(READER_NAME).waitFor();
    expect(admin.problems).toEqual([]);
  });

  it("three other readers vote it up (one through the page's 👍): it comes first, in the page and its head", async () => {
    voter = await ownPage();
    await signUp(voter.page, 'Vera Voter');
    await visit(voter.page, '/slang/rizz');
    const up = readersDefinition(voter.page).getByRole('button', { name: /^Vote up/ });
    await expect(up.getAttribute('aria-pressed')).resolves.toBe('false');
    await up.click();
    await readersDefinition(voter.page)
      .getByRole('button', { name: 'Vote up, 1 vote', pressed: true })
      .waitFor();
    for (const name of ['Otto Other', 'Tess Third']) {
      const other = await ownPage();
      await signUp(other.page, name);
      const vote = await other.page.request.post(`/api/definitions/${definitionId}/vote`, {
        data: { value: 1 },
        headers: { Origin: suite.server.baseUrl },
      });
      expect(vote.status(), await vote.text()).toBe(200);
    }
    const ranked = (await rizz()).definitions;
    expect(ranked[0]).toMatchObject({ id: definitionId, up: 3, down: 0, mine: 0 });

    // After a reload the voter's 👍 is still theirs, with every vote counted, and the definition is first.
    await voter.page.reload();
    await voter.page.waitForLoadState('networkidle');
    const first = definitionsList(voter.page).getByRole('listitem').first();
    await first.getByText(MEANING).waitFor();
    await first.getByRole('button', { name: 'Vote up, 3 votes', pressed: true }).waitFor();
    await expect(
      first.getByRole('button', { name: /^Vote down/ }).getAttribute('aria-pressed'),
    ).resolves.toBe('false');
    // The best definition is the term's meaning for search engines too.
    const html = await (await fetch(`${suite.server.baseUrl}/slang/rizz`)).text();
    expect(html).toMatch(
      new RegExp(`<meta name="description" content="[^"]*${escapeRegExp(MEANING.slice(0, 40))}`),
    );
    expect(voter.problems).toEqual([]);
  });

  it('a visitor who clicks 👍 is asked to sign in, and nothing is counted', async () => {
    const visitor = await ownPage();
    await visit(visitor.page, '/slang/rizz');
    const item = readersDefinition(visitor.page);
    await item.getByRole('button', { name: 'Vote up, 3 votes', pressed: false }).click();
    const prompt = item.getByRole('status').filter({ hasText: 'Sign in to vote.' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Sign In' }).waitFor();
    expect((await rizz()).definitions[0]).toMatchObject({ id: definitionId, up: 3 });
    // "Not now" takes the prompt (and the remembered vote) away.
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(visitor.problems).toEqual([]);
  });
});

describe('contributors', () => {
  it('the reader chooses a handle on /dashboard and /u/<handle> lists the definition', async () => {
    const { page, problems } = reader;
    await visit(page, '/dashboard');
    const handle = page.getByRole('textbox', { name: 'Handle' });
    await handle.fill(HANDLE);
    await page.getByRole('button', { name: 'Save handle' }).click();
    await page.getByText(`Your public page is now /u/${HANDLE}.`).first().waitFor();
    await page.getByRole('link', { name: `/u/${HANDLE}` }).click();
    await page.waitForURL(new RegExp(`/u/${HANDLE}$`));
    const main = page.getByRole('main');
    await main.getByText(`@${HANDLE}`).first().waitFor();
    await main.getByText(MEANING).waitFor();
    // The term page names the author with a link to that page.
    await visit(page, '/slang/rizz');
    await expect(
      readersDefinition(page).getByRole('link', { name: READER_NAME }).getAttribute('href'),
    ).resolves.toBe(`/u/${HANDLE}`);
    expect(problems).toEqual([]);
  });
});

describe('the word of the day and the catalog', () => {
  it('/word-of-the-day shows a term and links to the archive and the Atom feed, which names it', async () => {
    const { page, problems } = await ownPage();
    await visit(page, '/word-of-the-day');
    const term = (await page.locator('#word-of-the-day-term').innerText()).trim();
    expect(term.length).toBeGreaterThan(0);
    const feedLink = page.getByRole('link', { name: 'Subscribe (Atom)' }).first();
    await expect(feedLink.getAttribute('href')).resolves.toBe('/word-of-the-day.atom');
    const feed = await fetch(`${suite.server.baseUrl}/word-of-the-day.atom`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const xml = await feed.text();
    expect(xml).toMatch(/<feed[^>]*xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
    expect(xml).toContain(escapeXml(term));

    await page.getByRole('link', { name: 'Past words' }).first().click();
    await page.waitForURL(/\/word-of-the-day\/archive/);
    await page.getByRole('main').getByText(term, { exact: true }).first().waitFor();
    expect(problems).toEqual([]);
  });

  it('/dictionary lists Russian and Persian slang as ready', async () => {
    const { page, problems } = await ownPage();
    await visit(page, '/dictionary');
    for (const name of ['Russian Slang', 'Persian Slang']) {
      const country = page.getByRole('link', { name: new RegExp(name) });
      const text = await country.textContent();
      expect(text).toMatch(/Ready/);
      expect(text).not.toMatch(/Coming Soon/);
    }
    await page.getByRole('link', { name: /Persian Slang/ }).click();
    await page.waitForURL(/\/dictionary\/persian-slang$/);
    await page.getByRole('link', { name: /Tehran Slang/ }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('on a 360 px phone', () => {
  it("the term page's definitions fit the width, their vote buttons within reach", async () => {
    const { page, problems } = await ownPage({ viewport: { width: 360, height: 740 } });
    await visit(page, '/slang/rizz');
    await page.getByRole('heading', { name: '2 definitions' }).waitFor();
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).resolves.toBeLessThanOrEqual(0);
    const list = definitionsList(page);
    for (const name of [/^Vote up/, /^Vote down/]) {
      for (const button of await list.getByRole('button', { name }).all()) {
        await button.scrollIntoViewIfNeeded();
        const box = await button.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(360);
        expect(box!.height).toBeGreaterThanOrEqual(24);
      }
    }
    const add = page.getByRole('button', { name: 'Add a definition' });
    const addBox = await add.boundingBox();
    expect(addBox!.x + addBox!.width).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
  });
});

describe('reports and moderation on the term page', () => {
  it('a visitor reports the reader’s definition; an admin edits it, then removes it', async () => {
    const visitor = await ownPage();
    await visit(visitor.page, '/slang/rizz');
    // The reader's definition is first (voted up): "definition 1".
    await readersDefinition(visitor.page)
      .getByRole('button', { name: 'Report definition 1' })
      .click();
    const report = visitor.page.getByRole('dialog', { name: 'Report this definition' });
    await report.getByRole('radio', { name: /spam or advertising/ }).click();
    await report.getByRole('button', { name: 'Send report' }).click();
    await visitor.page
      .getByText('Thanks for telling us. A moderator will look at this definition.')
      .first()
      .waitFor();
    await report.waitFor({ state: 'detached' });
    expect(visitor.problems).toEqual([]);

    const admin = await ownPage();
    const signIn = await admin.page.request.post('/api/auth/sign-in/email', {
      data: ADMIN,
      headers: { Origin: suite.server.baseUrl },
    });
    expect(signIn.status()).toBe(200);
    await visit(admin.page, '/slang/rizz');
    // The built-in definition is edited with the term in /admin/dictionary: no Edit or Remove on it here.
    const original = definitionsList(admin.page).getByRole('listitem').nth(1);
    await original.getByRole('button', { name: 'Report definition 2' }).waitFor();
    expect(await original.getByRole('button', { name: /^(Edit|Remove) definition/ }).count()).toBe(
      0,
    );

    const edited = `${MEANING} (edited)`;
    await readersDefinition(admin.page).getByRole('button', { name: 'Edit definition 1' }).click();
    const edit = admin.page.getByRole('dialog', { name: 'Edit definition' });
    await edit.getByLabel('Meaning').fill(edited);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await definitionsList(admin.page).getByText(edited).waitFor();
    expect((await rizz()).definitions[0]).toMatchObject({ id: definitionId, meaning: edited });

    await readersDefinition(admin.page)
      .getByRole('button', { name: 'Remove definition 1' })
      .click();
    const confirm = admin.page.getByRole('alertdialog', { name: 'Remove this definition?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await admin.page.getByRole('heading', { name: '1 definition' }).waitFor();
    expect((await rizz()).definitions.map((definition) => definition.id)).not.toContain(
      definitionId,
    );
    expect(admin.problems).toEqual([]);
  });
});

/** The built-in definition's meaning (the first before any vote). */
function before1(detail: SlangTermDetail): string {
  return detail.definitions.find((definition) => definition.original)!.meaning;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
