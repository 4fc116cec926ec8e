// The Report dialog, loaded on first use by ./report-dialog.tsx: a reason and an optional note about a term page or
// one of its definitions, sent to the moderators (anonymous allowed).
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  type ReportReason,
} from '@shared/dictionary';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { LazyDialogProps } from '@client/components/ui/lazy-dialog';
import { Label, Textarea } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast';
import { serverMessage } from '@client/lib/server-message';
import { useReport } from '../api/report';
import { DEFINITIONS_TEXT, DICTIONARY_TEXT as T } from '../texts';

/** What is reported (a ReportTarget), with what the dialog says about it: the term, or which of its definitions. */
export type ReportSubject =
  | { kind: 'term'; slug: string; term: string }
  | {
      kind: 'definition';
      id: string;
      term: string;
      /** Its number in the list. */ position: number;
    };

export interface ReportDialogContentProps extends LazyDialogProps {
  target: ReportSubject;
}

export default function ReportDialogContent({
  target,
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
}: ReportDialogContentProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const report = useReport(target);
  const noteId = useId();
  const errorId = useId();

  const reset = () => {
    setReason('');
    setNote('');
    setError('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (report.isPending) return;
    if (!reason) {
      setError(T.reportChooseReason);
      return;
    }
    report.mutate(
      { reason, note: note.trim() || null },
      {
        onSuccess: (answer) => {
          toast({ title: T.reportThanksTitle, description: answer.message, variant: 'success' });
          onOpenChange(false);
          reset();
        },
        onError: (failure) =>
          toast({
            title: T.reportFailedTitle,
            description: serverMessage(failure, T.reportFailed),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent id={contentId} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>
            {target.kind === 'term' ? T.reportTitle : DEFINITIONS_TEXT.reportTitle}
          </DialogTitle>
          <DialogDescription>
            {target.kind === 'term'
              ? `“${target.term}”`
              : DEFINITIONS_TEXT.definitionOf(target.position, target.term)}{' '}
            — {T.reportDescription}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{T.reportReason}</legend>
            <RadioGroupPrimitive.Root
              value={reason}
              onValueChange={(value) => {
                setReason(value as ReportReason);
                setError('');
              }}
              className="grid gap-2"
              aria-describedby={error ? errorId : undefined}
              aria-label={T.reportReason}
            >
              {REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                >
                  <RadioGroupPrimitive.Item
                    value={value}
                    className="flex size-4 shrink-0 items-center justify-center rounded-full border border-input focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:border-primary"
                  >
                    <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary" />
                  </RadioGroupPrimitive.Item>
                  {REPORT_REASON_LABELS[value]}
                </label>
              ))}
            </RadioGroupPrimitive.Root>
            {error && (
              <p id={errorId} className="text-sm text-danger" role="alert">
                {error}
              </p>
            )}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={noteId}>{T.reportNote}</Label>
            <Textarea
              id={noteId}
              value={note}
              maxLength={REPORT_NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
            />
            <p className="text-right text-xs text-muted-foreground">
              {note.length}/{REPORT_NOTE_MAX}
            </p>
          </div>
          <Button type="submit" disabled={report.isPending}>
            {report.isPending ? T.reportSending : T.reportSend}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
