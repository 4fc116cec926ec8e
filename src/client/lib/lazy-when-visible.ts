// A part of a server-rendered page below the fold that the browser takes over only when it comes into view: until
// then React leaves its server markup as it is (a lazily loaded part is hydrated when its code arrives), so a
// visit that never scrolls to it neither fetches its code nor runs it. The page wraps the part's Suspense boundary
// in an element with the id `anchorId`, rendered on the server and in the browser alike: that is what is watched.
// In a page rendered in the browser (a later navigation), there is nothing to wait for: the code loads at once.
import { lazy, type ComponentType } from 'react';

/** How far below the window a part starts loading: a little ahead of being seen, not on a phone's first screen. */
const AHEAD_PX = 100;

function whenInView(anchorId: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined')
    return Promise.resolve();
  // Asked for while React renders the part. Taking over server markup, the anchor is on the page already; in a
  // page rendered in the browser it is not yet (it is created with the part), and the part renders now. (Whether
  // the page is hydrated says nothing here: React takes a lazily loaded part over after the rest of the page.)
  const anchor = document.getElementById(anchorId);
  if (!anchor) return Promise.resolve();
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
