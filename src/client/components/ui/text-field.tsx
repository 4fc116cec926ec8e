// A labelled text field or text area capped at a length, with its Required/Optional mark, live counter and
// inline error. Hint, error and counter are read with the control through aria-describedby.
import { AlertCircle } from 'lucide-react';
import type { Ref } from 'react';
import { Input, Label, Textarea } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';

export const TEXT_FIELD_TEXT = {
  required: 'Required',
  optional: 'Optional',
  /** The live counter under a capped field: "n/max", read out as a sentence. */
  counter: (length: number, max: number) => `${length}/${max}`,
  counterLabel: (length: number, max: number) => `${length} of ${max} characters used`,
} as const;

/** Warns in the last tenth of the allowance, turns red past it (a prefilled value can be longer). */
export function counterTone(length: number, max: number): 'normal' | 'warning' | 'danger' {
  if (length > max) return 'danger';
  if (length >= Math.floor(max * 0.9)) return 'warning';
  return 'normal';
}

export function TextField({
  id,
  label,
  value,
  onChange,
  maxLength,
  required = false,
  multiline = false,
  rows = 3,
  error,
  disabled,
  controlRef,
  dir,
  lang,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  error?: string | undefined;
  disabled?: boolean;
  controlRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** Writing direction and language of the text (right-to-left styles). */
  dir?: 'ltr' | 'rtl' | 'auto';
  lang?: string;
}) {
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const tone = counterTone(value.length, maxLength);
  const controlProps = {
    id,
    value,
    disabled,
    maxLength,
    required,
    dir,
    lang,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error && errorId, counterId].filter(Boolean).join(' '),
  };
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        <span
          className={cn(
            'shrink-0 text-xs',
            required ? 'font-medium text-primary' : 'text-muted-foreground',
          )}
          aria-hidden
        >
          {required ? TEXT_FIELD_TEXT.required : TEXT_FIELD_TEXT.optional}
        </span>
      </div>
      {multiline ? (
        <Textarea
          ref={controlRef}
          rows={rows}
          className="resize-y"
          onChange={(event) => onChange(event.target.value)}
          {...controlProps}
        />
      ) : (
        <Input
          ref={controlRef}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          {...controlProps}
        />
      )}
      <div className="flex items-start gap-3 text-xs">
        {error && (
          <p id={errorId} className="flex items-start gap-1.5 font-medium text-danger">
            <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden />
            {error}
          </p>
        )}
        <span
          id={counterId}
          data-tone={tone}
          className={cn(
            'ml-auto shrink-0 tabular-nums',
            tone === 'normal' && 'text-muted-foreground',
            tone === 'warning' && 'font-semibold text-warning-foreground dark:text-warning',
            tone === 'danger' && 'font-semibold text-danger',
          )}
        >
          <span aria-hidden>{TEXT_FIELD_TEXT.counter(value.length, maxLength)}</span>
          <span className="sr-only">{TEXT_FIELD_TEXT.counterLabel(value.length, maxLength)}</span>
        </span>
      </div>
    </div>
  );
}
