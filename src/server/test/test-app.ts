// Test helpers: build the app against an in-memory PGlite (always) and the run's PostgreSQL database (when
// TEST_DATABASE_URL is set), one database per describe block, a fresh app (fresh rate limits) per test.
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';

export type DatabaseKind = 'pglite' | 'postgres';

/** The fresh PostgreSQL database that global-setup created for this run, or null (PGlite only). */
export function postgresTestUrl(): string | null {
  return inject('testDatabaseUrl');
}

/** Opens a database for a test file: the run's PostgreSQL database, or a fresh in-memory PGlite. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'postgres') {
    const url = postgresTestUrl();
    if (!url)
      throw new Error('No PostgreSQL test database in this run (TEST_DATABASE_URL is unset)');
    return openDatabase({ url, dataDir: 'memory://' });
  }
  // Loading the migrated template from global-setup skips initdb (≈ 0.6 s instead of ≈ 4 s per file).
  const templatePath = inject('pgliteTemplatePath');
  const loadDataDir =
    templatePath && existsSync(templatePath) ? new Blob([readFileSync(templatePath)]) : undefined;
  return openDatabase({ dataDir: 'memory://', loadDataDir });
}

/** The environment every test app starts from: quiet, in memory, nothing inherited from the shell. */
export const TEST_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
};

export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({ ...TEST_ENV, ...overrides });
}

export interface TestAppOptions extends Omit<BuildAppOptions, 'config' | 'database'> {
  /** Environment variables on top of TEST_ENV (e.g. RATE_LIMIT_PER_MINUTE). */
  env?: Record<string, string | undefined>;
}

export interface DatabaseContext {
  readonly kind: DatabaseKind;
  /** The database of this describe block (opened in beforeAll). */
  readonly database: Database;
  readonly db: Db;
  /** A fresh app on this database, built before each test (so rate limits start from zero). */
  readonly app: FastifyInstance;
  /** Builds another app on this database; it is closed after the current test. */
  buildApp(options?: TestAppOptions): Promise<FastifyInstance>;
  /** Empties tables, e.g. between tests that need a known state. */
  truncate(...tables: PgTable[]): Promise<void>;
}

export interface ForEachDatabaseOptions {
  /** Restrict to some kinds, e.g. ['pglite'] for what only the embedded database has (its files, its lock). */
  only?: DatabaseKind[];
  /**
   * Whether the outcome can depend on the database: SQL, transactions, locks, search, constraints (the default).
   * Then the body runs on PGlite and, when the run has one, on PostgreSQL. `false` where it cannot (validation,
   * authorization and headers decided in code, rows only written and read back by id): the body runs once, on
   * PostgreSQL when the run has one (the quicker of the two: its queries run in another process), else on PGlite.
   */
  dependsOnDatabase?: boolean;
  /** Options of the per-test app built for `context.app`. */
  app?: TestAppOptions;
}

/**
 * Declares `title [pglite]` and, when the run has a PostgreSQL database, `title [postgres]`, each running
 * `body` against its own database (once only with `dependsOnDatabase: false`). Tests on PostgreSQL share the run's database with other files running in
 * parallel: assert on the rows a test created (by id), or truncate only tables no other file writes.
 */
export function forEachDatabase(
  title: string,
  body: (context: DatabaseContext) => void,
  options: ForEachDatabaseOptions = {},
): void {
  const postgresUrl = postgresTestUrl();
  let kinds: DatabaseKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
  if (options.only) kinds = kinds.filter((kind) => options.only!.includes(kind));
  else if (options.dependsOnDatabase === false) kinds = kinds.slice(-1);
  for (const kind of kinds) {
    describe(`${title} [${kind}]`, () => {
      body(createDatabaseContext(kind, options.app));
    });
  }
}

/**
 * `forEachDatabase` for what cannot depend on the database (validation, authorization and headers decided in code,
 * rows only written and read back by id): the body runs once, on PostgreSQL when the run has one (the quicker of
 * the two: its queries run in another process), else on PGlite.
 */
export function onOneDatabase(
  title: string,
  body: (context: DatabaseContext) => void,
  options: Omit<ForEachDatabaseOptions, 'only' | 'dependsOnDatabase'> = {},
): void {
  forEachDatabase(title, body, { ...options, dependsOnDatabase: false });
}

function createDatabaseContext(
  kind: DatabaseKind,
  defaultAppOptions: TestAppOptions = {},
): DatabaseContext {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  const openApps = new Set<FastifyInstance>();

  const requireDatabase = () => {
    if (!database)
      throw new Error('The test database is opened in beforeAll; use it inside a test or hook.');
    return database;
  };

  const build = async ({ env, ...options }: TestAppOptions = {}) => {
    const instance = await buildApp({
      ...options,
      config: testConfig(env),
      database: requireDatabase(),
    });
    openApps.add(instance);
    return instance;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
    database = undefined;
  });
  beforeEach(async () => {
    app = await build(defaultAppOptions);
  });
  afterEach(async () => {
    const apps = [...openApps];
    openApps.clear();
    app = undefined;
    await Promise.all(apps.map((instance) => instance.close()));
  });

  return {
    kind,
    get database() {
      return requireDatabase();
    },
    get db() {
      return requireDatabase().db;
    },
    get app() {
      if (!app) throw new Error('context.app is built in beforeEach; use it inside a test.');
      return app;
    },
    buildApp: build,
    async truncate(...tables) {
      if (tables.length === 0) return;
      const names = tables.map((table) => `"${getTableName(table)}"`).join(', ');
      await requireDatabase().db.execute(sql.raw(`TRUNCATE ${names}`));
    },
  };
}

/** A throwaway folder shaped like a built client: index.html and one hashed asset. Removed by the returned fn. */
export function createFakeClientDir(): {
  dir: string;
  indexHtml: string;
  assetPath: string;
  remove(): void;
} {
  const dir = mkdtempSync(join(tmpdir(), 'slangbridge-client-'));
  const indexHtml =
    '<!doctype html><html><head><title>SlangBridge test</title></head><body><div id="root"></div></body></html>';
  writeFileSync(join(dir, 'index.html'), indexHtml);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'x-abc.js'), 'console.log("asset");\n');
  return {
    dir,
    indexHtml,
    assetPath: '/assets/x-abc.js',
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** An empty folder: a "client that was never built". */
export function createEmptyDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'slangbridge-empty-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** JSON headers for app.inject. */
export const JSON_HEADERS = { 'content-type': 'application/json' } as const;

/** Fails when an error body leaks a stack trace or internal detail. */
export function hasStackTrace(body: string): boolean {
  return /\bat .+\(.+:\d+:\d+\)|"stack"\s*:|node_modules|\/src\/server\//.test(body);
}

/**
 * An error answer's body without its request id, which is checked to be there and to match the X-Request-Id
 * header: what a test compares with the error it expects.
 */
export function errorBodyOf(response: LightMyRequestResponse): Record<string, unknown> {
  const { requestId, ...body } = response.json<Record<string, unknown>>();
  expect(requestId).toBe(response.headers['x-request-id']);
  return body;
}
