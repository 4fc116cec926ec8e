// The add slang form (spec 2 §2 "Add slang form", §4, §5, §8): a draft kept in the browser, live counters,
// the spec's validation toasts, fire-and-forget telemetry, and /dictionary 1.5 s after a successful submit.
import { Info, Lightbulb, Loader2, Send, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import {
  ADD_MEANING_MAX,
  ADD_REDIRECT_MS,
  ADD_TERM_MAX,
  ADMIN_CONTEXT_MAX,
  ADMIN_EXAMPLE_MAX,
} from '@shared/dictionary';
import { slangSubmissionSchema } from '@shared/schemas/dictionary';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toast';
import { paths } from '@client/config/paths';
import { HttpError } from '@client/lib/api-client';
import { trackEvent } from '@client/lib/telemetry';
import { useCreateSlangSubmission } from '../api/create-slang-submission';
import { validationProblem, type FieldErrors } from './form-validation';
import {
  EMPTY_DRAFT,
  isDraftEmpty,
  saveSlangDraft,
  slangDraftStore,
  type SlangDraft,
} from './slang-draft';
import { SubmissionField } from './submission-field';
import { ADD_TEXT, withExistingTermNote } from './submission-text';

type Field = keyof SlangDraft;
const FIELDS: readonly Field[] = ['term', 'meaning', 'context', 'example'];

export interface AddSlangFormProps {
  /** The term from ?term=, used when no draft is stored. */
  initialTerm?: string | null;
  /** The signed-in user; null when signed out, undefined while that is not known yet. */
  user: { id: string; name: string } | null | undefined;
}

/** A stored draft wins over ?term= (spec 2 §4). */
function initialValues(initialTerm: string | null | undefined): {
  values: SlangDraft;
  restored: boolean;
} {
  const draft = slangDraftStore.read();
  if (draft && !isDraftEmpty(draft)) return { values: draft, restored: true };
  return { values: { ...EMPTY_DRAFT, term: initialTerm ?? '' }, restored: false };
}

/** Cancel goes back where the visitor came from, or to the dictionary when this is the first page. */
function useGoBack() {
  const [, navigate] = useLocation();
  return () => {
    if (window.history.length > 1) window.history.back();
    else navigate(paths.dictionary);
  };
}

export function AddSlangForm({ initialTerm, user }: AddSlangFormProps) {
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  const [initial] = useState(() => initialValues(initialTerm));
  const [values, setValues] = useState<SlangDraft>(initial.values);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [succeeded, setSucceeded] = useState(false);
  const create = useCreateSlangSubmission();
  const [, navigate] = useLocation();
  const goBack = useGoBack();
  const busy = create.isPending || succeeded;

  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    trackEvent('slang_add_open', { form: 'dictionary_add' });
  }, []);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate(paths.dictionary), ADD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    saveSlangDraft(next);
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = slangSubmissionSchema.safeParse(values);
    if (!parsed.success) {
      const problem = validationProblem(parsed.error.issues, FIELDS, ADD_TEXT.invalidTitle);
      setErrors(problem.fieldErrors);
      toast({ ...problem.toast, variant: 'destructive' });
      if (problem.firstField) document.getElementById(fieldId(problem.firstField))?.focus();
      return;
    }
    setErrors({});
    const { term, meaning, context, example } = parsed.data;
    trackEvent('slang_add_submit', { form: 'dictionary_add', sourceText: term });
    trackEvent('add_slang_submit', { hasContext: context !== null, hasExample: example !== null });
    create.mutate(
      {
        term,
        meaning,
        context,
        example,
        createdBy: user?.id ?? null,
        status: 'pending',
        source: 'user',
      },
      {
        onSuccess: (created) => {
          slangDraftStore.remove();
          setSucceeded(true);
          toast({
            ...withExistingTermNote(ADD_TEXT.success, created.existingSlug, term),
            variant: 'success',
          });
        },
        onError: (failure) => {
          toast({
            title: ADD_TEXT.failureTitle,
            description:
              (failure instanceof HttpError && failure.serverMessage) || ADD_TEXT.failureFallback,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <Card>
        <form
          noValidate
          aria-label={ADD_TEXT.formLabel}
          aria-busy={create.isPending || undefined}
          onSubmit={submit}
          className="grid gap-5 p-4 sm:p-6"
        >
          <AuthNote user={user} />
          {initial.restored && (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {ADD_TEXT.draftRestored}
            </p>
          )}
          <SubmissionField
            id={fieldId('term')}
            label={ADD_TEXT.termLabel}
            required
            spellCheck={false}
            value={values.term}
            onChange={change('term')}
            maxLength={ADD_TERM_MAX}
            counter
            error={errors.term}
            placeholder={ADD_TEXT.termPlaceholder}
            disabled={succeeded}
          />
          <SubmissionField
            id={fieldId('meaning')}
            label={ADD_TEXT.meaningLabel}
            hint={ADD_TEXT.meaningHint}
            required
            multiline
            rows={2}
            value={values.meaning}
            onChange={change('meaning')}
            maxLength={ADD_MEANING_MAX}
            counter
            error={errors.meaning}
            placeholder={ADD_TEXT.meaningPlaceholder}
            disabled={succeeded}
          />
          <div className="grid gap-5 md:grid-cols-2">
            <SubmissionField
              id={fieldId('context')}
              label={ADD_TEXT.contextLabel}
              hint={ADD_TEXT.contextHint}
              multiline
              value={values.context}
              onChange={change('context')}
              maxLength={ADMIN_CONTEXT_MAX}
              error={errors.context}
              placeholder={ADD_TEXT.contextPlaceholder}
              disabled={succeeded}
            />
            <SubmissionField
              id={fieldId('example')}
              label={ADD_TEXT.exampleLabel}
              hint={ADD_TEXT.exampleHint}
              multiline
              value={values.example}
              onChange={change('example')}
              maxLength={ADMIN_EXAMPLE_MAX}
              error={errors.example}
              placeholder={ADD_TEXT.examplePlaceholder}
              disabled={succeeded}
            />
          </div>
          <div className="flex flex-col-reverse gap-3 border-t pt-5 sm:flex-row sm:items-center sm:justify-end">
            <p aria-live="polite" className="text-sm font-medium text-success sm:mr-auto">
              {succeeded ? ADD_TEXT.redirecting : ''}
            </p>
            <Button variant="ghost" onClick={goBack} className="w-full sm:w-auto">
              {ADD_TEXT.cancel}
            </Button>
            <Button type="submit" disabled={busy} className="w-full sm:w-auto">
              {create.isPending ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <Send aria-hidden />
              )}
              {create.isPending ? ADD_TEXT.submitting : ADD_TEXT.submit}
            </Button>
          </div>
        </form>
      </Card>
      <Tips />
    </div>
  );
}

function AuthNote({ user }: Pick<AddSlangFormProps, 'user'>) {
  if (user === undefined) return null;
  if (user) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <UserRound className="size-4 shrink-0 text-primary" aria-hidden />
        {ADD_TEXT.signedIn(user.name)}
      </p>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-md border border-primary/25 bg-primary/8 px-3 py-2.5 text-sm">
      <UserRound className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <p>
        <span className="font-semibold">{ADD_TEXT.signedOutLead}</span> {ADD_TEXT.signedOutBefore}
        <Link
          href={paths.signIn}
          className="font-semibold text-primary underline underline-offset-2 hover:no-underline"
        >
          {ADD_TEXT.signInLink}
        </Link>
        {ADD_TEXT.signedOutAfter}
      </p>
    </div>
  );
}

function Tips() {
  return (
    <Card tinted className="bg-muted/40 shadow-none">
      <CardHeader>
        <CardTitle size="sm" className="flex items-center gap-2">
          <Lightbulb className="size-4 text-accent" aria-hidden />
          {ADD_TEXT.tipsTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground marker:text-primary">
          {ADD_TEXT.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
