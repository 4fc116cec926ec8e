// A data dir that has been through one start of the built server: PGlite's initdb, the migrations and the
// built-in dictionary's seed are done once per run instead of once per file (≈ 8–15 s each on two cores).
// Nothing else is in it: no account, no admin (ADMIN_EMAIL still creates one on a copy's first start).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server';

/** Starts the built server once on an empty data dir, stops it, and returns that dir. */
export async function createDataTemplate(): Promise<string> {
  const server = await startServer({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'slangbridge-e2e-template-')),
  });
  await server.stop();
  return server.dataDir;
}

export function removeDataTemplate(template: string): void {
  rmSync(template, { recursive: true, force: true });
}
