import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Definition } from '@shared/schemas/dictionary';
import { AppRouter } from '@client/app/router';
import { definitionFixture, rizzFixture } from '@client/test/dictionary-fixtures';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { DEFINITIONS_TEXT as T } from '../texts';
import { PENDING_VOTE_KEY } from '../utils/pending-vote';

const definition = definitionFixture;

/** Best first, as the server ranks them: a reader's definition has overtaken the original one. */
const DEFINITIONS: Definition[] = [
  definition('d2', {
    meaning: 'Skill at flirting; short for charisma.',
    example: 'She used her rizz on the whole room.',
    context: 'Streamer slang since 2021.',
    author: { handle: 'ana', name: 'Ana' },
    createdAt: '2026-12-07T15:30:00.000Z',
    up: 9,
    down: 1,
  }),
  definition('d1', {
    example: 'He has so much rizz.',
    original: true,
    createdAt: '2026-01-02T10:00:00.000Z',
    up: 12,
    down: 4,
  }),
  definition('d3', {
    meaning: 'Confidence that gets you a date.',
    createdAt: '2026-05-20T08:00:00.000Z',
    up: 5,
    down: 0,
    mine: 1,
  }),
  definition('d4', {
    meaning: 'Game, as in “he has game”.',
    author: { handle: null, name: 'Sam' },
    createdAt: '2026-06-01T08:00:00.000Z',
    up: 1,
    down: 2,
    mine: -1,
  }),
];

const RIZZ = rizzFixture({ example: 'He has so much rizz.', definitions: DEFINITIONS });

type Reply = { status: number; body?: unknown };

/**
 * The term page's API: the session, the term, and the definition calls. A vote answers what the server would
 * (its own counts) unless `vote` says otherwise; `hold` keeps vote answers back until released.
 */
function server({
  signedIn = true,
  definitions = DEFINITIONS,
  vote,
  add = { status: 201, body: { id: 'n1', status: 'pending', message: 'Sent for review.' } },
}: { signedIn?: boolean; definitions?: Definition[]; vote?: Reply; add?: Reply } = {}) {
  const calls = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/me')
      return signedIn
        ? { status: 200, body: { user: { id: 'u1', email: 'sam@example.com', roles: [] } } }
        : { status: 401 };
    if (url === '/api/slang/rizz' && method === 'GET')
      return { status: 200, body: { ...RIZZ, definitions } };
    if (url === '/api/slang/rizz/definitions' && method === 'POST') return add;
    const voted = /^\/api\/definitions\/([^/]+)\/vote$/.exec(url)?.[1];
    if (voted && method === 'POST') {
      if (vote) return vote;
      const { value } = JSON.parse(init?.body as string) as { value: 1 | -1 | 0 };
      // The server's own tally: others voted meanwhile.
      return { status: 200, body: { up: 20, down: 3, mine: value } };
    }
    return { status: 404 };
  });
  if (!signedIn) document.cookie = 'signed-in=; path=/; max-age=0';
  let release: () => void = () => undefined;
  let held: Promise<void> | null = null;
  const answer = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    if (held && typeof input === 'string' && input.endsWith('/vote')) await held;
    return answer(input, init);
  };
  return {
    calls,
    votes: () =>
      calls
        .filter((call) => call.url.endsWith('/vote'))
        .map((call) => ({ url: call.url, body: JSON.parse(call.init?.body as string) as unknown })),
    hold: () => {
      held = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

const renderPage = () => renderWithProviders(<AppRouter />, { path: '/slang/rizz' });

const definitionsSection = () =>
  screen.findByRole('region', { name: T.heading(DEFINITIONS.length) });

/** The list item of the definition whose meaning matches. */
async function item(meaning: string | RegExp) {
  const list = within(await definitionsSection()).getByRole('list', { name: T.listLabel });
  const found = within(list)
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByText(meaning));
  if (!found) throw new Error(`No definition ${String(meaning)}`);
  return found;
}

const upButton = (element: HTMLElement) =>
  within(element).getByRole('button', { name: /^Vote up/ });
const downButton = (element: HTMLElement) =>
  within(element).getByRole('button', { name: /^Vote down/ });

const notifications = () =>
  within(screen.getByRole('region', { name: /Notifications/, hidden: true }));

describe('the definitions on a term page', () => {
  it('lists them best first, numbered, with example, context, author, date and vote counts', async () => {
    server();
    renderPage();
    const section = await definitionsSection();
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('4 definitions');
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items.map((element) => element.textContent)).toEqual([
      expect.stringMatching(/^1Skill at flirting/),
      expect.stringMatching(/^2Charm; the ability/),
      expect.stringMatching(/^3Confidence/),
      expect.stringMatching(/^4Game/),
    ]);

    const [ana, editors, former, sam] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(ana).getByText('“She used her rizz on the whole room.”')).toHaveClass('italic');
    expect(within(ana).getByText('Streamer slang since 2021.')).toHaveClass(
      'text-muted-foreground',
    );
    expect(within(ana).getByText(/^by/)).toHaveTextContent('by Ana · Dec 7, 2026');
    expect(within(ana).getByRole('link', { name: 'Ana' })).toHaveAttribute('href', '/u/ana');
    expect(within(ana).getByText('Dec 7, 2026')).toHaveAttribute(
      'datetime',
      '2026-12-07T15:30:00.000Z',
    );
    expect(upButton(ana)).toHaveAccessibleName('Vote up, 9 votes');
    expect(upButton(ana)).toHaveTextContent('👍 9');
    expect(downButton(ana)).toHaveAccessibleName('Vote down, 1 vote');
    expect(upButton(ana)).toHaveAttribute('aria-pressed', 'false');

    expect(within(editors).getByText(/^by/)).toHaveTextContent(
      'by SlangBridge editors · Jan 2, 2026',
    );
    expect(within(editors).getByText(T.original)).toBeVisible();
    expect(within(editors).queryByRole('link')).toBeNull();
    expect(within(former).getByText(/^by/)).toHaveTextContent('by a former contributor');
    expect(within(sam).getByText(/^by/)).toHaveTextContent('by Sam · Jun 1, 2026');
    expect(within(sam).queryByRole('link')).toBeNull();

    // The reader's own votes are pressed.
    expect(upButton(former)).toHaveAttribute('aria-pressed', 'true');
    expect(downButton(sam)).toHaveAttribute('aria-pressed', 'true');
    expect(upButton(sam)).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when a term has no definitions yet', async () => {
    server({ definitions: [] });
    renderPage();
    const section = await screen.findByRole('region', { name: '0 definitions' });
    expect(within(section).getByText(T.empty)).toBeVisible();
    expect(within(section).queryByRole('list')).toBeNull();
    expect(within(section).getByRole('button', { name: T.add })).toBeVisible();
  });

  it('counts a vote at once, sends it, then shows the server’s counts', async () => {
    const api = server();
    renderPage();
    const original = await item(/^Charm/);
    api.hold();
    await userEvent.click(upButton(original));

    // Before the answer: the reader's vote is counted and pressed.
    expect(upButton(original)).toHaveAttribute('aria-pressed', 'true');
    expect(upButton(original)).toHaveAccessibleName('Vote up, 13 votes');
    api.release();
    await waitFor(() =>
      expect(api.votes()).toEqual([{ url: '/api/definitions/d1/vote', body: { value: 1 } }]),
    );
    await waitFor(() => expect(upButton(original)).toHaveAccessibleName('Vote up, 20 votes'));
    expect(downButton(original)).toHaveAccessibleName('Vote down, 3 votes');
    expect(upButton(original)).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes a vote back with 0 when the chosen button is clicked again', async () => {
    const api = server({ vote: { status: 200, body: { up: 7, down: 0, mine: 0 } } });
    renderPage();
    const confidence = await item(/^Confidence/);
    expect(upButton(confidence)).toHaveAttribute('aria-pressed', 'true');
    api.hold();
    await userEvent.click(upButton(confidence));

    // At once: the reader's own vote comes off the count.
    expect(upButton(confidence)).toHaveAttribute('aria-pressed', 'false');
    expect(upButton(confidence)).toHaveAccessibleName('Vote up, 4 votes');
    api.release();
    await waitFor(() =>
      expect(api.votes()).toEqual([{ url: '/api/definitions/d3/vote', body: { value: 0 } }]),
    );
    // Then the server's count (others voted meanwhile).
    await waitFor(() => expect(upButton(confidence)).toHaveAccessibleName('Vote up, 7 votes'));
    expect(upButton(confidence)).toHaveAttribute('aria-pressed', 'false');
  });

  it('moves a vote from down to up in one call', async () => {
    const api = server();
    api.hold();
    renderPage();
    const game = await item(/^Game/);
    await userEvent.click(upButton(game));
    // Optimistically: the down vote is taken off, the up vote added.
    expect(upButton(game)).toHaveAccessibleName('Vote up, 2 votes');
    expect(downButton(game)).toHaveAccessibleName('Vote down, 1 vote');
    expect(downButton(game)).toHaveAttribute('aria-pressed', 'false');
    api.release();
    await waitFor(() =>
      expect(api.votes()).toEqual([{ url: '/api/definitions/d4/vote', body: { value: 1 } }]),
    );
  });

  it('puts the counts back and says why when the vote fails', async () => {
    server({ vote: { status: 429, body: { error: 'Too many votes. Try again in a minute.' } } });
    renderPage();
    const original = await item(/^Charm/);
    await userEvent.click(downButton(original));

    await waitFor(() => {
      expect(notifications().getByText(T.voteFailedTitle)).toBeVisible();
      expect(notifications().getByText('Too many votes. Try again in a minute.')).toBeVisible();
    });
    expect(downButton(original)).toHaveAttribute('aria-pressed', 'false');
    expect(downButton(original)).toHaveAccessibleName('Vote down, 4 votes');
    expect(upButton(original)).toHaveAccessibleName('Vote up, 12 votes');
  });

  it('asks a visitor who votes to sign in, sends nothing, and remembers the vote', async () => {
    const api = server({ signedIn: false });
    renderPage();
    const ana = await item(/^Skill at flirting/);
    await userEvent.click(downButton(ana));

    const prompt = within(ana).getByRole('status');
    expect(prompt).toHaveTextContent(T.signInToVote);
    expect(within(prompt).getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(api.votes()).toEqual([]);
    expect(downButton(ana)).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(sessionStorage.getItem(PENDING_VOTE_KEY) ?? 'null')).toMatchObject({
      definitionId: 'd2',
      value: -1,
      slug: 'rizz',
    });

    // "Not now" forgets it.
    await userEvent.click(within(prompt).getByRole('button', { name: T.notNow }));
    expect(within(ana).queryByRole('status')).toBeNull();
    expect(sessionStorage.getItem(PENDING_VOTE_KEY)).toBeNull();
  });
});

describe('adding a definition', () => {
  async function openForm() {
    const section = await definitionsSection();
    await userEvent.click(within(section).getByRole('button', { name: T.add }));
    return screen.findByRole('dialog', { name: T.addTitle });
  }

  const addCalls = (calls: ReturnType<typeof server>['calls']) =>
    calls.filter((call) => call.url === '/api/slang/rizz/definitions');

  it('checks the fields with the shared schema before sending, then sends and thanks the reader', async () => {
    const { calls } = server();
    renderPage();
    const dialog = await openForm();
    const meaning = within(dialog).getByRole('textbox', { name: T.meaningLabel });
    const example = within(dialog).getByRole('textbox', { name: T.exampleLabel });
    const context = within(dialog).getByRole('textbox', { name: T.contextLabel });
    expect(meaning).toHaveAttribute('maxlength', '500');
    expect(example).toHaveAttribute('maxlength', '600');
    expect(context).toHaveAttribute('maxlength', '600');

    await userEvent.type(example, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));
    expect(within(dialog).getByText('Please write what the term means.')).toBeVisible();
    expect(
      within(dialog).getByText('Please add an example of the term in a sentence.'),
    ).toBeVisible();
    expect(meaning).toHaveAttribute('aria-invalid', 'true');
    expect(meaning).toHaveFocus();
    expect(context).not.toHaveAttribute('aria-invalid');
    expect(addCalls(calls)).toEqual([]);

    // Typing clears that field's message.
    await userEvent.type(meaning, '  Flirting skill ');
    expect(within(dialog).queryByText('Please write what the term means.')).toBeNull();
    await userEvent.clear(example);
    await userEvent.type(example, 'Your rizz is unmatched.');
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));

    await waitFor(() => expect(notifications().getByText(T.thanks)).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = addCalls(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.init?.method).toBe('POST');
    expect(JSON.parse(sent[0]!.init?.body as string)).toEqual({
      meaning: 'Flirting skill',
      example: 'Your rizz is unmatched.',
      context: null,
    });
  });

  it('sends the context when there is one', async () => {
    const { calls } = server();
    renderPage();
    const dialog = await openForm();
    await userEvent.type(within(dialog).getByRole('textbox', { name: T.meaningLabel }), 'Charm');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: T.exampleLabel }),
      'So much rizz.',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: T.contextLabel }),
      'Gen Z, 2023',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));
    await waitFor(() => expect(addCalls(calls)).toHaveLength(1));
    expect(JSON.parse(addCalls(calls)[0]!.init?.body as string)).toEqual({
      meaning: 'Charm',
      example: 'So much rizz.',
      context: 'Gen Z, 2023',
    });
  });

  it('shows the server’s reason when it refuses, and keeps what was written', async () => {
    server({
      add: { status: 429, body: { error: 'You sent many definitions. Try again later.' } },
    });
    renderPage();
    const dialog = await openForm();
    const meaning = within(dialog).getByRole('textbox', { name: T.meaningLabel });
    await userEvent.type(meaning, 'Charm');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: T.exampleLabel }),
      'So much rizz.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));

    await waitFor(() => {
      expect(notifications().getByText(T.addFailedTitle)).toBeVisible();
      expect(
        notifications().getByText('You sent many definitions. Try again later.'),
      ).toBeVisible();
    });
    expect(screen.getByRole('dialog', { name: T.addTitle })).toBeVisible();
    expect(meaning).toHaveValue('Charm');
    expect(within(dialog).getByRole('button', { name: T.submit })).toBeEnabled();
  });

  it('asks a visitor to sign in instead of opening the form', async () => {
    const { calls } = server({ signedIn: false });
    renderPage();
    const section = await definitionsSection();
    await userEvent.click(within(section).getByRole('button', { name: T.add }));
    const prompt = within(section).getByRole('status');
    expect(prompt).toHaveTextContent(T.signInToAdd);
    expect(within(prompt).getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(addCalls(calls)).toEqual([]);
  });
});
