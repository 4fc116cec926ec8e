import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@client/test/render';
import { ReviewSyncNotice } from './review-sync-notice';
import { OFFLINE_SYNC_TEXT, setPendingRatings } from './sync-status';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  // The own property hides the prototype's getter; removing it brings the environment's back.
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('the review sync notice', () => {
  it('says so while offline, in a live region that is there before', () => {
    renderWithProviders(<ReviewSyncNotice owner="user-1" />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => setOnline(false));
    expect(region).toHaveTextContent(OFFLINE_SYNC_TEXT);
    act(() => setOnline(true));
    expect(region).toBeEmptyDOMElement();
  });

  it('stays while ratings wait, then refreshes the flashcards once they are sent', () => {
    // Another account's waiting ratings are not this learner's to announce.
    act(() => setPendingRatings(3, 'user-2'));
    act(() => setPendingRatings(2, 'user-1'));
    const { queryClient } = renderWithProviders(<ReviewSyncNotice owner="user-1" />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_SYNC_TEXT);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    act(() => setPendingRatings(0, 'user-1'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => setPendingRatings(0, 'user-2'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['flashcards'] });
  });
});
