// The header's "Offline — your progress will sync" (issue 29 item 3), shown while the browser is offline or ratings
// of the signed-in learner wait in the outbox, and what sends them: when a page opens with ratings waiting and when
// the network returns.
// Loaded after the first paint (review-sync-status.tsx); the live region is there from then on, so a screen reader
// announces the text when it appears.
import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { flashcardsKeys } from '../api/query-keys';
import { reviewOutboxSync } from './outbox-sync';
import { hasPendingRatings, OFFLINE_SYNC_TEXT, subscribeToSyncStatus } from './sync-status';

export function ReviewSyncNotice({ owner }: { owner: string }) {
  const online = useSyncExternalStore(
    subscribeToSyncStatus,
    () => navigator.onLine,
    () => true,
  );
  const pending = useSyncExternalStore(
    subscribeToSyncStatus,
    () => hasPendingRatings(owner),
    () => false,
  );
  const queryClient = useQueryClient();

  useEffect(() => {
    if (online && pending) void reviewOutboxSync(owner)?.flush();
  }, [online, pending, owner]);

  // Once all is sent, the schedules on screen (this browser's estimates) give way to the server's.
  const hadPending = useRef(pending);
  useEffect(() => {
    if (hadPending.current && !pending)
      void queryClient.invalidateQueries({ queryKey: flashcardsKeys.all });
    hadPending.current = pending;
  }, [pending, queryClient]);

  return (
    <div role="status" className="mx-auto max-w-6xl px-3 sm:px-4">
      {(!online || pending) && (
        <p className="mb-2 inline-flex items-center gap-2 rounded-md bg-warning px-3 py-1 text-sm font-semibold text-warning-foreground">
          <CloudOff className="size-4 shrink-0" aria-hidden />
          {OFFLINE_SYNC_TEXT}
        </p>
      )}
    </div>
  );
}

export default ReviewSyncNotice;
