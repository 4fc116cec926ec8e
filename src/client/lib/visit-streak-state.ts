// The visit streak as live state (issue 12 item 2): the record in localStorage (visitStreakStore), with
// listeners so the header badge and /streak update the moment a visit is counted, a repair is made or the
// account's record is adopted, in this tab or another. The rules are the shared ones; the moment is always a
// parameter (the callers pass the real clock, tests a fake one).
import { useSyncExternalStore } from 'react';
// Types only: the header badge reads this module on every page, and the rules (with their calendar code) load
// with the counting (./visit-streak-actions.ts), after first paint.
import type { VisitStreakRecord } from '@shared/engagement/visit-streak-rules';
import type * as VisitStreakActionsModule from './visit-streak-actions';
import { visitStreakStore } from './visit-streak-store';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

// The parsed record is cached by its stored text, so the snapshot stays the same object until the text changes
// (useSyncExternalStore needs that) while a change from elsewhere (another tab, a cleared storage) is still seen.
let cachedRaw: string | null | undefined;
let cachedRecord: VisitStreakRecord | undefined;

function rawRecord(): string | null {
  try {
    return globalThis.localStorage?.getItem(visitStreakStore.key) ?? null;
  } catch {
    return null;
  }
}

/** The stored record (the empty streak when there is none or it is unreadable). */
export function getVisitStreak(): VisitStreakRecord {
  const raw = rawRecord();
  if (cachedRecord === undefined || raw !== cachedRaw) {
    cachedRaw = raw;
    cachedRecord = visitStreakStore.read();
  }
  return cachedRecord;
}

/** Stores `record` and tells every reader; an unchanged record is neither written nor announced. */
export function setVisitStreak(record: VisitStreakRecord): void {
  const before = getVisitStreak();
  if (record === before || JSON.stringify(record) === JSON.stringify(before)) return;
  visitStreakStore.write(record);
  cachedRaw = rawRecord();
  cachedRecord = record;
  emit();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === visitStreakStore.key) emit();
}

export function subscribeToVisitStreak(listener: () => void): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The stored record, re-rendering on every change. */
export function useVisitStreak(): VisitStreakRecord {
  return useSyncExternalStore(
    subscribeToVisitStreak,
    getVisitStreak,
    () => visitStreakStore.fallback,
  );
}

type VisitStreakActions = typeof VisitStreakActionsModule;
let loadActions: (() => Promise<VisitStreakActions>) | undefined;

/**
 * The app's tracker hands over how to load the counting and repairing code (with the rules), which loads after
 * first paint. The `import()` is written in one place only: a second one, in the lazy /streak page, made the
 * bundler split React and TanStack Query out of the entry, +2 KB on `/` (docs/performance.md).
 */
export function provideVisitStreakActions(load: () => Promise<VisitStreakActions>) {
  loadActions = load;
}

export async function loadVisitStreakActions(): Promise<VisitStreakActions> {
  if (!loadActions) throw new Error('The visit streak tracker is not mounted.');
  return loadActions();
}
