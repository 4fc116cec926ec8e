// What changes the visit streak: counting today's visit and repairing a missed day, with the shared rules. Kept
// apart from ./visit-streak-state.ts so the header badge does not load the rules with the first page.
import {
  countVisit,
  repairStreak,
  type RepairOutcome,
} from '@shared/engagement/visit-streak-rules';
import { getVisitStreak, setVisitStreak } from './visit-streak-state';

/** Counts a visit at `now` (once per streak day) and stores it; true when the record changed. */
export function countTodaysVisit(now: Date): boolean {
  const before = getVisitStreak();
  const after = countVisit(before, now);
  if (after === before) return false;
  setVisitStreak(after);
  return true;
}

/**
 * Repairs the streak at `now` and stores it. The repair may leave today's visit uncounted (when it was made
 * before the visit was counted), so the visit is counted right away: it is happening now.
 */
export function repairTodaysStreak(now: Date): RepairOutcome {
  const outcome = repairStreak(getVisitStreak(), now);
  if (outcome.ok) setVisitStreak(countVisit(outcome.record, now));
  return outcome;
}
