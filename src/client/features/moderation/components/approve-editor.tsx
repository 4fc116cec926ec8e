// The inline "Edit & Approve" editor (spec 2 §4 "Submission status"): prefilled with the term, the short
// definition and the context, the example empty, language us_english. The button waits for a term and a
// meaning and for the previous request; on success the editor closes (and its fields go with it).
import { Check, Info } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ADMIN_CONTEXT_MAX,
  ADMIN_EXAMPLE_MAX,
  ADMIN_MEANING_MAX,
  ADMIN_TERM_MAX,
  type DictionaryLanguage,
} from '@shared/dictionary';
import type { AdminSuggestion } from '@shared/schemas/dictionary';
import { Button } from '@client/components/ui/button';
import { useApproveSuggestion } from '../api/approve-suggestion';
import { COMMON_TEXT, DICTIONARY_TEXT, SUBMISSIONS_TEXT as T } from '../texts';
import { TextField } from '@client/components/ui/text-field';
import { LanguageSelect } from './term-fields';
import { PendingButton } from './pending-button';
import { useActionFeedback } from '../lib/action-feedback';

export function ApproveEditor({
  suggestion,
  id,
  onClose,
}: {
  suggestion: AdminSuggestion;
  /** The editor's element id, for the toggle's aria-controls. */
  id: string;
  /** Closes the editor: after approving, or on Cancel. */
  onClose: (reason: 'approved' | 'cancelled') => void;
}) {
  const fieldId = useId();
  const [term, setTerm] = useState(suggestion.term);
  const [meaning, setMeaning] = useState(suggestion.short_definition);
  const [context, setContext] = useState(suggestion.context_source ?? '');
  const [example, setExample] = useState('');
  const [language, setLanguage] = useState<DictionaryLanguage>('us_english');
  const approve = useApproveSuggestion(
    useActionFeedback(T.approved, T.approveFailed, () => onClose('approved')),
  );
  const termRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => termRef.current?.focus(), []);

  const canSubmit = term.trim() !== '' && meaning.trim() !== '' && !approve.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    approve.mutate({
      id: suggestion.id,
      body: {
        term: term.trim(),
        meaning: meaning.trim(),
        context: context.trim() || null,
        example: example.trim() || null,
        language,
      },
    });
  }

  return (
    <form
      id={id}
      aria-label={T.editorLabel(suggestion.term)}
      onSubmit={submit}
      className="grid gap-4 rounded-lg border border-primary/30 bg-primary/5 p-3 sm:p-4"
    >
      {suggestion.existingSlug && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {T.editorExistingNote(`/slang/${suggestion.existingSlug}`)}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${fieldId}-term`}
          label={DICTIONARY_TEXT.termLabel}
          value={term}
          onChange={setTerm}
          maxLength={ADMIN_TERM_MAX}
          required
          controlRef={termRef}
        />
        <LanguageSelect
          id={`${fieldId}-language`}
          label={DICTIONARY_TEXT.languageLabel}
          value={language}
          onChange={setLanguage}
        />
      </div>
      <TextField
        id={`${fieldId}-meaning`}
        label={DICTIONARY_TEXT.meaningLabel}
        value={meaning}
        onChange={setMeaning}
        maxLength={ADMIN_MEANING_MAX}
        required
        multiline
        rows={2}
      />
      <TextField
        id={`${fieldId}-context`}
        label={DICTIONARY_TEXT.contextLabel}
        value={context}
        onChange={setContext}
        maxLength={ADMIN_CONTEXT_MAX}
        multiline
        rows={2}
      />
      <TextField
        id={`${fieldId}-example`}
        label={DICTIONARY_TEXT.exampleLabel}
        value={example}
        onChange={setExample}
        maxLength={ADMIN_EXAMPLE_MAX}
        multiline
        rows={2}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onClose('cancelled')} disabled={approve.isPending}>
          {COMMON_TEXT.cancel}
        </Button>
        <PendingButton
          type="submit"
          disabled={!canSubmit}
          size="wrap-md"
          className="text-center"
          pending={approve.isPending}
          icon={<Check aria-hidden />}
          label={T.approveSubmit}
          pendingLabel={T.approving}
        />
      </div>
    </form>
  );
}
