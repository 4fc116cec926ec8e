// The deck toolbar's "Import CSV" (issue 29 item 5). The dialog behind it (the CSV parser, the card schema, the
// preview) loads on first use (./import-csv-dialog.tsx), off the flashcards page's first load.
import { FileUp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@client/components/ui/button';
import { useLazyDialog } from '@client/components/ui/lazy-dialog';
import type { ImportCsvTarget } from './import-csv-dialog';
import { IMPORT_CSV_TEXT as T } from './texts';

const loadDialog = () => import('./import-csv-dialog');
const ImportCsvDialog = lazy(loadDialog);

export function ImportCsvButton(target: ImportCsvTarget) {
  const dialog = useLazyDialog(loadDialog);
  return (
    <>
      <Button variant="outline" {...dialog.triggerProps}>
        <FileUp aria-hidden /> {T.importCsv}
      </Button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ImportCsvDialog {...target} {...dialog.dialogProps} />
        </Suspense>
      )}
    </>
  );
}
