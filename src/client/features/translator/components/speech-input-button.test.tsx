import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@client/components/ui/toast';
import { renderWithProviders } from '@client/test/render';
import {
  SPEECH_TEXT,
  type RecognitionErrorEvent,
  type RecognitionResultEvent,
  type SpeechRecognitionLike,
} from '../hooks/use-speech-input';
import { SpeechInputButton } from './speech-input-button';

/** A scriptable stand-in for the browser's SpeechRecognition. */
class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = true;
  interimResults = true;
  maxAlternatives = 5;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: RecognitionErrorEvent) => void) | null = null;
  onend: ((event: Event) => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.end();
  }
  abort() {
    this.end();
  }
  end() {
    this.started = false;
    act(() => this.onend?.(new Event('end')));
  }
  hear(...results: { transcript: string; isFinal: boolean }[]) {
    const list = results.map(({ transcript, isFinal }) =>
      Object.assign([{ transcript }], { isFinal }),
    );
    const event = Object.assign(new Event('result'), { resultIndex: 0, results: list });
    act(() => this.onresult?.(event));
  }
  fail(error: string) {
    act(() => this.onerror?.(Object.assign(new Event('error'), { error })));
    this.end();
  }
}

const latest = () => FakeRecognition.instances.at(-1)!;
const startButton = () => screen.getByRole('button', { name: SPEECH_TEXT.start });
const stopButton = () => screen.getByRole('button', { name: SPEECH_TEXT.stop });

function supportRecognition(name: 'SpeechRecognition' | 'webkitSpeechRecognition') {
  FakeRecognition.instances = [];
  vi.stubGlobal(name, FakeRecognition);
}

afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
});

describe('SpeechInputButton', () => {
  it('says speech recognition is not supported when the browser has none', async () => {
    const onTranscript = vi.fn();
    renderWithProviders(
      <SpeechInputButton language="standard_english" onTranscript={onTranscript} />,
    );
    await userEvent.click(startButton());
    expect(await screen.findByText(SPEECH_TEXT.unsupportedTitle)).toBeInTheDocument();
    expect(screen.getByText(SPEECH_TEXT.unsupportedDescription)).toBeInTheDocument();
    expect(startButton()).toHaveAttribute('aria-pressed', 'false');
    expect(onTranscript).not.toHaveBeenCalled();
  });

  it('listens, hands over the final transcript and toggles back when done', async () => {
    supportRecognition('webkitSpeechRecognition');
    const onTranscript = vi.fn();
    renderWithProviders(
      <SpeechInputButton language="standard_english" onTranscript={onTranscript} />,
    );
    await userEvent.click(startButton());
    const recognition = latest();
    expect(recognition.started).toBe(true);
    expect(recognition).toMatchObject({ continuous: false, interimResults: false });
    expect(stopButton()).toHaveAttribute('aria-pressed', 'true');

    recognition.hear(
      { transcript: 'that party was ', isFinal: true },
      { transcript: 'amazing', isFinal: true },
    );
    recognition.end();
    expect(onTranscript).toHaveBeenCalledExactlyOnceWith('that party was amazing');
    expect(startButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('ignores results that are not final', async () => {
    supportRecognition('SpeechRecognition');
    const onTranscript = vi.fn();
    renderWithProviders(
      <SpeechInputButton language="standard_english" onTranscript={onTranscript} />,
    );
    await userEvent.click(startButton());
    latest().hear({ transcript: 'half a sen', isFinal: false });
    expect(onTranscript).not.toHaveBeenCalled();
  });

  it('stops listening when pressed again', async () => {
    supportRecognition('SpeechRecognition');
    renderWithProviders(<SpeechInputButton language="standard_english" onTranscript={vi.fn()} />);
    await userEvent.click(startButton());
    await userEvent.click(stopButton());
    expect(latest().started).toBe(false);
    expect(startButton()).toBeInTheDocument();
  });

  it.each([
    ['standard_english', 'en-US'],
    ['british_english', 'en-GB'],
    ['spanish', 'es-ES'],
    ['french', 'fr-FR'],
    ['rioplatense_spanish', 'es-AR'],
    ['not_a_language', 'en-US'],
  ])('listens to %s in %s', async (language, locale) => {
    supportRecognition('SpeechRecognition');
    renderWithProviders(<SpeechInputButton language={language} onTranscript={vi.fn()} />);
    await userEvent.click(startButton());
    expect(latest().lang).toBe(locale);
  });

  it.each([
    ['not-allowed', SPEECH_TEXT.errors['not-allowed']],
    ['no-speech', SPEECH_TEXT.errors['no-speech']],
    ['network', SPEECH_TEXT.errors.network],
    ['audio-capture', SPEECH_TEXT.errors.other],
  ])('shows the message for the %s error', async (error, message) => {
    supportRecognition('SpeechRecognition');
    renderWithProviders(<SpeechInputButton language="standard_english" onTranscript={vi.fn()} />);
    await userEvent.click(startButton());
    latest().fail(error);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(startButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('stays quiet when the capture was aborted', async () => {
    supportRecognition('SpeechRecognition');
    renderWithProviders(<SpeechInputButton language="standard_english" onTranscript={vi.fn()} />);
    await userEvent.click(startButton());
    latest().fail('aborted');
    expect(startButton()).toBeInTheDocument();
    expect(screen.queryByText(SPEECH_TEXT.errorTitle)).toBeNull();
  });

  it('spells out the four error messages of the spec', () => {
    expect(SPEECH_TEXT.errors).toEqual({
      'not-allowed': 'Microphone access denied. Please allow microphone permissions.',
      'no-speech': 'No speech detected. Please try speaking again.',
      network: 'Network error. Please check your connection.',
      other: 'Speech recognition failed. Please try again.',
    });
  });

  it('is disabled when told so', () => {
    supportRecognition('SpeechRecognition');
    renderWithProviders(
      <SpeechInputButton language="standard_english" onTranscript={vi.fn()} disabled />,
    );
    expect(startButton()).toBeDisabled();
  });
});
