import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EDITOR_STYLES } from '@shared/roles';
import { renderWithProviders } from '@client/test/render';
import { entry, fakeEditorApi } from '../test/fake-editor-api';
import { CONSOLE_TEXT as C, EDITOR_TEXT as T, STYLE_NAMES } from '../texts';
import { EditorConsole } from './editor-console';

const rows = async () =>
  within(await screen.findByRole('region', { name: T.listLabel })).findAllByRole('article');
const lastListRequest = (api: ReturnType<typeof fakeEditorApi>) => api.listRequests().at(-1);

const entries = () => [
  entry({ sourceText: 'no lie', finalOutput: 'no cap', status: 'approved' }),
  entry({ sourceText: 'very good', finalOutput: 'bussin' }),
  entry({ sourceText: 'cool', finalOutput: 'خفنه', targetStyle: 'persian_slang' }),
];

describe('EditorConsole', () => {
  it('picks any of the six styles; the list, counts and direction follow the style', async () => {
    const api = fakeEditorApi({ entries: entries() });
    renderWithProviders(<EditorConsole />);
    expect(await rows()).toHaveLength(2);

    const picker = screen.getByRole('combobox', { name: C.styleLabel });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(EDITOR_STYLES);
    expect(picker).toHaveValue('gen_z_english');
    const counts = screen.getByRole('group', { name: C.countsLabel });
    expect(counts).toHaveTextContent(`${C.total}2${C.pending}1${C.approved}1`);

    await userEvent.selectOptions(picker, STYLE_NAMES.persian_slang);
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(lastListRequest(api)?.searchParams.get('style')).toBe('persian_slang');
    expect(lastListRequest(api)?.searchParams.get('page')).toBe('1');
    expect(screen.getByText('خفنه')).toHaveAttribute('dir', 'rtl');
    expect(counts).toHaveTextContent(`${C.total}1${C.pending}1${C.approved}0`);
  });

  it('exports the chosen style and status as a CSV download link', async () => {
    fakeEditorApi({ entries: entries() });
    renderWithProviders(<EditorConsole />);
    await rows();
    const link = screen.getByRole('link', { name: C.exportCsv });
    expect(link).toHaveAttribute(
      'href',
      '/api/editor/translations/export?style=gen_z_english&status=all',
    );
    expect(link).toHaveAttribute('download');

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: T.statusLabel }),
      'approved',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: C.styleLabel }),
      'iraqi_arabic',
    );
    expect(link).toHaveAttribute(
      'href',
      '/api/editor/translations/export?style=iraqi_arabic&status=approved',
    );
  });

  it('sorts by creation, source or output A–Z, or most requested', async () => {
    const api = fakeEditorApi({ entries: entries() });
    renderWithProviders(<EditorConsole />);
    await rows();
    const sort = screen.getByRole('combobox', { name: T.sortLabel });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Most requested', 'Newest', 'Oldest', 'Source A–Z', 'Output A–Z']);
    await userEvent.selectOptions(sort, 'Newest');
    await waitFor(() =>
      expect(lastListRequest(api)?.searchParams.get('sort')).toBe('created_newest'),
    );
    await userEvent.selectOptions(sort, 'Output A–Z');
    await waitFor(() => expect(lastListRequest(api)?.searchParams.get('sort')).toBe('output_az'));
  });

  it('locks and unlocks an entry: a locked one cannot be edited', async () => {
    const item = entry({ sourceText: 'very good', finalOutput: 'bussin', version: 2 });
    const api = fakeEditorApi({ entries: [item] });
    renderWithProviders(<EditorConsole />);
    const [row] = await rows();
    await userEvent.click(within(row!).getByRole('button', { name: /^Lock/ }));

    expect(await screen.findByText(T.lockedToast)).toBeInTheDocument();
    expect(api.bodyOf('PATCH', `/api/editor/translations/${item.id}`)).toEqual({
      isLocked: true,
      version: 2,
    });
    await waitFor(() => expect(within(row!).getByRole('button', { name: /^Edit/ })).toBeDisabled());
    expect(within(row!).getByText(T.locked)).toBeVisible();

    await userEvent.click(within(row!).getByRole('button', { name: /^Unlock/ }));
    expect(await screen.findByText(T.unlockedToast)).toBeInTheDocument();
    await waitFor(() => expect(within(row!).getByRole('button', { name: /^Edit/ })).toBeEnabled());
  });

  it('says "Failed to fetch translations" when the list cannot load', async () => {
    fakeEditorApi({ listReply: () => ({ status: 500, body: { error: 'Boom', code: 'X' } }) });
    renderWithProviders(<EditorConsole />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch translations');
  });
});
