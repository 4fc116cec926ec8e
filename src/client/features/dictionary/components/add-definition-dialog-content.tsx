// The "Add a definition" dialog, loaded on first use by ./term-definitions.tsx: meaning, example and an optional
// context, checked with the schema the server uses (definitionInputSchema), each message beside its field; sent
// for review, with a thank-you toast.
import { Loader2, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ADMIN_CONTEXT_MAX, ADMIN_EXAMPLE_MAX, ADMIN_MEANING_MAX } from '@shared/dictionary';
import { definitionInputSchema } from '@shared/schemas/dictionary';
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
import { DEFINITIONS_TEXT as T } from '../texts';

const FIELDS = ['meaning', 'example', 'context'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { meaning: '', example: '', context: '' };

export interface AddDefinitionDialogContentProps extends LazyDialogProps {
  slug: string;
  term: string;
}

export default function AddDefinitionDialogContent({
  slug,
  term,
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
}: AddDefinitionDialogContentProps) {
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const add = useAddDefinition(slug);

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
  };
  const close = () => {
    onOpenChange(false);
    reset();
  };
  const change = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
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
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: T.thanks, variant: 'success' });
        close();
      },
      onError: (failure) =>
        toast({
          title: T.addFailedTitle,
          description: serverMessage(failure, T.addFailed),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent id={contentId} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{T.addTitle}</DialogTitle>
          <DialogDescription>{T.addDescription(term)}</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={submit}
          className="grid gap-4"
          noValidate
          aria-busy={add.isPending || undefined}
        >
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
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <Send aria-hidden />
              )}
              {add.isPending ? T.sending : T.submit}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
