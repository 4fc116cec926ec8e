// The shared translation page: the before and after with their styles (Arabic right to left), the slang explained,
// "Translate your own", the document title; "Translation Not Found" for an unknown link.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SharedTranslation } from '@shared/schemas/shares';
import { SHARED_TRANSLATION_TEXT as T } from '@shared/shared-translation-page';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { SharedTranslationPage } from './shared-translation-view';

const share: SharedTranslation = {
  id: 'abcDEF123_-x',
  sourceText: 'How are you?',
  translatedText: 'شلونك؟',
  sourceLanguage: 'standard_english',
  targetLanguage: 'iraqi_arabic',
  explanation: '“Shlonak” is the everyday Iraqi “how are you”.',
  terms: [{ term: 'شلونك', meaning: 'how are you' }],
  createdAt: '2026-01-02T03:04:05.000Z',
};

describe('SharedTranslationPage', () => {
  it('shows the before and after, the slang explained and a way into the translator', async () => {
    const calls = stubFetch(() => ({ status: 200, body: share }));
    renderWithProviders(<SharedTranslationPage id={share.id} />, { path: `/s/${share.id}` });

    expect(await screen.findByRole('heading', { level: 1, name: T.heading })).toBeInTheDocument();
    expect(calls[0]!.url).toBe(`/api/shares/${share.id}`);
    expect(
      screen.getByRole('heading', { name: /Before · .*Standard English/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /After · .*Iraqi Arabic/ })).toBeInTheDocument();
    const after = screen.getByText(share.translatedText);
    expect(after).toHaveAttribute('dir', 'rtl');
    expect(after).toHaveAttribute('lang', 'ar-IQ');
    expect(screen.getByRole('heading', { name: T.explained })).toBeInTheDocument();
    expect(screen.getByText(share.explanation!)).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('شلونك — how are you');
    expect(screen.getByRole('link', { name: T.translateYourOwn })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Iraqi Arabic: “شلونك؟” · SlangBridge');
  });

  it('says the translation is not found for an unknown link', async () => {
    stubFetch(() => ({
      status: 404,
      body: { error: 'Shared translation not found.', code: 'NOT_FOUND' },
    }));
    renderWithProviders(<SharedTranslationPage id="AAAAAAAAAAAA" />);
    expect(await screen.findByRole('heading', { name: T.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.translateYourOwn })).toHaveAttribute('href', '/');
  });
});
