// Where the project's files are, whether the server runs from src/ (tsx) or from the dist/ bundle.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'drizzle');
export const CLIENT_DIST_DIR = join(PROJECT_ROOT, 'dist', 'client');
/**
 * The FSRS optimizer's worker (src/server/flashcards/fit-worker.mjs): beside the sources when the server runs from
 * them (tests, tsx), beside the bundle in dist/server when it runs from there (scripts/build-server.mjs copies it).
 */
export const FIT_WORKER_FILE = import.meta.url.endsWith('.ts')
  ? join(PROJECT_ROOT, 'src', 'server', 'flashcards', 'fit-worker.mjs')
  : join(PROJECT_ROOT, 'dist', 'server', 'fit-worker.mjs');
