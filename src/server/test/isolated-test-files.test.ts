// A test file that replaces a module with vi.mock must run in a module graph of its own: in the shared one
// (vitest.config.ts, isolate false) the real module may already be loaded, or the mock would leak into the
// files after it. Such files are named *.isolated.test.ts(x), which the config runs isolated.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const MOCKS_A_MODULE = /\bvi\.(?:mock|doMock)\(/;

/** Every test file under `dir`, as an absolute path. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.test\.tsx?$/.test(path))
    .map((path) => join(dir, path));
}

describe('test files that mock a module', () => {
  const files = ['src', 'content'].flatMap((dir) => testFiles(join(ROOT, dir)));

  it('finds the test files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('are named *.isolated.test.ts(x), so they run in a module graph of their own', () => {
    const misnamed = files
      .filter((file) => MOCKS_A_MODULE.test(readFileSync(file, 'utf8')))
      .filter((file) => !/\.isolated\.test\.tsx?$/.test(file))
      .map((file) => relative(ROOT, file));
    expect(misnamed).toEqual([]);
  });
});
