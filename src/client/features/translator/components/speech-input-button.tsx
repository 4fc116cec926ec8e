// STUB (interface agreed; the speech helper replaces the body): microphone toggle using the Web Speech API.
export interface SpeechInputButtonProps {
  /** Registry code of the source variety; mapped to a recognition locale. */
  language: string;
  /** Called with the recognised text (the translator appends or replaces its input with it). */
  onTranscript: (text: string) => void;
  disabled?: boolean;
}

export function SpeechInputButton(_props: SpeechInputButtonProps) {
  return null;
}
