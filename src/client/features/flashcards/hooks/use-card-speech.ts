// The speak button's voice (spec 2 §2, §9): a recording kept for offline study, else the server's voice (POST
// /api/voice/generate), else the browser's speechSynthesis when that fails, all at rate 0.8 and volume 1; the
// browser voice is chosen by exact locale, then by language. Empty text is not spoken; failures are only logged
// (spec 2 §8).
//
// The translator's player cannot be shared as it is (features never import each other, and its speeds, toasts
// and messages are the translator's); this is the same chain, trimmed to what a flashcard needs.
import { useCallback, useEffect, useRef, useState } from 'react';
import { LANGUAGE_OPTIONS } from '@shared/languages';
import { fetchCardAudio, keepCardAudio, keptCardAudio } from '../offline/card-audio';

export const SPEECH_RATE = 0.8;
export const SPEECH_VOLUME = 1;
export const DEFAULT_SPEECH_LOCALE = 'en-US';

const languageOf = (locale: string) => locale.split('-')[0]!.toLowerCase();

/** The registry code the server's voice takes for a BCP 47 locale: exact locale first, then the language. */
export function voiceLanguageFor(locale: string): string | undefined {
  const exact = LANGUAGE_OPTIONS.find((option) => option.locale === locale);
  const prefix = LANGUAGE_OPTIONS.find(
    (option) => languageOf(option.locale) === languageOf(locale),
  );
  return (exact ?? prefix)?.code;
}

/** The browser voice for a locale: exact locale first, then any voice of the language. */
export function browserVoiceFor(
  voices: readonly SpeechSynthesisVoice[],
  locale: string,
): SpeechSynthesisVoice | undefined {
  return (
    voices.find((voice) => voice.lang === locale) ??
    voices.find((voice) => languageOf(voice.lang.replace('_', '-')) === languageOf(locale))
  );
}

const browserSpeech = () =>
  typeof window !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined'
    ? window.speechSynthesis
    : undefined;

export function useCardSpeech() {
  const [speaking, setSpeaking] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const urlRef = useRef<string | null>(null);

  const stop = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    const audio = audioRef.current;
    audioRef.current = null;
    if (audio) {
      audio.onended = null;
      audio.onerror = null;
      audio.pause();
    }
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    browserSpeech()?.cancel();
    setSpeaking(false);
  }, []);

  const speakWithBrowser = useCallback((text: string, locale: string) => {
    const synth = browserSpeech();
    if (!synth) {
      setSpeaking(false);
      console.error('Speech failed: this browser has no voice.');
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = locale;
    utterance.rate = SPEECH_RATE;
    utterance.volume = SPEECH_VOLUME;
    const voice = browserVoiceFor(synth.getVoices?.() ?? [], locale);
    if (voice) utterance.voice = voice;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = (event) => {
      setSpeaking(false);
      console.error('Speech failed', event.error);
    };
    synth.cancel();
    synth.speak(utterance);
  }, []);

  const speak = useCallback(
    (text: string, locale: string = DEFAULT_SPEECH_LOCALE) => {
      stop();
      const trimmed = text.trim();
      if (!trimmed) return;
      const controller = new AbortController();
      abortRef.current = controller;
      setSpeaking(true);
      const language = voiceLanguageFor(locale);
      void (async () => {
        try {
          const spoken = { text: trimmed, language };
          // A recording kept for offline study first (../offline/card-audio.ts); one fetched now is kept too.
          let blob = await keptCardAudio(spoken);
          if (!blob) {
            blob = await fetchCardAudio(spoken, controller.signal);
            void keepCardAudio(spoken, blob);
          }
          if (controller.signal.aborted) return;
          if (blob.size === 0) throw new Error('The voice service answered no audio.');
          const url = URL.createObjectURL(blob);
          urlRef.current = url;
          const audio = new Audio(url);
          audio.playbackRate = SPEECH_RATE;
          audio.volume = SPEECH_VOLUME;
          audioRef.current = audio;
          audio.onended = () => setSpeaking(false);
          audio.onerror = () => speakWithBrowser(trimmed, locale);
          await audio.play();
        } catch {
          // No server voice (503), no network or no autoplay: the browser reads it.
          if (!controller.signal.aborted) speakWithBrowser(trimmed, locale);
        }
      })();
    },
    [stop, speakWithBrowser],
  );

  useEffect(() => stop, [stop]);

  return { speak, stop, speaking };
}
