import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { dismissToast } from '@client/components/ui/toast';
import { renderWithProviders, stubFetch } from '@client/test/render';
import { PLAYBACK_TEXT, PlaybackControls } from '../components/playback-controls';
import { VOICE_ENDPOINT, VOICE_TEXT, useVoicePlayback } from './use-voice-playback';

/** A stand-in for HTMLAudioElement that records what was played and how fast. */
class FakeAudio {
  static instances: FakeAudio[] = [];
  static failPlay = false;
  src: string;
  playbackRate = 1;
  paused = true;
  onended: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(src: string) {
    this.src = src;
    FakeAudio.instances.push(this);
  }
  play() {
    if (FakeAudio.failPlay) return Promise.reject(new Error('NotAllowedError'));
    this.paused = false;
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
}

class FakeUtterance {
  text: string;
  lang = '';
  rate = 1;
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onboundary: ((event: { charIndex: number }) => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

function fakeSpeechSynthesis() {
  const spoken: FakeUtterance[] = [];
  const synth = {
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
    cancel: vi.fn(),
    getVoices: () => [],
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return { synth, spoken };
}

/** fetch answering the voice call with a small WAV blob, recording the calls. */
function stubVoiceAudio() {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      init,
    });
    return Promise.resolve(
      new Response(
        new Blob([new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4])], { type: 'audio/wav' }),
        {
          status: 200,
          headers: { 'Content-Type': 'audio/wav' },
        },
      ),
    );
  };
  return calls;
}

function Harness({ text = 'no cap, that slaps', language = 'gen_z_english' }) {
  const playback = useVoicePlayback();
  return <PlaybackControls playback={playback} text={text} language={language} />;
}

const playButton = () => screen.getByRole('button', { name: PLAYBACK_TEXT.play });
const stopButton = () => screen.getByRole('button', { name: PLAYBACK_TEXT.stop });

let revokeObjectURL: MockInstance<typeof URL.revokeObjectURL>;

beforeEach(() => {
  FakeAudio.instances = [];
  FakeAudio.failPlay = false;
  vi.stubGlobal('Audio', FakeAudio);
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:voice-1');
  revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('useVoicePlayback with PlaybackControls', () => {
  it('plays the server audio at the chosen speed and stops it, releasing the object URL', async () => {
    const calls = stubVoiceAudio();
    fakeSpeechSynthesis();
    renderWithProviders(<Harness />);
    expect(playButton()).toHaveAttribute('aria-pressed', 'false');

    await userEvent.selectOptions(screen.getByLabelText(PLAYBACK_TEXT.speed), '1.25');
    await userEvent.click(playButton());

    await waitFor(() => expect(stopButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(VOICE_ENDPOINT);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({
      text: 'no cap, that slaps',
      targetLanguage: 'gen_z_english',
    });
    const audio = FakeAudio.instances[0]!;
    expect(audio.src).toBe('blob:voice-1');
    expect(audio.paused).toBe(false);
    expect(audio.playbackRate).toBe(1.25);

    await userEvent.click(stopButton());
    expect(playButton()).toHaveAttribute('aria-pressed', 'false');
    expect(audio.paused).toBe(true);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:voice-1');
  });

  it('applies a new speed to the audio that is already playing', async () => {
    stubVoiceAudio();
    renderWithProviders(<Harness />);
    await userEvent.click(playButton());
    await waitFor(() => expect(stopButton()).toBeInTheDocument());
    const audio = FakeAudio.instances[0]!;
    expect(audio.playbackRate).toBe(1);
    await userEvent.selectOptions(screen.getByLabelText(PLAYBACK_TEXT.speed), '0.5');
    expect(audio.playbackRate).toBe(0.5);
    expect(screen.getByLabelText(PLAYBACK_TEXT.speed)).toHaveValue('0.5');
  });

  it('offers the five speeds with 1× selected by default', () => {
    renderWithProviders(<Harness />);
    const select = screen.getByLabelText(PLAYBACK_TEXT.speed);
    expect(select).toHaveValue('1');
    expect(Array.from(select.querySelectorAll('option'), (option) => option.textContent)).toEqual([
      '0.5×',
      '0.75×',
      '1×',
      '1.25×',
      '1.5×',
    ]);
  });

  it('returns to play when the audio ends', async () => {
    stubVoiceAudio();
    renderWithProviders(<Harness />);
    await userEvent.click(playButton());
    await waitFor(() => expect(stopButton()).toBeInTheDocument());
    act(() => FakeAudio.instances[0]!.onended?.());
    expect(playButton()).toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:voice-1');
  });

  it('falls back to the browser voice in the variety’s locale when the server answers 503', async () => {
    stubFetch(() => ({
      status: 503,
      body: { error: 'Speech is unavailable right now.', code: 'SERVICE_UNAVAILABLE' },
    }));
    const { synth, spoken } = fakeSpeechSynthesis();
    renderWithProviders(<Harness text="Cheers, mate" language="british_english" />);
    await userEvent.selectOptions(screen.getByLabelText(PLAYBACK_TEXT.speed), '0.75');
    await userEvent.click(playButton());

    await waitFor(() => expect(synth.speak).toHaveBeenCalledTimes(1));
    expect(spoken[0]).toMatchObject({ text: 'Cheers, mate', lang: 'en-GB', rate: 0.75 });
    expect(FakeAudio.instances).toHaveLength(0);
    expect(stopButton()).toHaveAttribute('aria-pressed', 'true');

    act(() => spoken[0]!.onend?.());
    expect(playButton()).toBeInTheDocument();
  });

  it('falls back to the browser voice when the audio cannot play, and stop cancels it', async () => {
    stubVoiceAudio();
    FakeAudio.failPlay = true;
    const { synth, spoken } = fakeSpeechSynthesis();
    renderWithProviders(<Harness text="¿Qué onda?" language="spanish" />);
    await userEvent.click(playButton());
    await waitFor(() => expect(synth.speak).toHaveBeenCalledTimes(1));
    expect(spoken[0]).toMatchObject({ lang: 'es-ES', rate: 1 });
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:voice-1');

    synth.cancel.mockClear();
    await userEvent.click(stopButton());
    expect(synth.cancel).toHaveBeenCalled();
    expect(playButton()).toBeInTheDocument();
  });

  it('restarts the browser voice from the current word at a new speed', async () => {
    stubFetch(() => ({ status: 503, body: { error: 'No voice.' } }));
    const { synth, spoken } = fakeSpeechSynthesis();
    renderWithProviders(<Harness text="hello there friend" language="standard_english" />);
    await userEvent.click(playButton());
    await waitFor(() => expect(synth.speak).toHaveBeenCalledTimes(1));
    act(() => spoken[0]!.onboundary?.({ charIndex: 6 }));
    await userEvent.selectOptions(screen.getByLabelText(PLAYBACK_TEXT.speed), '1.5');
    expect(synth.speak).toHaveBeenCalledTimes(2);
    expect(spoken[1]).toMatchObject({ text: 'there friend', rate: 1.5, lang: 'en-US' });
    // The interrupted utterance's end no longer stops playback.
    act(() => spoken[0]!.onend?.());
    expect(stopButton()).toBeInTheDocument();
  });

  it("says 'Audio Not Supported' when the server fails and the browser has no voice", async () => {
    stubFetch(() => ({ status: 503, body: { error: 'No voice.' } }));
    renderWithProviders(<Harness />);
    await userEvent.click(playButton());
    expect(await screen.findByText(VOICE_TEXT.unsupportedTitle)).toBeInTheDocument();
    expect(screen.getByText(VOICE_TEXT.unsupportedDescription)).toBeInTheDocument();
    expect(playButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it("says 'No Text to Play' for blank text without calling the server", async () => {
    const calls = stubFetch(() => ({ status: 200 }));
    renderWithProviders(<Harness text="   " />);
    await userEvent.click(playButton());
    expect(await screen.findByText(VOICE_TEXT.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(VOICE_TEXT.emptyDescription)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a spinner while loading and drops the answer when stopped before it arrives', async () => {
    let answer: ((response: Response) => void) | undefined;
    let signal: AbortSignal | undefined;
    globalThis.fetch = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve) => {
        answer = resolve;
        signal = init?.signal ?? undefined;
      });
    const { synth } = fakeSpeechSynthesis();
    renderWithProviders(<Harness />);
    await userEvent.click(playButton());
    expect(stopButton()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(answer).toBeDefined());
    expect(signal?.aborted).toBe(false);
    await userEvent.click(stopButton());
    expect(playButton()).toBeInTheDocument();
    // Stopping cancels the request itself.
    expect(signal?.aborted).toBe(true);
    await act(async () => {
      answer?.(new Response(new Blob([new Uint8Array([1, 2, 3])]), { status: 200 }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(FakeAudio.instances).toHaveLength(0);
    expect(synth.speak).not.toHaveBeenCalled();
    expect(playButton()).toBeInTheDocument();
  });

  it('stops the audio when the component unmounts', async () => {
    stubVoiceAudio();
    const { unmount } = renderWithProviders(<Harness />);
    await userEvent.click(playButton());
    await waitFor(() => expect(stopButton()).toBeInTheDocument());
    unmount();
    expect(FakeAudio.instances[0]!.paused).toBe(true);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:voice-1');
  });
});
