// One labelled field of the submission forms: hint, inline error and optional live counter, all tied to the
// control with aria-describedby.
import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input, Label, Textarea } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { FIELD_TEXT, counterLabel, counterText } from './submission-text';

type Tone = 'normal' | 'warning' | 'danger';

/** Warns in the last tenth of the allowance, turns red past it (a prefilled value can be longer). */
export function counterTone(length: number, max: number): Tone {
  if (length > max) return 'danger';
  if (length >= Math.floor(max * 0.9)) return 'warning';
  return 'normal';
}

export interface SubmissionFieldProps {
  id: string;
  label: string;
  /** Shown inside the label, after it (the suggest form's "5 words or less"). */
  labelHint?: string;
  /** Shown under the label and read with the control. */
  hint?: ReactNode;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** Show the live "n/max" counter. */
  counter?: boolean;
  error?: string | undefined;
  placeholder?: string;
  disabled?: boolean;
  /** Off for the term itself: slang is spelled the way people type it. */
  spellCheck?: boolean;
}

export function SubmissionField({
  id,
  label,
  labelHint,
  hint,
  required = false,
  multiline = false,
  rows = 3,
  value,
  onChange,
  maxLength,
  counter = false,
  error,
  placeholder,
  disabled,
  spellCheck = true,
}: SubmissionFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [hint && hintId, error && errorId, counter && counterId]
    .filter(Boolean)
    .join(' ');
  const tone = counterTone(value.length, maxLength);
  const controlProps = {
    id,
    value,
    placeholder,
    disabled,
    maxLength,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    spellCheck,
  };

  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>
          {label}
          {labelHint && <span className="font-normal text-muted-foreground"> ({labelHint})</span>}
        </Label>
        <span
          className={cn(
            'shrink-0 text-xs',
            required ? 'font-medium text-primary' : 'text-muted-foreground',
          )}
          aria-hidden
        >
          {required ? FIELD_TEXT.required : FIELD_TEXT.optional}
        </span>
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {multiline ? (
        <Textarea
          rows={rows}
          className="resize-y"
          onChange={(event) => onChange(event.target.value)}
          {...controlProps}
        />
      ) : (
        <Input
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          {...controlProps}
        />
      )}
      {(error || counter) && (
        <div className="flex items-start gap-3 text-xs">
          {error && (
            <p id={errorId} className="flex items-start gap-1.5 font-medium text-danger">
              <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden />
              {error}
            </p>
          )}
          {counter && (
            <>
              <span
                aria-hidden
                data-tone={tone}
                className={cn(
                  'ml-auto shrink-0 tabular-nums',
                  tone === 'normal' && 'text-muted-foreground',
                  tone === 'warning' && 'font-semibold text-warning-foreground dark:text-warning',
                  tone === 'danger' && 'font-semibold text-danger',
                )}
              >
                {counterText(value.length, maxLength)}
              </span>
              <span id={counterId} className="sr-only">
                {counterLabel(value.length, maxLength)}
              </span>
            </>
          )}
        </div>
      )}
    </div>
  );
}
