// The rating widget under a finished translation (spec 1 §4, §6, §7, §8): signed-in users give it 1–5 stars
// (POST /api/translations/rate); after sending it reads 'Submitted for review', and on failure the stars reset.
// Loaded lazily with the first translation.
import { CheckCircle2, Star } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { TranslationRecord } from '@shared/schemas/translations';
import { toast } from '@client/components/ui/toast';
import { cn } from '@client/lib/cn';
import { useRateTranslation } from '../api/translations';
import { countOf } from '@client/lib/plural';

export const RATING_TEXT = {
  title: 'Rate this translation',
  signIn: 'Sign in to rate',
  submitted: 'Submitted for review',
  successTitle: 'Rating submitted',
  failureTitle: 'Rating failed',
  failureDescription: 'Unable to submit rating. Please try again.',
  star: (value: number) => countOf(value, 'star', 'stars'),
} as const;

const STARS = [1, 2, 3, 4, 5] as const;

export interface RatingWidgetProps {
  /** The finished translation being rated; the widget resets when it changes. */
  record: TranslationRecord;
  /** Rating needs an account (spec 1 §6): signed-out visitors see a hint instead of the stars. */
  signedIn?: boolean;
  className?: string;
}

const recordKey = (record: TranslationRecord) =>
  JSON.stringify([
    record.inputText,
    record.outputText,
    record.sourceLanguage,
    record.targetLanguage,
  ]);

interface RatingState {
  /** Which translation the state belongs to. */
  key: string;
  /** The chosen stars (0 = none yet). */
  rating: number;
  phase: 'idle' | 'sending' | 'submitted';
}

const unrated = (key: string): RatingState => ({ key, rating: 0, phase: 'idle' });

const clampStar = (value: number) => Math.min(Math.max(value, 1), STARS.length);

export function RatingWidget({ record, signedIn = false, className }: RatingWidgetProps) {
  const rate = useRateTranslation();
  const key = recordKey(record);
  const [state, setState] = useState<RatingState>(() => unrated(key));
  // The star under the pointer or keyboard focus (0 = none): the stars preview that rating.
  const [preview, setPreview] = useState(0);
  // The translation shown now, read by answers that arrive after it changed.
  const latestKey = useRef(key);
  useEffect(() => {
    latestKey.current = key;
  }, [key]);
  const stars = useRef<(HTMLButtonElement | null)[]>([]);

  // A new translation starts unrated (the parent keys the widget too; this covers a reused instance).
  if (state.key !== key) {
    setState(unrated(key));
    setPreview(0);
  }
  const current = state.key === key ? state : unrated(key);
  const locked = current.phase !== 'idle';

  const submit = (rating: number) => {
    if (locked) return;
    setPreview(0);
    setState({ key, rating, phase: 'sending' });
    rate.mutate(
      { ...record, rating },
      {
        onSuccess: (response) => {
          if (latestKey.current !== key) return;
          setState({ key, rating, phase: 'submitted' });
          const message = response?.message;
          toast({
            title: RATING_TEXT.successTitle,
            ...(message && message !== RATING_TEXT.successTitle ? { description: message } : {}),
            variant: 'success',
          });
        },
        onError: () => {
          if (latestKey.current !== key) return;
          setState(unrated(key));
          toast({
            title: RATING_TEXT.failureTitle,
            description: RATING_TEXT.failureDescription,
            variant: 'destructive',
          });
        },
      },
    );
  };

  // Arrow keys (and Home/End) move between the stars without sending; Enter or Space rates.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, value: number) => {
    const moves: Record<string, number> = {
      ArrowRight: value + 1,
      ArrowUp: value + 1,
      ArrowLeft: value - 1,
      ArrowDown: value - 1,
      Home: 1,
      End: STARS.length,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    stars.current[clampStar(target) - 1]?.focus();
  };

  const shown = locked ? current.rating : preview || current.rating;
  // One tab stop for the group: the chosen star, else the first.
  const tabStop = current.rating || 1;

  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground',
        className,
      )}
    >
      <span className="font-medium">{RATING_TEXT.title}</span>
      {signedIn ? (
        <div
          role="radiogroup"
          aria-label={RATING_TEXT.title}
          aria-disabled={locked || undefined}
          className="flex items-center"
          onMouseLeave={() => setPreview(0)}
        >
          {STARS.map((value) => (
            <button
              key={value}
              ref={(element) => {
                stars.current[value - 1] = element;
              }}
              type="button"
              role="radio"
              aria-label={RATING_TEXT.star(value)}
              aria-checked={current.rating === value}
              aria-disabled={locked || undefined}
              tabIndex={value === tabStop ? 0 : -1}
              onClick={() => submit(value)}
              onKeyDown={(event) => onKeyDown(event, value)}
              onMouseEnter={() => !locked && setPreview(value)}
              onFocus={() => !locked && setPreview(value)}
              onBlur={() => setPreview(0)}
              className={cn(
                'flex size-8 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                locked ? 'cursor-default' : 'cursor-pointer hover:bg-muted',
              )}
            >
              <Star
                className={cn(
                  'size-5 transition-colors',
                  value <= shown ? 'fill-warning text-warning' : 'text-muted-foreground/60',
                )}
                aria-hidden
              />
            </button>
          ))}
        </div>
      ) : (
        <span className="text-xs">{RATING_TEXT.signIn}</span>
      )}
      <span aria-live="polite" className="text-xs">
        {current.phase === 'submitted' && (
          <span className="inline-flex items-center gap-1 font-medium text-success">
            <CheckCircle2 className="size-3.5" aria-hidden /> {RATING_TEXT.submitted}
          </span>
        )}
      </span>
    </div>
  );
}

export default RatingWidget;
