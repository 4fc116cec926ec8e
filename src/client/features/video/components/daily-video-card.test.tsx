import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Window as HappyDOMWindow } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { DAILY_VIDEO_TEXT } from '../texts';
import { DailyVideoCard } from './daily-video-card';

function renderWithSetting(value: string) {
  stubFetch((url) =>
    url === '/api/settings/latestVideoUrl' ? { status: 200, body: { value } } : { status: 404 },
  );
  return renderWithProviders(<DailyVideoCard />);
}

describe('DailyVideoCard', () => {
  // happy-dom either refuses to load a frame (printing an error) or fetches it: here it gets a blank page
  // instead, so nothing is asked of the platforms and the address the player loads is recorded.
  const frameRequests: string[] = [];
  beforeAll(() => {
    const settings = (window as unknown as HappyDOMWindow).happyDOM.settings;
    settings.enableIframePageLoading = true;
    settings.fetch.interceptor = {
      beforeAsyncRequest: ({ request, window: frame }) => {
        frameRequests.push(request.url);
        return Promise.resolve(
          new frame.Response('<!doctype html><title>player</title>', {
            headers: { 'content-type': 'text/html' },
          }),
        );
      },
    };
  });

  it.each([
    ['empty', ''],
    ['from an unsupported site', 'https://example.com/watch?v=dQw4w9WgXcQ'],
    ['not a link', 'rizz'],
  ])('renders nothing when the link is %s', async (_case, value) => {
    const { container, queryClient } = renderWithSetting(value);
    await waitFor(() =>
      expect(queryClient.getQueryState(['/api/settings/latestVideoUrl'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button', { name: DAILY_VIDEO_TEXT.watch })).toBeNull();
    expect(container.querySelector('img, iframe')).toBeNull();
  });

  it('shows a YouTube thumbnail until Watch Video, then the embedded player', async () => {
    const { container } = renderWithSetting('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const watch = await screen.findByRole('button', { name: DAILY_VIDEO_TEXT.watch });
    expect(screen.getByRole('heading', { name: DAILY_VIDEO_TEXT.title })).toBeVisible();
    expect(screen.getByText(DAILY_VIDEO_TEXT.description('youtube'))).toBeVisible();
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(container.querySelector('iframe')).toBeNull();

    await userEvent.click(watch);
    const player = screen.getByTitle(DAILY_VIDEO_TEXT.playerTitle);
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: DAILY_VIDEO_TEXT.watch })).toBeNull();
    await waitFor(() =>
      expect(frameRequests).toContain(
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
      ),
    );
  });

  it('shows a cover instead of a thumbnail for a TikTok video, then its player', async () => {
    const { container } = renderWithSetting(
      'https://www.tiktok.com/@someone/video/7234567890123456789',
    );
    await userEvent.click(await screen.findByRole('button', { name: DAILY_VIDEO_TEXT.watch }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTitle(DAILY_VIDEO_TEXT.playerTitle)).toHaveAttribute(
      'src',
      'https://www.tiktok.com/embed/v2/7234567890123456789',
    );
  });

  it('shows the cover when the thumbnail does not load', async () => {
    const { container } = renderWithSetting('https://youtu.be/dQw4w9WgXcQ');
    await screen.findByRole('button', { name: DAILY_VIDEO_TEXT.watch });
    fireEvent.error(container.querySelector('img')!);
    await waitFor(() => expect(container.querySelector('img')).toBeNull());
    expect(screen.getByRole('button', { name: DAILY_VIDEO_TEXT.watch })).toBeVisible();
  });
});
