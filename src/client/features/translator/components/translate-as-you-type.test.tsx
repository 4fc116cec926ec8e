// Translation as you type (issue 27 item 5): a pause in typing translates the text, a newer text aborts the call
// in flight, the last result stays on screen meanwhile, and the Translate button still works.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOADING_INDICATOR_DELAY_MS } from '@shared/limits';
import { renderWithProviders } from '@client/test/render';
import { Translator, TYPING_PAUSE_MS } from './translator';

interface Call {
  url: string;
  body: { inputText?: string } | undefined;
  signal: AbortSignal | undefined;
  answer: () => void;
}

/**
 * A fetch that answers /api/translate with "gen z: <text>" — at once, or when the test says (`hold`) — and the
 * other calls with 404, recording them all.
 */
function stubServer({ hold = false } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = init?.body ? (JSON.parse(init.body as string) as Call['body']) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const answer = () =>
        resolve(
          url === '/api/translate'
            ? new Response(
                JSON.stringify({
                  translation: `gen z: ${body?.inputText ?? ''}`,
                  explanation: 'Slang used: “fr”.',
                  engine: 'style-engine',
                }),
                { status: 200, headers: { 'Content-Type': 'application/json' } },
              )
            : new Response(JSON.stringify({ error: 'Not found', code: 'NOT_FOUND' }), {
                status: url === '/api/translations/history' ? 201 : 404,
                headers: { 'Content-Type': 'application/json' },
              }),
        );
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The call was aborted.', 'AbortError')),
      );
      calls.push({ url, body, signal: init?.signal ?? undefined, answer });
      if (!hold || url !== '/api/translate') answer();
    });
  });
  return calls;
}

const textbox = () => screen.getByRole('textbox', { name: /^Text to translate/ });
const translations = (calls: Call[]) => calls.filter((call) => call.url === '/api/translate');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('translation as you type', () => {
  it('translates once typing pauses: one call for the settled text, not kept in history', async () => {
    const calls = stubServer();
    renderWithProviders(<Translator signedIn />);
    await userEvent.type(textbox(), 'that was fun');
    expect(await screen.findByText('gen z: that was fun')).toBeVisible();
    expect(translations(calls).map((call) => call.body?.inputText)).toEqual(['that was fun']);
    // A draft is not history: only a translation asked for is.
    await pause(50);
    expect(calls.filter((call) => call.url === '/api/translations/history')).toEqual([]);
  });

  it('aborts the call in flight when the text changes, and keeps the last result on screen meanwhile', async () => {
    const calls = stubServer({ hold: true });
    renderWithProviders(<Translator signedIn={false} />);
    fireEvent.change(textbox(), { target: { value: 'first text' } });
    await waitFor(() => expect(translations(calls)).toHaveLength(1));
    translations(calls)[0]!.answer();
    expect(await screen.findByText('gen z: first text')).toBeVisible();

    fireEvent.change(textbox(), { target: { value: 'second text' } });
    await waitFor(() => expect(translations(calls)).toHaveLength(2));
    fireEvent.change(textbox(), { target: { value: 'third text' } });
    await waitFor(() => expect(translations(calls)).toHaveLength(3));
    expect(translations(calls)[1]!.signal?.aborted).toBe(true);
    // While the newest draft runs, the last result stays, with no "Translating..." in its place.
    await pause(LOADING_INDICATOR_DELAY_MS + 50);
    expect(screen.getByText('gen z: first text')).toBeVisible();
    expect(screen.queryByText('Translating...')).toBeNull();
    translations(calls)[2]!.answer();
    expect(await screen.findByText('gen z: third text')).toBeVisible();
  });

  it('still translates at once with the button, which is the one kept in history', async () => {
    const calls = stubServer();
    renderWithProviders(<Translator signedIn />);
    fireEvent.change(textbox(), { target: { value: 'no cap' } });
    await userEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('gen z: no cap')).toBeVisible();
    await pause(TYPING_PAUSE_MS + 100);
    // The button's call replaced the pending one: one call, and it is in history.
    expect(translations(calls)).toHaveLength(1);
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/translations/history')).toHaveLength(1),
    );
  });
});
