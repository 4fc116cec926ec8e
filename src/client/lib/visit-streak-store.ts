// The visit streak record kept in the browser (spec 1 §3 "Visit streak record"). The record's type and rules are
// the shared ones (@shared/engagement/visit-streak-rules); the three fields a repair needs (previousStreak,
// previousStartedAt, brokenOn) are optional, so records written before them still read as valid.
import type { VisitStreakRecord } from '@shared/engagement/visit-streak-rules';
import { isCount, isRecord, storedValue } from './storage';

export type { VisitStreakRecord };

const optionalText = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string';
const optionalCount = (value: unknown) => value === undefined || value === null || isCount(value);

export function isVisitStreakRecord(value: unknown): value is VisitStreakRecord {
  return (
    isRecord(value) &&
    isCount(value.current) &&
    isCount(value.best) &&
    optionalText(value.lastDate) &&
    optionalText(value.startedAt) &&
    optionalText(value.lastRepairMonth) &&
    (value.lastCountedAtMs === undefined || typeof value.lastCountedAtMs === 'number') &&
    optionalCount(value.previousStreak) &&
    optionalText(value.previousStartedAt) &&
    optionalText(value.brokenOn)
  );
}

export const visitStreakStore = storedValue<VisitStreakRecord>(
  'visit-streak',
  1,
  isVisitStreakRecord,
  {
    current: 0,
    best: 0,
  },
);
