// The registration never reloads a page by itself: a waiting worker becomes an offer (the update prompt), and only
// the offer taken in this tab activates it and reloads, once it controls the page. Workbox is replaced by a fake
// that records what it is asked (isolated: this file mocks a module).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getWaitingUpdate, setWaitingUpdate } from './update-prompt-store';

type Listener = () => void;

const fake = vi.hoisted(() => ({
  instances: [] as {
    url: string;
    listeners: Map<string, (() => void)[]>;
    messageSkipWaiting: () => void;
    registration: { waiting: object | null };
  }[],
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    listeners = new Map<string, Listener[]>();
    registration = { waiting: {} as object | null };
    messageSkipWaiting = vi.fn();
    constructor(public url: string) {
      fake.instances.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    register() {
      return Promise.resolve(this.registration);
    }
  },
}));

const { registerServiceWorker } = await import('./register-service-worker');

function emit(type: string) {
  for (const listener of fake.instances.at(-1)!.listeners.get(type) ?? []) listener();
}

let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  setWaitingUpdate(null);
  fake.instances.length = 0;
});

describe('registerServiceWorker', () => {
  it('registers /sw.js and offers nothing while no new version waits', async () => {
    await registerServiceWorker();
    expect(fake.instances.map((workbox) => workbox.url)).toEqual(['/sw.js']);
    emit('controlling');
    expect(getWaitingUpdate()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a waiting version, and reloads only after the visitor took it and it took control', async () => {
    await registerServiceWorker();
    emit('waiting');
    const activate = getWaitingUpdate();
    expect(activate).toBeTypeOf('function');
    expect(fake.instances[0]!.messageSkipWaiting).not.toHaveBeenCalled();
    activate!();
    expect(fake.instances[0]!.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('just reloads when another tab has already activated the waiting version', async () => {
    await registerServiceWorker();
    emit('waiting');
    fake.instances[0]!.registration.waiting = null;
    getWaitingUpdate()!();
    expect(fake.instances[0]!.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
