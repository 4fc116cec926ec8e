import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HandleStatus } from '@shared/schemas/dictionary';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { HANDLE_TEXT as T } from '../texts';
import { LIST_STATE_TEXT } from '@client/components/ui/list-states';
import { HandleCard } from './handle-card';

type Reply = { status: number; body?: unknown };

/** The account's handle calls: GET answers `status`, PUT answers `save` (the new status by default). */
function server(status: HandleStatus | Reply, save?: (handle: string) => Reply) {
  const saved: string[] = [];
  const calls = stubFetch((url, init) => {
    if (url !== '/api/account/handle') return { status: 404 };
    if (init?.method === 'PUT') {
      const { handle } = JSON.parse(init.body as string) as { handle: string };
      saved.push(handle);
      return (
        save?.(handle) ?? {
          status: 200,
          body: { handle, changeableFrom: '2027-01-06T11:00:00.000Z' },
        }
      );
    }
    return 'handle' in status ? { status: 200, body: status } : status;
  });
  return { saved, calls };
}

const field = () => screen.getByRole('textbox', { name: T.label });
const saveButton = () => screen.getByRole('button', { name: T.save });

async function typeHandle(value: string) {
  await userEvent.clear(field());
  if (value) await userEvent.type(field(), value);
  await userEvent.click(saveButton());
}

describe('the Public handle card', () => {
  it('shows the current handle and the link to the public page', async () => {
    server({ handle: 'ana-lopez', changeableFrom: null });
    renderWithProviders(<HandleCard />);

    expect(await screen.findByRole('link', { name: '/u/ana-lopez' })).toHaveAttribute(
      'href',
      '/u/ana-lopez',
    );
    expect(field()).toHaveValue('ana-lopez');
    expect(field()).toBeEnabled();
    expect(saveButton()).toBeEnabled();
  });

  it('says when there is no handle yet', async () => {
    server({ handle: null, changeableFrom: null });
    renderWithProviders(<HandleCard />);

    expect(await screen.findByText(T.none)).toBeVisible();
    expect(field()).toHaveValue('');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says until when the handle cannot change, and does not offer to save', async () => {
    server({ handle: 'ana-lopez', changeableFrom: '2027-01-06T11:00:00.000Z' });
    renderWithProviders(<HandleCard />);

    expect(await screen.findByText(T.lockedUntil('Jan 6, 2027'))).toBeVisible();
    expect(field()).toBeDisabled();
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('Jan 6, 2027'));
    expect(saveButton()).toBeDisabled();
  });

  it.each([
    ['ab', 'A handle has at least 3 characters.'],
    [
      '-ana',
      'Use lower-case letters, digits, “-” and “_”, starting and ending with a letter or digit.',
    ],
    [
      'ana lopez',
      'Use lower-case letters, digits, “-” and “_”, starting and ending with a letter or digit.',
    ],
    ['admin', 'That handle is reserved. Please choose another.'],
    ['ana-lopez', T.unchanged],
  ])('checks %j before sending it: %s', async (value, message) => {
    const { saved } = server({ handle: 'ana-lopez', changeableFrom: null });
    renderWithProviders(<HandleCard />);
    await screen.findByRole('link', { name: '/u/ana-lopez' });

    await typeHandle(value);
    expect(await screen.findByText(message)).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field()).toHaveFocus();
    expect(saved).toEqual([]);

    // Typing again clears the message.
    await userEvent.type(field(), 'x');
    expect(screen.queryByText(message)).toBeNull();
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('saves a new handle in lower case, says so and shows the new page and when it can change again', async () => {
    const { saved } = server({ handle: null, changeableFrom: null });
    renderWithProviders(<HandleCard />);
    await screen.findByText(T.none);

    await typeHandle('  Ana_Lopez ');
    expect(saved).toEqual(['ana_lopez']);
    const notifications = within(screen.getByRole('region', { name: /Notifications/ }));
    await waitFor(() => expect(notifications.getByText(T.saved)).toBeVisible());
    expect(notifications.getByText(T.savedText('ana_lopez'))).toBeVisible();
    expect(await screen.findByRole('link', { name: '/u/ana_lopez' })).toHaveAttribute(
      'href',
      '/u/ana_lopez',
    );
    expect(screen.getByText(T.lockedUntil('Jan 6, 2027'))).toBeVisible();
    expect(field()).toHaveValue('ana_lopez');
    expect(field()).toBeDisabled();
  });

  it('shows a 409’s message beside the field', async () => {
    const message = 'That handle is taken. Please choose another.';
    const { saved } = server({ handle: 'ana-lopez', changeableFrom: null }, () => ({
      status: 409,
      body: { error: message, code: 'CONFLICT' },
    }));
    renderWithProviders(<HandleCard />);
    await screen.findByRole('link', { name: '/u/ana-lopez' });

    await typeHandle('rizzler');
    expect(saved).toEqual(['rizzler']);
    expect(await screen.findByText(message)).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('rizzler');
    // The handle has not changed.
    expect(screen.getByRole('link', { name: '/u/ana-lopez' })).toBeVisible();
  });

  it('asks to sign in again when the session has ended', async () => {
    server({ handle: null, changeableFrom: null }, () => ({
      status: 401,
      body: { error: 'Unauthorized', code: 'UNAUTHORIZED' },
    }));
    renderWithProviders(<HandleCard />);
    await screen.findByText(T.none);

    await typeHandle('rizzler');
    expect(await screen.findByText(T.signedOut)).toBeVisible();
  });

  it('tells with a toast when saving fails for another reason', async () => {
    server({ handle: null, changeableFrom: null }, () => ({ status: 500 }));
    renderWithProviders(<HandleCard />);
    await screen.findByText(T.none);

    await typeHandle('rizzler');
    const notifications = within(screen.getByRole('region', { name: /Notifications/ }));
    await waitFor(() => expect(notifications.getByText(T.failedTitle)).toBeVisible());
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('shows a loading state, and an error with a way to try again', async () => {
    let fail = true;
    const calls = stubFetch((url) =>
      url !== '/api/account/handle'
        ? { status: 404 }
        : fail
          ? { status: 500 }
          : { status: 200, body: { handle: 'ana-lopez', changeableFrom: null } },
    );
    renderWithProviders(<HandleCard />);
    expect(screen.getByRole('status')).toHaveTextContent(T.loading);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.loadFailed);
    expect(screen.queryByRole('textbox')).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: LIST_STATE_TEXT.retry }));
    expect(await screen.findByRole('link', { name: '/u/ana-lopez' })).toBeVisible();
    expect(calls.filter((call) => call.url === '/api/account/handle')).toHaveLength(2);
  });
});
