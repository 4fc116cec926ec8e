import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminDefinition } from '@shared/schemas/dictionary';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { DEFINITIONS_TEXT as T, SUBMISSIONS_TEXT } from '../texts';
import { SubmissionsManager } from './submissions-manager';

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function pending(id: string, overrides: Partial<AdminDefinition> = {}): AdminDefinition {
  return {
    id,
    status: 'pending',
    meaning: 'Skill at flirting; short for charisma.',
    example: 'She used her rizz on the whole room.',
    context: 'Streamer slang since 2021.',
    term: { slug: 'rizz', term: 'rizz', meaning: 'Charm; the ability to attract someone' },
    author: { handle: 'ana', name: 'Ana' },
    createdAt: ago(2 * HOUR),
    history: [{ action: 'submitted', actorName: 'Ana', at: ago(2 * HOUR), note: null }],
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown };

/** The admin API with the given definitions; approve and reject decide them as the server would. */
function fakeServer({
  definitions = [
    pending('d1'),
    pending('d2', {
      meaning: 'Being a little too much.',
      example: null,
      context: null,
      term: { slug: 'extra', term: 'extra', meaning: 'Over the top' },
      author: null,
      createdAt: ago(5 * HOUR),
      history: [],
    }),
  ],
  decideReply,
}: { definitions?: AdminDefinition[]; decideReply?: Reply } = {}) {
  let list = [...definitions];
  const calls = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/admin/suggestions' && method === 'GET')
      return { status: 200, body: { suggestions: [], pendingCount: 0 } };
    if (pathname === '/api/admin/reports' && method === 'GET')
      return { status: 200, body: { reports: [], openCount: 0 } };
    if (pathname === '/api/admin/definitions' && method === 'GET') {
      const status = searchParams.get('status');
      return {
        status: 200,
        body: { definitions: list.filter((item) => status === 'all' || item.status === status) },
      };
    }
    const decided = /^\/api\/admin\/definitions\/([^/]+)\/(approve|reject)$/.exec(pathname);
    if (decided?.[1] && method === 'POST') {
      if (decideReply) return decideReply;
      const status = decided[2] === 'approve' ? 'approved' : 'rejected';
      list = list.map((item) => (item.id === decided[1] ? { ...item, status } : item));
      return { status: 200, body: { message: `Definition ${status}.` } };
    }
    return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
  });
  return calls;
}

async function openTab() {
  renderWithProviders(<SubmissionsManager />);
  await userEvent.click(
    screen.getByRole('tab', { name: new RegExp(SUBMISSIONS_TEXT.definitionsTab) }),
  );
  return screen.findByRole('region', { name: T.listLabel });
}

const card = async (term: string) => {
  const region = await screen.findByRole('region', { name: T.listLabel });
  const found = (await within(region).findAllByRole('article')).find((item) =>
    within(item).queryByRole('heading', { name: term }),
  );
  if (!found) throw new Error(`No card for ${term}`);
  return found;
};

async function expectToast(title: string, description: string) {
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(description)).toBeInTheDocument();
}

describe('pending definitions in the moderation page', () => {
  it('has its own tab with the pending count, and lists each definition beside its term’s current meaning', async () => {
    const calls = fakeServer();
    renderWithProviders(<SubmissionsManager />);
    const tab = screen.getByRole('tab', { name: new RegExp(SUBMISSIONS_TEXT.definitionsTab) });
    await waitFor(() => expect(tab).toHaveTextContent(`${SUBMISSIONS_TEXT.definitionsTab}2`));
    expect(calls.some((call) => call.url === '/api/admin/definitions?status=pending')).toBe(true);
    await userEvent.click(tab);

    const rizz = await card('rizz');
    expect(within(rizz).getByRole('link', { name: 'rizz' })).toHaveAttribute('href', '/slang/rizz');
    expect(within(rizz).getByText(T.currentMeaning).nextElementSibling).toHaveTextContent(
      'Charm; the ability to attract someone',
    );
    expect(within(rizz).getByText(T.newMeaning).nextElementSibling).toHaveTextContent(
      'Skill at flirting; short for charisma.',
    );
    expect(within(rizz).getByText(T.example).nextElementSibling).toHaveTextContent(
      '“She used her rizz on the whole room.”',
    );
    expect(within(rizz).getByText(T.context).nextElementSibling).toHaveTextContent(
      'Streamer slang since 2021.',
    );
    expect(within(rizz).getByText(/^Submitted by/, { selector: 'header p' })).toHaveTextContent(
      'Submitted by Ana · 2 hours ago',
    );
    expect(within(rizz).getByRole('list', { name: 'Moderation history' })).toHaveTextContent(
      'Submitted by Ana · 2 hours ago',
    );

    const extra = await card('extra');
    expect(within(extra).getByText(/^Submitted by/, { selector: 'header p' })).toHaveTextContent(
      `Submitted by ${T.formerContributor} · 5 hours ago`,
    );
    expect(within(extra).queryByText(T.example)).toBeNull();
    expect(within(extra).queryByText(T.context)).toBeNull();
    expect(within(extra).queryByRole('list', { name: 'Moderation history' })).toBeNull();
  });

  it('approves a definition: sends no body, thanks the moderator and takes it off the list', async () => {
    const calls = fakeServer();
    await openTab();
    const rizz = await card('rizz');
    await userEvent.click(within(rizz).getByRole('button', { name: 'Approve “rizz”' }));

    await expectToast(T.approved.title, T.approved.description);
    const sent = calls.find((call) => call.url === '/api/admin/definitions/d1/approve');
    expect(sent?.init?.method).toBe('POST');
    expect(sent?.init?.body).toBeUndefined();
    await waitFor(async () =>
      expect(
        within(await screen.findByRole('region', { name: T.listLabel })).getAllByRole('article'),
      ).toHaveLength(1),
    );
    expect(calls.some((call) => call.url.endsWith('/d2/approve'))).toBe(false);
  });

  it('asks before rejecting, then rejects and takes it off the list', async () => {
    const calls = fakeServer({ definitions: [pending('d1')] });
    await openTab();
    const rizz = await card('rizz');

    await userEvent.click(within(rizz).getByRole('button', { name: 'Reject “rizz”' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(T.rejectConfirm)).toBeVisible();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.url.endsWith('/reject'))).toBe(false);

    await userEvent.click(within(rizz).getByRole('button', { name: 'Reject “rizz”' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.reject }),
    );
    await expectToast(T.rejected.title, T.rejected.description);
    const sent = calls.find((call) => call.url === '/api/admin/definitions/d1/reject');
    expect(sent?.init?.method).toBe('POST');
    expect(sent?.init?.body).toBeUndefined();
    expect(await screen.findByText(T.empty)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('region', { name: T.listLabel })).toHaveFocus());
  });

  it('shows the server’s reason when another moderator decided first (409)', async () => {
    const reason = 'This definition was already approved.';
    fakeServer({
      definitions: [pending('d1')],
      decideReply: { status: 409, body: { error: reason, code: 'CONFLICT' } },
    });
    await openTab();
    const rizz = await card('rizz');
    await userEvent.click(within(rizz).getByRole('button', { name: 'Approve “rizz”' }));
    await expectToast(T.approveFailed.title, reason);
  });

  it('says when nothing is waiting', async () => {
    fakeServer({ definitions: [] });
    await openTab();
    expect(await screen.findByText(T.empty)).toBeVisible();
    expect(
      screen.getByRole('tab', { name: new RegExp(SUBMISSIONS_TEXT.definitionsTab) }),
    ).toHaveTextContent(new RegExp(`^${SUBMISSIONS_TEXT.definitionsTab}$`));
  });
});
