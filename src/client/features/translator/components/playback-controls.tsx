// The translation's play/stop toggle and its speed picker (spec 1 §4, §9). The speed picker is a native
// select: it costs nothing in the home page's bundle and gives phones their own picker.
import { ChevronDown, Loader2, Square, Volume2 } from 'lucide-react';
import { useId } from 'react';
import { PLAYBACK_SPEEDS } from '@shared/limits';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import type { PlaybackSpeed, VoicePlayback } from '../hooks/use-voice-playback';

export const PLAYBACK_TEXT = {
  play: 'Play translation',
  stop: 'Stop playback',
  speed: 'Playback speed',
} as const;

/** "0.75×": how a speed reads in the picker. */
export const formatSpeed = (speed: number) => `${speed}×`;

export interface PlaybackControlsProps {
  playback: VoicePlayback;
  /** The text to speak (the translation); empty → 'No Text to Play'. */
  text: string;
  /** Registry code of the text's variety. */
  language: string;
  className?: string;
}

export function PlaybackControls({ playback, text, language, className }: PlaybackControlsProps) {
  const speedId = useId();
  const active = playback.isPlaying || playback.isLoading;
  return (
    <div className={cn('inline-flex items-center gap-1', className)}>
      <Button
        variant={active ? 'secondary' : 'ghost'}
        size="icon-sm"
        aria-label={active ? PLAYBACK_TEXT.stop : PLAYBACK_TEXT.play}
        aria-pressed={active}
        aria-busy={playback.isLoading || undefined}
        onClick={() => playback.toggle(text, language)}
      >
        {playback.isLoading ? (
          <Loader2 className="animate-spin" aria-hidden />
        ) : playback.isPlaying ? (
          <Square className="fill-current" aria-hidden />
        ) : (
          <Volume2 aria-hidden />
        )}
      </Button>
      <label htmlFor={speedId} className="sr-only">
        {PLAYBACK_TEXT.speed}
      </label>
      <span className="relative inline-flex">
        <select
          id={speedId}
          value={playback.speed}
          onChange={(event) => playback.setSpeed(Number(event.target.value) as PlaybackSpeed)}
          className="h-8 cursor-pointer appearance-none rounded-md border border-input bg-surface pl-2 pr-5 text-xs font-semibold tabular-nums text-surface-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {PLAYBACK_SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {formatSpeed(speed)}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute right-1 top-1/2 size-3 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
      </span>
    </div>
  );
}
