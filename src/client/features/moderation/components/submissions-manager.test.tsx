import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_POLL_MS, REPORT_REASON_LABELS } from '@shared/dictionary';
import type { AdminReport, AdminSuggestion } from '@shared/schemas/dictionary';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { REPORTS_TEXT, SUBMISSIONS_TEXT as T } from '../texts';
import { SubmissionsManager } from './submissions-manager';

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function suggestion(id: string, overrides: Partial<AdminSuggestion> = {}): AdminSuggestion {
  return {
    id,
    term: 'rizz',
    short_definition: 'charm',
    long_explanation: 'The ability to attract someone with charm and confidence.',
    context_source: 'TikTok comments',
    example: 'He has serious rizz.',
    status: 'pending',
    created_at: ago(2 * HOUR),
    form: 'add',
    submittedBy: 'Ana',
    existingSlug: null,
    approvedSlug: null,
    history: [{ action: 'submitted', actorName: 'Ana', at: ago(2 * HOUR), note: null }],
    ...overrides,
  };
}

function report(id: string, overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id,
    slug: 'no-cap',
    term: 'no cap',
    reason: 'wrong',
    note: 'It means "no lie", not "no hat".',
    status: 'open',
    created_at: ago(3 * HOUR),
    reportedBy: null,
    history: [{ action: 'reported', actorName: null, at: ago(3 * HOUR), note: null }],
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown };

/** A fake admin API: the given suggestions and reports, changed by the moderation calls as the server would. */
function fakeServer({
  suggestions = [
    suggestion('s1'),
    suggestion('s2', { term: 'delulu', submittedBy: null, form: 'suggest' }),
  ],
  reports = [] as AdminReport[],
  listReply,
  approveReply,
}: {
  suggestions?: AdminSuggestion[];
  reports?: AdminReport[];
  listReply?: () => Reply | undefined;
  approveReply?: Reply;
} = {}) {
  let list = [...suggestions];
  let reportList = [...reports];
  const calls = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/admin/suggestions' && method === 'GET') {
      const failure = listReply?.();
      if (failure) return failure;
      const status = searchParams.get('status');
      const search = searchParams.get('search')?.toLowerCase() ?? '';
      return {
        status: 200,
        body: {
          suggestions: list.filter(
            (item) =>
              (status === 'all' || item.status === status) &&
              item.term.toLowerCase().includes(search),
          ),
          pendingCount: list.filter((item) => item.status === 'pending').length,
        },
      };
    }
    if (pathname === '/api/admin/reports' && method === 'GET') {
      const open = reportList.filter((item) => item.status === 'open');
      return { status: 200, body: { reports: open, openCount: open.length } };
    }
    const action = /^\/api\/admin\/suggestions\/([^/]+)(?:\/(approve|reject))?$/.exec(pathname);
    if (action?.[1]) {
      const id = decodeURIComponent(action[1]);
      if (action[2] === 'approve') {
        if (approveReply) return approveReply;
        list = list.map((item) =>
          item.id === id ? { ...item, status: 'approved', approvedSlug: 'rizz' } : item,
        );
        return { status: 200, body: { id: 't1', slug: 'rizz' } };
      }
      if (action[2] === 'reject') {
        list = list.map((item) => (item.id === id ? { ...item, status: 'rejected' } : item));
        return { status: 200, body: { message: 'Suggestion has been marked as rejected' } };
      }
      if (method === 'DELETE') {
        list = list.filter((item) => item.id !== id);
        return { status: 200, body: { message: 'Suggestion has been removed' } };
      }
    }
    const dismissed = /^\/api\/admin\/reports\/([^/]+)\/dismiss$/.exec(pathname);
    if (dismissed?.[1] && method === 'POST') {
      reportList = reportList.map((item) =>
        item.id === dismissed[1] ? { ...item, status: 'dismissed' } : item,
      );
      return { status: 200, body: { message: 'Report dismissed' } };
    }
    return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
  });
  return {
    calls,
    add: (item: AdminSuggestion) => (list = [item, ...list]),
  };
}

const listRequests = (calls: { url: string; init: RequestInit | undefined }[]) =>
  calls.filter((call) => call.url.startsWith('/api/admin/suggestions?'));

const cards = async () =>
  within(await screen.findByRole('region', { name: T.listLabel })).findAllByRole('article');

const card = async (term: string) => {
  const found = (await cards()).find((item) => within(item).queryByRole('heading', { name: term }));
  if (!found) throw new Error(`No card for ${term}`);
  return found;
};

async function expectToast(title: string, description: string) {
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(description)).toBeInTheDocument();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SubmissionsManager', () => {
  it('lists pending suggestions with the pending count, who sent them, through which form, and their history', async () => {
    const { calls } = fakeServer({
      suggestions: [
        suggestion('s1', { existingSlug: 'rizz' }),
        suggestion('s2', { term: 'delulu', submittedBy: null, form: 'suggest', example: null }),
      ],
    });
    renderWithProviders(<SubmissionsManager />);

    expect(await cards()).toHaveLength(2);
    const pendingFilter = screen.getByRole('button', { name: /^Pending/ });
    expect(pendingFilter).toHaveAttribute('aria-pressed', 'true');
    expect(within(pendingFilter).getByText('2')).toBeVisible();
    expect(listRequests(calls)[0]?.url).toBe('/api/admin/suggestions?status=pending');

    const rizz = await card('rizz');
    expect(within(rizz).getByText(T.form.add, { exact: false })).toHaveTextContent(
      `Submitted by Ana · 2 hours ago · ${T.form.add}`,
    );
    expect(within(rizz).getByText('charm')).toBeVisible();
    expect(within(rizz).getByText(/attract someone with charm/)).toBeVisible();
    expect(within(rizz).getByText('TikTok comments')).toBeVisible();
    expect(within(rizz).getByText('He has serious rizz.')).toBeVisible();
    expect(within(rizz).getByText(T.suggestsChange, { exact: false })).toBeVisible();
    expect(within(rizz).getByRole('link', { name: '/slang/rizz' })).toHaveAttribute(
      'href',
      '/slang/rizz',
    );
    const history = within(rizz).getByRole('list', { name: 'Moderation history' });
    expect(history).toHaveTextContent('Submitted by Ana · 2 hours ago');

    const delulu = await card('delulu');
    expect(within(delulu).getByText(T.form.suggest, { exact: false })).toHaveTextContent(
      `Submitted by Anonymous · 2 hours ago · ${T.form.suggest}`,
    );
    expect(within(delulu).queryByText(T.example)).toBeNull();
  });

  it('Edit & Approve opens a prefilled editor, waits for a term and meaning, sends the edited body and closes', async () => {
    const { calls } = fakeServer({ suggestions: [suggestion('s1')] });
    renderWithProviders(<SubmissionsManager />);
    const rizz = await card('rizz');
    await userEvent.click(within(rizz).getByRole('button', { name: /^Edit & Approve/ }));

    const editor = within(rizz).getByRole('form', { name: T.editorLabel('rizz') });
    const term = within(editor).getByRole('textbox', { name: 'Term' });
    const meaning = within(editor).getByRole('textbox', { name: 'Meaning' });
    const example = within(editor).getByRole('textbox', { name: 'Example' });
    expect(term).toHaveValue('rizz');
    expect(term).toHaveFocus();
    expect(meaning).toHaveValue('charm');
    expect(within(editor).getByRole('textbox', { name: 'Context' })).toHaveValue('TikTok comments');
    expect(example).toHaveValue('');
    expect(within(editor).getByRole('combobox', { name: 'Language' })).toHaveValue('us_english');

    const approve = within(editor).getByRole('button', { name: T.approveSubmit });
    await userEvent.clear(meaning);
    expect(approve).toBeDisabled();
    await userEvent.type(meaning, '  charm and confidence ');
    await userEvent.type(example, 'She fell for his rizz.');
    await userEvent.selectOptions(
      within(editor).getByRole('combobox', { name: 'Language' }),
      'rioplatense_es',
    );
    expect(approve).toBeEnabled();
    await userEvent.click(approve);

    await expectToast(T.approved.title, T.approved.description);
    const sent = calls.find((call) => call.url === '/api/admin/suggestions/s1/approve');
    expect(sent?.init?.method).toBe('POST');
    expect(JSON.parse(sent?.init?.body as string)).toEqual({
      term: 'rizz',
      meaning: 'charm and confidence',
      context: 'TikTok comments',
      example: 'She fell for his rizz.',
      language: 'rioplatense_es',
    });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    // The list is fetched again: the approved suggestion leaves the pending list, which takes the focus.
    expect(await screen.findByText(T.empty)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('region', { name: T.listLabel })).toHaveFocus());
  });

  it("shows the server's reason in an Approval failed toast on a 409 and keeps the editor open", async () => {
    const reason =
      'A term with the address /slang/rizz already exists. Edit that term in the Dictionary Manager, or change the spelling of this one.';
    fakeServer({
      suggestions: [suggestion('s1')],
      approveReply: { status: 409, body: { error: reason, code: 'CONFLICT' } },
    });
    renderWithProviders(<SubmissionsManager />);
    const rizz = await card('rizz');
    await userEvent.click(within(rizz).getByRole('button', { name: /^Edit & Approve/ }));
    await userEvent.click(within(rizz).getByRole('button', { name: T.approveSubmit }));

    await expectToast(T.approveFailed.title, reason);
    expect(within(rizz).getByRole('form')).toBeVisible();
    expect(within(rizz).getByRole('textbox', { name: 'Term' })).toHaveValue('rizz');
    expect(within(rizz).getByRole('button', { name: T.approveSubmit })).toBeEnabled();
  });

  it('asks before rejecting, sends no body, and says the suggestion was rejected', async () => {
    const { calls } = fakeServer({ suggestions: [suggestion('s1')] });
    renderWithProviders(<SubmissionsManager />);
    const rizz = await card('rizz');

    await userEvent.click(within(rizz).getByRole('button', { name: /^Reject/ }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(T.rejectConfirm)).toBeVisible();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/reject'))).toBe(false);

    await userEvent.click(within(rizz).getByRole('button', { name: /^Reject/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.reject }),
    );
    await expectToast(T.rejected.title, T.rejected.description);
    const sent = calls.find((call) => call.url === '/api/admin/suggestions/s1/reject');
    expect(sent?.init?.method).toBe('POST');
    expect(sent?.init?.body).toBeUndefined();
    expect(new Headers(sent?.init?.headers).get('Content-Type')).toBeNull();
  });

  it('asks before deleting and removes the suggestion', async () => {
    const { calls } = fakeServer();
    renderWithProviders(<SubmissionsManager />);
    const delulu = await card('delulu');
    await userEvent.click(within(delulu).getByRole('button', { name: /^Delete/ }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(T.deleteConfirm)).toBeVisible();
    await userEvent.click(within(question).getByRole('button', { name: T.delete }));

    await expectToast(T.deleted.title, T.deleted.description);
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect(screen.getByRole('region', { name: T.listLabel })).toHaveFocus();
    expect(calls.find((call) => call.url === '/api/admin/suggestions/s2')?.init?.method).toBe(
      'DELETE',
    );
  });

  it('filters by status and search; an approved suggestion links to its live term and offers only Delete', async () => {
    const { calls } = fakeServer({
      suggestions: [
        suggestion('s1'),
        suggestion('s3', { term: 'bussin', status: 'approved', approvedSlug: 'bussin' }),
      ],
    });
    renderWithProviders(<SubmissionsManager />);
    await card('rizz');

    await userEvent.click(screen.getByRole('button', { name: T.filter.approved }));
    const bussin = await card('bussin');
    expect(screen.getByRole('button', { name: T.filter.approved })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(bussin).getByText(T.status.approved)).toBeVisible();
    expect(within(bussin).getByRole('link', { name: /View live term/ })).toHaveAttribute(
      'href',
      '/slang/bussin',
    );
    expect(within(bussin).queryByRole('button', { name: /^Edit & Approve/ })).toBeNull();
    expect(within(bussin).queryByRole('button', { name: /^Reject/ })).toBeNull();
    expect(within(bussin).getByRole('button', { name: /^Delete/ })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: T.filter.all }));
    await waitFor(async () => expect(await cards()).toHaveLength(2));
    await userEvent.type(screen.getByRole('searchbox', { name: T.searchLabel }), 'buss');
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect(listRequests(calls).at(-1)?.url).toBe('/api/admin/suggestions?status=all&search=buss');
  });

  it('shows "No suggestions found" when the list is empty', async () => {
    fakeServer({ suggestions: [] });
    renderWithProviders(<SubmissionsManager />);
    expect(await screen.findByText(T.empty)).toBeVisible();
    expect(within(screen.getByRole('button', { name: /^Pending/ })).getByText('0')).toBeVisible();
  });

  it('shows "Failed to load suggestions" in a red card and loads again on Try again', async () => {
    let fail = true;
    fakeServer({
      listReply: () =>
        fail ? { status: 500, body: { error: 'Boom', code: 'INTERNAL_ERROR' } } : undefined,
    });
    renderWithProviders(<SubmissionsManager />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.loadFailed);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cards()).toHaveLength(2);
  });

  it('fetches the list again every 30 seconds, and keeps it on screen when a refresh fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = false;
    const server = fakeServer({
      suggestions: [suggestion('s1')],
      listReply: () =>
        fail ? { status: 503, body: { error: 'Down', code: 'SERVICE_UNAVAILABLE' } } : undefined,
    });
    renderWithProviders(<SubmissionsManager />);
    expect(await cards()).toHaveLength(1);
    server.add(suggestion('s9', { term: 'slay' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ADMIN_POLL_MS);
    });
    expect(await card('slay')).toBeVisible();

    fail = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ADMIN_POLL_MS);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(T.loadFailed);
    expect(await cards()).toHaveLength(2);
  });

  it('lists open reports in their own tab and dismisses one', async () => {
    const { calls } = fakeServer({ reports: [report('r1')] });
    renderWithProviders(<SubmissionsManager />);
    const tab = screen.getByRole('tab', { name: /Reported terms/ });
    await waitFor(() => expect(tab).toHaveTextContent('1'));
    await userEvent.click(tab);

    const region = await screen.findByRole('region', { name: REPORTS_TEXT.listLabel });
    const item = within(region).getByRole('article');
    expect(within(item).getByRole('link', { name: 'no cap' })).toHaveAttribute(
      'href',
      '/slang/no-cap',
    );
    expect(within(item).getByText(REPORT_REASON_LABELS.wrong)).toBeVisible();
    expect(within(item).getByText('It means "no lie", not "no hat".')).toBeVisible();
    expect(within(item).getByText(/Reported by/)).toHaveTextContent(
      'Reported by Anonymous · 3 hours ago',
    );
    expect(within(item).getByRole('list', { name: 'Moderation history' })).toHaveTextContent(
      'Reported · 3 hours ago',
    );
    expect(screen.getByRole('link', { name: REPORTS_TEXT.dictionaryManager })).toHaveAttribute(
      'href',
      '/admin/dictionary',
    );

    await userEvent.click(within(item).getByRole('button', { name: /^Dismiss/ }));
    await expectToast(REPORTS_TEXT.dismissed.title, REPORTS_TEXT.dismissed.description);
    expect(await screen.findByText(REPORTS_TEXT.empty)).toBeVisible();
    expect(calls.find((call) => call.url === '/api/admin/reports/r1/dismiss')?.init?.method).toBe(
      'POST',
    );
  });
});
