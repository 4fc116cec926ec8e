// STUB (interface agreed; the playback helper replaces the body): server voice first, browser speech fallback.
import type { PLAYBACK_SPEEDS } from '@shared/limits';

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

export function useVoicePlayback(): VoicePlayback {
  return {
    isPlaying: false,
    isLoading: false,
    speed: 1,
    setSpeed: () => undefined,
    toggle: () => undefined,
    stop: () => undefined,
  };
}
