// Where the API reference's script comes from: the standalone Scalar bundle that @scalar/fastify-api-reference
// ships inside its package (dist/js/standalone.js), served by this server. The plugin's own page is not used: it
// starts the bundle with an inline script, which our page CSP would have to allow.
// Pinned to 1.44.26: later versions (or their @scalar dependencies) require Node 22, which engine-strict refuses on
// our Node 20.19+.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PACKAGE = '@scalar/fastify-api-reference';

/** The package's dist folder (its exports name only the entry point, dist/index.js). */
function packageDist(): string {
  return dirname(createRequire(import.meta.url).resolve(PACKAGE));
}

/** The installed version: part of the bundle's address, so a new version is never served from a stale cache. */
export function referenceBundleVersion(): string {
  const manifest = JSON.parse(readFileSync(join(packageDist(), '..', 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  if (typeof manifest.version !== 'string' || !/^[\w.-]+$/.test(manifest.version))
    throw new Error(`${PACKAGE} has no usable version in its package.json`);
  return manifest.version;
}

/** The standalone bundle (about 3.5 MB): read only when a browser first asks for it. */
export function loadReferenceBundle(): Promise<Buffer> {
  return readFile(join(packageDist(), 'js', 'standalone.js'));
}
