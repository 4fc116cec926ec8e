// The header's place for the review sync notice (review-sync-notice.tsx) of a signed-in learner. Only this file is
// in the first load; the notice and the outbox come in a chunk of their own once the page has loaded and is idle
// (the service worker has precached it by the time the network goes), as the engagement extras do. Nothing
// renders on the server.
import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '@client/lib/after-first-paint';

const ReviewSyncNotice = lazy(() => import('./review-sync-notice'));

/** `owner`: the signed-in learner's id (their ratings are the ones sent). */
export function ReviewSyncStatus({ owner }: { owner: string }) {
  const ready = useAfterFirstPaint();
  return (
    ready && (
      <Suspense fallback={null}>
        <ReviewSyncNotice owner={owner} />
      </Suspense>
    )
  );
}
