// Typed, versioned access to localStorage; a bad or missing value reads as the fallback, never as a crash.
// Values are checked with small type guards rather than zod so the first page load stays light.
const PREFIX = 'slangbridge:';

export interface StoredValue<T> {
  key: string;
  /**
   * The value when nothing (valid) is stored. Also what a page rendered on the server shows, so the browser's
   * hydration reads this too (useSyncExternalStore's server snapshot) and the stored value follows right after.
   */
  fallback: T;
  read(): T;
  write(value: T): void;
  remove(): void;
}

/** A value kept in localStorage under `slangbridge:<name>:v<version>`, checked with `isValid` on read. */
export function storedValue<T>(
  name: string,
  version: number,
  isValid: (value: unknown) => value is T,
  fallback: T,
): StoredValue<T> {
  const key = `${PREFIX}${name}:v${version}`;
  return {
    key,
    fallback,
    read() {
      try {
        const raw = globalThis.localStorage?.getItem(key);
        if (raw === null || raw === undefined) return fallback;
        const parsed: unknown = JSON.parse(raw);
        return isValid(parsed) ? parsed : fallback;
      } catch {
        return fallback;
      }
    },
    write(value) {
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(value));
      } catch {
        // Private mode or a full quota: the setting simply does not persist.
      }
    },
    remove() {
      try {
        globalThis.localStorage?.removeItem(key);
      } catch {
        // Nothing to do.
      }
    },
  };
}

/** Type guards for stored values. */
export const isOneOf =
  <const T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
