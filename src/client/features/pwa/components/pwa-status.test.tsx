// What a visitor sees of the installable app: the offline notice while the network is gone, and a new version's
// prompt that reloads only when asked.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@client/test/render';
import { setWaitingUpdate } from '../lib/update-prompt-store';
import { PWA_TEXT } from '../texts';
import { PwaNotices } from './pwa-notices';
import { PwaStatus } from './pwa-status';

afterEach(() => {
  act(() => setWaitingUpdate(null));
});

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
}

describe('offline notice', () => {
  it('says the app is offline in a status region while the network is gone, and no more once it returns', () => {
    renderWithProviders(<PwaNotices />);
    expect(screen.queryByText(PWA_TEXT.offline)).toBeNull();
    act(goOffline);
    const notice = screen.getByText(PWA_TEXT.offline);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    act(goOnline);
    expect(screen.queryByText(PWA_TEXT.offline)).toBeNull();
  });

  it('can be dismissed while offline, and says so again the next time the network goes', async () => {
    renderWithProviders(<PwaNotices />);
    act(goOffline);
    await userEvent.click(screen.getByRole('button', { name: PWA_TEXT.dismissOffline }));
    expect(screen.queryByText(PWA_TEXT.offline)).toBeNull();
    act(goOnline);
    act(goOffline);
    expect(screen.getByText(PWA_TEXT.offline)).toBeInTheDocument();
  });

  it('shows from the start on a page that opened offline, once PwaStatus has loaded the notices', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<PwaStatus />);
    expect(await screen.findByText(PWA_TEXT.offline)).toBeInTheDocument();
  });
});

describe('update prompt', () => {
  it('offers a waiting version and activates it only on "Reload"', async () => {
    const activate = vi.fn();
    renderWithProviders(<PwaNotices />);
    expect(screen.queryByText(PWA_TEXT.updateAvailable)).toBeNull();
    act(() => setWaitingUpdate(activate));
    expect(screen.getByText(PWA_TEXT.updateAvailable).closest('[role="status"]')).not.toBeNull();
    expect(activate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: PWA_TEXT.reload }));
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('goes away on "Later" without activating anything', async () => {
    const activate = vi.fn();
    renderWithProviders(<PwaNotices />);
    act(() => setWaitingUpdate(activate));
    await userEvent.click(screen.getByRole('button', { name: PWA_TEXT.later }));
    expect(screen.queryByText(PWA_TEXT.updateAvailable)).toBeNull();
    expect(activate).not.toHaveBeenCalled();
  });
});
