// /admin/review-queue (spec 2 §2 "Admin review queue"): Pending Reviews (ratings of 3 stars or fewer) and the
// 10 most recently resolved, fetched again every 30 s; one "Edit & Promote" panel open at a time.
import { CheckCircle2, Inbox } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { ReviewEntry } from '@shared/schemas/editor';
import { EmptyState } from '@client/components/layout/page-frame';
import { Badge } from '@client/components/ui/badge';
import {
  ListError,
  ListRegion,
  ListSkeleton,
  RefreshFailed,
  useListFocus,
} from '@client/components/ui/list-states';
import { useReviewQueue } from '../api/get-review-queue';
import { REVIEW_TEXT as T } from '../texts';
import { ReviewCard } from './review-card';

function ReviewSection({
  title,
  hint,
  reviews,
  empty,
  promotingId,
  onPromotingChange,
  onLeft,
}: {
  title: string;
  hint?: string;
  reviews: ReviewEntry[];
  empty: { title: string; hint?: string; icon: ReactNode };
  promotingId: string | null;
  onPromotingChange: (id: string | null) => void;
  onLeft: (card: HTMLElement | null) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="grid gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
          {title}
          <Badge variant="muted">{reviews.length}</Badge>
        </h2>
        {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      </div>
      {reviews.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title}>
          {empty.hint}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {reviews.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              promoting={promotingId === review.id}
              onPromotingChange={(open) => onPromotingChange(open ? review.id : null)}
              onLeft={onLeft}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function ReviewQueue() {
  const query = useReviewQueue();
  const [promotingId, setPromotingId] = useState<string | null>(null);
  const { regionRef, leave } = useListFocus();
  const retry = () => void query.refetch();

  return (
    <ListRegion ref={regionRef} label={T.listLabel}>
      {query.isError && query.data && (
        <RefreshFailed title={T.loadFailed} onRetry={retry} retrying={query.isFetching} />
      )}
      {query.isPending ? (
        <ListSkeleton label={T.loading} />
      ) : !query.data ? (
        <ListError title={T.loadFailed} onRetry={retry} retrying={query.isFetching} />
      ) : (
        <div className="grid gap-8">
          <ReviewSection
            title={T.pendingTitle}
            hint={T.pendingHint}
            reviews={query.data.pending}
            empty={{ title: T.emptyPending, hint: T.emptyPendingHint, icon: <Inbox aria-hidden /> }}
            promotingId={promotingId}
            onPromotingChange={setPromotingId}
            onLeft={leave}
          />
          <ReviewSection
            title={T.resolvedTitle}
            reviews={query.data.recentlyResolved}
            empty={{ title: T.emptyResolved, icon: <CheckCircle2 aria-hidden /> }}
            promotingId={null}
            onPromotingChange={() => undefined}
            onLeft={leave}
          />
        </div>
      )}
    </ListRegion>
  );
}
