// The Daily Slang teaser setting (spec 1 §3 local storage, §4 "Daily slang popup"): kept in localStorage and
// shared by the Settings dialog and the popup, so it lives here rather than in either feature.
import { useCallback, useSyncExternalStore } from 'react';
import { isRecord, storedValue } from './storage';

export interface DailyTeaserSettings {
  /**
   * The visitor dismissed the popup on lastSeenDate (Escape, close, 'Maybe Later' or 'Practice Now'): it holds
   * for that calendar day only, and the popup comes back the next day (features/daily-slang).
   */
  teaserDismissed: boolean;
  /** The calendar day (YYYY-MM-DD) the popup was last shown or dismissed, or null. */
  lastSeenDate: string | null;
  /** The Settings switch: whether the popup may show at all. */
  settingEnabled: boolean;
}

export const DEFAULT_DAILY_TEASER_SETTINGS: DailyTeaserSettings = {
  teaserDismissed: false,
  lastSeenDate: null,
  settingEnabled: true,
};

export const isDailyTeaserSettings = (value: unknown): value is DailyTeaserSettings =>
  isRecord(value) &&
  typeof value.teaserDismissed === 'boolean' &&
  (value.lastSeenDate === null || typeof value.lastSeenDate === 'string') &&
  typeof value.settingEnabled === 'boolean';

export const dailyTeaserStore = storedValue<DailyTeaserSettings>(
  'daily-teaser',
  1,
  isDailyTeaserSettings,
  DEFAULT_DAILY_TEASER_SETTINGS,
);

const listeners = new Set<() => void>();

function rawValue(): string | null {
  try {
    return globalThis.localStorage?.getItem(dailyTeaserStore.key) ?? null;
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same object until the stored text changes; comparing the raw text also
// notices changes made elsewhere (another tab, or storage cleared between tests).
let cache: { raw: string | null; value: DailyTeaserSettings } | null = null;
function snapshot(): DailyTeaserSettings {
  const raw = rawValue();
  if (!cache || cache.raw !== raw) cache = { raw, value: dailyTeaserStore.read() };
  return cache.value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === dailyTeaserStore.key) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Changes some fields of the stored setting and tells every reader. */
export function updateDailyTeaserSettings(patch: Partial<DailyTeaserSettings>) {
  const next = { ...snapshot(), ...patch };
  dailyTeaserStore.write(next);
  // When storage is unavailable the change still holds for this page view.
  cache = { raw: rawValue(), value: next };
  listeners.forEach((listener) => listener());
}

/** The current setting and a function to change it. */
export function useDailyTeaserSettings() {
  const settings = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_DAILY_TEASER_SETTINGS);
  const update = useCallback(
    (patch: Partial<DailyTeaserSettings>) => updateDailyTeaserSettings(patch),
    [],
  );
  return [settings, update] as const;
}
