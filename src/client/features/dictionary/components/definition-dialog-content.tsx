// The definition form dialog, loaded on first use by ./term-definitions.tsx and ./definition-actions.tsx: meaning,
// example and an optional context, checked with the schema the server uses (definitionInputSchema), each message
// beside its field. "Add" sends a reader's definition for review, with a thank-you toast; "edit" (admins, readers'
// definitions) starts from the definition's text and saves it in place, and the term page's list is fetched again.
import { Loader2, Save, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ADMIN_CONTEXT_MAX, ADMIN_EXAMPLE_MAX, ADMIN_MEANING_MAX } from '@shared/dictionary';
import {
  definitionInputSchema,
  type Definition,
  type DefinitionInput,
} from '@shared/schemas/dictionary';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { LazyDialogProps } from '@client/components/ui/lazy-dialog';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/toast';
import { serverMessage } from '@client/lib/server-message';
import { useAddDefinition } from '../api/add-definition';
import { useEditDefinition } from '../api/edit-definition';
import { DEFINITIONS_TEXT as T } from '../texts';

const FIELDS = ['meaning', 'example', 'context'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** What the dialog does: add a new definition, or edit one (its number in the list names it). */
export type DefinitionDialogMode =
  { kind: 'add' } | { kind: 'edit'; definition: Definition; position: number };

const valuesOf = (mode: DefinitionDialogMode): Values =>
  mode.kind === 'edit'
    ? {
        meaning: mode.definition.meaning,
        example: mode.definition.example ?? '',
        context: mode.definition.context ?? '',
      }
    : { meaning: '', example: '', context: '' };

export interface DefinitionDialogContentProps extends LazyDialogProps {
  slug: string;
  term: string;
  mode: DefinitionDialogMode;
}

export default function DefinitionDialogContent({
  slug,
  term,
  mode,
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
}: DefinitionDialogContentProps) {
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  const [values, setValues] = useState<Values>(() => valuesOf(mode));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const add = useAddDefinition(slug);
  const edit = useEditDefinition(slug);
  const pending = add.isPending || edit.isPending;
  const editing = mode.kind === 'edit';

  // Each opening starts afresh: empty to add, the definition's current text (refreshed after a save) to edit.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValues(valuesOf(mode));
      setErrors({});
    }
  }

  const close = () => onOpenChange(false);
  const change = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const failed = (title: string, fallback: string) => (failure: Error) =>
    toast({ title, description: serverMessage(failure, fallback), variant: 'destructive' });

  const send = (body: DefinitionInput) => {
    if (mode.kind === 'edit') {
      edit.mutate(
        { id: mode.definition.id, body },
        {
          onSuccess: (answer) => {
            toast({ title: answer.message, variant: 'success' });
            close();
          },
          onError: failed(T.editFailedTitle, T.editFailed),
        },
      );
      return;
    }
    add.mutate(body, {
      onSuccess: () => {
        toast({ title: T.thanks, variant: 'success' });
        close();
      },
      onError: failed(T.addFailedTitle, T.addFailed),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = definitionInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = FIELDS.find((name) => name === issue.path[0]);
        if (field) found[field] ??= issue.message;
      }
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    send(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent id={contentId} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{editing ? T.editTitle : T.addTitle}</DialogTitle>
          <DialogDescription>
            {mode.kind === 'edit' ? T.editDescription(mode.position, term) : T.addDescription(term)}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate aria-busy={pending || undefined}>
          <TextField
            id={fieldId('meaning')}
            label={T.meaningLabel}
            required
            multiline
            value={values.meaning}
            onChange={change('meaning')}
            maxLength={ADMIN_MEANING_MAX}
            error={errors.meaning}
          />
          <TextField
            id={fieldId('example')}
            label={T.exampleLabel}
            required
            multiline
            dir="auto"
            value={values.example}
            onChange={change('example')}
            maxLength={ADMIN_EXAMPLE_MAX}
            error={errors.example}
          />
          <TextField
            id={fieldId('context')}
            label={T.contextLabel}
            multiline
            rows={2}
            value={values.context}
            onChange={change('context')}
            maxLength={ADMIN_CONTEXT_MAX}
            error={errors.context}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close}>
              {T.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : editing ? (
                <Save aria-hidden />
              ) : (
                <Send aria-hidden />
              )}
              {editing ? (pending ? T.saving : T.save) : pending ? T.sending : T.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
