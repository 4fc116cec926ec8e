// Typed, versioned access to localStorage; a bad or missing value reads as the fallback, never as a crash.
import type { z } from 'zod';

const PREFIX = 'slangbridge:';

export interface StoredValue<T> {
  key: string;
  read(): T;
  write(value: T): void;
  remove(): void;
}

/** A value kept in localStorage under `slangbridge:<name>:v<version>`, checked with a zod schema on read. */
export function storedValue<T>(name: string, version: number, schema: z.ZodType<T>, fallback: T): StoredValue<T> {
  const key = `${PREFIX}${name}:v${version}`;
  return {
    key,
    read() {
      try {
        const raw = globalThis.localStorage?.getItem(key);
        if (raw === null || raw === undefined) return fallback;
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : fallback;
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
