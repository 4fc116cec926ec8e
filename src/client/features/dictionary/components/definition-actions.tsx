// A definition's own actions on the term page (issue 28), after its votes: Report for everyone; Edit and Remove for
// an admin, on readers' definitions only (the entry's own definition is edited with the term in /admin/dictionary).
// What is behind them loads on first use: the report and definition dialogs as the pointer or the focus reaches
// their button, Radix's alert dialog for Remove only when an admin's page shows it.
import { Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { Definition } from '@shared/schemas/dictionary';
import { Button } from '@client/components/ui/button';
import { useLazyDialog } from '@client/components/ui/lazy-dialog';
import { toast } from '@client/components/ui/toast';
import { serverMessage } from '@client/lib/server-message';
import { useRemoveDefinition } from '../api/remove-definition';
import { DEFINITIONS_TEXT as T } from '../texts';
import { ReportDialog } from './report-dialog';

export const loadDefinitionDialog = () => import('./definition-dialog-content');
export const DefinitionDialogContent = lazy(loadDefinitionDialog);

const ConfirmDialog = lazy(() =>
  import('@client/components/ui/confirm-dialog').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

function AdminActions({
  slug,
  term,
  definition,
  position,
  onRemoved,
}: {
  slug: string;
  term: string;
  definition: Definition;
  position: number;
  onRemoved: () => void;
}) {
  const editDialog = useLazyDialog(loadDefinitionDialog);
  /** From the confirmation until a failure: these controls then leave the page with the refreshed list. */
  const removing = useRef(false);
  const remove = useRemoveDefinition(slug, {
    onSuccess: (answer) => toast({ title: answer.message, variant: 'success' }),
    onError: (error) => {
      removing.current = false;
      toast({
        title: T.removeFailedTitle,
        description: serverMessage(error, T.removeFailed),
        variant: 'destructive',
      });
    },
  });
  // Focus was on Remove (the alert dialog gives it back there): once the button is gone, the section takes it.
  useEffect(
    () => () => {
      if (removing.current) onRemoved();
    },
    [onRemoved],
  );
  // While the question's code loads (a moment after an admin's page shows), its button shows, unusable.
  const removeButton = (loading: boolean) => (
    <Button
      variant="ghost-danger"
      size="sm"
      aria-label={T.removeLabel(position)}
      aria-disabled={remove.isPending || undefined}
      aria-busy={remove.isPending || undefined}
      disabled={loading}
    >
      <Trash2 aria-hidden /> {T.remove}
    </Button>
  );
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={T.editLabel(position)}
        {...editDialog.triggerProps}
      >
        <Pencil aria-hidden /> {T.edit}
      </Button>
      <Suspense fallback={removeButton(true)}>
        <ConfirmDialog
          trigger={removeButton(false)}
          title={T.removeTitle}
          question={T.removeQuestion(position, term)}
          confirmLabel={T.remove}
          onConfirm={() => {
            if (remove.isPending) return;
            removing.current = true;
            remove.mutate(definition.id);
          }}
        />
      </Suspense>
      {editDialog.mounted && (
        <Suspense fallback={null}>
          <DefinitionDialogContent
            slug={slug}
            term={term}
            mode={{ kind: 'edit', definition, position }}
            {...editDialog.dialogProps}
          />
        </Suspense>
      )}
    </>
  );
}

export function DefinitionActions({
  slug,
  term,
  definition,
  position,
  isAdmin,
  onRemoved,
}: {
  slug: string;
  term: string;
  definition: Definition;
  /** Its number in the list, which the controls' names give. */
  position: number;
  isAdmin: boolean;
  /**
   * Called when its controls leave the page after an admin removed it, to put the focus somewhere that stays; keep
   * it the same function from one render to the next.
   */
  onRemoved: () => void;
}) {
  return (
    <div className="ms-auto flex flex-wrap items-center gap-1">
      <ReportDialog
        target={{ kind: 'definition', id: definition.id, term, position }}
        label={T.reportLabel(position)}
      />
      {isAdmin && !definition.original && (
        <AdminActions
          slug={slug}
          term={term}
          definition={definition}
          position={position}
          onRemoved={onRemoved}
        />
      )}
    </div>
  );
}
