// PUT /api/streak (issue 12 item 2): sends the browser's visit streak to the account and adopts the merged
// record the server answers, so the streak follows a signed-in person across devices ("the larger of local and
// server wins"). Loaded on demand, only for signed-in visitors: it brings zod, which the first page load avoids.
import { mergeVisitStreaks } from '@shared/engagement/visit-streak-rules';
import { visitStreakSchema, type VisitStreakResponse } from '@shared/schemas/visit-streak';
import { apiJson } from './api-client';
import { getVisitStreak, setVisitStreak } from './visit-streak-state';

/**
 * Sends the local record and adopts the merged answer. A local record the server would refuse (a hand-edited
 * or corrupted one) is not sent; the account's record is fetched and adopted instead. Failures (offline, signed
 * out meanwhile) leave the local record as it is: the next sync sends it again.
 */
export async function syncVisitStreak(now: () => Date = () => new Date()): Promise<void> {
  try {
    const local = getVisitStreak();
    const valid = visitStreakSchema.safeParse(local);
    const { streak } = valid.success
      ? await apiJson<VisitStreakResponse>('PUT', '/api/streak', { streak: valid.data })
      : await apiJson<VisitStreakResponse>('GET', '/api/streak');
    const server = visitStreakSchema.parse(streak);
    // Adopting the answer as it is would drop a visit counted or a repair made while the call was out; merging
    // it with the record as it is now gives the answer itself when nothing changed meanwhile.
    const latest = getVisitStreak();
    setVisitStreak(
      !valid.success || latest === local ? server : mergeVisitStreaks(latest, server, now()),
    );
  } catch {
    // Keep the local record; it is sent again at the next start, sign-in, counted visit or repair.
  }
}
