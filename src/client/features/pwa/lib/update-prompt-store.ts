// The waiting service worker, as the update prompt sees it: null, or the function that activates it and reloads.
// The registration (a chunk of its own) sets it; the notices (another chunk) read it.
type Activate = () => void;

let waiting: Activate | null = null;
const listeners = new Set<() => void>();

export function setWaitingUpdate(activate: Activate | null) {
  waiting = activate;
  listeners.forEach((listener) => listener());
}

export const getWaitingUpdate = () => waiting;

export function subscribeToWaitingUpdate(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
