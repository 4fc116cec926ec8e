// STUB (interface agreed; the playback helper replaces the body): play/stop toggle and the speed menu.
import type { VoicePlayback } from '../hooks/use-voice-playback';

export interface PlaybackControlsProps {
  playback: VoicePlayback;
  /** The text to speak (the translation); empty → 'No Text to Play'. */
  text: string;
  /** Registry code of the text's variety. */
  language: string;
}

export function PlaybackControls(_props: PlaybackControlsProps) {
  return null;
}
