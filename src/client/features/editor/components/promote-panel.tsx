// The "Edit & Promote" panel of a pending review (spec 2 §4, §5 "Review queue"): the improved translation
// (Promote waits until it is not blank and for the previous request) and optional admin notes. Promoting saves
// the translation globally as the style's approved editor translation and resolves the review.
import { Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { EDITOR_NOTES_MAX, EDITOR_OUTPUT_MAX, type ReviewEntry } from '@shared/schemas/editor';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/toast';
import { serverMessage } from '@client/lib/server-message';
import { usePromoteReview } from '../api/promote-review';
import type { StyleText } from '../hooks/style-text';
import { REVIEW_TEXT as T } from '../texts';
import { FormActions } from './form-actions';

export function PromotePanel({
  review,
  text,
  id,
  onClose,
}: {
  review: ReviewEntry;
  text: StyleText;
  /** The panel's element id, for the toggle's aria-controls. */
  id: string;
  onClose: (reason: 'promoted' | 'cancelled') => void;
}) {
  const fieldId = useId();
  const [output, setOutput] = useState('');
  const [notes, setNotes] = useState('');
  const outputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const promote = usePromoteReview({
    onSuccess: () => {
      toast({ ...T.promoted, variant: 'success' });
      onClose('promoted');
    },
    onError: (error) =>
      toast({
        title: T.promoteFailed.title,
        description: serverMessage(error, T.promoteFailed.description),
        variant: 'destructive',
      }),
  });

  useEffect(() => outputRef.current?.focus(), []);

  const canPromote = output.trim() !== '' && !promote.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canPromote) return;
    promote.mutate({
      id: review.id,
      body: {
        finalOutput: output.trim(),
        ...(notes.trim() ? { adminNotes: notes.trim() } : {}),
      },
    });
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && !promote.isPending) {
      event.stopPropagation();
      onClose('cancelled');
    }
  }

  return (
    <form
      id={id}
      aria-label={T.promotePanelLabel(review.sourceText)}
      onSubmit={submit}
      onKeyDown={cancelOnEscape}
      noValidate
      className="grid gap-4 rounded-lg border border-primary/30 bg-primary/5 p-3 sm:p-4"
    >
      <TextField
        id={`${fieldId}-output`}
        label={T.improvedLabel}
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
        label={T.adminNotesLabel}
        value={notes}
        onChange={setNotes}
        maxLength={EDITOR_NOTES_MAX}
        multiline
        rows={2}
      />
      <FormActions
        cancelLabel={T.cancel}
        onCancel={() => onClose('cancelled')}
        pending={promote.isPending}
        submitDisabled={!canPromote}
        icon={<Sparkles aria-hidden />}
        label={T.promote}
        pendingLabel={T.promoting}
      />
    </form>
  );
}
