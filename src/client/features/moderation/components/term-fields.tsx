// The labelled controls of the term editors (the approve editor and the add/edit dialog): a capped text field
// with its live counter and inline error, and the language select. Hint, error and counter are read with the
// control through aria-describedby.
import { AlertCircle } from 'lucide-react';
import type { Ref } from 'react';
import { DICTIONARY_LANGUAGES, languageLabel, type DictionaryLanguage } from '@shared/dictionary';
import { Input, Label, Textarea } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';
import { COMMON_TEXT, counterLabel, counterText } from '../texts';

/** Warns in the last tenth of the allowance, turns red past it (a prefilled value can be longer). */
export function counterTone(length: number, max: number): 'normal' | 'warning' | 'danger' {
  if (length > max) return 'danger';
  if (length >= Math.floor(max * 0.9)) return 'warning';
  return 'normal';
}

export function TermField({
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
          {required ? COMMON_TEXT.required : COMMON_TEXT.optional}
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
          <span aria-hidden>{counterText(value.length, maxLength)}</span>
          <span className="sr-only">{counterLabel(value.length, maxLength)}</span>
        </span>
      </div>
    </div>
  );
}

export const selectClasses =
  'h-10 w-full rounded-md border border-input bg-surface px-3 text-sm text-foreground transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50';

export function LanguageSelect({
  id,
  label,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  value: DictionaryLanguage;
  onChange: (value: DictionaryLanguage) => void;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as DictionaryLanguage)}
        className={selectClasses}
      >
        {DICTIONARY_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {languageLabel(language)}
          </option>
        ))}
      </select>
    </div>
  );
}
