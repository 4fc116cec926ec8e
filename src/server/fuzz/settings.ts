// The knobs of the fuzz run, from the environment, with what CI runs as defaults.
//   FUZZ_RUNS=1000          requests per /api and /v1 route on the volume database: PostgreSQL when the run has
//                           TEST_DATABASE_URL (as CI does), PGlite otherwise. Pages and files get a twentieth.
//   FUZZ_SECOND_RUNS=80     requests per API route on PGlite when PostgreSQL takes the volume.
//   FUZZ_CONCURRENCY=4      requests in flight at once, per test file.
//   FUZZ_DEADLINE_MS=10000  an answer later than this is a hang.

/** Fixed, so a run is repeatable; each route and caller derives its own seed from it (run.ts). */
export const FUZZ_SEED = 20_261_122;

/** A whole number from the environment, or the default. */
function fromEnv(name: string, fallback: number): number {
  const value = process.env[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new Error(`${name} must be a whole number of at least 1, not ${JSON.stringify(value)}`);
  }
  return number;
}

export const FUZZ_RUNS = fromEnv('FUZZ_RUNS', 1_000);
// Fewer: what differs on the second database is what it refuses to store (PGlite keeps a lone surrogate in text
// as U+FFFD; PostgreSQL's jsonb refuses its escape), which needs no thousand tries. 80 is what the suite sent each
// route on each database before it grew (40 anonymous, 40 as an admin).
export const FUZZ_SECOND_RUNS = fromEnv('FUZZ_SECOND_RUNS', 80);
// Enough to keep the database busy while the next request is parsed (4, 8 and 16 ran equally fast: the event
// loop is the limit), and few enough that a request's time is mostly its own, not a queue's.
export const FUZZ_CONCURRENCY = fromEnv('FUZZ_CONCURRENCY', 4);
// Real answers take milliseconds; speech with the built-in voice, up to about two seconds.
export const FUZZ_DEADLINE_MS = fromEnv('FUZZ_DEADLINE_MS', 10_000);
