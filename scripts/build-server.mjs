// Bundles the server (src/server/server.ts and everything it imports) into dist/server/server.js.
// Packages stay external (installed by npm ci); our own TypeScript and path aliases are compiled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/server.ts'],
  outfile: 'dist/server/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('Built dist/server/server.js');
