// The Add New Slang form (spec 2 §5 "Editor new slang", §8): source text and translation, each checked inline
// for the spec's characters, optional notes. A duplicate check runs first ("This slang already exists. " and a
// "Duplicate Found" toast); new slang is always submitted as pending.
import { AlertCircle, Plus } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import type { EditorStyle } from '@shared/roles';
import {
  EDITOR_NOTES_MAX,
  EDITOR_SOURCE_MAX,
  NEW_SLANG_OUTPUT_MAX,
  SOURCE_TEXT_MESSAGE,
  TRANSLATION_TEXT_MESSAGE,
  isValidSlangText,
} from '@shared/schemas/editor';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/toast';
import { serverMessage } from '@client/lib/server-message';
import { trackEvent } from '@client/lib/telemetry';
import { DuplicateSlangError, useAddSlang } from '../api/add-slang';
import type { StyleText } from '../hooks/style-text';
import { ADD_SLANG_TEXT as T } from '../texts';
import { FormActions } from './form-actions';

interface FieldErrors {
  source?: string | undefined;
  output?: string | undefined;
}

type Problem =
  { kind: 'duplicate'; existingOutput: string | null } | { kind: 'failed'; detail: string | null };

function validate(source: string, output: string): FieldErrors {
  return {
    source: isValidSlangText(source) ? undefined : SOURCE_TEXT_MESSAGE,
    output: isValidSlangText(output) ? undefined : TRANSLATION_TEXT_MESSAGE,
  };
}

function ProblemMessage({ problem, text }: { problem: Problem; text: StyleText }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-danger/40 bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      {problem.kind === 'duplicate' ? (
        <p className="[overflow-wrap:anywhere]">
          {T.duplicateInline}
          {problem.existingOutput && (
            <span dir={text.dir} lang={text.lang}>
              {T.duplicateExisting(problem.existingOutput)}
            </span>
          )}
        </p>
      ) : (
        <p className="grid gap-0.5 [overflow-wrap:anywhere]">
          <span>{T.addFailed}</span>
          {problem.detail && <span className="font-normal">{problem.detail}</span>}
        </p>
      )}
    </div>
  );
}

export function AddSlangForm({
  style,
  text,
  formRef,
  onClose,
}: {
  style: EditorStyle;
  text: StyleText;
  formRef: Ref<HTMLFormElement>;
  onClose: () => void;
}) {
  const id = useId();
  const [source, setSource] = useState('');
  const [output, setOutput] = useState('');
  const [notes, setNotes] = useState('');
  // Checked on submit, then again on every change so a fixed field clears its message.
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const sourceRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const outputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const add = useAddSlang({
    onSuccess: (_entry, slang) => {
      trackEvent('slang_add_submit', { targetStyle: style, sourceText: slang.sourceText });
      toast({ ...T.addedToast, variant: 'success' });
      setSource('');
      setOutput('');
      setNotes('');
      setErrors(null);
      sourceRef.current?.focus();
    },
    onError: (error, slang) => {
      if (error instanceof DuplicateSlangError) {
        trackEvent('slang_add_duplicate', { targetStyle: style, sourceText: slang.sourceText });
        setProblem({ kind: 'duplicate', existingOutput: error.existing?.finalOutput ?? null });
        toast({ ...T.duplicateToast(slang.sourceText), variant: 'destructive' });
        return;
      }
      const detail = serverMessage(error, '') || null;
      setProblem({ kind: 'failed', detail });
      toast({ title: T.addFailed, description: detail ?? undefined, variant: 'destructive' });
    },
  });

  useEffect(() => sourceRef.current?.focus({ preventScroll: true }), []);

  function changeSource(value: string) {
    setSource(value);
    setProblem(null);
    if (errors) setErrors(validate(value, output));
  }

  function changeOutput(value: string) {
    setOutput(value);
    setProblem(null);
    if (errors) setErrors(validate(source, value));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const found = validate(source, output);
    setErrors(found);
    setProblem(null);
    if (found.source) return sourceRef.current?.focus();
    if (found.output) return outputRef.current?.focus();
    add.mutate({
      sourceText: source.trim(),
      finalOutput: output.trim(),
      targetStyle: style,
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    });
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === 'Escape' && !add.isPending) {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <form
      ref={formRef}
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      onKeyDown={closeOnEscape}
      noValidate
      className="grid scroll-mt-28 gap-4 rounded-lg md:scroll-mt-20 border border-primary/30 bg-surface p-4 shadow-[var(--shadow-card)] sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-bold leading-tight">
          {T.formLabel}
        </h2>
        <p className="text-sm text-muted-foreground">{T.intro}</p>
      </div>
      <TextField
        id={`${id}-source`}
        label={T.sourceLabel}
        value={source}
        onChange={changeSource}
        maxLength={EDITOR_SOURCE_MAX}
        required
        dir="auto"
        error={errors?.source}
        controlRef={sourceRef}
      />
      <TextField
        id={`${id}-output`}
        label={T.outputLabel}
        value={output}
        onChange={changeOutput}
        maxLength={NEW_SLANG_OUTPUT_MAX}
        required
        multiline
        rows={2}
        dir={text.dir}
        lang={text.lang}
        error={errors?.output}
        controlRef={outputRef}
      />
      <TextField
        id={`${id}-notes`}
        label={T.notesLabel}
        value={notes}
        onChange={setNotes}
        maxLength={EDITOR_NOTES_MAX}
        multiline
        rows={2}
      />
      {problem && <ProblemMessage problem={problem} text={text} />}
      <FormActions
        cancelLabel={T.cancel}
        onCancel={onClose}
        pending={add.isPending}
        submitDisabled={add.isPending}
        icon={<Plus aria-hidden />}
        label={T.submit}
        pendingLabel={T.adding}
      />
    </form>
  );
}
