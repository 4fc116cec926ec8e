// Review's daily limits (issue 11 item 4: Anki's 20 new cards and 200 reviews a day), kept in this browser, and for
// a signed-in learner the retention they aim for and their FSRS fit (issue 29 item 1, ./review-settings-memory.tsx)
// and their daily reminder (issue 29 item 4, ../reminders): the dialog, loaded on first use by ./review-settings.tsx.
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { REVIEW_LIMIT_MAX, type ReviewLimits } from '@shared/flashcards/review-scheduler';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input, Label } from '@client/components/ui/input';
import type { LazyDialogProps } from '@client/components/ui/lazy-dialog';
import { toast } from '@client/components/ui/toast';
import { serverMessage } from '@client/lib/server-message';
import { useReviewSettings } from '../api/get-review-settings';
import { useSaveReviewSettings } from '../api/save-review-settings';
import { FLASHCARDS_TEXT as T } from '../texts';
import { MemorySettings } from './review-settings-memory';

// The daily reminder (issue 29 item 4) loads on its own, after the dialog: a signed-in learner's only.
const ReminderSettings = lazy(() => import('../reminders/components/reminder-settings'));

const toLimit = (value: string, fallback: number) => {
  const number = Math.floor(Number(value));
  return Number.isFinite(number) && value.trim() !== ''
    ? Math.min(REVIEW_LIMIT_MAX, Math.max(0, number))
    : fallback;
};

/** The retention picked in the form, saved to the account on Save when it differs from the saved one. */
function useRetentionChoice(account: boolean) {
  const [retention, setRetention] = useState<number | null>(null);
  const saved = useReviewSettings(account).data?.desiredRetention;
  const save = useSaveReviewSettings({
    onError: (error) =>
      toast({
        title: serverMessage(error, T.retentionSaveFailed),
        variant: 'destructive',
      }),
  });
  return {
    retention,
    setRetention,
    saveIfChanged: () => {
      if (retention !== null && retention !== saved) save.mutate({ desiredRetention: retention });
    },
  };
}

function SettingsForm({
  limits,
  account,
  onSave,
}: {
  limits: ReviewLimits;
  account: boolean;
  onSave: (limits: ReviewLimits) => void;
}) {
  const id = useId();
  const [newPerDay, setNewPerDay] = useState(String(limits.newPerDay));
  const [reviewsPerDay, setReviewsPerDay] = useState(String(limits.reviewsPerDay));
  const retention = useRetentionChoice(account);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    retention.saveIfChanged();
    onSave({
      newPerDay: toLimit(newPerDay, limits.newPerDay),
      reviewsPerDay: toLimit(reviewsPerDay, limits.reviewsPerDay),
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-new`}>{T.newPerDay}</Label>
          <Input
            id={`${id}-new`}
            type="number"
            inputMode="numeric"
            min={0}
            max={REVIEW_LIMIT_MAX}
            value={newPerDay}
            onChange={(event) => setNewPerDay(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-reviews`}>{T.reviewsPerDay}</Label>
          <Input
            id={`${id}-reviews`}
            type="number"
            inputMode="numeric"
            min={0}
            max={REVIEW_LIMIT_MAX}
            value={reviewsPerDay}
            onChange={(event) => setReviewsPerDay(event.target.value)}
          />
        </div>
      </div>
      {account ? (
        <>
          <MemorySettings retention={retention.retention} onRetention={retention.setRetention} />
          <Suspense fallback={null}>
            <ReminderSettings />
          </Suspense>
        </>
      ) : (
        <p className="border-t pt-4 text-sm text-muted-foreground">{T.signInForMemory}</p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{T.cancel}</Button>
        </DialogClose>
        <Button type="submit">{T.saveSettings}</Button>
      </div>
    </form>
  );
}

export interface ReviewSettingsDialogProps extends LazyDialogProps {
  limits: ReviewLimits;
  onChange: (limits: ReviewLimits) => void;
  /** Signed in: the account's retention and FSRS fit are settings too. */
  account: boolean;
}

export default function ReviewSettingsDialog({
  limits,
  onChange,
  account,
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
}: ReviewSettingsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent id={contentId} onCloseAutoFocus={onCloseAutoFocus} width="md">
          <DialogHeader>
            <DialogTitle>{T.reviewSettings}</DialogTitle>
            <DialogDescription>{T.reviewSettingsText}</DialogDescription>
          </DialogHeader>
          <SettingsForm
            limits={limits}
            account={account}
            onSave={(next) => {
              onChange(next);
              onOpenChange(false);
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
