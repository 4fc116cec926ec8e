// False while a page is rendered on the server and while the browser hydrates it, true from the render right
// after: what depends on the device (its storage, its clock, its screen) renders in that second render, after the
// markup the server sent has been taken over unchanged.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
