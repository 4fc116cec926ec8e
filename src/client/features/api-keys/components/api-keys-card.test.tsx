import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiKeySummary } from '@shared/schemas/api-keys';
import { COPY_TEXT } from '@client/lib/clipboard';
import { CONFIRM_TEXT } from '@client/components/ui/confirm-dialog';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { API_KEYS_TEXT as T } from '../texts';
import { ApiKeysCard } from './api-keys-card';

const SECRET = `sb_${'Q'.repeat(7)}${'x'.repeat(57)}`;

function summary(id: string, overrides: Partial<ApiKeySummary> = {}): ApiKeySummary {
  return {
    id,
    name: `Key ${id}`,
    start: `sb_${id.padEnd(7, 'A')}`,
    createdAt: '2026-01-02T12:00:00.000Z',
    lastUsedAt: null,
    requestsToday: 0,
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown };

/** A fake /api/api-keys over `keys`; `listReply` / `writeReply` can answer instead. */
function fakeServer({
  keys = [] as ApiKeySummary[],
  listReply,
  writeReply,
}: {
  keys?: ApiKeySummary[];
  listReply?: () => Reply | undefined;
  writeReply?: Reply;
} = {}) {
  let list = [...keys];
  return stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/api-keys' && method === 'GET') {
      return listReply?.() ?? { status: 200, body: { keys: list, limit: 10 } };
    }
    if (writeReply) return writeReply;
    if (url === '/api/api-keys' && method === 'POST') {
      const { name } = JSON.parse(init?.body as string) as { name: string };
      const apiKey = summary('new', { name: name.trim(), start: SECRET.slice(0, 10) });
      list = [apiKey, ...list];
      return { status: 201, body: { apiKey, key: SECRET } };
    }
    const id = /^\/api\/api-keys\/([^/]+)$/.exec(url)?.[1];
    if (id && method === 'DELETE') {
      list = list.filter((key) => key.id !== id);
      return { status: 204 };
    }
    return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
  });
}

const region = () => screen.findByRole('region', { name: T.listLabel });
const item = async (name: string) => {
  const found = (await within(await region()).findAllByRole('article')).find((article) =>
    within(article).queryByRole('heading', { name }),
  );
  if (!found) throw new Error(`No key ${name}`);
  return found;
};

describe('ApiKeysCard', () => {
  it('shows the loading state, then the empty state', async () => {
    fakeServer();
    renderWithProviders(<ApiKeysCard />);
    expect(screen.getByRole('status')).toHaveTextContent(T.loading);
    expect(await within(await region()).findByText(T.empty)).toBeVisible();
    expect(screen.getByRole('link', { name: T.reference })).toHaveAttribute('href', '/docs/api');
  });

  it('lists each key with its first characters, creation date, last use and requests today', async () => {
    const lastUsedAt = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    fakeServer({
      keys: [
        summary('a1', { name: 'Discord bot', lastUsedAt, requestsToday: 1234 }),
        summary('b2', { name: 'Staging' }),
      ],
    });
    renderWithProviders(<ApiKeysCard />);
    const bot = await item('Discord bot');
    expect(within(bot).getByText('sb_a1AAAAA…')).toBeVisible();
    expect(within(bot).getByText('Jan 2, 2026')).toBeVisible();
    expect(within(bot).getByText('3 hours ago')).toBeVisible();
    expect(within(bot).getByText('1,234')).toBeVisible();
    const staging = await item('Staging');
    expect(within(staging).getByText(T.never)).toBeVisible();
    expect(within(staging).getByText('0')).toBeVisible();
    expect(screen.getByText(T.count(2))).toBeVisible();
  });

  it('creates a key and shows it once, with a copy button and the warning, then never again', async () => {
    const calls = fakeServer();
    renderWithProviders(<ApiKeysCard />);
    await within(await region()).findByText(T.empty);

    await userEvent.type(screen.getByRole('textbox', { name: T.nameLabel }), 'Discord bot');
    await userEvent.click(screen.getByRole('button', { name: T.create }));

    const dialog = await screen.findByRole('dialog', { name: T.newKeyTitle });
    expect(within(dialog).getByText(SECRET)).toBeVisible();
    expect(within(dialog).getByText(T.newKeyWarning)).toBeVisible();
    expect(within(dialog).getByText(T.newKeyDescription('Discord bot'))).toBeVisible();
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(post?.init?.body as string)).toEqual({ name: 'Discord bot' });
    // The page behind the dialog is hidden from assistive technology while it is open.
    expect(screen.getByRole('textbox', { name: T.nameLabel, hidden: true })).toHaveValue('');

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: T.copy }));
    expect(await within(dialog).findByRole('button', { name: T.copied })).toBeVisible();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(SECRET);

    // A click outside does not close it; the button does, and the secret is gone from the page.
    fireEvent.pointerDown(document.body, { pointerType: 'mouse', button: 0 });
    fireEvent.pointerUp(document.body, { pointerType: 'mouse', button: 0 });
    fireEvent.click(document.body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: T.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(SECRET)).toBeNull();

    const created = await item('Discord bot');
    expect(within(created).getByText(`${SECRET.slice(0, 10)}…`)).toBeVisible();
  });

  it('says so when the key cannot be copied', async () => {
    fakeServer();
    renderWithProviders(<ApiKeysCard />);
    await within(await region()).findByText(T.empty);
    await userEvent.type(screen.getByRole('textbox', { name: T.nameLabel }), 'Bot');
    await userEvent.click(screen.getByRole('button', { name: T.create }));
    const dialog = await screen.findByRole('dialog', { name: T.newKeyTitle });

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await userEvent.click(within(dialog).getByRole('button', { name: T.copy }));
    expect(await screen.findByText(COPY_TEXT.failedTitle)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: T.copy })).toBeVisible();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('checks the name before sending, and shows the server’s reason inline', async () => {
    const reason = 'You already have 10 active API keys. Revoke one before creating another.';
    const calls = fakeServer({
      writeReply: { status: 409, body: { error: reason, code: 'CONFLICT' } },
    });
    renderWithProviders(<ApiKeysCard />);
    await within(await region()).findByText(T.empty);
    const field = screen.getByRole('textbox', { name: T.nameLabel });
    expect(field).toHaveAttribute('maxLength', '32');

    await userEvent.click(screen.getByRole('button', { name: T.create }));
    expect(screen.getByText('Give the key a name.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: T.create }));
    expect(screen.getByText('Give the key a name.')).toBeVisible();
    expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(0);

    await userEvent.type(field, 'Bot');
    expect(screen.queryByText('Give the key a name.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: T.create }));
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('turns creation off at the limit of ten keys', async () => {
    fakeServer({ keys: Array.from({ length: 10 }, (_, index) => summary(`k${index}`)) });
    renderWithProviders(<ApiKeysCard />);
    expect(await screen.findByText(T.limitReached)).toBeVisible();
    expect(screen.getByRole('textbox', { name: T.nameLabel })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.create })).toBeDisabled();
  });

  it('revokes a key only after the confirmation', async () => {
    const calls = fakeServer({
      keys: [summary('a1', { name: 'Discord bot' }), summary('b2', { name: 'Staging' })],
    });
    renderWithProviders(<ApiKeysCard />);
    const bot = await item('Discord bot');

    await userEvent.click(within(bot).getByRole('button', { name: T.revokeLabel('Discord bot') }));
    let confirm = await screen.findByRole('alertdialog', { name: T.revokeTitle });
    expect(within(confirm).getByText(T.revokeQuestion('Discord bot'))).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: CONFIRM_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.init?.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(within(bot).getByRole('button', { name: T.revokeLabel('Discord bot') }));
    confirm = await screen.findByRole('alertdialog', { name: T.revokeTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: T.revokeConfirm }));
    expect(await screen.findByText(T.revoked)).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await region()).getAllByRole('article')).toHaveLength(1),
    );
    expect(await item('Staging')).toBeVisible();
    expect(calls.find((call) => call.init?.method === 'DELETE')?.url).toBe('/api/api-keys/a1');
  });

  it('shows an error toast when a revocation fails', async () => {
    fakeServer({
      keys: [summary('a1', { name: 'Discord bot' })],
      writeReply: {
        status: 503,
        body: { error: 'Down for a moment.', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    renderWithProviders(<ApiKeysCard />);
    const bot = await item('Discord bot');
    await userEvent.click(within(bot).getByRole('button', { name: T.revokeLabel('Discord bot') }));
    const confirm = await screen.findByRole('alertdialog', { name: T.revokeTitle });
    await userEvent.click(within(confirm).getByRole('button', { name: T.revokeConfirm }));
    expect(await screen.findByText('Down for a moment.')).toBeInTheDocument();
    expect(await item('Discord bot')).toBeVisible();
  });

  it('shows a load error with a way to try again', async () => {
    let fail = true;
    fakeServer({
      keys: [summary('a1', { name: 'Discord bot' })],
      listReply: () =>
        fail ? { status: 500, body: { error: 'Boom', code: 'INTERNAL_ERROR' } } : undefined,
    });
    renderWithProviders(<ApiKeysCard />);
    expect(await screen.findByText(T.loadFailed)).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await item('Discord bot')).toBeVisible();
  });
});
