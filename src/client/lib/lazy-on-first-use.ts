// A part of a page whose code is fetched only when someone is about to use it (a menu, a dialog): `Component` is a
// React.lazy component for when it is wanted, and `preloadProps`, spread on the control that opens it, starts the
// fetch as the pointer or the focus reaches that control, so it is usually there by the press. Every chunk a page
// fetches while it loads costs main-thread time of its own (docs/performance.md); most visits never open a menu.
import { lazy, type ComponentType } from 'react';

/** Starts `load` and ignores a failure: the lazy component that needs the module tries again when rendered. */
export const preloader = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

export function lazyOnFirstUse<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  const preload = preloader(load);
  return {
    Component: lazy(load),
    preloadProps: { onPointerEnter: preload, onFocus: preload },
  };
}
