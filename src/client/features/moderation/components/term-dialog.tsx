// The admin term dialog (spec 2 §2 "Admin dictionary manager", §5, §9): add or edit a term with term, meaning,
// context, example and language, capped at 60/500/600/600 with live counters. The form is checked with the
// server's own schema first; a refusal from the server shows its `error` inline and in the "Error" toast.
import { useId, useState, type FormEvent } from 'react';
import {
  ADMIN_CONTEXT_MAX,
  ADMIN_EXAMPLE_MAX,
  ADMIN_MEANING_MAX,
  ADMIN_TERM_MAX,
  type DictionaryLanguage,
} from '@shared/dictionary';
import { adminTermSchema, type SlangTerm } from '@shared/schemas/dictionary';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormAlert } from '@client/components/ui/form-alert';
import { toast } from '@client/components/ui/toast';
import { useCreateTerm } from '../api/create-term';
import { serverMessage } from '@client/lib/server-message';
import { useUpdateTerm } from '../api/update-term';
import { COMMON_TEXT, DICTIONARY_TEXT as T } from '../texts';
import { TextField } from '@client/components/ui/text-field';
import { LanguageSelect } from './term-fields';
import { PendingButton } from './pending-button';

type Field = 'term' | 'meaning' | 'context' | 'example' | 'language';
type FormValues = Record<Exclude<Field, 'language'>, string> & { language: DictionaryLanguage };

function TermForm({ term, onDone }: { term: SlangTerm | null; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState<FormValues>({
    term: term?.term ?? '',
    meaning: term?.meaning ?? '',
    context: term?.context ?? '',
    example: term?.example ?? '',
    language: term?.language ?? 'us_english',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const onError = (error: unknown) => {
    const message = serverMessage(error, T.saveFailed);
    setFormError(message);
    toast({ title: T.errorTitle, description: message, variant: 'destructive' });
  };
  const create = useCreateTerm({
    onSuccess: () => {
      toast({ title: T.created, variant: 'success' });
      onDone();
    },
    onError,
  });
  const update = useUpdateTerm({
    onSuccess: () => {
      toast({ title: T.updated, variant: 'success' });
      onDone();
    },
    onError,
  });
  const pending = create.isPending || update.isPending;

  const set =
    <K extends Field>(key: K) =>
    (value: FormValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setFieldErrors((current) => ({ ...current, [key]: undefined }));
    };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = adminTermSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      const first = (Object.keys(values) as Field[]).find((field) => errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setFormError(null);
    if (term) update.mutate({ id: term.id, body: parsed.data });
    else create.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={pending}>
      <TextField
        id={`${id}-term`}
        label={T.termLabel}
        value={values.term}
        onChange={set('term')}
        maxLength={ADMIN_TERM_MAX}
        required
        error={fieldErrors.term}
      />
      <TextField
        id={`${id}-meaning`}
        label={T.meaningLabel}
        value={values.meaning}
        onChange={set('meaning')}
        maxLength={ADMIN_MEANING_MAX}
        required
        multiline
        error={fieldErrors.meaning}
      />
      <TextField
        id={`${id}-context`}
        label={T.contextLabel}
        value={values.context}
        onChange={set('context')}
        maxLength={ADMIN_CONTEXT_MAX}
        multiline
        rows={2}
        error={fieldErrors.context}
      />
      <TextField
        id={`${id}-example`}
        label={T.exampleLabel}
        value={values.example}
        onChange={set('example')}
        maxLength={ADMIN_EXAMPLE_MAX}
        multiline
        rows={2}
        error={fieldErrors.example}
      />
      <LanguageSelect
        id={`${id}-language`}
        label={T.languageLabel}
        value={values.language}
        onChange={set('language')}
      />
      <FormAlert message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            {COMMON_TEXT.cancel}
          </Button>
        </DialogClose>
        <PendingButton type="submit" pending={pending} label={T.save} pendingLabel={T.saving} />
      </div>
    </form>
  );
}

export function TermDialog({
  open,
  term,
  onOpenChange,
}: {
  open: boolean;
  /** The term to edit; null adds a new one. */
  term: SlangTerm | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="xl" className="max-sm:p-5">
        <DialogHeader>
          <DialogTitle>{term ? T.dialogEditTitle : T.dialogAddTitle}</DialogTitle>
          <DialogDescription>{T.dialogDescription}</DialogDescription>
        </DialogHeader>
        {/* The content unmounts on close, so each opening starts from the term's values (or empty). */}
        <TermForm term={term} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
