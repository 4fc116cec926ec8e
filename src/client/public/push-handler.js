// The service worker's part of the daily review reminders (issue 29 item 4), loaded into /sw.js with importScripts
// (src/client/features/pwa/web-app-manifest.ts): shows each push as a notification and opens its page on a click,
// in a window of the app already open when there is one. A push is JSON {title, body, url} (src/server/reminders).
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not JSON: the generic reminder below.
  }
  const url = typeof message.url === 'string' && message.url.startsWith('/') ? message.url : '/';
  event.waitUntil(
    self.registration.showNotification(message.title || 'SlangBridge', {
      body: message.body || '',
      icon: '/pwa-192x192.png',
      badge: '/favicon-48x48.png',
      // A later reminder replaces one still on screen.
      tag: 'review-reminder',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      // navigate() works only in a window this worker controls; any other opens a new one.
      return open
        .focus()
        .then((client) => client.navigate(url))
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
