// "Looks like …" in the translator (issue 27 item 3): the detected style offered as the From style.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { Translator } from './translator';

const RIOPLATENSE = 'Che, ¿vos sabés a qué hora sale el bondi?';

/** Answers /api/detect with one candidate and records the calls. */
function stubDetect(candidate: { code: string; name: string; score: number }) {
  return stubFetch((url) =>
    url === '/api/detect'
      ? { status: 200, body: { candidates: [candidate] } }
      : { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } },
  );
}

const textbox = () => screen.getByRole('textbox', { name: /^Text to translate/ });
const fromPicker = () => screen.getByRole('button', { name: /^From/ });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('style hint', () => {
  it('says what the text looks like once typing pauses, and switches the From style in one click', async () => {
    const calls = stubDetect({
      code: 'rioplatense_spanish',
      name: 'Rioplatense Spanish',
      score: 0.93,
    });
    renderWithProviders(<Translator signedIn={false} />);
    fireEvent.change(textbox(), { target: { value: RIOPLATENSE } });
    expect(await screen.findByText('Rioplatense Spanish', { selector: 'strong' })).toBeVisible();
    // In a polite status region, so that a screen reader hears it.
    expect(
      screen
        .getAllByRole('status')
        .some((region) => /Looks like Rioplatense Spanish/.test(region.textContent ?? '')),
    ).toBe(true);
    // One reading of the settled text.
    expect(calls.filter((call) => call.url === '/api/detect')).toHaveLength(1);
    expect(
      JSON.parse(calls.find((call) => call.url === '/api/detect')!.init!.body as string),
    ).toEqual({ text: RIOPLATENSE });

    await userEvent.click(screen.getByRole('button', { name: 'Switch to Rioplatense Spanish' }));
    expect(fromPicker()).toHaveTextContent('Rioplatense Spanish');
    // The chosen style is the detected one: nothing left to suggest.
    expect(screen.queryByText(/Looks like/)).toBeNull();
  });

  it('reads a text only after typing pauses, and not a text too short to tell', async () => {
    const calls = stubDetect({ code: 'gen_z_english', name: 'Gen Z English', score: 0.9 });
    renderWithProviders(<Translator signedIn={false} />);
    await userEvent.type(textbox(), 'no cap');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls.filter((call) => call.url === '/api/detect')).toHaveLength(0);
    await userEvent.type(textbox(), ' that was fire');
    await screen.findByText('Gen Z English', { selector: 'strong' });
    // Keys typed quickly are one settled text: read once.
    expect(calls.filter((call) => call.url === '/api/detect')).toHaveLength(1);

    // Cleared: the hint goes with the text.
    fireEvent.change(textbox(), { target: { value: '' } });
    expect(screen.queryByText(/Looks like/)).toBeNull();
  });

  it('says nothing when the text looks like the chosen style, or the detector is unsure', async () => {
    stubDetect({ code: 'standard_english', name: 'Standard English', score: 0.95 });
    const { unmount } = renderWithProviders(<Translator signedIn={false} />);
    fireEvent.change(textbox(), { target: { value: 'We had dinner at a nice place last night.' } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByText(/Looks like/)).toBeNull();
    unmount();

    const calls = stubDetect({ code: 'gen_z_english', name: 'Gen Z English', score: 0.41 });
    renderWithProviders(<Translator signedIn={false} />);
    fireEvent.change(textbox(), { target: { value: 'That movie was kind of mid honestly.' } });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/detect')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText(/Looks like/)).toBeNull();
  });
});

describe('Detect style', () => {
  it('is first in the From menu; chosen, the server detects the style and the button names it', async () => {
    const calls = stubFetch((url, init) => {
      if (url === '/api/translate') {
        const body = JSON.parse(init?.body as string) as { sourceLanguage: string };
        return {
          status: 200,
          body: {
            translation: 'that party was great, honestly',
            explanation: 'Slang recognised: “no cap”.',
            engine: 'style-engine',
            ...(body.sourceLanguage === 'auto' ? { detectedLanguage: 'gen_z_english' } : {}),
          },
        };
      }
      return { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
    });
    renderWithProviders(<Translator signedIn={false} />);
    await userEvent.click(fromPicker());
    const menu = await screen.findByRole('group', { name: 'Translate from' });
    const items = within(menu).getAllByRole('button');
    // The filter box is not a button: the first item is "Detect style".
    expect(items[0]).toHaveAccessibleName(/^Detect style/);
    await userEvent.click(items[0]!);
    expect(fromPicker()).toHaveTextContent('Detect style');
    // Nothing detected yet: no style to swap into To.
    expect(screen.getByRole('button', { name: 'Swap languages' })).toBeDisabled();

    fireEvent.change(textbox(), { target: { value: 'no cap that party was bussin' } });
    await userEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(fromPicker()).toHaveTextContent('Gen Z English (detected)'));
    const sent = calls.find((call) => call.url === '/api/translate')!;
    expect(JSON.parse(sent.init!.body as string)).toMatchObject({ sourceLanguage: 'auto' });
    // The detected style can be swapped into To.
    expect(screen.getByRole('button', { name: 'Swap languages' })).toBeEnabled();
  });
});
