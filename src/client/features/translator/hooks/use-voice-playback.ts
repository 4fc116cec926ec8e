// Voice playback of a translation (spec 1 §4, §7, §9): the server's voice first (POST /api/voice/generate →
// an audio blob), the browser's speechSynthesis when that fails, and 'Audio Not Supported' when neither works.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { resolveLanguage } from '@shared/languages';
import { DEFAULT_PLAYBACK_SPEED, type PLAYBACK_SPEEDS } from '@shared/limits';
import { toast } from '@client/components/ui/toast';
import { apiRequest } from '@client/lib/api-client';

export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export interface VoicePlayback {
  isPlaying: boolean;
  /** True while the audio is being fetched from /api/voice/generate. */
  isLoading: boolean;
  speed: PlaybackSpeed;
  setSpeed: (speed: PlaybackSpeed) => void;
  /** Plays `text` in `language` (a registry code), or stops when playing. Empty text → 'No Text to Play' toast. */
  toggle: (text: string, language: string) => void;
  /** Stops any audio (swap calls this). */
  stop: () => void;
}

export const VOICE_TEXT = {
  emptyTitle: 'No Text to Play',
  emptyDescription: 'Please translate some text first.',
  unsupportedTitle: 'Audio Not Supported',
  unsupportedDescription: 'Your browser cannot play audio or read text aloud.',
} as const;

export const VOICE_ENDPOINT = '/api/voice/generate';

type Status = 'idle' | 'loading' | 'playing';

/** The browser voice, when this browser has one (undefined in old browsers and some WebViews). */
function browserSpeech(): SpeechSynthesis | undefined {
  if (typeof window === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return;
  return window.speechSynthesis ?? undefined;
}

export function useVoicePlayback(): VoicePlayback {
  const [status, setStatus] = useState<Status>('idle');
  const [speed, setSpeedState] = useState<PlaybackSpeed>(DEFAULT_PLAYBACK_SPEED);
  const speedRef = useRef<PlaybackSpeed>(DEFAULT_PLAYBACK_SPEED);
  // Every start and stop bumps the session, so late answers and events of an older playback are ignored.
  const sessionRef = useRef(0);
  const activeRef = useRef(false);
  const abortRef = useRef<AbortController | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const urlRef = useRef<string | null>(null);
  const utteranceRef = useRef<SpeechSynthesisUtterance | null>(null);
  // What the browser voice is reading, and how far it got, so a speed change can resume from there.
  const spokenRef = useRef<{ text: string; locale: string; offset: number } | null>(null);

  const releaseAudio = useCallback(() => {
    const audio = audioRef.current;
    audioRef.current = null;
    if (audio) {
      audio.onended = null;
      audio.onerror = null;
      audio.pause();
      audio.removeAttribute('src');
    }
    if (urlRef.current) {
      URL.revokeObjectURL(urlRef.current);
      urlRef.current = null;
    }
  }, []);

  const releaseSpeech = useCallback(() => {
    spokenRef.current = null;
    if (!utteranceRef.current) return;
    utteranceRef.current = null;
    browserSpeech()?.cancel();
  }, []);

  /** Ends the current playback (finished, failed or stopped) and returns to idle. */
  const finish = useCallback(() => {
    sessionRef.current += 1;
    activeRef.current = false;
    abortRef.current?.abort();
    abortRef.current = null;
    releaseAudio();
    releaseSpeech();
    setStatus('idle');
  }, [releaseAudio, releaseSpeech]);

  /** Reads `text` with the browser voice from character `offset` on, at the current speed. */
  const speakFrom = useCallback(
    (session: number, text: string, locale: string, offset: number) => {
      const synth = browserSpeech();
      if (!synth) {
        finish();
        toast({
          title: VOICE_TEXT.unsupportedTitle,
          description: VOICE_TEXT.unsupportedDescription,
          variant: 'destructive',
        });
        return;
      }
      const utterance = new SpeechSynthesisUtterance(text.slice(offset));
      utterance.lang = locale;
      utterance.rate = speedRef.current;
      const voice = synth.getVoices?.().find((candidate) => candidate.lang === locale);
      if (voice) utterance.voice = voice;
      spokenRef.current = { text, locale, offset };
      const current = () => session === sessionRef.current && utteranceRef.current === utterance;
      utterance.onboundary = (event) => {
        if (current() && spokenRef.current) spokenRef.current.offset = offset + event.charIndex;
      };
      utterance.onend = () => {
        if (current()) finish();
      };
      utterance.onerror = () => {
        if (current()) finish();
      };
      // A previous utterance (also from another tab of the page) would queue ours behind it.
      utteranceRef.current = null;
      synth.cancel();
      utteranceRef.current = utterance;
      synth.speak(utterance);
      setStatus('playing');
    },
    [finish],
  );

  const speakWithBrowser = useCallback(
    (session: number, text: string, language: string) => {
      if (session !== sessionRef.current) return;
      releaseAudio();
      speakFrom(session, text, resolveLanguage(language).locale, 0);
    },
    [releaseAudio, speakFrom],
  );

  const play = useCallback(
    async (session: number, text: string, language: string, signal: AbortSignal) => {
      try {
        // Stopping aborts the request; an answer that still arrives is dropped below.
        const response = await apiRequest(
          'POST',
          VOICE_ENDPOINT,
          { text, targetLanguage: language },
          { signal },
        );
        if (signal.aborted) {
          void response.body?.cancel().catch(() => undefined);
          return;
        }
        const blob = await response.blob();
        if (signal.aborted) return;
        if (blob.size === 0) throw new Error('The voice service answered no audio.');
        const url = URL.createObjectURL(blob);
        urlRef.current = url;
        const audio = new Audio(url);
        audio.playbackRate = speedRef.current;
        audioRef.current = audio;
        audio.onended = () => {
          if (session === sessionRef.current) finish();
        };
        audio.onerror = () => speakWithBrowser(session, text, language);
        await audio.play();
        if (session === sessionRef.current && audioRef.current === audio) setStatus('playing');
      } catch {
        // 503 (no synthesizer), network failure, undecodable audio or autoplay refusal.
        if (!signal.aborted && !utteranceRef.current) speakWithBrowser(session, text, language);
      }
    },
    [finish, speakWithBrowser],
  );

  const stop = useCallback(() => {
    if (activeRef.current || audioRef.current || utteranceRef.current) finish();
  }, [finish]);

  const toggle = useCallback(
    (text: string, language: string) => {
      if (activeRef.current) {
        finish();
        return;
      }
      const trimmed = text.trim();
      if (!trimmed) {
        toast({
          title: VOICE_TEXT.emptyTitle,
          description: VOICE_TEXT.emptyDescription,
          variant: 'destructive',
        });
        return;
      }
      finish();
      const session = sessionRef.current;
      const controller = new AbortController();
      abortRef.current = controller;
      activeRef.current = true;
      setStatus('loading');
      void play(session, trimmed, language, controller.signal);
    },
    [finish, play],
  );

  const setSpeed = useCallback(
    (next: PlaybackSpeed) => {
      speedRef.current = next;
      setSpeedState(next);
      if (audioRef.current) audioRef.current.playbackRate = next;
      // The browser voice cannot change rate mid-utterance: resume from the last word at the new rate.
      const spoken = spokenRef.current;
      if (utteranceRef.current && spoken) {
        speakFrom(sessionRef.current, spoken.text, spoken.locale, spoken.offset);
      }
    },
    [speakFrom],
  );

  useEffect(() => () => finish(), [finish]);

  return useMemo(
    () => ({
      isPlaying: status === 'playing',
      isLoading: status === 'loading',
      speed,
      setSpeed,
      toggle,
      stop,
    }),
    [status, speed, setSpeed, toggle, stop],
  );
}
