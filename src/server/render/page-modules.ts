// The lazily loaded page modules a server render used (src/client/app/rendered-modules.ts), added to the page's
// boot script (src/shared/page-boot.ts) by their chunk in Vite's build manifest, so the browser fetches the page's
// chunk (and, as it parses it, its imports) alongside the app's entry rather than once the entry has run and asked
// for the page. Without a manifest (no build, or an old one) a page simply gets none.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGE_BOOT_MODULES_ATTRIBUTE } from '@shared/page-boot';

interface ManifestChunk {
  file: string;
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * index.html with the chunks of `modules` added to the boot script's list, leaving out those it already names.
 * A page without the boot script (no build, or a stand-in in tests) is returned as it is.
 */
export function withPageModules(
  manifest: ViteManifest,
  modules: string[],
  indexHtml: string,
): string {
  const attribute = `${PAGE_BOOT_MODULES_ATTRIBUTE}="`;
  const start = indexHtml.indexOf(attribute);
  if (start === -1) return indexHtml;
  const end = indexHtml.indexOf('"', start + attribute.length);
  const listed = indexHtml.slice(start + attribute.length, end).split(' ');
  const added = modules
    .map((module) => manifest[module]?.file)
    .filter((file) => file !== undefined && file.endsWith('.js'))
    .map((file) => `/${file}`)
    .filter((path) => !listed.includes(path));
  if (added.length === 0) return indexHtml;
  return `${indexHtml.slice(0, end)} ${added.join(' ')}${indexHtml.slice(end)}`;
}

let cached: { indexHtml: string; manifest: Promise<ViteManifest> } | null = null;

/**
 * The client build's manifest, read again only when index.html changed (a rebuild while the server runs names new
 * asset files, which is why the server reads index.html for every page).
 */
export function readClientManifest(clientDir: string, indexHtml: string): Promise<ViteManifest> {
  if (cached?.indexHtml !== indexHtml)
    cached = {
      indexHtml,
      manifest: readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8').then(
        (text) => JSON.parse(text) as ViteManifest,
        () => ({}),
      ),
    };
  return cached.manifest;
}
