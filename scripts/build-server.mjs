// Bundles the server (src/server/server.ts and everything it imports) into dist/server/, with the optimizer's worker
// file beside it.
// Packages stay external (installed by npm ci); our own TypeScript and path aliases are compiled in.
// Code splitting keeps the dynamic imports of server.ts dynamic, so start-up can overlap opening the
// database with loading the app's modules.
import { copyFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server/server.ts' },
  outdir: 'dist/server',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
// The FSRS optimizer's worker thread is plain JavaScript started from its own file (src/server/paths.ts).
copyFileSync('src/server/flashcards/fit-worker.mjs', 'dist/server/fit-worker.mjs');
console.log('Built dist/server/server.js');
