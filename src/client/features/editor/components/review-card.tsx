// One review in the queue (spec 2 §2 "Admin review queue", §9): style, rating stars, source, current output,
// when it was rated and by whom (user id cut to 8 characters); a pending one offers Edit & Promote, every one
// Delete after the spec's question. A resolved one says when, by whom, with which notes, and what the text is
// translated as now.
import { Loader2, Sparkles, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import type { ReviewEntry } from '@shared/schemas/editor';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { ItemName } from '@client/components/ui/item-name';
import { toast } from '@client/components/ui/toast';
import { cn } from '@client/lib/cn';
import { formatFullDateTime, formatRelativeTime } from '@client/lib/relative-time';
import { serverMessage } from '@client/lib/server-message';
import { useDeleteReview } from '../api/delete-review';
import { styleName, styleText } from '../hooks/style-text';
import { REVIEW_TEXT as T } from '../texts';
import { PromotePanel } from './promote-panel';
import { RatingStars } from './rating-stars';
import { FIELD_LABEL_CLASSES, SourceHeading } from './source-heading';

/** User ids are shown cut to their first 8 characters (spec 2 §9). */
export const USER_ID_SHOWN = 8;
export const shortUserId = (id: string) => id.slice(0, USER_ID_SHOWN);

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatFullDateTime(at)}>
      {formatRelativeTime(at)}
    </time>
  );
}

export function ReviewCard({
  review,
  promoting,
  onPromotingChange,
  onLeft,
}: {
  review: ReviewEntry;
  promoting: boolean;
  onPromotingChange: (open: boolean) => void;
  /** The review was promoted or deleted: its buttons are going away, so the list takes the focus. */
  onLeft: (card: HTMLElement | null) => void;
}) {
  const headingId = useId();
  const panelId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const text = styleText(review.targetStyle);
  const pending = review.status === 'pending';
  const remove = useDeleteReview({
    onSuccess: () => {
      toast({ ...T.deleted, variant: 'success' });
      onLeft(cardRef.current);
    },
    onError: (error) =>
      toast({
        title: T.deleteFailed.title,
        description: serverMessage(error, T.deleteFailed.description),
        variant: 'destructive',
      }),
  });
  const userId = review.userInfo.userId;
  const fixed =
    !pending && review.resolvedOutput !== null && review.resolvedOutput !== review.currentOutput;

  function closePanel(reason: 'promoted' | 'cancelled') {
    onPromotingChange(false);
    if (reason === 'cancelled') requestAnimationFrame(() => toggleRef.current?.focus());
    else onLeft(cardRef.current);
  }

  return (
    <li>
      <article
        ref={cardRef}
        aria-labelledby={headingId}
        className="grid gap-3 rounded-lg border bg-surface p-4 text-surface-foreground shadow-[var(--shadow-card)]"
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <Badge variant="primary">{styleName(review.targetStyle)}</Badge>
          <RatingStars rating={review.rating} />
          <span className="text-xs text-muted-foreground">
            <When at={review.createdAt} />
            {' · '}
            {userId ? T.user(shortUserId(userId)) : T.anonymous}
          </span>
        </div>

        <div className="grid gap-3 sm:grid-cols-2 sm:gap-6">
          <SourceHeading id={headingId} label={T.source} text={review.sourceText} />
          <div className="grid min-w-0 content-start gap-1">
            <p className={FIELD_LABEL_CLASSES}>{pending ? T.currentOutput : T.ratedOutput}</p>
            <p
              dir={text.dir}
              lang={text.lang}
              className={cn(
                'whitespace-pre-line leading-snug [overflow-wrap:anywhere]',
                fixed && 'text-muted-foreground line-through decoration-1',
              )}
            >
              {review.currentOutput}
            </p>
            {fixed && (
              <>
                <p className={cn(FIELD_LABEL_CLASSES, 'mt-2')}>{T.fixedOutput}</p>
                <p
                  dir={text.dir}
                  lang={text.lang}
                  className="whitespace-pre-line font-medium leading-snug [overflow-wrap:anywhere]"
                >
                  {review.resolvedOutput}
                </p>
              </>
            )}
          </div>
        </div>

        {!pending && review.resolvedAt && (
          <p className="text-sm text-muted-foreground">
            <Badge variant="success" className="mr-2">
              {T.resolved}
            </Badge>
            <When at={review.resolvedAt} />
            {(review.resolvedByName ?? review.resolvedBy) &&
              ` ${T.resolvedBy(review.resolvedByName ?? shortUserId(review.resolvedBy ?? ''))}`}
          </p>
        )}
        {review.adminNotes && (
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            <span className="font-semibold">{T.adminNotes}:</span> {review.adminNotes}
          </p>
        )}

        <div className="flex flex-col gap-2 min-[420px]:flex-row">
          {pending && (
            <Button
              ref={toggleRef}
              size="sm"
              variant={promoting ? 'secondary' : 'primary'}
              aria-expanded={promoting}
              aria-controls={promoting ? panelId : undefined}
              onClick={() => onPromotingChange(!promoting)}
              disabled={remove.isPending}
            >
              <Sparkles aria-hidden />
              {T.editAndPromote}
              <ItemName name={review.sourceText} />
            </Button>
          )}
          <ConfirmDialog
            title={T.deleteConfirmTitle}
            question={T.deleteConfirm}
            confirmLabel={T.delete}
            onConfirm={() => remove.mutate(review.id)}
            trigger={
              <Button size="sm" variant="outline-danger" disabled={remove.isPending}>
                {remove.isPending ? (
                  <Loader2 className="animate-spin" aria-hidden />
                ) : (
                  <Trash2 aria-hidden />
                )}
                {remove.isPending ? T.deleting : T.delete}
                <ItemName name={review.sourceText} />
              </Button>
            }
          />
        </div>

        {pending && promoting && (
          <PromotePanel review={review} text={text} id={panelId} onClose={closePanel} />
        )}
      </article>
    </li>
  );
}
