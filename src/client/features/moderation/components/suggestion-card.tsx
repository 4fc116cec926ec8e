// One submission in the moderation list: what was sent, by whom and through which form, the term it concerns or
// became, its record, and the actions (Edit & Approve and Reject while pending, Delete always).
import { ExternalLink, Pencil, Trash2, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'wouter';
import { termPath } from '@shared/term-paths';
import type { AdminSuggestion } from '@shared/schemas/dictionary';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { formatFullDateTime, formatRelativeTime } from '@client/lib/relative-time';
import { useDeleteSuggestion } from '../api/delete-suggestion';
import { useRejectSuggestion } from '../api/reject-suggestion';
import { COMMON_TEXT, SUBMISSIONS_TEXT as T } from '../texts';
import { ApproveEditor } from './approve-editor';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { ItemName } from '@client/components/ui/item-name';
import { ModerationHistory } from './moderation-history';
import { PendingButton } from './pending-button';
import { useActionFeedback } from '../lib/action-feedback';

const STATUS_BADGE = {
  pending: 'warning',
  approved: 'success',
  rejected: 'muted',
} as const;

function Detail({ label, children }: { label: string; children: string | null }) {
  if (!children) return null;
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {label}
      </dt>
      <dd className="whitespace-pre-line text-sm [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export function SuggestionCard({
  suggestion,
  editing,
  onEditingChange,
  onLeft,
}: {
  suggestion: AdminSuggestion;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** The suggestion was decided or deleted: its buttons are going away, so the list takes the focus. */
  onLeft: (card: HTMLElement | null) => void;
}) {
  const headingId = useId();
  const editorId = useId();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const reject = useRejectSuggestion(
    useActionFeedback(T.rejected, T.rejectFailed, () => onLeft(cardRef.current)),
  );
  const remove = useDeleteSuggestion(
    useActionFeedback(T.deleted, T.deleteFailed, () => onLeft(cardRef.current)),
  );
  const pending = suggestion.status === 'pending';
  const busy = reject.isPending || remove.isPending;

  function closeEditor(reason: 'approved' | 'cancelled') {
    onEditingChange(false);
    // Cancelled, the toggle stays and takes the focus back; approved, the card leaves its actions (or the list).
    if (reason === 'cancelled') requestAnimationFrame(() => editButtonRef.current?.focus());
    else onLeft(cardRef.current);
  }

  return (
    <article
      ref={cardRef}
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border bg-surface p-4 text-surface-foreground shadow-[var(--shadow-card)] sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="text-lg font-bold leading-tight [overflow-wrap:anywhere]">
            {suggestion.term}
          </h3>
          <p className="text-xs text-muted-foreground">
            {T.submittedBy} {suggestion.submittedBy ?? COMMON_TEXT.anonymous}
            {' · '}
            <time
              dateTime={suggestion.created_at}
              title={formatFullDateTime(suggestion.created_at)}
            >
              {formatRelativeTime(suggestion.created_at)}
            </time>
            {' · '}
            {T.form[suggestion.form]}
          </p>
        </div>
        <Badge variant={STATUS_BADGE[suggestion.status]}>{T.status[suggestion.status]}</Badge>
      </header>

      {suggestion.existingSlug && (
        <p className="text-sm">
          {T.suggestsChange}{' '}
          <Link
            href={termPath(suggestion.existingSlug)}
            className="font-medium text-primary underline-offset-4 hover:underline [overflow-wrap:anywhere]"
          >
            /slang/{suggestion.existingSlug}
          </Link>
        </p>
      )}

      <dl className="grid gap-3">
        <Detail label={T.shortDefinition}>{suggestion.short_definition}</Detail>
        <Detail label={T.longExplanation}>{suggestion.long_explanation}</Detail>
        <Detail label={T.context}>{suggestion.context_source}</Detail>
        <Detail label={T.example}>{suggestion.example}</Detail>
      </dl>

      {suggestion.approvedSlug && (
        <Link
          href={termPath(suggestion.approvedSlug)}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden />
          {T.viewLiveTerm}
          <ItemName name={suggestion.term} />
        </Link>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {pending && (
          <>
            <Button
              ref={editButtonRef}
              size="sm"
              variant={editing ? 'secondary' : 'primary'}
              aria-expanded={editing}
              aria-controls={editing ? editorId : undefined}
              onClick={() => onEditingChange(!editing)}
              disabled={busy}
            >
              <Pencil aria-hidden />
              {T.editAndApprove}
              <ItemName name={suggestion.term} />
            </Button>
            <ConfirmDialog
              title={T.rejectConfirmTitle}
              question={T.rejectConfirm}
              confirmLabel={T.reject}
              onConfirm={() => reject.mutate(suggestion.id)}
              trigger={
                <PendingButton
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  pending={reject.isPending}
                  icon={<X aria-hidden />}
                  label={T.reject}
                  pendingLabel={T.rejecting}
                  itemName={suggestion.term}
                />
              }
            />
          </>
        )}
        <ConfirmDialog
          title={T.deleteConfirmTitle}
          question={T.deleteConfirm}
          confirmLabel={T.delete}
          onConfirm={() => remove.mutate(suggestion.id)}
          trigger={
            <PendingButton
              size="sm"
              variant="outline-danger"
              disabled={busy}
              pending={remove.isPending}
              icon={<Trash2 aria-hidden />}
              label={T.delete}
              pendingLabel={T.deleting}
              itemName={suggestion.term}
            />
          }
        />
      </div>

      {pending && editing && (
        <ApproveEditor suggestion={suggestion} id={editorId} onClose={closeEditor} />
      )}

      <ModerationHistory events={suggestion.history} />
    </article>
  );
}
