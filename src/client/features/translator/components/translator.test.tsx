import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { EXPLANATION_TERMS_TEXT, ExplanationTerms } from './explanation-terms';
import { Translator } from './translator';

interface TranslateBody {
  inputText: string;
  sourceLanguage: string;
  targetLanguage: string;
  context: string;
}

/** Answers /api/translate with "<target>: <input>" and records the other calls. */
function stubTranslate(
  answer: (body: TranslateBody) => { status: number; body?: unknown } = (body) => ({
    status: 200,
    body: {
      translation: `${body.targetLanguage}: ${body.inputText}`,
      explanation: 'Slang used: “fr” – for real.',
      engine: 'style-engine',
    },
  }),
  /** The server's GET /api/translate/capabilities answer; without one that call fails (every pair offered). */
  capabilities?: { aiProvider: boolean },
) {
  return stubFetch((url, init) => {
    if (url === '/api/translate') return answer(JSON.parse(init?.body as string) as TranslateBody);
    if (url === '/api/translate/capabilities' && capabilities)
      return { status: 200, body: capabilities };
    if (url === '/api/translations/history') return { status: 201, body: {} };
    return { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
  });
}

/** Answers /api/translate only when the returned function is called (for the pending states). */
function holdTranslateAnswer(body: { translation: string; explanation: string; engine: string }) {
  let answer: (() => void) | undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(
              new Response(JSON.stringify(body), {
                status: 200,
                headers: { 'Content-Type': 'application/json' },
              }),
            );
        }),
    ),
  );
  return () => answer?.();
}

const textbox = () => screen.getByRole('textbox', { name: /^Text to translate/ });
const translateCalls = (calls: { url: string; init: RequestInit | undefined }[]) =>
  calls
    .filter((call) => call.url === '/api/translate')
    .map((call) => JSON.parse(call.init?.body as string) as TranslateBody);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Translator', () => {
  it('translates on Enter, shows the result and its explanation', async () => {
    const calls = stubTranslate();
    renderWithProviders(<Translator signedIn={false} />);
    const user = userEvent.setup();
    await user.type(textbox(), 'hello{Enter}');
    expect(await screen.findByText('gen_z_english: hello')).toBeTruthy();
    expect(screen.getByText('Slang used: “fr” – for real.')).toBeTruthy();
    expect(translateCalls(calls)).toEqual([
      {
        inputText: 'hello',
        sourceLanguage: 'standard_english',
        targetLanguage: 'gen_z_english',
        context: 'general',
      },
    ]);
    // Signed out: nothing goes to history.
    expect(calls.some((call) => call.url === '/api/translations/history')).toBe(false);
  });

  it('lists the alternatives under the result; choosing one swaps it in, and the explanation follows', async () => {
    stubTranslate(() => ({
      status: 200,
      body: {
        translation: 'I am knackered.',
        explanation: 'Used: “knackered” – very tired.',
        engine: 'style-engine',
        terms: [{ term: 'knackered', meaning: 'very tired' }],
        alternatives: ['I am shattered.', 'I am cream-crackered.'],
        alternativeExplanations: ['Used: “shattered” – very tired.', 'Used: “cream-crackered”.'],
        alternativeTerms: [[{ term: 'shattered', meaning: 'very tired' }], []],
      },
    }));
    const TermsPanel = ({ terms }: { terms: unknown }) => (
      <ExplanationTerms terms={terms} onAdd={() => Promise.resolve(true)} />
    );
    renderWithProviders(<Translator signedIn={false} TermsPanel={TermsPanel} />);
    const user = userEvent.setup();
    await user.type(textbox(), 'I am exhausted{Enter}');
    const list = await screen.findByRole('list', { name: 'Alternatives' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['I am shattered.', 'I am cream-crackered.']);

    await user.click(
      within(list).getByRole('button', { name: 'Use this alternative: I am shattered.' }),
    );
    expect(screen.getByTestId('translation-output').textContent).toBe('I am shattered.');
    expect(screen.getByText('Used: “shattered” – very tired.')).toBeTruthy();
    // "Add to my deck" follows the choice too.
    expect(screen.getByRole('button', { name: 'Add “shattered” to my deck' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add “knackered” to my deck' })).toBeNull();
    // The rendering it replaced takes its place, so the choice can be undone.
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['I am knackered.', 'I am cream-crackered.']);
  });

  it('shows no alternatives when the answer has none', async () => {
    stubTranslate();
    renderWithProviders(<Translator signedIn={false} />);
    await userEvent.setup().type(textbox(), 'hello{Enter}');
    expect(await screen.findByText('gen_z_english: hello')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Alternatives' })).toBeNull();
  });

  it('adds a line on Shift+Enter, Ctrl+Enter and Meta+Enter without translating', async () => {
    const calls = stubTranslate();
    renderWithProviders(<Translator signedIn={false} />);
    const box = textbox();
    fireEvent.change(box, { target: { value: 'hi' } });
    for (const modifier of [{ shiftKey: true }, { ctrlKey: true }, { metaKey: true }]) {
      fireEvent.keyDown(box, { key: 'Enter', ...modifier });
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(translateCalls(calls)).toHaveLength(0);
  });

  it('counts characters in code points and limits the input to 5000, as the server does', () => {
    stubTranslate();
    renderWithProviders(<Translator signedIn={false} />);
    fireEvent.change(textbox(), { target: { value: 'abc' } });
    expect(screen.getByText('3 / 5000')).toBeTruthy();
    // 5,000 emoji are 5,000 characters (10,000 UTF-16 units): all of them fit, the 5,001st does not.
    fireEvent.change(textbox(), { target: { value: '😀'.repeat(5001) } });
    expect(screen.getByText('5000 / 5000')).toBeTruthy();
    expect((textbox() as HTMLTextAreaElement).value).toBe('😀'.repeat(5000));
    // Not HTML's maxlength, which counts UTF-16 units and would stop at 2,500 emoji.
    expect(textbox().getAttribute('maxlength')).toBeNull();
  });

  it('asks for input instead of sending a blank text', async () => {
    const calls = stubTranslate();
    renderWithProviders(<Translator signedIn={false} />);
    fireEvent.change(textbox(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Input Required')).toBeTruthy();
    expect(screen.getByText('Please enter some text to translate.')).toBeTruthy();
    expect(translateCalls(calls)).toHaveLength(0);
  });

  it('shows the server’s message when a translation fails', async () => {
    const message =
      "Translating from Standard English to Gen Z English isn't available on this server yet.";
    stubTranslate(() => ({ status: 422, body: { error: message, code: 'VALIDATION_FAILED' } }));
    renderWithProviders(<Translator signedIn={false} />);
    fireEvent.change(textbox(), { target: { value: 'hola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Translation Failed')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('shows Translating... only when the answer takes longer than 120 ms', async () => {
    const release = holdTranslateAnswer({ translation: 'done', explanation: '', engine: 'cache' });
    renderWithProviders(<Translator signedIn={false} />);
    fireEvent.change(textbox(), { target: { value: 'slow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(screen.queryByText('Translating...')).toBeNull();
    expect(await screen.findByText('Translating...', {}, { timeout: 1000 })).toBeTruthy();
    act(() => release());
    expect(await screen.findByText('done')).toBeTruthy();
    expect(screen.queryByText('Translating...')).toBeNull();
  });

  it('swaps texts and languages', async () => {
    stubTranslate();
    renderWithProviders(<Translator signedIn={false} />);
    fireEvent.change(textbox(), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await screen.findByText('gen_z_english: hello');
    fireEvent.click(screen.getByRole('button', { name: 'Swap languages' }));
    expect((textbox() as HTMLTextAreaElement).value).toBe('gen_z_english: hello');
    expect(screen.getByText('hello')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'From Gen Z English' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'To Standard English' })).toBeTruthy();
  });

  it('re-translates 500 ms after the target changes, with a toast', async () => {
    const calls = stubTranslate();
    renderWithProviders(<Translator signedIn={false} />);
    fireEvent.change(textbox(), { target: { value: 'hello' } });
    // Typed text is translated once typing pauses (issue 27 item 5).
    expect(await screen.findByText('gen_z_english: hello')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'To Gen Z English' }));
    fireEvent.click(await screen.findByRole('button', { name: /British English/ }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(translateCalls(calls)).toHaveLength(1);
    expect(await screen.findByText('Auto-translating to British English...')).toBeTruthy();
    expect(await screen.findByText('british_english: hello')).toBeTruthy();
    expect(translateCalls(calls)).toHaveLength(2);
  });

  it('does not auto-translate when the input is empty', async () => {
    const calls = stubTranslate();
    renderWithProviders(<Translator signedIn={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'To Gen Z English' }));
    fireEvent.click(await screen.findByRole('button', { name: /British English/ }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(translateCalls(calls)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'To British English' })).toBeTruthy();
  });

  it('prefills from known query parameters, ignores unknown codes and clears the query', async () => {
    stubTranslate();
    const { location } = renderWithProviders(<Translator signedIn={false} />, {
      path: '/?input=Cheers&output=Thanks&source=british_english&target=klingon',
    });
    expect((textbox() as HTMLTextAreaElement).value).toBe('Cheers');
    expect(screen.getByText('Thanks')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'From British English' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'To Gen Z English' })).toBeTruthy();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
  });

  it('cycles examples, and says when a language has none', async () => {
    stubTranslate();
    renderWithProviders(<Translator signedIn={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Example' }));
    await waitFor(() => expect((textbox() as HTMLTextAreaElement).value).not.toBe(''));
    const first = (textbox() as HTMLTextAreaElement).value;
    fireEvent.click(screen.getByRole('button', { name: 'Example' }));
    await waitFor(() => expect((textbox() as HTMLTextAreaElement).value).not.toBe(first));
    fireEvent.click(screen.getByRole('button', { name: 'From Standard English' }));
    const menu = await screen.findByRole('group', { name: 'Translate from' });
    fireEvent.click(within(menu).getByRole('button', { name: /French$/ }));
    fireEvent.click(await within(menu).findByRole('button', { name: /French.*French/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Example' }));
    expect(await screen.findByText('Examples coming soon')).toBeTruthy();
  });

  it('asks signed-out users to sign in before saving', async () => {
    stubTranslate();
    renderWithProviders(<Translator signedIn={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Sign In Required')).toBeTruthy();
    expect(screen.getByText('Please sign in to save translations.')).toBeTruthy();
  });

  it('asks for a finished translation before saving', async () => {
    stubTranslate();
    renderWithProviders(<Translator signedIn />);
    fireEvent.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Nothing to Save')).toBeTruthy();
  });

  it('adds each translation to history when signed in', async () => {
    const calls = stubTranslate();
    renderWithProviders(<Translator signedIn />);
    fireEvent.change(textbox(), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await screen.findByText('gen_z_english: hello');
    await waitFor(() => {
      const history = calls.find((call) => call.url === '/api/translations/history');
      expect(history?.init?.method).toBe('POST');
      expect(JSON.parse(history?.init?.body as string)).toEqual({
        inputText: 'hello',
        outputText: 'gen_z_english: hello',
        sourceLanguage: 'standard_english',
        targetLanguage: 'gen_z_english',
      });
    });
  });

  describe('while the session call has not settled', () => {
    type Session = { signedIn: boolean; pending: boolean };
    /** The translator with a session the test settles, and /api/translate held until `answer()`. */
    function renderWithPendingSession() {
      const calls: { url: string; method: string | undefined }[] = [];
      let answer: (() => void) | undefined;
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string, init?: RequestInit) => {
          calls.push({ url, method: init?.method });
          if (url !== '/api/translate') return Promise.resolve(json({}, 201));
          return new Promise<Response>((resolve) => {
            answer = () =>
              resolve(
                json({ translation: 'no cap', explanation: 'Gen Z.', engine: 'style-engine' }),
              );
          });
        }),
      );
      let settle: ((session: Session) => void) | undefined;
      function WithSession() {
        const [session, setSession] = useState<Session>({ signedIn: false, pending: true });
        settle = setSession;
        return <Translator signedIn={session.signedIn} sessionPending={session.pending} />;
      }
      renderWithProviders(<WithSession />);
      const historyPosts = () =>
        calls.filter((call) => call.url === '/api/translations/history' && call.method === 'POST');
      return {
        /** Resolves once the translation request is out. */
        sent: () => waitFor(() => expect(answer).toBeDefined()),
        settle: (session: Session) => act(() => settle?.(session)),
        answer: () => act(() => answer?.()),
        historyPosts,
      };
    }

    it('keeps the answer in history when the visitor turns out signed in before it arrives', async () => {
      const page = renderWithPendingSession();
      fireEvent.change(textbox(), { target: { value: 'honestly' } });
      fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
      await page.sent();
      page.settle({ signedIn: true, pending: false });
      page.answer();
      await screen.findByText('no cap');
      await waitFor(() => expect(page.historyPosts()).toHaveLength(1));
    });

    it('keeps nothing when the visitor turns out signed out before the answer arrives', async () => {
      const page = renderWithPendingSession();
      fireEvent.change(textbox(), { target: { value: 'honestly' } });
      fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
      await page.sent();
      page.settle({ signedIn: false, pending: false });
      page.answer();
      await screen.findByText('no cap');
      expect(page.historyPosts()).toEqual([]);
    });
  });

  it('names the step that answered beside the explanation', async () => {
    stubTranslate();
    renderWithProviders(<Translator signedIn={false} />);
    fireEvent.change(textbox(), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('· Built-in style engine')).toBeTruthy();
  });

  it('clears the input, the result and the explanation, and focuses the input', async () => {
    stubTranslate();
    renderWithProviders(<Translator signedIn={false} />);
    expect(screen.queryByRole('button', { name: 'Clear text' })).toBeNull();
    fireEvent.change(textbox(), { target: { value: 'hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await screen.findByText('gen_z_english: hello');
    fireEvent.click(screen.getByRole('button', { name: 'Clear text' }));
    expect((textbox() as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByText('gen_z_english: hello')).toBeNull();
    expect(screen.queryByText('Slang used: “fr” – for real.')).toBeNull();
    expect(document.activeElement).toBe(textbox());
  });

  it('drops a translation still running when the languages are swapped', async () => {
    const release = holdTranslateAnswer({
      translation: 'late answer',
      explanation: '',
      engine: 'llm',
    });
    renderWithProviders(<Translator signedIn={false} />);
    fireEvent.change(textbox(), { target: { value: 'slow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Translating...', {}, { timeout: 1000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Swap languages' }));
    // The indicator goes at once and Translate is usable again.
    expect(screen.queryByText('Translating...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Translate' })).not.toBeDisabled();
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByText('late answer')).toBeNull();
  });

  describe('bringing the result into view', () => {
    /** Puts the output pane `top` px down the viewport (happy-dom lays nothing out) and records scrolls. */
    function layOut(top: number, reduceMotion = false) {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const y = this.dataset.testid === 'output-pane' ? top : 0;
        return DOMRect.fromRect({ x: 0, y, width: 328, height: 224 });
      });
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: reduceMotion && query.includes('prefers-reduced-motion'),
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          }) as unknown as MediaQueryList,
      );
      const scrolled: { pane: string | undefined; options: unknown }[] = [];
      vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
        this: HTMLElement,
        options?: unknown,
      ) {
        scrolled.push({ pane: this.dataset.testid, options });
      });
      return scrolled;
    }

    it('scrolls smoothly to a result below the fold, each time one arrives, and leaves the focus', async () => {
      stubTranslate();
      const scrolled = layOut(window.innerHeight + 40);
      renderWithProviders(<Translator signedIn={false} />);
      const user = userEvent.setup();
      await user.type(textbox(), 'hello{Enter}');
      await screen.findByText('gen_z_english: hello');
      await waitFor(() =>
        expect(scrolled).toEqual([
          { pane: 'output-pane', options: { block: 'start', behavior: 'smooth' } },
        ]),
      );
      expect(textbox()).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(scrolled).toHaveLength(2));
    });

    it('jumps without animation when the user prefers reduced motion', async () => {
      stubTranslate();
      const scrolled = layOut(window.innerHeight + 40, true);
      renderWithProviders(<Translator signedIn={false} />);
      await userEvent.type(textbox(), 'hello{Enter}');
      await screen.findByText('gen_z_english: hello');
      await waitFor(() =>
        expect(scrolled).toEqual([
          { pane: 'output-pane', options: { block: 'start', behavior: 'auto' } },
        ]),
      );
    });

    it('does not scroll when the result is already on screen (side by side on a desktop)', async () => {
      stubTranslate();
      const scrolled = layOut(120);
      renderWithProviders(<Translator signedIn={false} />);
      await userEvent.type(textbox(), 'hello{Enter}');
      expect(await screen.findByText('Slang used: “fr” – for real.')).toBeVisible();
      expect(scrolled).toEqual([]);
    });
  });

  describe('without an AI provider on the server', () => {
    const offline = { aiProvider: false };
    const spanishMessage =
      "Translating from Standard English to Spanish isn't available on this server yet. Try translating to another style of English, such as Formal English.";

    it('marks the targets of another language before the visitor chooses one', async () => {
      const calls = stubTranslate(undefined, offline);
      renderWithProviders(<Translator signedIn={false} />);
      await waitFor(() =>
        expect(calls.some((call) => call.url === '/api/translate/capabilities')).toBe(true),
      );
      fireEvent.click(screen.getByRole('button', { name: 'To Gen Z English' }));
      const menu = await screen.findByRole('group', { name: 'Translate to' });
      fireEvent.change(within(menu).getByRole('searchbox', { name: 'Filter languages' }), {
        target: { value: 'spanish' },
      });
      const spanish = await within(menu).findByRole('button', { name: /^Spanish Standard/ });
      await waitFor(() => expect(spanish).toHaveAttribute('aria-disabled', 'true'));
      expect(spanish).toHaveTextContent('Not available yet');
      fireEvent.click(spanish);
      expect(screen.getByRole('button', { name: 'To Gen Z English' })).toBeTruthy();
      expect(screen.queryByTestId('pair-unavailable')).toBeNull();
      expect(translateCalls(calls)).toHaveLength(0);
    });

    it('says so for a pair from a link, swapped or not, and does not send it', async () => {
      const calls = stubTranslate(undefined, offline);
      renderWithProviders(<Translator signedIn={false} />, {
        path: '/?input=hello&source=standard_english&target=spanish',
      });
      expect((await screen.findByTestId('pair-unavailable')).textContent).toBe(spanishMessage);
      // Screen readers hear it from a status region (the box on screen is the same words, aria-hidden).
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
        spanishMessage,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
      expect(await screen.findByText('Not Available Yet')).toBeTruthy();
      expect(translateCalls(calls)).toHaveLength(0);
      // Swapping an unavailable pair gives another unavailable pair, and the message follows it.
      fireEvent.click(screen.getByRole('button', { name: 'Swap languages' }));
      expect(screen.getByTestId('pair-unavailable').textContent).toMatch(
        /^Translating from Spanish to Standard English isn't available on this server yet\. Try translating to another style of Spanish/,
      );
      // Choosing a Spanish target ends it.
      fireEvent.click(screen.getByRole('button', { name: 'To Standard English' }));
      const menu = await screen.findByRole('group', { name: 'Translate to' });
      fireEvent.click(within(menu).getByRole('button', { name: /^Spain Gen Z/ }));
      await waitFor(() => expect(screen.queryByTestId('pair-unavailable')).toBeNull());
    });
  });
});

describe('Translator: the explanation’s terms (issue 11 item 5)', () => {
  const answerWithTerms = (terms: unknown) =>
    stubTranslate((body) => ({
      status: 200,
      body: {
        translation: `${body.targetLanguage}: ${body.inputText}`,
        explanation: 'Slang used: “no cap” – for real; “fire fr” – really great.',
        engine: 'style-engine',
        terms,
      },
    }));
  const NO_CAP = { term: 'no cap', meaning: 'for real, no lie' };
  const FIRE = { term: 'fire fr', meaning: 'really great, for real' };

  /** The translator with the terms list, its add mocked (the app layer wires the flashcards feature). */
  function renderWithTerms(onAdd: (term: { term: string; meaning: string }) => Promise<boolean>) {
    const TermsPanel = ({ terms }: { terms: unknown }) => (
      <ExplanationTerms terms={terms} onAdd={onAdd} />
    );
    return renderWithProviders(<Translator signedIn={false} TermsPanel={TermsPanel} />);
  }

  it('lists each term under the explanation with “Add … to my deck”; a click adds that term', async () => {
    answerWithTerms([NO_CAP, FIRE, { term: 'No Cap', meaning: 'again' }, { term: 'bad' }, 'x']);
    let finish: (inDeck: boolean) => void = () => undefined;
    const onAdd = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          finish = resolve;
        }),
    );
    renderWithTerms(onAdd);
    await userEvent.type(textbox(), 'that party was really great{Enter}');
    const explanation = await screen.findByTestId('translation-explanation');
    const list = within(explanation).getByRole('list', { name: EXPLANATION_TERMS_TEXT.heading });
    // Each term once; entries without a term and a meaning are left out.
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Add “no cap” to my deck', 'Add “fire fr” to my deck']);

    const add = within(list).getByRole('button', { name: 'Add “no cap” to my deck' });
    await userEvent.click(add);
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(NO_CAP);
    // One click adds: the button waits for the answer.
    expect(add).toBeDisabled();
    act(() => finish(true));
    await waitFor(() => expect(add).toBeEnabled());
  });

  it('shows no list without terms, or when the page gives no panel', async () => {
    answerWithTerms(undefined);
    const onAdd = vi.fn(() => Promise.resolve(true));
    const { unmount } = renderWithTerms(onAdd);
    await userEvent.type(textbox(), 'hello{Enter}');
    await screen.findByTestId('translation-explanation');
    expect(screen.queryByRole('button', { name: /to my deck$/ })).toBeNull();
    unmount();

    answerWithTerms([NO_CAP]);
    renderWithProviders(<Translator signedIn={false} />);
    await userEvent.type(textbox(), 'hello{Enter}');
    await screen.findByTestId('translation-explanation');
    expect(screen.queryByRole('button', { name: /to my deck$/ })).toBeNull();
  });

  it('clears the terms with the explanation', async () => {
    answerWithTerms([NO_CAP]);
    renderWithTerms(() => Promise.resolve(true));
    await userEvent.type(textbox(), 'hello{Enter}');
    await screen.findByRole('button', { name: 'Add “no cap” to my deck' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear text' }));
    expect(screen.queryByRole('button', { name: 'Add “no cap” to my deck' })).toBeNull();
  });
});
