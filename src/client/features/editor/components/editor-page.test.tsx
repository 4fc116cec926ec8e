import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorPageOf } from '@shared/roles';
import { SOURCE_TEXT_MESSAGE, TRANSLATION_TEXT_MESSAGE } from '@shared/schemas/editor';
import { renderWithProviders } from '@client/test/render';
import { PAGINATION_TEXT } from '@client/components/ui/list-pagination';
import { entry, fakeEditorApi, hoursAgo } from '../test/fake-editor-api';
import { ADD_SLANG_TEXT as A, EDITOR_TEXT as T } from '../texts';
import { ADD_FORM_SCROLL_DELAY_MS, EditorPage } from './editor-page';

const genZ = editorPageOf('gen_z_english');

const region = () => screen.findByRole('region', { name: T.listLabel });
const rows = async () => within(await region()).findAllByRole('article');
async function row(source: string) {
  const found = (await rows()).find((item) =>
    within(item).queryByRole('heading', { name: source }),
  );
  if (!found) throw new Error(`No row for ${source}`);
  return found;
}

async function expectToast(title: string, description?: string) {
  const status = await screen.findByText(title);
  expect(status).toBeInTheDocument();
  if (description) expect(screen.getByText(description)).toBeInTheDocument();
}

const lastListRequest = (api: ReturnType<typeof fakeEditorApi>) => api.listRequests().at(-1);

afterEach(() => {
  vi.useRealTimers();
});

describe('EditorPage', () => {
  it('shows the statistics and the entries: source, output, status, origin and request count', async () => {
    const api = fakeEditorApi({
      entries: [
        entry({
          sourceText: 'that is really good',
          finalOutput: 'that is bussin',
          machineOutput: 'that is lit',
          origin: 'translator',
          engine: 'llm',
          requestCount: 12,
        }),
        entry({ sourceText: 'no lie', finalOutput: 'no cap', status: 'approved' }),
        entry({ sourceText: 'hola', targetStyle: 'gen_z_spanish' }),
      ],
    });
    renderWithProviders(<EditorPage page={genZ} />);

    expect(await rows()).toHaveLength(2);
    const request = lastListRequest(api);
    expect(request?.searchParams.get('style')).toBe('gen_z_english');
    expect(request?.searchParams.get('sort')).toBe('requested');
    expect(request?.searchParams.get('page')).toBe('1');

    const stats = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(stats(T.totalTranslations)).toBe('2');
    expect(stats(T.approved)).toBe('1');
    expect(stats(T.pending)).toBe('1');
    expect(stats(T.totalPages)).toBe('1');

    const good = await row('that is really good');
    expect(within(good).getByText('that is bussin')).toBeVisible();
    expect(within(good).getByText(T.status.pending)).toBeVisible();
    expect(within(good).getByText(/From the translator · AI · Requested 12 times/)).toBeVisible();
    expect(within(good).getByText('that is lit')).toBeVisible();

    const noLie = await row('no lie');
    expect(within(noLie).getByText(T.status.approved)).toBeVisible();
    expect(within(noLie).queryByText(/Requested/)).toBeNull();
  });

  it('shows right-to-left output with its language on the Persian page', async () => {
    fakeEditorApi({
      entries: [entry({ targetStyle: 'persian_slang', sourceText: 'cool', finalOutput: 'خفنه' })],
    });
    renderWithProviders(<EditorPage page={editorPageOf('persian_slang')} />);
    const item = await row('cool');
    const output = within(item).getByText('خفنه');
    expect(output).toHaveAttribute('dir', 'rtl');
    expect(output).toHaveAttribute('lang', 'fa-IR');

    await userEvent.click(within(item).getByRole('button', { name: /^Edit/ }));
    const field = within(item).getByRole('textbox', { name: T.outputLabel });
    expect(field).toHaveAttribute('dir', 'rtl');
    expect(field).toHaveAttribute('lang', 'fa-IR');
  });

  it('pages through 20 entries at a time and goes back to page 1 when the filter, sort or search changes', async () => {
    const api = fakeEditorApi({
      entries: Array.from({ length: 25 }, (_, index) =>
        entry({ sourceText: `phrase ${index + 1}`, updatedAt: hoursAgo(index) }),
      ),
    });
    renderWithProviders(<EditorPage page={genZ} />);
    expect(await rows()).toHaveLength(20);
    expect(screen.getByText(T.showing(1, 20, 25))).toBeVisible();
    const pages = screen.getByRole('navigation', { name: PAGINATION_TEXT.label });
    expect(within(pages).getByText(PAGINATION_TEXT.pageOf(1, 2))).toBeVisible();
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    expect(lastListRequest(api)?.searchParams.get('page')).toBe('2');
    expect(screen.getByText(PAGINATION_TEXT.pageOf(2, 2))).toBeVisible();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: T.statusLabel }), 'pending');
    await waitFor(async () => expect(await rows()).toHaveLength(20));
    expect(lastListRequest(api)?.searchParams.get('status')).toBe('pending');
    expect(lastListRequest(api)?.searchParams.get('page')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(lastListRequest(api)?.searchParams.get('page')).toBe('2'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: T.sortLabel }), 'oldest');
    await waitFor(() => expect(lastListRequest(api)?.searchParams.get('sort')).toBe('oldest'));
    expect(lastListRequest(api)?.searchParams.get('page')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(lastListRequest(api)?.searchParams.get('page')).toBe('2'));
    await userEvent.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'phrase 1');
    await waitFor(() => expect(lastListRequest(api)?.searchParams.get('search')).toBe('phrase 1'));
    expect(lastListRequest(api)?.searchParams.get('page')).toBe('1');
    // phrase 1 and phrase 10–19.
    await waitFor(async () => expect(await rows()).toHaveLength(11));
    expect(screen.queryByRole('navigation', { name: PAGINATION_TEXT.label })).toBeNull();
  }, 20_000);

  it('toggles the Add New Slang form with "a" outside fields, and scrolls it into view after 300 ms', async () => {
    const scrollIntoView = vi
      .spyOn(Element.prototype, 'scrollIntoView')
      .mockImplementation(() => undefined);
    fakeEditorApi({ entries: [entry({ sourceText: 'no lie' })] });
    renderWithProviders(<EditorPage page={genZ} />);
    await row('no lie');
    const form = () => screen.queryByRole('form', { name: A.formLabel });

    await userEvent.keyboard('{Control>}a{/Control}');
    expect(form()).toBeNull();

    const opened = Date.now();
    await userEvent.keyboard('a');
    expect(form()).toBeVisible();
    expect(screen.getByRole('button', { name: A.toggle })).toHaveAttribute('aria-expanded', 'true');
    const source = screen.getByRole('textbox', { name: A.sourceLabel });
    // The letter opened the form; it was not typed into the field that took the focus.
    expect(source).toHaveFocus();
    expect(source).toHaveValue('');
    expect(scrollIntoView).not.toHaveBeenCalled();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith(expect.anything()));
    expect(Date.now() - opened).toBeGreaterThanOrEqual(ADD_FORM_SCROLL_DELAY_MS - 20);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveAccessibleName(A.formLabel);

    // Inside a field the letter is just typed.
    await userEvent.keyboard('a');
    expect(source).toHaveValue('a');
    expect(form()).toBeVisible();

    source.blur();
    await userEvent.keyboard('a');
    expect(form()).toBeNull();
  });

  it('checks both fields inline with the spec’s messages before sending anything', async () => {
    const api = fakeEditorApi();
    renderWithProviders(<EditorPage page={genZ} />);
    await userEvent.click(screen.getByRole('button', { name: A.toggle }));
    await userEvent.click(screen.getByRole('button', { name: A.submit }));

    const source = screen.getByRole('textbox', { name: A.sourceLabel });
    const output = screen.getByRole('textbox', { name: A.outputLabel });
    expect(screen.getByText(SOURCE_TEXT_MESSAGE)).toBeVisible();
    expect(screen.getByText(TRANSLATION_TEXT_MESSAGE)).toBeVisible();
    expect(source).toHaveAttribute('aria-invalid', 'true');
    expect(source).toHaveFocus();

    await userEvent.type(source, 'no lie');
    expect(screen.queryByText(SOURCE_TEXT_MESSAGE)).toBeNull();
    await userEvent.type(output, 'no cap <3');
    await userEvent.click(screen.getByRole('button', { name: A.submit }));
    expect(screen.getByText(TRANSLATION_TEXT_MESSAGE)).toBeVisible();
    expect(output).toHaveFocus();
    expect(api.calls.some((call) => call.url.startsWith('/api/editor/check-duplicate'))).toBe(
      false,
    );
  });

  it('runs the duplicate check first: an existing entry gives the inline message and "Duplicate Found"', async () => {
    const api = fakeEditorApi({
      entries: [entry({ sourceText: 'No cap', finalOutput: 'for real' })],
    });
    renderWithProviders(<EditorPage page={genZ} />);
    await row('No cap');
    await userEvent.click(screen.getByRole('button', { name: A.toggle }));
    await userEvent.type(screen.getByRole('textbox', { name: A.sourceLabel }), '  no CAP ');
    await userEvent.type(screen.getByRole('textbox', { name: A.outputLabel }), 'honestly');
    await userEvent.click(screen.getByRole('button', { name: A.submit }));

    const duplicate = A.duplicateToast('no CAP');
    await expectToast(duplicate.title, duplicate.description);
    const form = screen.getByRole('form', { name: A.formLabel });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      `${A.duplicateInline}${A.duplicateExisting('for real')}`,
    );
    const check = api.calls.find((call) => call.url.startsWith('/api/editor/check-duplicate'));
    expect(new URL(check!.url, 'http://localhost').searchParams.get('keyHash')).toBe(
      'gen_z_english|no cap',
    );
    expect(api.calls.some((call) => call.url === '/api/editor/add-slang')).toBe(false);
  });

  it('adds new slang as pending, says so, clears the form and shows it in the list', async () => {
    const api = fakeEditorApi({ entries: [entry({ sourceText: 'no lie' })] });
    renderWithProviders(<EditorPage page={genZ} />);
    await row('no lie');
    await userEvent.keyboard('a');
    const source = screen.getByRole('textbox', { name: A.sourceLabel });
    await userEvent.type(source, ' that is amazing ');
    await userEvent.type(screen.getByRole('textbox', { name: A.outputLabel }), "that's fire!");
    await userEvent.type(screen.getByRole('textbox', { name: A.notesLabel }), 'very common');
    await userEvent.click(screen.getByRole('button', { name: A.submit }));

    await expectToast(A.addedToast.title, A.addedToast.description);
    expect(api.bodyOf('POST', '/api/editor/add-slang')).toEqual({
      sourceText: 'that is amazing',
      finalOutput: "that's fire!",
      targetStyle: 'gen_z_english',
      notes: 'very common',
    });
    expect(source).toHaveValue('');
    expect(source).toHaveFocus();
    const added = await row('that is amazing');
    expect(within(added).getByText(T.status.pending)).toBeVisible();
  });

  it('shows "Failed to add slang" inline and in a toast when the add fails', async () => {
    fakeEditorApi({
      addReply: () => ({ status: 500, body: { error: 'Database unavailable.', code: 'INTERNAL' } }),
    });
    renderWithProviders(<EditorPage page={genZ} />);
    await userEvent.click(screen.getByRole('button', { name: A.toggle }));
    await userEvent.type(screen.getByRole('textbox', { name: A.sourceLabel }), 'so good');
    await userEvent.type(screen.getByRole('textbox', { name: A.outputLabel }), 'bussin');
    await userEvent.click(screen.getByRole('button', { name: A.submit }));

    const form = screen.getByRole('form', { name: A.formLabel });
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(A.addFailed);
    expect(alert).toHaveTextContent('Database unavailable.');
    expect(screen.getAllByText(A.addFailed)).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: A.sourceLabel })).toHaveValue('so good');
  });

  it('edits one entry at a time: the form shows its history, saves the changes with the version and closes', async () => {
    const first = entry({ sourceText: 'no lie', finalOutput: 'no cap', version: 3 });
    const second = entry({ sourceText: 'very good', finalOutput: 'bussin' });
    const api = fakeEditorApi({
      entries: [first, second],
      history: {
        [first.id]: [
          {
            id: 'c1',
            action: 'edited',
            actorName: 'Ana',
            before: { finalOutput: 'no hat', notes: null, status: 'pending' },
            after: { finalOutput: 'no cap', notes: null, status: 'pending' },
            createdAt: hoursAgo(2),
          },
        ],
      },
    });
    renderWithProviders(<EditorPage page={genZ} />);
    const noLie = await row('no lie');
    await userEvent.click(within(noLie).getByRole('button', { name: /^Edit/ }));
    const form = within(noLie).getByRole('form', { name: T.editFormLabel('no lie') });
    const output = within(form).getByRole('textbox', { name: T.outputLabel });
    expect(output).toHaveValue('no cap');
    expect(output).toHaveFocus();
    const history = await within(form).findByRole('list', { name: T.historyLabel });
    expect(history).toHaveTextContent('Edited by Ana · 2 hours ago');
    expect(history).toHaveTextContent('Changed from “no hat” to “no cap”');

    // Opening another entry's form closes this one.
    await userEvent.click(within(await row('very good')).getByRole('button', { name: /^Edit/ }));
    expect(within(noLie).queryByRole('form')).toBeNull();
    expect(screen.getAllByRole('form')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: T.cancel }));
    expect(screen.queryByRole('form')).toBeNull();

    await userEvent.click(within(noLie).getByRole('button', { name: /^Edit/ }));
    const reopened = within(noLie).getByRole('textbox', { name: T.outputLabel });
    await userEvent.clear(reopened);
    expect(within(noLie).getByRole('button', { name: T.save })).toBeDisabled();
    await userEvent.type(reopened, 'no cap fr');
    await userEvent.type(
      within(noLie).getByRole('textbox', { name: T.notesLabel }),
      'fr = for real',
    );
    await userEvent.click(within(noLie).getByRole('button', { name: T.save }));

    await expectToast(T.updatedToast);
    expect(api.bodyOf('PATCH', `/api/editor/translations/${first.id}`)).toEqual({
      version: 3,
      finalOutput: 'no cap fr',
      notes: 'fr = for real',
    });
    await waitFor(() => expect(within(noLie).queryByRole('form')).toBeNull());
    expect(await within(noLie).findByText('no cap fr')).toBeVisible();
  });

  it('shows the text someone else saved meanwhile instead of overwriting it, and saves on top once loaded', async () => {
    const item = entry({ sourceText: 'no lie', finalOutput: 'no cap', version: 1 });
    const api = fakeEditorApi({ entries: [item] });
    renderWithProviders(<EditorPage page={genZ} />);
    const noLie = await row('no lie');
    await userEvent.click(within(noLie).getByRole('button', { name: /^Edit/ }));
    const output = within(noLie).getByRole('textbox', { name: T.outputLabel });
    await userEvent.clear(output);
    await userEvent.type(output, 'mine');

    api.saveAsSomeoneElse(item.id, 'theirs: no cap fr');
    await userEvent.click(within(noLie).getByRole('button', { name: T.save }));

    const form = within(noLie).getByRole('form');
    const notice = await within(form).findByRole('alert');
    expect(notice).toHaveTextContent(T.staleTitle);
    expect(notice).toHaveTextContent('theirs: no cap fr');
    expect(output).toHaveValue('mine');
    expect(api.entries()[0]?.finalOutput).toBe('theirs: no cap fr');
    await expectToast(T.errorTitle, 'Someone else saved this entry while you were editing.');

    await userEvent.click(within(notice).getByRole('button', { name: T.loadTheirs }));
    expect(output).toHaveValue('theirs: no cap fr');
    await userEvent.type(output, '!');
    await userEvent.click(within(noLie).getByRole('button', { name: T.save }));
    await expectToast(T.updatedToast);
    expect(api.bodyOf('PATCH', `/api/editor/translations/${item.id}`)).toEqual({
      version: 2,
      finalOutput: 'theirs: no cap fr!',
    });
    expect(api.entries()[0]?.finalOutput).toBe('theirs: no cap fr!');
  });

  it('offers Approve on pending entries only and approves with the version shown', async () => {
    const pending = entry({ sourceText: 'no lie', version: 4 });
    const api = fakeEditorApi({
      entries: [pending, entry({ sourceText: 'good', status: 'approved' })],
    });
    renderWithProviders(<EditorPage page={genZ} />);
    expect(within(await row('good')).queryByRole('button', { name: /^Approve/ })).toBeNull();

    await userEvent.click(within(await row('no lie')).getByRole('button', { name: /^Approve/ }));
    await expectToast(T.approvedToast);
    expect(api.bodyOf('POST', `/api/editor/translations/${pending.id}/approve`)).toEqual({
      version: 4,
    });
    await waitFor(async () =>
      expect(within(await row('no lie')).getByText(T.status.approved)).toBeVisible(),
    );
    expect(within(await row('no lie')).queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it("says why an approve failed with the server's message", async () => {
    fakeEditorApi({
      entries: [entry({ sourceText: 'no lie' })],
      approveReply: () => ({ status: 403, body: { error: 'Not your style.', code: 'FORBIDDEN' } }),
    });
    renderWithProviders(<EditorPage page={genZ} />);
    await userEvent.click(within(await row('no lie')).getByRole('button', { name: /^Approve/ }));
    await expectToast(T.errorTitle, 'Not your style.');
  });

  it('shows a Locked badge and disables Edit on a locked entry; only admins see Lock', async () => {
    fakeEditorApi({ entries: [entry({ sourceText: 'no lie', isLocked: true })] });
    renderWithProviders(<EditorPage page={genZ} />);
    const noLie = await row('no lie');
    expect(within(noLie).getByText(T.locked)).toBeVisible();
    const edit = within(noLie).getByRole('button', { name: /^Edit/ });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(T.lockedHint);
    expect(within(noLie).queryByRole('button', { name: /^Unlock/ })).toBeNull();
  });

  it('names the style in "Failed to fetch … translations" and loads again on Try again', async () => {
    let fail = true;
    fakeEditorApi({
      entries: [entry({ sourceText: 'no lie' })],
      listReply: () =>
        fail ? { status: 500, body: { error: 'Boom', code: 'INTERNAL' } } : undefined,
    });
    renderWithProviders(<EditorPage page={genZ} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch Gen Z translations');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await row('no lie')).toBeVisible();
  });

  it('says "Failed to fetch Gen Z Spanish translations" on the Spanish page, and shows an empty state', async () => {
    let fail = true;
    fakeEditorApi({
      listReply: () => (fail ? { status: 503, body: { error: 'Down', code: 'X' } } : undefined),
    });
    renderWithProviders(<EditorPage page={editorPageOf('gen_z_spanish')} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch Gen Z Spanish translations');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(T.empty)).toBeVisible();
  });
});
