// The edit form of one entry (spec 2 §4 "Editor translation"): its translation and notes, Save and Cancel, and
// the entry's history. Saving sends the version the form was opened with; when someone else saved the entry in
// the meantime the server answers 409 with the entry as it is now, and the form shows their text and lets the
// editor load it or keep their own — never overwriting silently.
import { AlertTriangle, Check } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  EDITOR_NOTES_MAX,
  EDITOR_OUTPUT_MAX,
  type EditorTranslation,
  type EditorUpdateInput,
} from '@shared/schemas/editor';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/toast';
import { serverMessage } from '@client/lib/server-message';
import { currentEntryOf } from '../api/stale-version';
import { useUpdateTranslation } from '../api/update-translation';
import type { StyleText } from '../hooks/style-text';
import { EDITOR_TEXT as T } from '../texts';
import { TranslationHistory } from './translation-history';
import { FormActions } from './form-actions';

type Base = Pick<EditorTranslation, 'finalOutput' | 'notes' | 'version'>;

function StaleNotice({
  theirs,
  text,
  onLoadTheirs,
  onKeepMine,
}: {
  theirs: EditorTranslation;
  text: StyleText;
  onLoadTheirs: () => void;
  onKeepMine: () => void;
}) {
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-warning/60 bg-warning/10 p-3 text-sm"
    >
      <p className="flex items-start gap-2 font-semibold">
        <AlertTriangle
          className="mt-0.5 size-4 shrink-0 text-warning-foreground dark:text-warning"
          aria-hidden
        />
        {T.staleTitle}
      </p>
      <p
        dir={text.dir}
        lang={text.lang}
        className="whitespace-pre-line rounded-sm bg-surface px-2 py-1.5 [overflow-wrap:anywhere]"
      >
        {theirs.finalOutput}
      </p>
      {theirs.notes && (
        <p className="text-muted-foreground [overflow-wrap:anywhere]">
          {T.staleNotes} {theirs.notes}
        </p>
      )}
      {theirs.isLocked ? (
        <p className="font-medium">{T.staleLocked}</p>
      ) : (
        <>
          <p className="text-muted-foreground">{T.staleHelp}</p>
          <div className="flex flex-col gap-2 min-[420px]:flex-row">
            <Button size="sm" onClick={onLoadTheirs}>
              {T.loadTheirs}
            </Button>
            <Button size="sm" variant="outline" onClick={onKeepMine}>
              {T.keepMine}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

export function TranslationEditForm({
  translation,
  text,
  id,
  onClose,
}: {
  translation: EditorTranslation;
  text: StyleText;
  /** The form's element id, for the Edit button's aria-controls. */
  id: string;
  onClose: (reason: 'saved' | 'cancelled') => void;
}) {
  const fieldId = useId();
  const [base, setBase] = useState<Base>(translation);
  const [output, setOutput] = useState(translation.finalOutput);
  const [notes, setNotes] = useState(translation.notes ?? '');
  const [theirs, setTheirs] = useState<EditorTranslation | null>(null);
  const outputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const update = useUpdateTranslation({
    onSuccess: () => {
      toast({ title: T.updatedToast, variant: 'success' });
      onClose('saved');
    },
    onError: (error) => {
      setTheirs(currentEntryOf(error));
      toast({
        title: T.errorTitle,
        description: serverMessage(error, T.updateFailed),
        variant: 'destructive',
      });
    },
  });

  useEffect(() => outputRef.current?.focus(), []);

  const blank = output.trim() === '';
  const canSave = !blank && !update.isPending;

  function save(event: FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    const body: EditorUpdateInput = { version: base.version };
    if (output.trim() !== base.finalOutput) body.finalOutput = output.trim();
    if (notes.trim() !== (base.notes ?? '')) body.notes = notes.trim();
    if (body.finalOutput === undefined && body.notes === undefined) {
      onClose('cancelled');
      return;
    }
    setTheirs(null);
    update.mutate({ id: translation.id, body });
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && !update.isPending) {
      event.stopPropagation();
      onClose('cancelled');
    }
  }

  function loadTheirs(current: EditorTranslation) {
    setBase(current);
    setOutput(current.finalOutput);
    setNotes(current.notes ?? '');
    setTheirs(null);
    outputRef.current?.focus();
  }

  function keepMine(current: EditorTranslation) {
    setBase(current);
    setTheirs(null);
    outputRef.current?.focus();
  }

  return (
    <form
      id={id}
      aria-label={T.editFormLabel(translation.sourceText)}
      onSubmit={save}
      onKeyDown={cancelOnEscape}
      noValidate
      className="grid gap-4 rounded-lg border border-primary/30 bg-primary/5 p-3 sm:p-4"
    >
      {theirs && (
        <StaleNotice
          theirs={theirs}
          text={text}
          onLoadTheirs={() => loadTheirs(theirs)}
          onKeepMine={() => keepMine(theirs)}
        />
      )}
      <TextField
        id={`${fieldId}-output`}
        label={T.outputLabel}
        value={output}
        onChange={setOutput}
        maxLength={EDITOR_OUTPUT_MAX}
        required
        multiline
        rows={3}
        dir={text.dir}
        lang={text.lang}
        controlRef={outputRef}
      />
      <TextField
        id={`${fieldId}-notes`}
        label={T.notesLabel}
        value={notes}
        onChange={setNotes}
        maxLength={EDITOR_NOTES_MAX}
        multiline
        rows={2}
      />
      <FormActions
        cancelLabel={T.cancel}
        onCancel={() => onClose('cancelled')}
        pending={update.isPending}
        submitDisabled={!canSave}
        icon={<Check aria-hidden />}
        label={T.save}
        pendingLabel={T.saving}
      />
      <TranslationHistory id={translation.id} text={text} />
    </form>
  );
}
