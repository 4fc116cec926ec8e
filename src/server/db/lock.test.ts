// The embedded database opens in one process at a time: a lock file in its folder names the process holding it.
// A second opener is refused with a message saying what to do; a lock left by a dead process is taken over.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { DatabaseInUseError, LOCK_FILE_NAME, lockDataDir, openDatabase } from './client';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'slangbridge-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dir: string) => join(dir, LOCK_FILE_NAME);
const holder = (dir: string) => Number(readFileSync(lockFile(dir), 'utf8').trim());

/** The id of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('the embedded database lock', () => {
  it('holds the lock with this process id and removes it on release', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(holder(dir)).toBe(process.pid);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
    release(); // twice is harmless
  });

  it('refuses a folder held by another live process, naming it and saying what to do', () => {
    const dir = tempDir();
    // Our parent (the test runner) is alive and is not us.
    writeFileSync(lockFile(dir), `${process.ppid}\n`);
    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DatabaseInUseError);
    expect((error as Error).message).toBe(
      `The embedded database in ${dir} is in use by process ${process.ppid} (is the SlangBridge server running?). ` +
        'Stop it first, or set DATABASE_URL to use a PostgreSQL server.',
    );
    // The other process's lock is left alone.
    expect(holder(dir)).toBe(process.ppid);
  });

  it('refuses a second open in the same process', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DatabaseInUseError);
    release();
    lockDataDir(dir)();
  });

  it.each([
    ['a process that has exited', () => `${deadPid()}\n`],
    [
      'this process id (left by an earlier process with the same id, e.g. pid 1 in a container)',
      () => `${process.pid}`,
    ],
    ['garbage', () => 'not a pid'],
    ['nothing', () => ''],
  ])('takes over a stale lock holding %s', (_label, content) => {
    const dir = tempDir();
    writeFileSync(lockFile(dir), content());
    const release = lockDataDir(dir);
    expect(holder(dir)).toBe(process.pid);
    release();
  });

  it('is taken by openDatabase on a folder (a second open fails until the first closes)', async () => {
    const dir = tempDir();
    // Start from the migrated template of global-setup instead of running initdb.
    const loadDataDir = new Blob([readFileSync(inject('pgliteTemplatePath'))]);

    const first = await openDatabase({ dataDir: dir, loadDataDir });
    try {
      expect(holder(dir)).toBe(process.pid);
      await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DatabaseInUseError);
      expect(await first.ping()).toBe(true);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile(dir))).toBe(false);
  });
});
