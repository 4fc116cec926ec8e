// "Looks like Rioplatense Spanish" under the text being translated (issue 27 item 3): once typing pauses, the text's
// style is detected on the server, and when it is not the chosen From style a one-click switch is offered (as
// Google Translate's "Translate from"). Loaded with the first text typed: nothing of it on the first load of /.
// A hint only: a failed detection shows nothing, and the last hint stays while the next text is read (no flicker).
import { useEffect, useState } from 'react';
import { detectStyle, type StyleCandidate } from '../api/detect';
import { TRANSLATOR_TEXT as T } from './translator-text';

/** The pause in typing after which the text is read. */
export const STYLE_HINT_DELAY_MS = 400;
/** Fewer letters than this say too little about a style. */
const MIN_LETTERS = 8;
/** How sure the detector must be before the hint contradicts the chosen style. */
export const STYLE_HINT_MIN_SCORE = 0.6;

const letterCount = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** The detected style when it is not `source` and the detector is sure enough; null otherwise. */
export function useStyleHint(text: string, source: string): StyleCandidate | null {
  const [best, setBest] = useState<StyleCandidate | null>(null);
  const longEnough = letterCount(text) >= MIN_LETTERS;
  // A text cleared (or cut down) forgets the last hint, so that the next text never shows one that is not its own.
  if (!longEnough && best) setBest(null);
  useEffect(() => {
    if (!longEnough) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      detectStyle(text, controller.signal).then(
        (candidates) => setBest(candidates[0] ?? null),
        () => {
          // An aborted read or a failed one: the hint is a suggestion, and the translation still works.
        },
      );
    }, STYLE_HINT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, longEnough]);
  if (!longEnough || !best || best.code === source || best.score < STYLE_HINT_MIN_SCORE)
    return null;
  return best;
}

export interface StyleHintProps {
  text: string;
  source: string;
  /** Makes the detected style the From style. */
  onSwitch: (code: string) => void;
}

export default function StyleHint({ text, source, onSwitch }: StyleHintProps) {
  const hint = useStyleHint(text, source);
  if (!hint) return null;
  return (
    // One line at 360 px (the name gives way): a hint that wrapped would move what is below it as it appears.
    <p className="flex min-w-0 items-baseline gap-2 text-xs text-muted-foreground">
      <span className="truncate">
        {T.looksLike} <strong className="font-semibold text-foreground">{hint.name}</strong>
      </span>
      <button
        type="button"
        onClick={() => onSwitch(hint.code)}
        aria-label={T.switchTo(hint.name)}
        className="shrink-0 rounded font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {T.switchStyle}
      </button>
    </p>
  );
}
