import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REPORT_REASON_LABELS } from '@shared/dictionary';
import type { Definition } from '@shared/schemas/dictionary';
import { AppRouter } from '@client/app/router';
import { CONFIRM_TEXT } from '@client/components/ui/confirm-dialog';
import { definitionFixture, rizzFixture } from '@client/test/dictionary-fixtures';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { DEFINITIONS_TEXT as T, DICTIONARY_TEXT } from '../texts';

const definition = (id: string, overrides: Partial<Definition> = {}) =>
  definitionFixture(id, { example: 'He has so much rizz.', ...overrides });

/** Best first: a reader's definition, the entry's own (original) one, another reader's. */
const DEFINITIONS: Definition[] = [
  definition('d2', {
    meaning: 'Skill at flirting; short for charisma.',
    example: 'She used her rizz on the whole room.',
    context: 'Streamer slang since 2021.',
    author: { handle: 'ana', name: 'Ana' },
    up: 9,
  }),
  definition('d1', { original: true, up: 5 }),
  definition('d3', {
    meaning: 'Confidence that gets you a date.',
    example: 'Zero rizz, all nerves.',
    author: { handle: null, name: 'Sam' },
    up: 1,
  }),
];

const RIZZ = rizzFixture({ example: 'He has so much rizz.', definitions: DEFINITIONS });

type Reply = { status: number; body?: unknown };
type Reader = 'visitor' | 'reader' | 'admin';

/**
 * The term page's API as the server answers it: the session (a visitor, a signed-in reader or an admin), the term
 * with its current definitions (an edit or a removal the server accepted shows in the next answer), and the
 * definition's report, edit and remove calls, answering `report`, `edit` and `remove` when given.
 */
function server({
  reader = 'admin',
  report = { status: 201, body: { message: 'Thanks for telling us. A moderator will look.' } },
  edit,
  remove,
}: { reader?: Reader; report?: Reply; edit?: Reply; remove?: Reply } = {}) {
  let definitions = DEFINITIONS;
  const calls = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/me') {
      if (reader === 'visitor') return { status: 401 };
      const roles = reader === 'admin' ? ['admin'] : [];
      return { status: 200, body: { user: { id: 'u1', email: 'sam@example.com', roles } } };
    }
    if (url === '/api/slang/rizz' && method === 'GET')
      return { status: 200, body: { ...RIZZ, definitions } };
    if (/^\/api\/definitions\/[^/]+\/report$/.test(url) && method === 'POST') return report;
    const id = /^\/api\/admin\/definitions\/([^/]+)$/.exec(url)?.[1];
    if (id && method === 'PUT') {
      if (edit) return edit;
      const body = JSON.parse(init?.body as string) as Partial<Definition>;
      definitions = definitions.map((item) => (item.id === id ? { ...item, ...body } : item));
      return { status: 200, body: { message: 'Definition updated.' } };
    }
    if (id && method === 'DELETE') {
      if (remove) return remove;
      definitions = definitions.filter((item) => item.id !== id);
      return { status: 200, body: { message: 'Definition removed.' } };
    }
    return { status: 404, body: { error: 'Not found.' } };
  });
  if (reader === 'visitor') document.cookie = 'signed-in=; path=/; max-age=0';
  const to = (pattern: RegExp, method: string) =>
    calls
      .filter((call) => pattern.test(call.url) && call.init?.method === method)
      .map((call) => ({
        url: call.url,
        body:
          call.init?.body === undefined
            ? undefined
            : (JSON.parse(call.init.body as string) as unknown),
      }));
  return {
    reports: () => to(/\/report$/, 'POST'),
    edits: () => to(/^\/api\/admin\/definitions\//, 'PUT'),
    removals: () => to(/^\/api\/admin\/definitions\//, 'DELETE'),
    termFetches: () => calls.filter((call) => call.url === '/api/slang/rizz').length,
  };
}

const renderPage = () => renderWithProviders(<AppRouter />, { path: '/slang/rizz' });

const definitionsSection = (count = DEFINITIONS.length) =>
  screen.findByRole('region', { name: T.heading(count) });

/** The list items, in order, once the page is in. */
async function items(count = DEFINITIONS.length) {
  const list = within(await definitionsSection(count)).getByRole('list', { name: T.listLabel });
  return within(list).getAllByRole('listitem');
}

const notifications = () =>
  within(screen.getByRole('region', { name: /Notifications/, hidden: true }));

describe('reporting a definition', () => {
  it('sends the reason and note to the definition’s report address, anonymously, and shows the server’s answer', async () => {
    const api = server({ reader: 'visitor' });
    renderPage();
    const [, original] = await items();
    await userEvent.click(within(original!).getByRole('button', { name: T.reportLabel(2) }));

    const dialog = await screen.findByRole('dialog', { name: T.reportTitle });
    expect(dialog).toHaveAccessibleDescription(
      `Definition 2 of “rizz” — ${DICTIONARY_TEXT.reportDescription}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: DICTIONARY_TEXT.reportSend }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(DICTIONARY_TEXT.reportChooseReason);
    expect(api.reports()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.wrong }));
    await userEvent.type(
      within(dialog).getByLabelText(DICTIONARY_TEXT.reportNote),
      ' Not what it means ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: DICTIONARY_TEXT.reportSend }));

    await waitFor(() => {
      expect(notifications().getByText(DICTIONARY_TEXT.reportThanksTitle)).toBeVisible();
      expect(
        notifications().getByText('Thanks for telling us. A moderator will look.'),
      ).toBeVisible();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.reports()).toEqual([
      { url: '/api/definitions/d1/report', body: { reason: 'wrong', note: 'Not what it means' } },
    ]);
  });

  it('has a Report button on every definition, named by its number', async () => {
    server({ reader: 'visitor' });
    renderPage();
    const list = await items();
    list.forEach((element, index) =>
      expect(within(element).getByRole('button', { name: T.reportLabel(index + 1) })).toBeVisible(),
    );
    // The term's own Report stays the only button named just "Report".
    expect(screen.getAllByRole('button', { name: DICTIONARY_TEXT.report })).toHaveLength(1);
  });

  it('shows the server’s reason when it refuses, and keeps the dialog open', async () => {
    const api = server({
      reader: 'reader',
      report: { status: 404, body: { error: 'Definition not found.', code: 'not_found' } },
    });
    renderPage();
    const [ana] = await items();
    await userEvent.click(within(ana!).getByRole('button', { name: T.reportLabel(1) }));
    const dialog = await screen.findByRole('dialog', { name: T.reportTitle });
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    await userEvent.click(within(dialog).getByRole('button', { name: DICTIONARY_TEXT.reportSend }));

    await waitFor(() => {
      expect(notifications().getByText(DICTIONARY_TEXT.reportFailedTitle)).toBeVisible();
      expect(notifications().getByText('Definition not found.')).toBeVisible();
    });
    expect(api.reports()).toEqual([
      { url: '/api/definitions/d2/report', body: { reason: 'spam', note: null } },
    ]);
    expect(screen.getByRole('dialog', { name: T.reportTitle })).toBeVisible();
  });
});

describe('an admin’s Edit and Remove', () => {
  const editButton = (element: HTMLElement) =>
    within(element).queryByRole('button', { name: /^Edit definition/ });
  const removeButton = (element: HTMLElement) =>
    within(element).queryByRole('button', { name: /^Remove definition/ });

  it('are on readers’ definitions only, not on the original one', async () => {
    server({ reader: 'admin' });
    renderPage();
    const [ana, original, sam] = await items();
    expect(editButton(ana!)).toHaveAccessibleName(T.editLabel(1));
    expect(removeButton(ana!)).toHaveAccessibleName(T.removeLabel(1));
    expect(editButton(sam!)).toHaveAccessibleName(T.editLabel(3));
    await waitFor(() => expect(removeButton(sam!)).toBeEnabled());
    expect(removeButton(sam!)).toHaveAccessibleName(T.removeLabel(3));
    expect(editButton(original!)).toBeNull();
    expect(removeButton(original!)).toBeNull();
    expect(within(original!).getByRole('button', { name: T.reportLabel(2) })).toBeVisible();
  });

  it.each<Reader>(['reader', 'visitor'])('are not shown to a %s', async (reader) => {
    server({ reader });
    renderPage();
    const list = await items();
    // Once the session is known: the vote prompts and the Report buttons are there, Edit and Remove are not.
    await waitFor(() =>
      expect(within(list[0]!).getByRole('button', { name: T.reportLabel(1) })).toBeVisible(),
    );
    for (const element of list) {
      expect(editButton(element)).toBeNull();
      expect(removeButton(element)).toBeNull();
    }
  });

  it('edits a reader’s definition from its current text, sends PUT, and shows the saved text', async () => {
    const api = server();
    renderPage();
    const [ana] = await items();
    const fetchesBefore = api.termFetches();
    await userEvent.click(editButton(ana!)!);

    const dialog = await screen.findByRole('dialog', { name: T.editTitle });
    expect(dialog).toHaveAccessibleDescription(T.editDescription(1, 'rizz'));
    const meaning = within(dialog).getByRole('textbox', { name: T.meaningLabel });
    const example = within(dialog).getByRole('textbox', { name: T.exampleLabel });
    const context = within(dialog).getByRole('textbox', { name: T.contextLabel });
    expect(meaning).toHaveValue('Skill at flirting; short for charisma.');
    expect(example).toHaveValue('She used her rizz on the whole room.');
    expect(context).toHaveValue('Streamer slang since 2021.');

    // The shared schema still applies: an emptied meaning is not sent.
    await userEvent.clear(meaning);
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));
    expect(within(dialog).getByText('Please write what the term means.')).toBeVisible();
    expect(api.edits()).toEqual([]);

    await userEvent.type(meaning, 'Flirting skill.');
    await userEvent.clear(context);
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));

    await waitFor(() => expect(notifications().getByText('Definition updated.')).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.edits()).toEqual([
      {
        url: '/api/admin/definitions/d2',
        body: {
          meaning: 'Flirting skill.',
          example: 'She used her rizz on the whole room.',
          context: null,
        },
      },
    ]);
    // The term was fetched again: the list shows the saved text.
    expect(api.termFetches()).toBeGreaterThan(fetchesBefore);
    const [edited] = await items();
    expect(within(edited!).getByText('Flirting skill.')).toBeVisible();
    expect(within(edited!).queryByText('Streamer slang since 2021.')).toBeNull();
    expect(editButton(edited!)).toHaveFocus();

    // Opened again, the form starts from the saved text.
    await userEvent.click(editButton(edited!)!);
    const again = await screen.findByRole('dialog', { name: T.editTitle });
    expect(within(again).getByRole('textbox', { name: T.meaningLabel })).toHaveValue(
      'Flirting skill.',
    );
  });

  it('keeps the dialog and what was written when the server refuses the edit', async () => {
    const api = server({ edit: { status: 404, body: { error: 'Definition not found.' } } });
    renderPage();
    const [, , sam] = await items();
    await userEvent.click(editButton(sam!)!);
    const dialog = await screen.findByRole('dialog', { name: T.editTitle });
    const example = within(dialog).getByRole('textbox', { name: T.exampleLabel });
    await userEvent.clear(example);
    await userEvent.type(example, 'No rizz at all.');
    await userEvent.click(within(dialog).getByRole('button', { name: T.save }));

    await waitFor(() => {
      expect(notifications().getByText(T.editFailedTitle)).toBeVisible();
      expect(notifications().getByText('Definition not found.')).toBeVisible();
    });
    expect(api.edits()).toEqual([
      {
        url: '/api/admin/definitions/d3',
        body: {
          meaning: 'Confidence that gets you a date.',
          example: 'No rizz at all.',
          context: null,
        },
      },
    ]);
    expect(screen.getByRole('dialog', { name: T.editTitle })).toBeVisible();
    expect(example).toHaveValue('No rizz at all.');
    expect(within(dialog).getByRole('button', { name: T.save })).toBeEnabled();

    // Cancelled and opened again: the definition's own text, not what was left in the form.
    await userEvent.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(editButton(sam!)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: T.editTitle });
    expect(within(again).getByRole('textbox', { name: T.exampleLabel })).toHaveValue(
      'Zero rizz, all nerves.',
    );
  });

  it('asks before removing; Cancel sends nothing, Remove sends DELETE and the list loses it', async () => {
    const api = server();
    renderPage();
    const [, , sam] = await items();
    await waitFor(() => expect(removeButton(sam!)).toBeEnabled());

    await userEvent.click(removeButton(sam!)!);
    let question = await screen.findByRole('alertdialog', { name: T.removeTitle });
    expect(question).toHaveAccessibleDescription(T.removeQuestion(3, 'rizz'));
    await userEvent.click(within(question).getByRole('button', { name: CONFIRM_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.removals()).toEqual([]);

    await userEvent.click(removeButton(sam!)!);
    question = await screen.findByRole('alertdialog', { name: T.removeTitle });
    await userEvent.click(within(question).getByRole('button', { name: T.remove }));

    await waitFor(() => expect(notifications().getByText('Definition removed.')).toBeVisible());
    expect(api.removals()).toEqual([{ url: '/api/admin/definitions/d3', body: undefined }]);
    const section = await definitionsSection(2);
    expect(within(section).queryByText('Confidence that gets you a date.')).toBeNull();
    expect(await items(2)).toHaveLength(2);
    // Its buttons are gone: focus is on the section's heading, not lost.
    expect(within(section).getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('keeps the definition and says why when the removal fails', async () => {
    const api = server({ remove: { status: 403, body: { error: 'Admins only.' } } });
    renderPage();
    const [ana] = await items();
    await waitFor(() => expect(removeButton(ana!)).toBeEnabled());
    await userEvent.click(removeButton(ana!)!);
    const question = await screen.findByRole('alertdialog', { name: T.removeTitle });
    await userEvent.click(within(question).getByRole('button', { name: T.remove }));

    await waitFor(() => {
      expect(notifications().getByText(T.removeFailedTitle)).toBeVisible();
      expect(notifications().getByText('Admins only.')).toBeVisible();
    });
    expect(api.removals()).toEqual([{ url: '/api/admin/definitions/d2', body: undefined }]);
    expect(await items()).toHaveLength(3);
    expect(screen.getByText('Skill at flirting; short for charisma.')).toBeVisible();
  });
});
