import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@client/test/render';
import { FLASHCARDS_TEXT as T } from '../texts';
import { shareResults } from './share-results';

const original = {
  share: Object.getOwnPropertyDescriptor(navigator, 'share'),
  clipboard: Object.getOwnPropertyDescriptor(navigator, 'clipboard'),
};
afterEach(() => {
  for (const key of ['share', 'clipboard'] as const) {
    const descriptor = original[key];
    if (descriptor) Object.defineProperty(navigator, key, descriptor);
    else Reflect.deleteProperty(navigator, key);
  }
});

describe('Share Results', () => {
  it('uses the device share sheet when there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await expect(shareResults('I scored 100')).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: T.shareTitle, text: 'I scored 100' });
  });

  it('else copies the text and says so', async () => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // The providers bring the toaster.
    renderWithProviders(<></>);
    await expect(shareResults('I scored 100')).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith('I scored 100');
    expect(await screen.findByText(T.copiedTitle)).toBeVisible();
  });
});
