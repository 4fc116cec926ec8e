// The term page's Report button. The dialog behind it (Radix's dialog and radio group, the form) loads on first
// use (./report-term-dialog-content.tsx): most readers of a term page never report it.
import { Flag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@client/components/ui/button';
import { useLazyDialog } from '@client/components/ui/lazy-dialog';
import { DICTIONARY_TEXT as T } from '../texts';

const loadContent = () => import('./report-term-dialog-content');
const ReportTermDialogContent = lazy(loadContent);

export function ReportTermDialog({ slug, term }: { slug: string; term: string }) {
  const dialog = useLazyDialog(loadContent);
  return (
    <>
      <Button variant="ghost" size="sm" {...dialog.triggerProps}>
        <Flag aria-hidden /> {T.report}
      </Button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ReportTermDialogContent slug={slug} term={term} {...dialog.dialogProps} />
        </Suspense>
      )}
    </>
  );
}
