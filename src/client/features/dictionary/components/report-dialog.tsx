// The Report button of a term page and of each definition on it (issue 28). The dialog behind it (Radix's dialog
// and radio group, the form) loads on first use (./report-dialog-content.tsx): most readers never report anything.
import { Flag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@client/components/ui/button';
import { useLazyDialog } from '@client/components/ui/lazy-dialog';
import { DICTIONARY_TEXT as T } from '../texts';
import type { ReportSubject } from './report-dialog-content';

const loadContent = () => import('./report-dialog-content');
const ReportDialogContent = lazy(loadContent);

export function ReportDialog({
  target,
  label,
}: {
  target: ReportSubject;
  /** The button's accessible name when its text alone does not say what it reports. */
  label?: string;
}) {
  const dialog = useLazyDialog(loadContent);
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={label} {...dialog.triggerProps}>
        <Flag aria-hidden /> {T.report}
      </Button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ReportDialogContent target={target} {...dialog.dialogProps} />
        </Suspense>
      )}
    </>
  );
}
