// Review's settings button. The dialog behind it (Radix's dialog, the limits form) loads on first use
// (./review-settings-dialog.tsx), off the flashcards screen's first load.
import { Settings2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { ReviewLimits } from '@shared/flashcards/review-scheduler';
import { Button } from '@client/components/ui/button';
import { useLazyDialog } from '@client/components/ui/lazy-dialog';
import { FLASHCARDS_TEXT as T } from '../texts';

const loadDialog = () => import('./review-settings-dialog');
const ReviewSettingsDialog = lazy(loadDialog);

export function ReviewSettings({
  limits,
  onChange,
  account,
}: {
  limits: ReviewLimits;
  onChange: (limits: ReviewLimits) => void;
  /** Signed in: the dialog also has the account's retention and FSRS fit. */
  account: boolean;
}) {
  const dialog = useLazyDialog(loadDialog);
  return (
    <>
      <Button variant="ghost" size="sm" {...dialog.triggerProps}>
        <Settings2 aria-hidden /> {T.reviewSettings}
      </Button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ReviewSettingsDialog
            limits={limits}
            onChange={onChange}
            account={account}
            {...dialog.dialogProps}
          />
        </Suspense>
      )}
    </>
  );
}
