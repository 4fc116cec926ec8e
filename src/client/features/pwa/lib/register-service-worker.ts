// Registers /sw.js (built by vite-plugin-pwa from web-app-manifest.ts) with workbox-window, and offers a waiting
// new version to the update prompt instead of activating it: the visitor decides when the page reloads.
import { Workbox } from 'workbox-window';
import { setWaitingUpdate } from './update-prompt-store';

export const SERVICE_WORKER_URL = '/sw.js';

export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  let registration: ServiceWorkerRegistration | undefined;
  // Also fired at start-up for a worker left waiting by an earlier visit (the visitor said "Later", or closed it).
  workbox.addEventListener('waiting', () => {
    setWaitingUpdate(() => {
      // Another tab has activated it already (and it controls this one): nothing waits, only the reload is left.
      if (!registration?.waiting) return window.location.reload();
      // Reload only once the new worker controls this page (its assets are then the ones it precached), and only in
      // the tab that asked: another tab that accepts the update takes this one over, which keeps running as it is.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  try {
    registration = await workbox.register({ immediate: true });
  } catch (error) {
    // Without a worker the app still works online; nothing for the visitor to act on.
    console.warn('Service worker registration failed', error);
  }
}
