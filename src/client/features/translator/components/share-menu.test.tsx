import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { dismissToast } from '@client/components/ui/toast';
import { COPY_TEXT } from '@client/lib/clipboard';
import { renderWithProviders } from '@client/test/render';
import type { TranslatorPrefill } from '../lib/prefill-link';
import { SHARE_TEXT, ShareMenu } from './share-menu';

const prefill: TranslatorPrefill = {
  input: 'That party was amazing',
  output: 'That party was bussin fr',
  source: 'standard_english',
  target: 'gen_z_english',
};
const link = `${window.location.origin}/?input=That+party+was+amazing&output=That+party+was+bussin+fr&source=standard_english&target=gen_z_english`;

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;
let open: MockInstance<typeof window.open>;

beforeEach(() => {
  writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);
  open = vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => {
  dismissToast();
  Reflect.deleteProperty(navigator, 'share');
});

function renderMenu(
  kind: 'input' | 'translation' = 'translation',
  text = kind === 'input' ? prefill.input! : prefill.output!,
) {
  renderWithProviders(<ShareMenu kind={kind} text={text} prefill={prefill} />);
  return screen.getByRole('button', { name: SHARE_TEXT.button[kind] });
}

async function choose(item: string, kind: 'input' | 'translation' = 'translation') {
  await userEvent.click(renderMenu(kind));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('ShareMenu', () => {
  it('asks for text first when the input is empty, without opening the menu', async () => {
    await userEvent.click(renderMenu('input', '  '));
    expect(await screen.findByText(SHARE_TEXT.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(SHARE_TEXT.emptyInput)).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('asks for a translation first when there is none, also from the keyboard', async () => {
    const button = renderMenu('translation', '');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(SHARE_TEXT.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(SHARE_TEXT.emptyTranslation)).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('lists the share targets; the system share sheet only where the browser has one', async () => {
    await userEvent.click(renderMenu());
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      SHARE_TEXT.whatsapp,
      SHARE_TEXT.x,
      SHARE_TEXT.instagram,
      SHARE_TEXT.tiktok,
      SHARE_TEXT.copyLink,
    ]);
  });

  it("copies a link that reopens this translation and says 'Link Copied!'", async () => {
    await choose(SHARE_TEXT.copyLink);
    expect(await screen.findByText(COPY_TEXT.linkCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(link);
    const params = new URL(writeText.mock.calls[0]![0]).searchParams;
    expect(Object.fromEntries(params)).toEqual(prefill);
  });

  it('says the link could not be copied when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await choose(SHARE_TEXT.copyLink);
    expect(await screen.findByText(COPY_TEXT.failedTitle)).toBeInTheDocument();
    expect(screen.getByText(COPY_TEXT.failedLink)).toBeInTheDocument();
    expect(screen.queryByText(COPY_TEXT.linkCopied)).toBeNull();
  });

  it('opens WhatsApp with the text and the link', async () => {
    await choose(SHARE_TEXT.whatsapp);
    expect(open).toHaveBeenCalledExactlyOnceWith(
      `https://wa.me/?text=${encodeURIComponent(`${prefill.output}\n\n${link}`)}`,
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('opens an X post with the text and the link', async () => {
    await choose(SHARE_TEXT.x);
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0]!;
    const intent = new URL(String(url));
    expect(`${intent.origin}${intent.pathname}`).toBe('https://twitter.com/intent/tweet');
    expect(intent.searchParams.get('text')).toBe(prefill.output);
    expect(intent.searchParams.get('url')).toBe(link);
    expect([target, features]).toEqual(['_blank', 'noopener,noreferrer']);
  });

  it('shares the input text when it is the input pane’s menu', async () => {
    await choose(SHARE_TEXT.x, 'input');
    const intent = new URL(String(open.mock.calls[0]![0]));
    expect(intent.searchParams.get('text')).toBe(prefill.input);
  });

  it('copies the text for Instagram, opens it and says to paste', async () => {
    await choose(SHARE_TEXT.instagram);
    expect(await screen.findByText(SHARE_TEXT.textCopiedTitle)).toBeInTheDocument();
    expect(screen.getByText(SHARE_TEXT.pasteInto('Instagram'))).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledExactlyOnceWith(prefill.output);
    expect(open).toHaveBeenCalledExactlyOnceWith(
      'https://www.instagram.com/',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('copies the text for TikTok and does not open it when copying fails', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    await choose(SHARE_TEXT.tiktok);
    expect(await screen.findByText(COPY_TEXT.failedText)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('uses the system share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await choose(SHARE_TEXT.native);
    expect(share).toHaveBeenCalledExactlyOnceWith({
      title: 'SlangBridge',
      text: prefill.output,
      url: link,
    });
  });

  it('treats closing the share sheet as no failure', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Cancelled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await choose(SHARE_TEXT.native);
    await waitFor(() => expect(share).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(SHARE_TEXT.failedTitle)).toBeNull();
  });

  it("says 'Share Failed' when the share sheet fails", async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Blocked', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await choose(SHARE_TEXT.native);
    expect(await screen.findByText(SHARE_TEXT.failedTitle)).toBeInTheDocument();
    expect(screen.getByText(SHARE_TEXT.failedDescription)).toBeInTheDocument();
  });
});
