// The one call main.tsx makes: registers the service worker once the page has loaded and is idle. Only this file is
// in the first load; workbox-window and the registration come in a chunk of their own.
import { afterFirstPaint } from '@client/lib/after-first-paint';

export function startServiceWorker() {
  // The dev server builds no worker (vite-plugin-pwa's devOptions are off): /sw.js would be the SPA's HTML there.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterFirstPaint(() => {
    void import('./pwa-runtime').then((module) => module.registerServiceWorker());
  });
}
