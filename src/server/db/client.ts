// Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
// Both speak the same SQL and share one schema and one migration history.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
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

/** Longer than any query this app runs; shorter than a caller's patience. */
export const QUERY_TIMEOUT_MS = 10_000;
export const PING_TIMEOUT_MS = 2_000;

// Each driver is imported only when chosen: loading both would slow every start for nothing.
const loadPglite = async () => {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, pg_trgm, drizzle, migrate };
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

/** An empty, migrated in-memory database as a tarball, for `loadDataDir` (skips initdb: ≈ 0.5 s instead of ≈ 4 s). */
export async function createPgliteTemplate(): Promise<Blob> {
  const client = await openMigratedPglite('memory://');
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openMigratedPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite, pg_trgm, drizzle, migrate } = await loadPglite();
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(resolve(dataDir), { recursive: true });
  const client = await PGlite.create(inMemory ? dataDir : resolve(dataDir), {
    extensions: { pg_trgm },
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
  const client = await openMigratedPglite(dataDir, loadDataDir);
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
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
  // Without this listener an idle client losing its connection (a server restart) crashes the process.
  pool.on('error', (error) =>
    options.logger?.warn({ err: error }, 'PostgreSQL connection lost; the pool will reconnect'),
  );
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: () => ping(db, options.pingTimeoutMs),
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
