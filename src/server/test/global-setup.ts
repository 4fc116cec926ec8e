// Vitest global set-up of the node project: when TEST_DATABASE_URL names a PostgreSQL server, every run gets
// its own freshly created database (provided to tests as `testDatabaseUrl`) that is dropped afterwards.
// It also prepares one migrated PGlite template, so test files skip PGlite's slow initdb.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate } from '../db/client';
import { seedBuiltInDictionary } from '../dictionary/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the fresh PostgreSQL database of this run; null when TEST_DATABASE_URL is unset (PGlite only). */
    testDatabaseUrl: string | null;
    /** File holding a dumped, migrated, empty PGlite data dir (see createPgliteTemplate), with the built-in dictionary seeded. */
    pgliteTemplatePath: string;
  }
}

const PREFIX = 'slangbridge_test_';
/** Databases of runs that crashed before their teardown are dropped once they are this old. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

export default async function setup(project: TestProject) {
  const templateDir = mkdtempSync(join(tmpdir(), 'slangbridge-pglite-template-'));
  const templatePath = join(templateDir, 'template.tar');
  writeFileSync(
    templatePath,
    Buffer.from(
      await (await createPgliteTemplate((db) => seedBuiltInDictionary(db))).arrayBuffer(),
    ),
  );
  project.provide('pgliteTemplatePath', templatePath);
  const removeTemplate = () => rmSync(templateDir, { recursive: true, force: true });

  const adminUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!adminUrl) {
    project.provide('testDatabaseUrl', null);
    return removeTemplate;
  }

  const name = `${PREFIX}${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
  try {
    await withAdminClient(adminUrl, async (client) => {
      await dropStaleDatabases(client);
      // The name is generated above from [a-z0-9_] only, so quoting it is enough.
      await client.query(`CREATE DATABASE "${name}"`);
      // A test database needs no durability: a commit need not wait for its WAL to reach the disk (the run's
      // hundred thousand small writes spent much of their time in fsync). Crash safety is still PostgreSQL's;
      // the fault suite, which restarts the server, uses databases of its own with the default.
      await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
    });
  } catch (error) {
    removeTemplate();
    throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  project.provide('testDatabaseUrl', url.toString());

  return async () => {
    removeTemplate();
    await withAdminClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    );
  };
}

async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL is set but PostgreSQL does not answer at ${redact(url)}: ${(error as Error).message}. ` +
        'Start PostgreSQL or unset TEST_DATABASE_URL to test against PGlite only.',
      { cause: error },
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropStaleDatabases(client: pg.Client) {
  const { rows } = await client.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE datname LIKE $1',
    [`${PREFIX}%`],
  );
  for (const { datname } of rows) {
    const createdAt = Number(/^slangbridge_test_(\d+)_/.exec(datname)?.[1]);
    if (Number.isFinite(createdAt) && Date.now() - createdAt > STALE_AFTER_MS) {
      await client.query(`DROP DATABASE IF EXISTS "${datname.replaceAll('"', '""')}" WITH (FORCE)`);
    }
  }
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}
