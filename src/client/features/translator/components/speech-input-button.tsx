// The microphone toggle beside the translator's input (spec 1 §4 "Speech input toggles listening").
import { Mic, MicOff } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { SPEECH_TEXT, useSpeechInput } from '../hooks/use-speech-input';

export interface SpeechInputButtonProps {
  /** Registry code of the source variety; mapped to a recognition locale. */
  language: string;
  /** Called with the recognised text (the translator appends or replaces its input with it). */
  onTranscript: (text: string) => void;
  disabled?: boolean;
  className?: string;
}

export function SpeechInputButton({
  language,
  onTranscript,
  disabled,
  className,
}: SpeechInputButtonProps) {
  const speech = useSpeechInput({ language, onTranscript });
  const { isListening } = speech;
  return (
    <Button
      variant={isListening ? 'accent' : 'ghost'}
      size="icon-sm"
      aria-label={isListening ? SPEECH_TEXT.stop : SPEECH_TEXT.start}
      aria-pressed={isListening}
      disabled={disabled && !isListening}
      onClick={speech.toggle}
      className={cn('relative', className)}
    >
      {isListening ? <MicOff aria-hidden /> : <Mic aria-hidden />}
      {isListening && (
        <span
          className="pointer-events-none absolute inset-0 animate-ping rounded-md bg-accent/30 motion-reduce:hidden"
          aria-hidden
        />
      )}
    </Button>
  );
}
