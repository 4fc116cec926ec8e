// The service worker's reminder handlers (src/client/public/push-handler.js, loaded into /sw.js by importScripts):
// a push is shown as a notification with its title and text, and a click opens its page, in the app's open window
// when there is one. The file runs here against a stand-in for the worker's global scope.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const ORIGIN = 'https://slangbridge.test';
const source = readFileSync(join(process.cwd(), 'src/client/public/push-handler.js'), 'utf8');

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(openWindows: { url: string }[] = []) {
  const listeners = new Map<string, Listener>();
  const windows = openWindows.map((window) => {
    const client = {
      url: window.url,
      focus: vi.fn(() => Promise.resolve(client)),
      navigate: vi.fn(() => Promise.resolve(client)),
    };
    return client;
  });
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
  };
  // The file is a classic script reading `self`: run it with this scope as its `self`.
  runInNewContext(source, { self: scope, URL });

  /** Dispatches an event and waits for what the handler passed to waitUntil. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => {
        pending = promise;
      },
    });
    await pending;
  };
  return { scope, windows, dispatch };
}

const pushOf = (message: unknown) => ({ data: { json: () => message } });

describe('push-handler.js', () => {
  it('shows a reminder as a notification that remembers its page', async () => {
    const worker = loadWorker();
    await worker.dispatch(
      'push',
      pushOf({ title: 'Time to review', body: '3 cards are due', url: '/flashcards' }),
    );
    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith('Time to review', {
      body: '3 cards are due',
      icon: '/pwa-192x192.png',
      badge: '/favicon-48x48.png',
      tag: 'review-reminder',
      data: { url: '/flashcards' },
    });
  });

  it('never opens another site’s address from a push', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', pushOf({ title: 'x', body: 'y', url: 'https://evil.test/' }));
    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith(
      'x',
      expect.objectContaining({ data: { url: '/' } }),
    );
  });

  it('opens the page in a new window when the app is not open', async () => {
    const worker = loadWorker();
    const close = vi.fn();
    await worker.dispatch('notificationclick', {
      notification: { close, data: { url: '/flashcards' } },
    });
    expect(close).toHaveBeenCalled();
    expect(worker.scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/flashcards`);
  });

  it('brings the open app forward and takes it to the page', async () => {
    const worker = loadWorker([{ url: `${ORIGIN}/dictionary` }]);
    await worker.dispatch('notificationclick', {
      notification: { close: vi.fn(), data: { url: '/flashcards' } },
    });
    const [open] = worker.windows;
    expect(open?.focus).toHaveBeenCalled();
    expect(open?.navigate).toHaveBeenCalledWith(`${ORIGIN}/flashcards`);
    expect(worker.scope.clients.openWindow).not.toHaveBeenCalled();
  });
});
