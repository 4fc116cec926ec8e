// A part of a server-rendered page below the fold that the browser takes over only when it comes into view: until
// then React leaves its server markup as it is (a lazily loaded part is hydrated when its code arrives), so a
// visit that never scrolls to it neither fetches its code nor runs it. The part is wrapped in an element with
// `anchorId` (WhenVisibleAnchor), rendered on the server and in the browser alike, which is what is watched.
// In a page rendered in the browser (a later navigation), there is nothing to wait for: the code loads at once.
import { lazy, type ComponentType } from 'react';
import { HYDRATED_ATTRIBUTE } from '@shared/page-boot';

/** How far below the window a part starts loading: about a screen's scroll ahead of being seen. */
const AHEAD_PX = 400;

function whenInView(anchorId: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined')
    return Promise.resolve();
  const anchor = document.getElementById(anchorId);
  // Not server markup being taken over: render it now.
  if (!anchor || document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE))
    return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(anchor);
  });
}

// ComponentType<any>, as React.lazy's own signature: any component, its props inferred from the module.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWhenVisible<Component extends ComponentType<any>>(
  anchorId: string,
  load: () => Promise<{ default: Component }>,
) {
  return lazy(async () => {
    await whenInView(anchorId);
    return load();
  });
}
