// Global set-up of the fuzz run (vitest.fuzz.config.ts): a folder where each test file leaves its tally, and a
// teardown that adds them up and prints one summary after the last file, failed runs included.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { FuzzTally, type TallyData } from './report';
import { FUZZ_SEED } from './settings';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where fuzz files write their tallies (`<file>.json`), or null outside the fuzz run. */
    fuzzReportDir: string | null;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'slangbridge-fuzz-'));
  project.provide('fuzzReportDir', dir);
  return () => {
    const tally = new FuzzTally();
    const files = readdirSync(dir).filter((name) => name.startsWith('tally-'));
    for (const name of files) {
      tally.add(JSON.parse(readFileSync(join(dir, name), 'utf8')) as TallyData);
    }
    rmSync(dir, { recursive: true, force: true });
    if (files.length) console.log(`\n${tally.summary(FUZZ_SEED)}`);
  };
}
