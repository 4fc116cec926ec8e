// The dictionary manager's "Pin a word of the day" form (issue 28 item 3): a coming day and a term's address (its
// slug), checked with the schema the server uses (pinWordOfTheDaySchema) and a day after today; posted, with a toast
// for the answer either way (the server's words for a refusal: a day that is not in the future, an unknown term).
import { AlertCircle, CalendarPlus, Pin } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { addDays, streakDayOf } from '@shared/engagement/streak-day';
import { pinWordOfTheDaySchema } from '@shared/schemas/dictionary';
import { Input, Label } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast';
import { serverMessage } from '@client/lib/server-message';
import { useHydrated } from '@client/lib/use-hydrated';
import { usePinWordOfTheDay } from '../api/pin-word-of-the-day';
import { PIN_WORD_TEXT as T } from '../texts';
import { PendingButton } from './pending-button';

type Field = 'date' | 'slug';

/** The first day that may be pinned: the one after today's word of the day (its day turns at 6 AM New York). */
export const firstPinnableDay = (now = new Date()) => addDays(streakDayOf(now), 1);

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-xs font-medium text-danger">
      <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden />
      {message}
    </p>
  );
}

export function PinWordOfTheDay() {
  const id = useId();
  const headingId = `${id}-heading`;
  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-error`;
  // The date field's lower bound depends on the clock: set once the page is the browser's (hydration keeps the
  // server's markup).
  const hydrated = useHydrated();
  const [values, setValues] = useState<Record<Field, string>>({ date: '', slug: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const pin = usePinWordOfTheDay({
    onSuccess: ({ message }, input) => {
      toast({
        title: T.pinnedTitle,
        description: message || T.pinned(input.slug, input.date),
        variant: 'success',
      });
      setValues({ date: '', slug: '' });
    },
    onError: (error) =>
      toast({
        title: T.failedTitle,
        description: serverMessage(error, T.failed),
        variant: 'destructive',
      }),
  });

  const change = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pin.isPending) return;
    const parsed = pinWordOfTheDaySchema.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'date' || field === 'slug') found[field] ??= issue.message;
      }
    }
    // ISO days compare as text; the server checks it again.
    if (!found.date && values.date < firstPinnableDay()) found.date = T.futureOnly;
    if (found.date || found.slug || !parsed.success) {
      setErrors(found);
      const first = (['date', 'slug'] as const).find((field) => found[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    pin.mutate(parsed.data);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border bg-surface p-4 text-surface-foreground shadow-[var(--shadow-card)]"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-bold">
          <CalendarPlus className="size-4 text-primary" aria-hidden />
          {T.title}
        </h2>
        <p className="text-sm text-muted-foreground">{T.description}</p>
      </div>
      <form
        onSubmit={submit}
        noValidate
        aria-busy={pin.isPending || undefined}
        className="grid gap-3 md:grid-cols-[12rem_minmax(0,1fr)_auto] md:items-start"
      >
        <div className="grid gap-1.5">
          <Label htmlFor={fieldId('date')}>{T.dateLabel}</Label>
          <Input
            id={fieldId('date')}
            type="date"
            value={values.date}
            min={hydrated ? firstPinnableDay() : undefined}
            onChange={(event) => change('date')(event.target.value)}
            required
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? errorId('date') : undefined}
          />
          <FieldError id={errorId('date')} message={errors.date} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={fieldId('slug')}>{T.slugLabel}</Label>
          <Input
            id={fieldId('slug')}
            value={values.slug}
            placeholder={T.slugPlaceholder}
            onChange={(event) => change('slug')(event.target.value)}
            maxLength={100}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={errors.slug ? true : undefined}
            aria-describedby={errors.slug ? errorId('slug') : undefined}
          />
          <FieldError id={errorId('slug')} message={errors.slug} />
        </div>
        <PendingButton
          type="submit"
          className="md:mt-[1.375rem]"
          pending={pin.isPending}
          icon={<Pin aria-hidden />}
          label={T.pin}
          pendingLabel={T.pinning}
        />
      </form>
    </section>
  );
}
