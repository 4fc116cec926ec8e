// The suggest form (spec 2 §2 "Suggest a Slang Term", §4, §5, §8): prefilled from the address, term and
// short meaning required, /dictionary 2 s after a successful suggestion.
import { Loader2, Send } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import {
  ADD_MEANING_MAX,
  ADMIN_CONTEXT_MAX,
  ADMIN_EXAMPLE_MAX,
  ADMIN_TERM_MAX,
  SUGGEST_LONG_MAX,
  SUGGEST_REDIRECT_MS,
} from '@shared/dictionary';
import { slangSuggestionSchema } from '@shared/schemas/dictionary';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toast';
import { paths } from '@client/config/paths';
import { useSuggestSlangTerm } from '../api/suggest-slang-term';
import { validationProblem, type FieldErrors } from './form-validation';
import { SubmissionField } from './submission-field';
import { SUGGEST_TEXT, withExistingTermNote } from './submission-text';

export interface SuggestionValues {
  term: string;
  meaning: string;
  longExplanation: string;
  context: string;
  example: string;
}
type Field = keyof SuggestionValues;
const FIELDS: readonly Field[] = ['term', 'meaning', 'longExplanation', 'context', 'example'];

/** The prefill the address carries: ?term=&meaning=&long=&context= (spec 2 §2). */
export function suggestionPrefill(search: string): SuggestionValues {
  const params = new URLSearchParams(search);
  return {
    term: params.get('term') ?? '',
    meaning: params.get('meaning') ?? '',
    longExplanation: params.get('long') ?? '',
    context: params.get('context') ?? '',
    example: '',
  };
}

export function SuggestTermForm({ initialValues }: { initialValues: SuggestionValues }) {
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [succeeded, setSucceeded] = useState(false);
  const suggest = useSuggestSlangTerm();
  const [, navigate] = useLocation();
  const busy = suggest.isPending || succeeded;

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate(paths.dictionary), SUGGEST_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  const change = (field: Field) => (value: string) => {
    setValues({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = slangSuggestionSchema.safeParse(values);
    if (!parsed.success) {
      const problem = validationProblem(parsed.error.issues, FIELDS, SUGGEST_TEXT.invalidTitle);
      setErrors(problem.fieldErrors);
      toast({ ...problem.toast, variant: 'destructive' });
      if (problem.firstField) document.getElementById(fieldId(problem.firstField))?.focus();
      return;
    }
    setErrors({});
    const body = parsed.data;
    suggest.mutate(body, {
      onSuccess: (created) => {
        setSucceeded(true);
        toast({
          ...withExistingTermNote(SUGGEST_TEXT.success, created.existingSlug, body.term),
          variant: 'success',
        });
      },
      onError: () => toast({ ...SUGGEST_TEXT.failure, variant: 'destructive' }),
    });
  };

  const field = (name: Field) => ({
    id: fieldId(name),
    value: values[name],
    onChange: change(name),
    error: errors[name],
    disabled: succeeded,
  });

  return (
    <Card className="max-w-3xl">
      <form
        noValidate
        aria-label={SUGGEST_TEXT.formLabel}
        aria-busy={suggest.isPending || undefined}
        onSubmit={submit}
        className="grid gap-5 p-4 sm:p-6"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <SubmissionField
            {...field('term')}
            label={SUGGEST_TEXT.termLabel}
            required
            spellCheck={false}
            maxLength={ADMIN_TERM_MAX}
            placeholder={SUGGEST_TEXT.termPlaceholder}
          />
          <SubmissionField
            {...field('meaning')}
            label={SUGGEST_TEXT.meaningLabel}
            labelHint={SUGGEST_TEXT.meaningHint}
            required
            maxLength={ADD_MEANING_MAX}
            placeholder={SUGGEST_TEXT.meaningPlaceholder}
          />
        </div>
        <SubmissionField
          {...field('longExplanation')}
          label={SUGGEST_TEXT.longLabel}
          labelHint={SUGGEST_TEXT.longHint}
          multiline
          rows={4}
          maxLength={SUGGEST_LONG_MAX}
          placeholder={SUGGEST_TEXT.longPlaceholder}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <SubmissionField
            {...field('context')}
            label={SUGGEST_TEXT.contextLabel}
            hint={SUGGEST_TEXT.contextHint}
            multiline
            rows={2}
            maxLength={ADMIN_CONTEXT_MAX}
            placeholder={SUGGEST_TEXT.contextPlaceholder}
          />
          <SubmissionField
            {...field('example')}
            label={SUGGEST_TEXT.exampleLabel}
            hint={SUGGEST_TEXT.exampleHint}
            multiline
            rows={2}
            maxLength={ADMIN_EXAMPLE_MAX}
            placeholder={SUGGEST_TEXT.examplePlaceholder}
          />
        </div>
        <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-end">
          <p aria-live="polite" className="text-sm font-medium text-success sm:mr-auto">
            {succeeded ? SUGGEST_TEXT.redirecting : ''}
          </p>
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {suggest.isPending ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <Send aria-hidden />
            )}
            {suggest.isPending ? SUGGEST_TEXT.submitting : SUGGEST_TEXT.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
