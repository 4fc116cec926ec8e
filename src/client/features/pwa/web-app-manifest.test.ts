// The options vite-plugin-pwa builds from: an installable manifest (icons that exist at their stated sizes, the
// page's theme colour) and a worker that sends every page navigation to the network first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { BACKGROUND_COLOR, THEME_COLOR, pwaOptions } from './web-app-manifest';

// The DOM environment's import.meta.url is not a file address: paths from the project root, where tests run.
const clientDir = join(process.cwd(), 'src/client');
const manifest = pwaOptions.manifest as Partial<ManifestOptions>;

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): string {
  const png = readFileSync(path);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it('names the app and opens it standalone at /', () => {
    expect(manifest).toMatchObject({
      name: 'SlangBridge',
      short_name: 'SlangBridge',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.description).toBeTruthy();
  });

  it("uses index.html's theme colour and the light theme's background", () => {
    const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
    expect(manifest.theme_color).toBe('#6d28d9');
    expect(manifest.background_color).toBe(BACKGROUND_COLOR);
  });

  it('has 192 and 512 px icons and a maskable 512 px one, each a PNG of its stated size', () => {
    const icons = manifest.icons ?? [];
    expect(icons.map((icon) => `${icon.sizes} ${String(icon.purpose)}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(join(clientDir, 'public', icon.src)), icon.src).toBe(icon.sizes);
    }
  });
});

describe('service worker', () => {
  const workbox = pwaOptions.workbox!;
  const [navigation] = workbox.runtimeCaching ?? [];
  const matches = (path: string, mode: RequestMode = 'navigate') =>
    typeof navigation?.urlPattern === 'function' &&
    Boolean(
      // Only request and url are read; the worker's event has no type in a page's TypeScript.
      navigation.urlPattern({
        request: { mode } as Request,
        url: new URL(path, 'https://slangbridge.test'),
      } as Parameters<typeof navigation.urlPattern>[0]),
    );

  it('never answers a navigation from the precache while the network works', () => {
    expect(workbox.navigateFallback).toBeNull();
    expect(workbox.directoryIndex).toBeNull();
    expect(navigation?.handler).toBe('NetworkOnly');
    expect(navigation?.options?.precacheFallback).toEqual({ fallbackURL: '/index.html' });
    expect(workbox.globPatterns).toEqual(
      expect.arrayContaining(['index.html', 'assets/**/*.{js,css}']),
    );
  });

  it('routes page navigations, and leaves the API, the public API and share pictures alone', () => {
    expect(matches('/')).toBe(true);
    expect(matches('/dictionary/american-slang')).toBe(true);
    expect(matches('/api/health')).toBe(false);
    expect(matches('/v1/translate')).toBe(false);
    expect(matches('/og/slang/rizz.png')).toBe(false);
    expect(matches('/assets/index.js', 'cors')).toBe(false);
  });

  it('loads the review reminders’ push handler, a file the build copies beside it', () => {
    expect(workbox.importScripts).toEqual(['/push-handler.js']);
    expect(readFileSync(join(clientDir, 'public', 'push-handler.js'), 'utf8')).toContain(
      "addEventListener('push'",
    );
  });

  it('waits for the visitor before a new version takes over', () => {
    expect(pwaOptions.registerType).toBe('prompt');
    expect(workbox.skipWaiting).toBe(false);
  });
});
