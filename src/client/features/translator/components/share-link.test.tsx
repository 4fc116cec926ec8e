// "Share link" in the translation's share menu (issue 26): nothing is sent until it is chosen; then the translation
// becomes a public page (POST /api/shares, with the explanation and its terms) and its link goes to the system
// share sheet, or to the clipboard with 'Link Copied!'; failures say 'Share Failed'. Works from the keyboard.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@client/components/ui/toast';
import { COPY_TEXT } from '@client/lib/clipboard';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { shareRequestOf, type ShareLinkSource } from '../lib/share-link';
import { SHARE_TEXT, ShareMenu } from './share-menu';

const SHARE_URL = 'https://slangbridge.test/s/abcDEF123_-x';

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;
let label = 0;

/** A translation of its own for each test: the same one shared twice gives the link made the first time. */
function translation(): ShareLinkSource {
  label += 1;
  return {
    inputText: `That party was amazing (${label})`,
    outputText: `That party was bussin fr (${label})`,
    sourceLanguage: 'standard_english',
    targetLanguage: 'gen_z_english',
    explanation: '“Bussin” means excellent.',
    terms: [{ term: 'bussin', meaning: 'excellent' }, { term: 42 }, 'junk'],
  };
}

beforeEach(() => {
  writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);
});

afterEach(() => {
  dismissToast();
  Reflect.deleteProperty(navigator, 'share');
});

function renderMenu(publicLink?: ShareLinkSource) {
  renderWithProviders(
    <ShareMenu
      kind="translation"
      text={publicLink?.outputText ?? 'bussin'}
      prefill={{}}
      publicLink={publicLink}
    />,
  );
  return screen.getByRole('button', { name: SHARE_TEXT.button.translation });
}

const okFetch = () =>
  stubFetch(() => ({ status: 201, body: { id: 'abcDEF123_-x', url: SHARE_URL } }));

describe('Share link', () => {
  it('is offered for a finished translation only, and sends nothing until chosen', async () => {
    const calls = okFetch();
    await userEvent.click(renderMenu());
    expect(screen.queryByRole('menuitem', { name: SHARE_TEXT.shareLink })).toBeNull();
    cleanup();

    await userEvent.click(renderMenu(translation()));
    expect(await screen.findByRole('menuitem', { name: SHARE_TEXT.shareLink })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("makes the public link, copies it and says 'Link Copied!' where there is no share sheet", async () => {
    const calls = okFetch();
    const source = translation();
    await userEvent.click(renderMenu(source));
    await userEvent.click(await screen.findByRole('menuitem', { name: SHARE_TEXT.shareLink }));

    expect(await screen.findByText(COPY_TEXT.linkCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(SHARE_URL);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/shares');
    expect(calls[0]!.init?.method).toBe('POST');
    expect(JSON.parse(calls[0]!.init?.body as string)).toEqual({
      sourceText: source.inputText,
      translatedText: source.outputText,
      sourceLanguage: 'standard_english',
      targetLanguage: 'gen_z_english',
      explanation: source.explanation,
      // Only well-formed terms are sent.
      terms: [{ term: 'bussin', meaning: 'excellent' }],
    });
  });

  it('hands the link to the system share sheet where there is one, from the keyboard too', async () => {
    okFetch();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const source = translation();
    renderMenu(source).focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: SHARE_TEXT.shareLink });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Enter}');

    await waitFor(() =>
      expect(share).toHaveBeenCalledExactlyOnceWith({
        title: 'SlangBridge',
        text: source.outputText,
        url: SHARE_URL,
      }),
    );
    expect(writeText).not.toHaveBeenCalled();
  });

  it('gives the same link when the same translation is shared again', async () => {
    const calls = okFetch();
    const source = translation();
    for (let round = 0; round < 2; round++) {
      await userEvent.click(renderMenu(source));
      await userEvent.click(await screen.findByRole('menuitem', { name: SHARE_TEXT.shareLink }));
      await waitFor(() => expect(writeText).toHaveBeenCalledTimes(round + 1));
      cleanup();
    }
    expect(calls).toHaveLength(1);
    expect(writeText).toHaveBeenLastCalledWith(SHARE_URL);
  });

  it("says 'Share Failed' with the server's words when the link cannot be made", async () => {
    stubFetch(() => ({
      status: 429,
      body: {
        error: 'Too many requests. Please wait 30 seconds and try again.',
        code: 'RATE_LIMITED',
      },
    }));
    await userEvent.click(renderMenu(translation()));
    await userEvent.click(await screen.findByRole('menuitem', { name: SHARE_TEXT.shareLink }));
    expect(await screen.findByText(SHARE_TEXT.failedTitle)).toBeInTheDocument();
    expect(
      screen.getByText('Too many requests. Please wait 30 seconds and try again.'),
    ).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the browser refuses the share sheet after the request', async () => {
    okFetch();
    const share = vi.fn().mockRejectedValue(new DOMException('No activation', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await userEvent.click(renderMenu(translation()));
    await userEvent.click(await screen.findByRole('menuitem', { name: SHARE_TEXT.shareLink }));
    expect(await screen.findByText(COPY_TEXT.linkCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(SHARE_URL);
  });

  it('sends the terms only with the explanation they belong to', () => {
    const loaded = { ...translation(), explanation: '' };
    expect(shareRequestOf(loaded)).not.toHaveProperty('terms');
    expect(shareRequestOf(loaded)).not.toHaveProperty('explanation');
  });
});
