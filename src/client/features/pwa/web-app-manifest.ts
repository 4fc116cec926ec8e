// What vite-plugin-pwa builds (vite.config.ts): the web app manifest, and the service worker's precache and routes.
// Kept apart from the Vite config so a test can read it without a build.
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The same colour as index.html's <meta name="theme-color"> (a test keeps them equal). */
export const THEME_COLOR = '#6d28d9';
/** The light theme's --background (src/client/index.css), as hex: the splash screen before the first paint. */
export const BACKGROUND_COLOR = '#fafafd';

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // A new worker waits until the visitor says "Reload" (features/pwa): a page never reloads by itself.
  registerType: 'prompt',
  // The client registers it (startServiceWorker), after the page has loaded and is idle: no script in index.html.
  injectRegister: false,
  // The icons are fetched by the browser when someone installs the app: not every visitor's download.
  includeManifestIcons: false,
  manifest: {
    name: 'SlangBridge',
    short_name: 'SlangBridge',
    description:
      'Translate text between language styles, slang varieties and dialects, and learn slang with a community dictionary and flashcards.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      // Drawn from favicon.svg by scripts/pwa-icons.mjs.
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/pwa-maskable-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // The shell (index.html, theme-init.js, the favicon) and every hashed script and style, so any page opens offline.
    globPatterns: [
      'index.html',
      'theme-init.js',
      '**/*.svg',
      'favicon-48x48.png',
      'assets/**/*.{js,css}',
    ],
    // Pages are rendered on the server with their content: a navigation always asks the network (the route below),
    // never answers from a precached shell while online, as Workbox's navigateFallback would.
    navigateFallback: null,
    // Nor from the precache's own route, which answers "/" with the precached index.html (its directory index) before
    // any runtime route is asked.
    directoryIndex: null,
    navigationPreload: true,
    runtimeCaching: [
      {
        // Serialised into sw.js: this function must use nothing from this module. The API, the public API and the
        // share pictures are left to the browser (never cached, no offline page in their place).
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(api|v1|og)\//.test(url.pathname),
        handler: 'NetworkOnly',
        // Only when the network fails: the precached shell, which then renders the page and says it is offline.
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
    ],
    cleanupOutdatedCaches: true,
    // The first worker takes the open page at once (offline from the first visit); later ones wait for "Reload".
    clientsClaim: true,
    skipWaiting: false,
    // One file to serve (no-cache, spa.ts), not sw.js plus a workbox-<hash>.js beside it.
    inlineWorkboxRuntime: true,
    // The daily review reminders' push and notificationclick handlers (issue 29 item 4): a small static file, since
    // generateSW writes the worker itself.
    importScripts: ['/push-handler.js'],
  },
};
