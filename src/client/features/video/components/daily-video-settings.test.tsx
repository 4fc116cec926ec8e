import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LATEST_VIDEO_URL_MESSAGES } from '@shared/schemas/settings';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { VIDEO_SETTINGS_TEXT as T } from '../texts';
import { DailyVideoSettings } from './daily-video-settings';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const TIKTOK = 'https://www.tiktok.com/@someone/video/7234567890123456789';
const URL_PATH = '/api/settings/latestVideoUrl';

/** A server holding the setting: GET reads it, PUT stores the body's value (or answers `refuse`). */
function server(initial: string, refuse?: { status: number; body: unknown }) {
  let stored = initial;
  const calls = stubFetch((url, init) => {
    if (url !== URL_PATH) return { status: 404 };
    if (init?.method === 'PUT') {
      if (refuse) return refuse;
      stored = (JSON.parse(init.body as string) as { value: string }).value;
    }
    return { status: 200, body: { value: stored } };
  });
  const puts = () =>
    calls
      .filter((call) => call.init?.method === 'PUT')
      .map((call) => JSON.parse(call.init?.body as string) as unknown);
  const gets = () => calls.filter((call) => call.init?.method !== 'PUT').length;
  return { puts, gets };
}

const field = () => screen.getByLabelText(T.label);
const saveButton = () => screen.getByRole('button', { name: T.save });

async function replaceLink(value: string) {
  await userEvent.clear(field());
  if (value) {
    await userEvent.click(field());
    await userEvent.paste(value);
  }
}

describe('DailyVideoSettings', () => {
  it('shows the link on the home page now, prefilled, with its platform', async () => {
    server(YOUTUBE);
    renderWithProviders(<DailyVideoSettings />);
    expect(screen.getByRole('heading', { name: T.title })).toBeVisible();
    expect(await screen.findByRole('link', { name: YOUTUBE })).toHaveAttribute('href', YOUTUBE);
    expect(field()).toHaveValue(YOUTUBE);
    expect(screen.getByText(T.preview('youtube'))).toBeVisible();
    expect(screen.getByRole('img', { name: T.thumbnailAlt('youtube') })).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    // Nothing changed yet: nothing to save.
    expect(saveButton()).toBeDisabled();
  });

  it('explains an unsupported link inline and will not save it', async () => {
    const { puts } = server('');
    renderWithProviders(<DailyVideoSettings />);
    expect(await screen.findByText(T.none)).toBeVisible();
    await replaceLink('https://example.com/my-video');
    expect(screen.getByText(LATEST_VIDEO_URL_MESSAGES.unsupported)).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(T.preview('youtube'))).toBeNull();
    expect(saveButton()).toBeDisabled();
    await userEvent.type(field(), '{Enter}');
    expect(puts()).toEqual([]);
  });

  it('saves a supported link, says so, and refreshes the card’s query', async () => {
    const { puts, gets } = server(YOUTUBE);
    renderWithProviders(<DailyVideoSettings />);
    await screen.findByRole('link', { name: YOUTUBE });
    await replaceLink(`  ${TIKTOK} `);
    expect(screen.getByText(T.preview('tiktok'))).toBeVisible();
    expect(screen.getByText(T.noThumbnail)).toBeVisible();
    await userEvent.click(saveButton());

    expect(await screen.findByText(T.saved.title)).toBeVisible();
    expect(screen.getByText(T.saved.description)).toBeVisible();
    expect(puts()).toEqual([{ value: TIKTOK }]);
    await waitFor(() => expect(gets()).toBe(2));
    expect(await screen.findByRole('link', { name: TIKTOK })).toBeVisible();
    expect(field()).toHaveValue(TIKTOK);
    expect(saveButton()).toBeDisabled();
  });

  it('clears the link, which hides the card', async () => {
    const { puts } = server(YOUTUBE);
    renderWithProviders(<DailyVideoSettings />);
    await screen.findByRole('link', { name: YOUTUBE });
    await userEvent.click(screen.getByRole('button', { name: T.clear }));
    expect(await screen.findByText(T.cleared.title)).toBeVisible();
    expect(puts()).toEqual([{ value: '' }]);
    expect(await screen.findByText(T.none)).toBeVisible();
    expect(field()).toHaveValue('');
    expect(screen.getByRole('button', { name: T.clear })).toBeDisabled();
  });

  it('shows the server’s refusal inline and in a toast', async () => {
    const message = 'This link is not a supported video.';
    server('', { status: 400, body: { error: message, code: 'VALIDATION_FAILED' } });
    renderWithProviders(<DailyVideoSettings />);
    await screen.findByText(T.none);
    await replaceLink(YOUTUBE);
    await userEvent.click(saveButton());
    expect(await screen.findByText(T.saveFailed.title)).toBeVisible();
    expect(screen.getAllByText(message).length).toBe(2);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue(YOUTUBE);
  });

  it('says when the setting cannot be loaded, and tries again', async () => {
    let fail = true;
    stubFetch(() => (fail ? { status: 500 } : { status: 200, body: { value: YOUTUBE } }));
    renderWithProviders(<DailyVideoSettings />);
    expect(await screen.findByRole('alert')).toHaveTextContent(T.loadFailed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: YOUTUBE })).toBeVisible();
  });
});
