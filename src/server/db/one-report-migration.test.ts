// Migration 0008 (one open report per account and term, one rating and one pending review per account and
// translation) upgrades a database that already holds duplicates: it keeps the oldest open report and pending
// review (with the newest rating) and the newest rating, instead of failing to build its unique indexes.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { postgresTestUrl } from '../test/test-app';

const MIGRATION = '0008_one_report_one_rating';

/** The migrations folder as it was before MIGRATION. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A fresh, empty database of each kind the run has, with how to migrate it and run SQL on it. */
interface FreshDatabase {
  migrate(folder: string): Promise<void>;
  exec(sql: string): Promise<unknown>;
  rows<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

async function freshPglite(): Promise<FreshDatabase> {
  const client = await PGlite.create('memory://', { extensions: { pg_trgm, unaccent } });
  return {
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    exec: (sql) => client.exec(sql),
    rows: async <T>(sql: string) => (await client.query<T>(sql)).rows,
    close: () => client.close(),
  };
}

/** A database of its own on the run's server: migrating the shared test database again would do nothing. */
async function freshPostgres(url: string): Promise<FreshDatabase> {
  const name = `migration_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  return {
    migrate: (folder) => migratePostgres(drizzlePostgres(client), { migrationsFolder: folder }),
    exec: (sql) => client.query(sql),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: async () => {
      await client.end();
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

const postgresUrl = postgresTestUrl();
const kinds: [string, () => Promise<FreshDatabase>][] = [
  ['pglite', freshPglite],
  ...(postgresUrl
    ? [['postgres', () => freshPostgres(postgresUrl)] as [string, () => Promise<FreshDatabase>]]
    : []),
];

it.each(kinds)(
  `${MIGRATION} keeps one of each duplicate an older database holds [%s]`,
  async (_kind, open) => {
    const client = await open();
    try {
      const before = migrationsBefore(MIGRATION);
      folders.push(before);
      await client.migrate(before);

      await client.exec(`
      insert into "user" (id, name, email) values ('u1', 'Una', 'u1@example.com'), ('u2', 'Dos', 'u2@example.com');
      insert into slang_terms (id, slug, term, meaning, language, source)
        values ('00000000-0000-4000-8000-000000000001', 'zzt', 'zzt', 'm', 'us_english', 'admin');
      insert into term_reports (id, term_id, reason, reported_by, status, created_at) values
        ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'wrong', 'u1', 'open', '2026-01-01'),
        ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 'spam', 'u1', 'open', '2026-01-02'),
        ('00000000-0000-4000-8000-0000000000a3', '00000000-0000-4000-8000-000000000001', 'spam', 'u1', 'dismissed', '2025-12-01'),
        ('00000000-0000-4000-8000-0000000000a4', '00000000-0000-4000-8000-000000000001', 'spam', null, 'open', '2026-01-03'),
        ('00000000-0000-4000-8000-0000000000a5', '00000000-0000-4000-8000-000000000001', 'spam', null, 'open', '2026-01-04'),
        ('00000000-0000-4000-8000-0000000000a6', '00000000-0000-4000-8000-000000000001', 'spam', 'u2', 'open', '2026-01-05');
      insert into moderation_events (item_type, item_id, action) values
        ('report', '00000000-0000-4000-8000-0000000000a1', 'reported'),
        ('report', '00000000-0000-4000-8000-0000000000a2', 'reported');
      insert into translation_ratings (user_id, input_text, output_text, source_language, target_language, rating, created_at) values
        ('u1', 'hi', 'yo', 'standard_english', 'gen_z_english', 2, '2026-01-01'),
        ('u1', 'hi', 'yo', 'standard_english', 'gen_z_english', 5, '2026-01-02'),
        ('u2', 'hi', 'yo', 'standard_english', 'gen_z_english', 1, '2026-01-01');
      insert into review_queue (id, status, target_style, rating, user_id, source_text, current_output, created_at) values
        ('00000000-0000-4000-8000-0000000000b1', 'pending', 'gen_z_english', 3, 'u1', 'hi', 'yo', '2026-01-01'),
        ('00000000-0000-4000-8000-0000000000b2', 'pending', 'gen_z_english', 1, 'u1', 'hi', 'yo', '2026-01-02'),
        ('00000000-0000-4000-8000-0000000000b3', 'resolved', 'gen_z_english', 2, 'u1', 'hi', 'yo', '2025-12-01');
    `);

      await client.migrate(MIGRATIONS_DIR);

      const rows = <T>(query: string) => client.rows<T>(query);
      expect(
        await rows<{ id: string; status: string }>(
          'select id, status from term_reports order by id',
        ),
      ).toEqual([
        { id: '00000000-0000-4000-8000-0000000000a1', status: 'open' },
        { id: '00000000-0000-4000-8000-0000000000a3', status: 'dismissed' },
        // Visitors' reports (no account) are not duplicates of each other.
        { id: '00000000-0000-4000-8000-0000000000a4', status: 'open' },
        { id: '00000000-0000-4000-8000-0000000000a5', status: 'open' },
        { id: '00000000-0000-4000-8000-0000000000a6', status: 'open' },
      ]);
      expect(await rows<{ item_id: string }>('select item_id from moderation_events')).toEqual([
        { item_id: '00000000-0000-4000-8000-0000000000a1' },
      ]);
      expect(
        await rows<{ user_id: string; rating: number }>(
          'select user_id, rating from translation_ratings order by user_id',
        ),
      ).toEqual([
        { user_id: 'u1', rating: 5 },
        { user_id: 'u2', rating: 1 },
      ]);
      expect(
        await rows<{ id: string; rating: number; status: string }>(
          'select id, rating, status from review_queue order by id',
        ),
      ).toEqual([
        { id: '00000000-0000-4000-8000-0000000000b1', rating: 1, status: 'pending' },
        { id: '00000000-0000-4000-8000-0000000000b3', rating: 2, status: 'resolved' },
      ]);
      // The indexes are there: a second open report of the account is refused.
      await expect(
        client.exec(
          `insert into term_reports (term_id, reason, reported_by) values ('00000000-0000-4000-8000-000000000001', 'other', 'u1')`,
        ),
      ).rejects.toThrow(/term_reports_one_open_per_user_idx/);
    } finally {
      await client.close();
    }
  },
);
