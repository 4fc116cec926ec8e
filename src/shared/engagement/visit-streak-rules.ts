// The visit streak's rules (spec 1 §3 "Visit streak record", §4 "Visit streak"; issue 12 item 1): counting a
// visit, the free monthly repair, and joining the browser's record with the account's at sign-in. The page's
// display rules are in ../visit-streak.ts. Pure functions: the moment is always a parameter.
import { addDays, daysBetween, isDayString, monthOf, streakDayOf } from './streak-day';

/**
 * The stored record. The first six fields are the spec's (and src/client/lib/visit-streak-store.ts's); the
 * three `previous…`/`brokenOn` fields are new and optional, so records written before them still work: they
 * remember the streak that a single missed day broke, which is what a repair gives back.
 */
export interface VisitStreakRecord {
  current: number;
  best: number;
  /** YYYY-MM-DD streak day of the last counted visit. */
  lastDate?: string | null;
  /** YYYY-MM-DD streak day on which the current streak began. */
  startedAt?: string | null;
  /** The moment (epoch ms) of the last counted visit. */
  lastCountedAtMs?: number;
  /** YYYY-MM of the last streak repair, or null. */
  lastRepairMonth?: string | null;
  /** Length of the streak broken by exactly one missed day, kept on the day it broke so it can be repaired. */
  previousStreak?: number | null;
  /** startedAt of that broken streak, given back with it. */
  previousStartedAt?: string | null;
  /** YYYY-MM-DD streak day on which that streak broke (the visit after the missed day). */
  brokenOn?: string | null;
}

export const emptyVisitStreak = (): VisitStreakRecord => ({ current: 0, best: 0 });

const validCount = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
const validDay = (value: unknown): string | null => (isDayString(value) ? value : null);

const withoutBreak = (record: VisitStreakRecord): VisitStreakRecord => ({
  ...record,
  previousStreak: null,
  previousStartedAt: null,
  brokenOn: null,
});

/**
 * Counts a visit at `now`, once per streak day (6 AM to 6 AM New York time):
 * - same streak day as the last counted visit: the very same record comes back, unchanged (callers may skip
 *   the write); so does a last visit dated *after* today, which only a clock moved back produces: it must
 *   neither grow nor break the streak;
 * - the next streak day: current + 1, startedAt kept;
 * - a gap of more than one day, or no (valid) previous visit: current = 1 and startedAt = today; when exactly
 *   one day was missed, the broken streak is kept aside for a repair today (see repairStreak).
 * lastDate becomes today, best the larger of best and current, lastCountedAtMs the moment of the visit.
 */
export function countVisit(record: VisitStreakRecord, now: Date): VisitStreakRecord {
  const today = streakDayOf(now);
  const lastDate = validDay(record.lastDate);
  const gap = lastDate === null ? null : daysBetween(lastDate, today);
  if (gap !== null && gap <= 0) return record;

  const current = validCount(record.current);
  const counted: VisitStreakRecord =
    gap === 1 && current > 0
      ? { ...withoutBreak(record), current: current + 1, startedAt: record.startedAt ?? null }
      : {
          ...record,
          current: 1,
          startedAt: today,
          // Only a single missed day can be repaired, so only then is the old streak worth keeping.
          previousStreak: gap === 2 && current > 0 ? current : null,
          previousStartedAt: gap === 2 && current > 0 ? (record.startedAt ?? null) : null,
          brokenOn: gap === 2 && current > 0 ? today : null,
        };
  return {
    ...counted,
    best: Math.max(validCount(record.best), counted.current),
    lastDate: today,
    lastCountedAtMs: now.getTime(),
  };
}

export type RepairStatus = 'available' | 'already-used-this-month' | 'nothing-to-repair';

export type RepairOutcome =
  | { ok: true; record: VisitStreakRecord }
  | { ok: false; reason: 'already-used-this-month' | 'nothing-to-repair' };

type RepairCase =
  /** Today's visit is not counted yet and the last one was two streak days ago: fill in yesterday. */
  | { kind: 'before-visit'; yesterday: string }
  /** Today's visit already reset the streak to 1 after one missed day: give the old streak back. */
  | { kind: 'after-reset'; previousStreak: number };

function repairCaseOf(record: VisitStreakRecord, today: string): RepairCase | null {
  const lastDate = validDay(record.lastDate);
  if (lastDate === null) return null;
  const gap = daysBetween(lastDate, today);
  if (gap === 2 && validCount(record.current) > 0)
    return { kind: 'before-visit', yesterday: addDays(today, -1) };
  const previousStreak = validCount(record.previousStreak);
  if (gap === 0 && record.brokenOn === today && previousStreak > 0)
    return { kind: 'after-reset', previousStreak };
  return null;
}

/**
 * Whether a repair can be made at `now`, and why not. The rule, as a person reads it: "Missed exactly one
 * day? On the day you come back you can repair your streak, once per calendar month: the missed day counts
 * as a visit and your streak goes on as if you had never left."
 * - The calendar month is that of today's streak day (a repair on April 1st for a day missed on March 31st
 *   uses April's repair).
 * - A used repair is reported before anything else, as spec 1 §4 asks ('already-used-this-month').
 * - Missing two days or more cannot be repaired; neither can a break once the next streak day has begun.
 */
export function repairStatus(record: VisitStreakRecord, now: Date): RepairStatus {
  const today = streakDayOf(now);
  if (record.lastRepairMonth === monthOf(today)) return 'already-used-this-month';
  return repairCaseOf(record, today) ? 'available' : 'nothing-to-repair';
}

export const canRepair = (record: VisitStreakRecord, now: Date): boolean =>
  repairStatus(record, now) === 'available';

/**
 * Repairs the streak at `now` (see repairStatus for when): the missed day is counted, so the streak grows by
 * one over what it would have been without the miss.
 * - Before today's visit is counted (last visit two days ago, streak n): current = n + 1 and lastDate =
 *   yesterday, so counting today's visit then makes it n + 2.
 * - After today's visit reset it to 1 (the broken streak n kept aside): current = n + 1 + 1 (the missed day
 *   and today), startedAt given back.
 * Either way lastRepairMonth becomes this month and best follows current.
 */
export function repairStreak(record: VisitStreakRecord, now: Date): RepairOutcome {
  const today = streakDayOf(now);
  const status = repairStatus(record, now);
  const repair = repairCaseOf(record, today);
  if (status !== 'available' || !repair)
    return { ok: false, reason: status === 'available' ? 'nothing-to-repair' : status };

  const repaired: VisitStreakRecord =
    repair.kind === 'before-visit'
      ? {
          ...withoutBreak(record),
          current: validCount(record.current) + 1,
          lastDate: repair.yesterday,
        }
      : {
          ...withoutBreak(record),
          current: repair.previousStreak + 1 + validCount(record.current),
          startedAt: record.previousStartedAt ?? null,
        };
  return {
    ok: true,
    record: {
      ...repaired,
      best: Math.max(validCount(record.best), repaired.current),
      lastRepairMonth: monthOf(today),
    },
  };
}

/**
 * The streak as it stands at `now`: the stored current while the last visit was today or yesterday, 0 once
 * a day has been missed (the next counted visit would reset it). For a record not yet counted today.
 */
export function currentStreakAt(record: VisitStreakRecord, now: Date): number {
  const lastDate = validDay(record.lastDate);
  if (lastDate === null) return 0;
  return daysBetween(lastDate, streakDayOf(now)) <= 1 ? validCount(record.current) : 0;
}

const laterOf = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '') >= (b ?? '') ? (a ?? null) : (b ?? null);

/**
 * Joins the browser's record with the account's at sign-in: the record with the larger current streak wins
 * whole (its dates belong to that streak), best is the larger of both, and the later repair month is kept so a
 * repair used on one device counts as used on the other. On equal streaks the more recent visit wins, then
 * the server's.
 *
 * With `now`, streaks are compared as they stand at that moment (currentStreakAt): an old, long streak that a
 * missed day has already broken does not beat today's shorter, living one.
 */
export function mergeVisitStreaks(
  local: VisitStreakRecord,
  server: VisitStreakRecord,
  now?: Date,
): VisitStreakRecord {
  const strength = (record: VisitStreakRecord) =>
    now ? currentStreakAt(record, now) : validCount(record.current);
  const [a, b] = [strength(local), strength(server)];
  const localWins =
    a > b || (a === b && (validDay(local.lastDate) ?? '') > (validDay(server.lastDate) ?? ''));
  const winner = localWins ? local : server;
  return {
    ...winner,
    best: Math.max(validCount(local.best), validCount(server.best), validCount(winner.current)),
    lastRepairMonth: laterOf(local.lastRepairMonth, server.lastRepairMonth),
  };
}
