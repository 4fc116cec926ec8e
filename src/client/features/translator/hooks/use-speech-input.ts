// Speech input with the browser's Web Speech API (spec 1 §4, §8, §9): listens in the source variety's locale
// and hands the final transcript to the translator; errors and missing support are toasts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { recognitionLocale } from '@shared/languages';
import { toast } from '@client/components/ui/toast';

export const SPEECH_TEXT = {
  start: 'Start voice input',
  stop: 'Stop voice input',
  unsupportedTitle: 'Speech Recognition Not Supported',
  unsupportedDescription:
    'Your browser does not support voice input. Try a recent Chrome, Edge or Safari.',
  errorTitle: 'Speech Recognition Error',
  errors: {
    'not-allowed': 'Microphone access denied. Please allow microphone permissions.',
    'no-speech': 'No speech detected. Please try speaking again.',
    network: 'Network error. Please check your connection.',
    other: 'Speech recognition failed. Please try again.',
  },
} as const;

// The Web Speech API is not in TypeScript's DOM library: the small part used here.
interface RecognitionAlternative {
  readonly transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternative | undefined;
}
export interface RecognitionResultEvent extends Event {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResult };
}
export interface RecognitionErrorEvent extends Event {
  readonly error: string;
}
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: ((event: Event) => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

interface WindowWithSpeech {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
}

/** The recognizer class of this browser (prefixed in Chrome and Safari), if any. */
export function getSpeechRecognition(): SpeechRecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const speechWindow = window as unknown as WindowWithSpeech;
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

/** The message for a recognition error code; 'aborted' (our own stop) gets none. */
export function speechErrorMessage(code: string): string | null {
  if (code === 'aborted') return null;
  if (code === 'not-allowed' || code === 'no-speech' || code === 'network') {
    return SPEECH_TEXT.errors[code];
  }
  return SPEECH_TEXT.errors.other;
}

export interface SpeechInput {
  isListening: boolean;
  /** Starts listening, or stops (keeping what was heard) when already listening. */
  toggle: () => void;
  stop: () => void;
}

export function useSpeechInput({
  language,
  onTranscript,
}: {
  language: string;
  onTranscript: (text: string) => void;
}): SpeechInput {
  const [isListening, setIsListening] = useState(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  // The latest callback and language, without restarting a running recognizer when they change.
  const onTranscriptRef = useRef(onTranscript);
  const languageRef = useRef(language);
  useEffect(() => {
    onTranscriptRef.current = onTranscript;
    languageRef.current = language;
  });

  const stop = useCallback(() => {
    recognitionRef.current?.stop();
  }, []);

  const start = useCallback(() => {
    const Recognition = getSpeechRecognition();
    if (!Recognition) {
      toast({
        title: SPEECH_TEXT.unsupportedTitle,
        description: SPEECH_TEXT.unsupportedDescription,
        variant: 'destructive',
      });
      return;
    }
    const recognition = new Recognition();
    recognition.lang = recognitionLocale(languageRef.current);
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    const current = () => recognitionRef.current === recognition;
    recognition.onresult = (event) => {
      if (!current()) return;
      let heard = '';
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        if (result?.isFinal) heard += result[0]?.transcript ?? '';
      }
      const text = heard.trim();
      if (text) onTranscriptRef.current(text);
    };
    recognition.onerror = (event) => {
      if (!current()) return;
      const message = speechErrorMessage(event.error);
      if (message)
        toast({ title: SPEECH_TEXT.errorTitle, description: message, variant: 'destructive' });
    };
    recognition.onend = () => {
      if (!current()) return;
      recognitionRef.current = null;
      setIsListening(false);
    };
    recognitionRef.current = recognition;
    try {
      recognition.start();
      setIsListening(true);
    } catch {
      // Thrown when the browser is already capturing for another recognizer.
      recognitionRef.current = null;
      toast({
        title: SPEECH_TEXT.errorTitle,
        description: SPEECH_TEXT.errors.other,
        variant: 'destructive',
      });
    }
  }, []);

  const toggle = useCallback(() => {
    if (recognitionRef.current) stop();
    else start();
  }, [start, stop]);

  // Leaving the page ends the capture; what was heard so far is dropped.
  useEffect(
    () => () => {
      const recognition = recognitionRef.current;
      recognitionRef.current = null;
      recognition?.abort();
    },
    [],
  );

  return { isListening, toggle, stop };
}
