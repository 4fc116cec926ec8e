// Counts the visit streak (issue 12 item 2; spec 1 §4 "Visit streak"): a visit when the app starts and each time
// the tab becomes visible again, once per streak day (6 AM to 6 AM New York time). While signed in, the record
// is sent to the account at start, at sign-in and after every change (a counted visit, a repair), and the merged
// answer adopted ("the larger of local and server wins"). The counting is mounted once, beside the app's
// providers; the account sync is driven by the header, which already knows who is signed in.
import { useEffect } from 'react';
import { afterFirstPaint } from '@client/lib/after-first-paint';
import {
  loadVisitStreakActions,
  provideVisitStreakActions,
  subscribeToVisitStreak,
} from '@client/lib/visit-streak-state';

provideVisitStreakActions(() => import('@client/lib/visit-streak-actions'));

/** Sends the local record to the account (the sync code, with zod, loads on demand). */
async function syncWithAccount(): Promise<void> {
  const { syncVisitStreak } = await import('@client/lib/visit-streak-sync');
  await syncVisitStreak();
}

/** Counts today's visit; the rules (and their calendar code) load after first paint. */
async function countVisitNow(): Promise<boolean> {
  const { countTodaysVisit } = await loadVisitStreakActions();
  return countTodaysVisit(new Date());
}

/**
 * The header's part, while someone is signed in. Adopting the merged answer changes the record only when it
 * differs, so the round trip settles after one exchange.
 */
export function useVisitStreakSync(userId: string | null) {
  useEffect(() => {
    if (!userId) return;
    // Every change is sent; today's visit is counted first, so the first exchange carries it (a counted visit
    // is itself a change, and then the subscription sends it).
    const unsubscribe = subscribeToVisitStreak(() => void syncWithAccount());
    void countVisitNow().then((changed) => {
      if (!changed) void syncWithAccount();
    });
    return unsubscribe;
  }, [userId]);
}

export function VisitStreakTracker() {
  useEffect(() => {
    // Once the page is idle: the count and its rules (three small chunks) are not needed for the first paint, and
    // the header's badge shows the stored record meanwhile.
    const cancel = afterFirstPaint(() => void countVisitNow());
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') void countVisitNow();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      cancel();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);
  return null;
}
