// The stored visit streak record's guard: records written before the repair fields still read as valid, the
// repair fields are accepted, and wrong types fall back to the empty streak.
import { describe, expect, it } from 'vitest';
import { isVisitStreakRecord, visitStreakStore } from './visit-streak-store';

describe('visitStreakStore', () => {
  it('keeps old records valid and accepts the repair fields', () => {
    const old = {
      current: 2,
      best: 5,
      lastDate: '2026-03-09',
      startedAt: '2026-03-08',
      lastCountedAtMs: 1,
      lastRepairMonth: null,
    };
    expect(isVisitStreakRecord(old)).toBe(true);
    expect(isVisitStreakRecord({ current: 0, best: 0 })).toBe(true);
    const withBreak = {
      ...old,
      previousStreak: 4,
      previousStartedAt: '2026-03-01',
      brokenOn: '2026-03-09',
    };
    expect(isVisitStreakRecord(withBreak)).toBe(true);
    expect(
      isVisitStreakRecord({
        ...old,
        previousStreak: null,
        previousStartedAt: null,
        brokenOn: null,
      }),
    ).toBe(true);
    localStorage.setItem(visitStreakStore.key, JSON.stringify(withBreak));
    expect(visitStreakStore.read()).toEqual(withBreak);
  });

  it('refuses wrong types, which read as the empty streak', () => {
    for (const bad of [
      { current: -1, best: 0 },
      { current: 1, best: 1, previousStreak: '4' },
      { current: 1, best: 1, previousStreak: 1.5 },
      { current: 1, best: 1, brokenOn: 20260309 },
      { current: 1, best: 1, previousStartedAt: {} },
    ]) {
      expect(isVisitStreakRecord(bad)).toBe(false);
      localStorage.setItem(visitStreakStore.key, JSON.stringify(bad));
      expect(visitStreakStore.read()).toEqual({ current: 0, best: 0 });
    }
  });
});
