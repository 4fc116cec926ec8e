// The visit streak record kept in the browser (spec 1 §3 "Visit streak record").
import { isCount, isRecord, storedValue } from './storage';

export interface VisitStreakRecord {
  current: number;
  best: number;
  /** YYYY-MM-DD of the last counted visit. */
  lastDate?: string | null;
  startedAt?: string | null;
  lastCountedAtMs?: number;
  /** YYYY-MM of the last streak repair, or null. */
  lastRepairMonth?: string | null;
}

const optionalText = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string';

export function isVisitStreakRecord(value: unknown): value is VisitStreakRecord {
  return (
    isRecord(value) &&
    isCount(value.current) &&
    isCount(value.best) &&
    optionalText(value.lastDate) &&
    optionalText(value.startedAt) &&
    optionalText(value.lastRepairMonth) &&
    (value.lastCountedAtMs === undefined || typeof value.lastCountedAtMs === 'number')
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
