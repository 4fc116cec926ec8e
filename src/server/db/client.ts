// Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
// Both speak the same SQL and share one schema and one migration history.
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

export interface DatabaseLogger {
  warn(details: object, message: string): void;
}

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /** The PostgreSQL pool's connections now (the metrics); the embedded database has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded database is used. */
  url?: string | undefined;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** A dumped data dir to start the embedded database from (tests load a migrated template instead of initdb). */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL: how long a query may go unanswered before it fails (default QUERY_TIMEOUT_MS). */
  queryTimeoutMs?: number | undefined;
  /** How long the health ping waits (default PING_TIMEOUT_MS). */
  pingTimeoutMs?: number | undefined;
  /** Where connection trouble is reported (the app's logger). */
  logger?: DatabaseLogger;
}

/** The rows of a raw SQL query: both drivers (PGlite and node-postgres) answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Longer than any query this app runs; shorter than a caller's patience. */
export const QUERY_TIMEOUT_MS = 10_000;
export const PING_TIMEOUT_MS = 2_000;

// Each driver is imported only when chosen: loading both would slow every start for nothing.
const loadPglite = async () => {
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, pg_trgm, unaccent, drizzle, migrate };
};
const loadPostgres = async () => {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { pg, drizzle, migrate };
};

const MIGRATION_LOCK_KEY = 4_207_031;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options)
    : openPglite(options.dataDir, options.loadDataDir);
}

/** A migrated in-memory database (optionally prepared, e.g. seeded) as a tarball, for `loadDataDir` (skips initdb: ≈ 0.5 s instead of ≈ 4 s). */
export async function createPgliteTemplate(prepare?: (db: Db) => Promise<unknown>): Promise<Blob> {
  const client = await openMigratedPglite('memory://');
  try {
    if (prepare) {
      const { drizzle } = await import('drizzle-orm/pglite');
      await prepare(drizzle(client, { schema }));
    }
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openMigratedPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite, pg_trgm, unaccent, drizzle, migrate } = await loadPglite();
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(resolve(dataDir), { recursive: true });
  const client = await PGlite.create(inMemory ? dataDir : resolve(dataDir), {
    extensions: { pg_trgm, unaccent },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  try {
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  // One process at a time: a second PGlite on the same folder would corrupt it (or hang).
  const releaseLock = dataDir.startsWith('memory://') ? () => undefined : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await openMigratedPglite(dataDir, loadDataDir);
  } catch (error) {
    releaseLock();
    throw error;
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

// --- The embedded database's lock file ------------------------------------------------------------------

export const LOCK_FILE_NAME = '.slangbridge.lock';

/** The embedded database is open in another process (the server, or a command-line tool). */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (is the SlangBridge server running?). ` +
        'Stop it first, or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'DatabaseInUseError';
  }
}

/** Folders this process holds (a second open in the same process is refused too). */
const heldLocks = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes `<dataDir>/.slangbridge.lock` (holding this process's id) or throws DatabaseInUseError naming the
 * process that holds it. A lock whose process is gone (a crash, a kill -9) is stale and taken over; so is one
 * holding this process's own id, left by an earlier process that had the same id (pid 1 in a container).
 * Returns the release function; the lock is also removed if the process exits without closing.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  if (heldLocks.has(dir)) throw new DatabaseInUseError(dir, process.pid);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOCK_FILE_NAME);

  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o644 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
    }
    const holder = readLockPid(file);
    if (holder === null) continue; // removed in between: try again
    if (holder !== process.pid && holder !== 0 && isAlive(holder)) {
      throw new DatabaseInUseError(dir, holder);
    }
    // Stale. Remove it only if it still names the same holder (another opener may have taken it over).
    if (readLockPid(file) === holder) {
      try {
        unlinkSync(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }

  heldLocks.add(dir);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldLocks.delete(dir);
    process.off('exit', release);
    try {
      if (readLockPid(file) === process.pid) unlinkSync(file);
    } catch {
      // Already gone, or the folder was removed: nothing to release.
    }
  };
  process.on('exit', release);
  return release;
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  // Migrations run on a connection of their own, without the query timeout: waiting for another replica's
  // migration lock, or a long CREATE INDEX, is legitimate there.
  const { pg, drizzle } = await loadPostgres();
  await migratePostgres(url);

  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    // A query that gets no answer fails and its connection is dropped: without this, a silent network
    // partition (packets lost, connection still open) hangs every request on a pooled connection forever.
    query_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  const connectionLost = (error: Error) =>
    options.logger?.warn({ err: error }, 'PostgreSQL connection lost; the pool will reconnect');
  // The pool listens for errors only on idle clients. A client checked out by a request (inside a
  // transaction, say) whose connection ends — a PostgreSQL restart sends 57P01 — emits 'error' on itself, and
  // without a listener of its own that event ends the process. Every client gets one for its whole life: the
  // request's pending query fails with the same error (a 503, see isDatabaseUnavailable) and the pool drops
  // the broken client when it is released.
  pool.on('connect', (client) => client.on('error', connectionLost));
  pool.on('error', connectionLost);
  const db = drizzle(pool, { schema }) as unknown as Db;
  // drizzle's pool transaction sends BEGIN before its try/finally, so a connection that dies between checkout
  // and BEGIN (a restart) is never released: each such client is lost to the pool, which then runs dry and
  // keeps shutdown waiting. Here the checkout and its release wrap the whole transaction instead; the pool
  // discards a client whose connection broke when it comes back.
  db.transaction = (async (work, config) => {
    const client = await pool.connect();
    try {
      // Bound to one client, drizzle runs BEGIN … COMMIT/ROLLBACK on it and leaves the release to us.
      return await drizzle(client, { schema }).transaction(work, config);
    } finally {
      client.release();
    }
  }) satisfies Db['transaction'];
  return {
    db,
    kind: 'postgres',
    ping: () => ping(db, options.pingTimeoutMs),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

async function migratePostgres(url: string) {
  const { pg, drizzle, migrate } = await loadPostgres();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // Failures surface through the awaited queries; an 'error' event without a listener would crash instead.
  client.on('error', () => undefined);
  await client.connect();
  try {
    // Several replicas may start at once: one applies the migrations, the others wait for it.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** True when `select 1` answers within the deadline (a health check must answer, not hang with the database). */
async function ping(db: Db, timeoutMs = PING_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), deadline]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
