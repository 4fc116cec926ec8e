// Readers' pending definitions of existing terms (issue 28): the term (linked to its page) with its current meaning
// to compare, the new meaning, example and context, who sent it and when, its record, and Approve / Reject.
import { Check, MessageSquarePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'wouter';
import { termPath } from '@shared/term-paths';
import type { AdminDefinition } from '@shared/schemas/dictionary';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { ListRegion, useListFocus } from '@client/components/ui/list-states';
import { cn } from '@client/lib/cn';
import { formatFullDateTime, formatRelativeTime } from '@client/lib/relative-time';
import { useApproveDefinition } from '../api/approve-definition';
import type { useDefinitions } from '../api/get-definitions';
import { useRejectDefinition } from '../api/reject-definition';
import { DEFINITIONS_TEXT as T } from '../texts';
import { ModerationHistory } from './moderation-history';
import { ModerationListBody } from './moderation-list-body';
import { PendingButton } from './pending-button';
import { useActionFeedback } from '../lib/action-feedback';

function Detail({
  label,
  children,
  quoted = false,
}: {
  label: string;
  children: string | null;
  quoted?: boolean;
}) {
  if (!children) return null;
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {label}
      </dt>
      <dd
        dir="auto"
        className={cn('whitespace-pre-line text-sm [overflow-wrap:anywhere]', quoted && 'italic')}
      >
        {quoted ? `“${children}”` : children}
      </dd>
    </div>
  );
}

function DefinitionCard({
  definition,
  onLeft,
}: {
  definition: AdminDefinition;
  /** The definition was decided: its buttons are going away, so the list takes the focus. */
  onLeft: (card: HTMLElement | null) => void;
}) {
  const headingId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const approve = useApproveDefinition(
    useActionFeedback(T.approved, T.approveFailed, () => onLeft(cardRef.current)),
  );
  const reject = useRejectDefinition(
    useActionFeedback(T.rejected, T.rejectFailed, () => onLeft(cardRef.current)),
  );
  const busy = approve.isPending || reject.isPending;
  const { term } = definition;

  return (
    <article
      ref={cardRef}
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border bg-surface p-4 text-surface-foreground shadow-[var(--shadow-card)] sm:p-5"
    >
      <header className="grid gap-1">
        <h3 id={headingId} className="text-lg font-bold leading-tight [overflow-wrap:anywhere]">
          <Link
            href={termPath(term.slug)}
            className="text-primary underline-offset-4 hover:underline"
            dir="auto"
          >
            {term.term}
          </Link>
        </h3>
        <p className="text-xs text-muted-foreground">
          {T.submittedBy} <bdi>{definition.author?.name ?? T.formerContributor}</bdi>
          {' · '}
          <time dateTime={definition.createdAt} title={formatFullDateTime(definition.createdAt)}>
            {formatRelativeTime(definition.createdAt)}
          </time>
        </p>
      </header>

      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-3 rounded-md bg-muted/50 p-3">
          <Detail label={T.currentMeaning}>{term.meaning}</Detail>
        </div>
        <div className="grid content-start gap-3 rounded-md border border-primary/30 bg-primary/5 p-3">
          <Detail label={T.newMeaning}>{definition.meaning}</Detail>
          <Detail label={T.example} quoted>
            {definition.example}
          </Detail>
          <Detail label={T.context}>{definition.context}</Detail>
        </div>
      </dl>

      {definition.status === 'pending' && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <PendingButton
            size="sm"
            onClick={() => approve.mutate(definition.id)}
            disabled={busy}
            pending={approve.isPending}
            icon={<Check aria-hidden />}
            label={T.approve}
            pendingLabel={T.approving}
            itemName={term.term}
          />
          <ConfirmDialog
            title={T.rejectConfirmTitle}
            question={T.rejectConfirm}
            confirmLabel={T.reject}
            onConfirm={() => reject.mutate(definition.id)}
            trigger={
              <PendingButton
                size="sm"
                variant="outline-danger"
                disabled={busy}
                pending={reject.isPending}
                icon={<X aria-hidden />}
                label={T.reject}
                pendingLabel={T.rejecting}
                itemName={term.term}
              />
            }
          />
        </div>
      )}

      <ModerationHistory events={definition.history} />
    </article>
  );
}

export function DefinitionsList({ query }: { query: ReturnType<typeof useDefinitions> }) {
  const { regionRef, leave } = useListFocus();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{T.intro}</p>
      <ListRegion ref={regionRef} label={T.listLabel}>
        <ModerationListBody
          query={query}
          items={(data) => data.definitions}
          texts={{ loading: T.loading, loadFailed: T.loadFailed }}
          empty={{ icon: <MessageSquarePlus aria-hidden />, title: T.empty, hint: T.emptyHint }}
          renderItem={(definition) => <DefinitionCard definition={definition} onLeft={leave} />}
        />
      </ListRegion>
    </div>
  );
}
