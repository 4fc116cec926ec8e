import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_POLL_MS } from '@shared/dictionary';
import type { ReviewEntry } from '@shared/schemas/editor';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { hoursAgo } from '../test/fake-editor-api';
import { REVIEW_TEXT as T } from '../texts';
import { ReviewQueue } from './review-queue';

function review(id: string, overrides: Partial<ReviewEntry> = {}): ReviewEntry {
  return {
    id,
    status: 'pending',
    targetStyle: 'gen_z_english',
    rating: 2,
    createdAt: hoursAgo(3),
    userInfo: { userId: '1234abcd-5678-4ef0-9abc-def012345678' },
    sourceText: 'that is really good',
    currentOutput: 'that is really good fr',
    resolvedAt: null,
    resolvedBy: null,
    resolvedByName: null,
    resolvedOutput: null,
    adminNotes: null,
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown };

function fakeQueue({
  pending = [review('r1'), review('r2', { sourceText: 'I am tired', rating: 1 })],
  resolved = [] as ReviewEntry[],
  listReply,
  promoteReply,
}: {
  pending?: ReviewEntry[];
  resolved?: ReviewEntry[];
  listReply?: () => Reply | undefined;
  promoteReply?: Reply;
} = {}) {
  let open = [...pending];
  let done = [...resolved];
  const calls = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/review-queue' && method === 'GET') {
      return listReply?.() ?? { status: 200, body: { pending: open, recentlyResolved: done } };
    }
    const match = /^\/api\/admin\/review-queue\/([^/]+)(\/promote)?$/.exec(url);
    const item = open.find((entry) => entry.id === match?.[1]);
    if (match?.[2] && method === 'POST') {
      if (promoteReply) return promoteReply;
      if (!item) return { status: 409, body: { error: 'Already resolved.', code: 'CONFLICT' } };
      const body = JSON.parse(init?.body as string) as { finalOutput: string; adminNotes?: string };
      const resolvedItem: ReviewEntry = {
        ...item,
        status: 'resolved',
        resolvedAt: new Date().toISOString(),
        resolvedBy: 'admin-0001-aaaa',
        adminNotes: body.adminNotes ?? null,
      };
      open = open.filter((entry) => entry !== item);
      done = [resolvedItem, ...done];
      return { status: 200, body: { review: resolvedItem, translation: {} } };
    }
    if (match && method === 'DELETE') {
      open = open.filter((entry) => entry.id !== match[1]);
      done = done.filter((entry) => entry.id !== match[1]);
      return { status: 200, body: { message: 'Review deleted' } };
    }
    return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
  });
  return { calls, add: (entry: ReviewEntry) => (open = [...open, entry]) };
}

const section = (title: string) => screen.findByRole('region', { name: new RegExp(`^${title}`) });
async function card(source: string, title: string = T.pendingTitle) {
  const found = within(await section(title))
    .getAllByRole('article')
    .find((item) => within(item).queryByRole('heading', { name: source }));
  if (!found) throw new Error(`No review for ${source}`);
  return found;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ReviewQueue', () => {
  it('lists pending and recently resolved reviews with style, stars, texts, time and a short user id', async () => {
    fakeQueue({
      pending: [review('r1', { targetStyle: 'persian_slang', currentOutput: 'خیلی خوبه' })],
      resolved: [
        review('r9', {
          sourceText: 'bye',
          status: 'resolved',
          resolvedAt: hoursAgo(1),
          resolvedBy: 'abcdef0123456789',
          adminNotes: 'Fixed the tone',
          userInfo: { userId: null },
        }),
        review('r8', {
          sourceText: 'see you',
          status: 'resolved',
          resolvedAt: hoursAgo(2),
          resolvedBy: 'fedcba9876543210',
          resolvedByName: 'Ada Admin',
          resolvedOutput: 'catch you later fr',
        }),
      ],
    });
    renderWithProviders(<ReviewQueue />);
    const item = await card('that is really good');
    expect(within(item).getByText('Persian Slang')).toBeVisible();
    expect(within(item).getByRole('img', { name: T.rating(2) })).toBeVisible();
    expect(within(item).getByText('خیلی خوبه')).toHaveAttribute('dir', 'rtl');
    expect(item).toHaveTextContent('3 hours ago · User 1234abcd');
    expect(item).not.toHaveTextContent('1234abcd-');

    const resolved = await card('bye', T.resolvedTitle);
    expect(resolved).toHaveTextContent(`${T.resolved}1 hour ago by abcdef01`);
    expect(resolved).toHaveTextContent('Fixed the tone');
    expect(resolved).toHaveTextContent(T.anonymous);
    expect(within(resolved).queryByRole('button', { name: /^Edit & Promote/ })).toBeNull();

    // A promoted fix is shown as what the text is translated as now, with the admin's name.
    const fixed = await card('see you', T.resolvedTitle);
    expect(fixed).toHaveTextContent(`${T.fixedOutput}catch you later fr`);
    expect(fixed).toHaveTextContent('2 hours ago by Ada Admin');
  });

  it('opens one Edit & Promote panel at a time; Cancel closes it', async () => {
    fakeQueue();
    renderWithProviders(<ReviewQueue />);
    const first = await card('that is really good');
    const second = await card('I am tired');
    await userEvent.click(within(first).getByRole('button', { name: /^Edit & Promote/ }));
    expect(within(first).getByRole('form')).toBeVisible();
    expect(within(first).getByRole('textbox', { name: T.improvedLabel })).toHaveFocus();

    await userEvent.click(within(second).getByRole('button', { name: /^Edit & Promote/ }));
    expect(within(first).queryByRole('form')).toBeNull();
    expect(screen.getAllByRole('form')).toHaveLength(1);

    await userEvent.click(within(second).getByRole('button', { name: T.cancel }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('keeps Promote disabled until the improved translation is not blank, then promotes it', async () => {
    const { calls } = fakeQueue();
    renderWithProviders(<ReviewQueue />);
    const item = await card('that is really good');
    await userEvent.click(within(item).getByRole('button', { name: /^Edit & Promote/ }));
    const promote = within(item).getByRole('button', { name: T.promote });
    expect(promote).toBeDisabled();
    const improved = within(item).getByRole('textbox', { name: T.improvedLabel });
    await userEvent.type(improved, '   ');
    expect(promote).toBeDisabled();
    await userEvent.type(improved, "that's bussin ");
    await userEvent.type(within(item).getByRole('textbox', { name: T.adminNotesLabel }), 'tone');
    expect(promote).toBeEnabled();
    await userEvent.click(promote);

    expect(await screen.findByText(T.promoted.title)).toBeInTheDocument();
    expect(screen.getByText(T.promoted.description)).toBeInTheDocument();
    const sent = calls.find((call) => call.url === '/api/admin/review-queue/r1/promote');
    expect(JSON.parse(sent?.init?.body as string)).toEqual({
      finalOutput: "that's bussin",
      adminNotes: 'tone',
    });
    // It moves to Recently Resolved.
    expect(await card('that is really good', T.resolvedTitle)).toHaveTextContent('tone');
    expect(within(await section(T.pendingTitle)).getAllByRole('article')).toHaveLength(1);
  });

  it("shows the server's reason when promoting fails", async () => {
    fakeQueue({
      promoteReply: {
        status: 409,
        body: { error: 'This review was already resolved.', code: 'CONFLICT' },
      },
    });
    renderWithProviders(<ReviewQueue />);
    const item = await card('that is really good');
    await userEvent.click(within(item).getByRole('button', { name: /^Edit & Promote/ }));
    await userEvent.type(within(item).getByRole('textbox', { name: T.improvedLabel }), 'fixed');
    await userEvent.click(within(item).getByRole('button', { name: T.promote }));
    expect(await screen.findByText(T.promoteFailed.title)).toBeInTheDocument();
    expect(screen.getByText('This review was already resolved.')).toBeInTheDocument();
    expect(within(item).getByRole('form')).toBeVisible();
  });

  it('asks "Are you sure you want to delete this review?" before deleting', async () => {
    const { calls } = fakeQueue();
    renderWithProviders(<ReviewQueue />);
    const item = await card('I am tired');
    await userEvent.click(within(item).getByRole('button', { name: /^Delete/ }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(T.deleteConfirm)).toBeVisible();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(false);

    await userEvent.click(within(item).getByRole('button', { name: /^Delete/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.delete }),
    );
    expect(await screen.findByText(T.deleted.title)).toBeInTheDocument();
    expect(calls.find((call) => call.init?.method === 'DELETE')?.url).toBe(
      '/api/admin/review-queue/r2',
    );
    await waitFor(async () =>
      expect(within(await section(T.pendingTitle)).getAllByRole('article')).toHaveLength(1),
    );
  });

  it('shows "Failed to load review queue" with Try again, and fetches again every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    const server = fakeQueue({
      listReply: () => (fail ? { status: 500, body: { error: 'Boom', code: 'X' } } : undefined),
    });
    renderWithProviders(<ReviewQueue />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.loadFailed);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await section(T.pendingTitle)).getAllByRole('article')).toHaveLength(2);

    server.add(review('r3', { sourceText: 'see you later' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ADMIN_POLL_MS);
    });
    expect(await card('see you later')).toBeVisible();
  });
});
