// The user command line, run as `npm run user:*` runs it (tsx, a separate process) against a throwaway embedded
// database: create, a duplicate refused, roles changed, an unknown role refused with the valid ones listed, usage
// for missing arguments, and a clear message while another process holds the database. Against PostgreSQL too
// when the run has one.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLES } from '@shared/roles';
import { findUserByEmail } from '../auth/roles-repository';
import { LOCK_FILE_NAME, lockDataDir, openDatabase } from '../db/client';
import { uniqueEmail } from '../test/auth-helpers';
import { postgresTestUrl } from '../test/test-app';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = join(ROOT, 'src/server/cli/user.ts');

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with only the given variables (nothing from the test's own environment leaks in). */
function run(args: string[], env: Record<string, string>): Promise<Result> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('npm run user:create / user:roles on the embedded database', () => {
  let dataDir: string;
  let lockedDir: string;
  const email = uniqueEmail('cli');

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'slangbridge-cli-'));
    lockedDir = mkdtempSync(join(tmpdir(), 'slangbridge-cli-locked-'));
    // A migrated database from the run's template, so the commands do not each wait for initdb.
    const loadDataDir = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    await (await openDatabase({ dataDir, loadDataDir })).close();
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(lockedDir, { recursive: true, force: true });
  });

  const cli = (...args: string[]) => run(args, { DATA_DIR: dataDir });

  it('creates a user with roles; refuses bad arguments, unknown roles, and a database another process holds', async () => {
    const release = lockDataDir(lockedDir);
    try {
      // Independent of each other: run side by side.
      const [created, unknownRole, noArguments, locked] = await Promise.all([
        cli(
          'create',
          '--email',
          email,
          '--password',
          'a good password',
          '--name',
          'Cli Admin',
          '--roles',
          'admin,english_genz_editor',
        ),
        cli('roles', '--email', email, '--roles', 'admin,chief_editor'),
        cli('create', '--password', 'a good password'),
        run(['create', '--email', uniqueEmail(), '--password', 'a good password'], {
          DATA_DIR: lockedDir,
        }),
      ]);

      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toMatch(
        new RegExp(
          `^Created user ${email} \\(name: Cli Admin, id: \\S+\\) with roles: admin, english_genz_editor`,
        ),
      );

      expect(unknownRole.code).toBe(1);
      expect(unknownRole.stderr).toContain(
        `Unknown role: chief_editor. Valid roles: ${ROLES.join(', ')}.`,
      );

      expect(noArguments.code).toBe(1);
      expect(noArguments.stderr).toContain('--email is required.');
      expect(noArguments.stderr).toContain('Usage:');
      expect(noArguments.stderr).toContain('npm run user:create -- --email <email>');

      expect(locked.code).toBe(1);
      expect(locked.stderr.trim()).toBe(
        `Error: The embedded database in ${lockedDir} is in use by process ${process.pid} (is the SlangBridge server running?). ` +
          'Stop it first, or set DATABASE_URL to use a PostgreSQL server.',
      );
    } finally {
      release();
    }
  });

  it('refuses to create the same e-mail twice (in any case)', async () => {
    const duplicate = await cli(
      'create',
      '--email',
      email.toUpperCase(),
      '--password',
      'other password',
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr.trim()).toBe(`Error: A user with the e-mail ${email} already exists.`);
  });

  it('changes roles (reporting what is stored), and leaves the database closed and unlocked', async () => {
    const changed = await cli('roles', '--email', email, '--roles', 'spanish_genz_editor');
    expect(changed.code).toBe(0);
    expect(changed.stdout).toContain(
      `Roles of ${email} changed from admin, english_genz_editor to spanish_genz_editor`,
    );
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});

describe.runIf(postgresTestUrl())(
  'npm run user:create / user:roles on PostgreSQL (DATABASE_URL)',
  () => {
    it('creates a user and changes their roles in the configured PostgreSQL database', async () => {
      // No data dir is used (memory:// also keeps the generated auth secret off the disk).
      const env = { DATABASE_URL: postgresTestUrl()!, DATA_DIR: 'memory://' };
      const email = uniqueEmail('cli-pg');
      const created = await run(
        [
          'create',
          '--email',
          email,
          '--password',
          'a good password',
          '--roles',
          'iraqi_arabic_editor',
        ],
        env,
      );
      expect(created.stderr).toBe('');
      expect(created.stdout).toContain('[database: postgres]');
      const changed = await run(['roles', '--email', email, '--roles', ''], env);
      expect(changed.code).toBe(0);
      expect(changed.stdout).toContain(`changed from iraqi_arabic_editor to (none)`);

      const database = await openDatabase({ url: postgresTestUrl()!, dataDir: 'memory://' });
      try {
        expect((await findUserByEmail(database.db, email))?.roles).toEqual([]);
      } finally {
        await database.close();
      }
    });
  },
);
