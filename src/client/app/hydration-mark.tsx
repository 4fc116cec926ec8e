// Marks what of a server-rendered page runs in the browser: data-hydrated on <html> once the page's own part does,
// and a hidden data-hydrating mark in each lazily loaded part until that part does (React takes a lazily loaded
// part over when its code arrives, after the rest). A tap on a part not yet taken over does nothing; end-to-end
// tests wait for both before they act, as a person would wait for the page to respond.
import { useEffect } from 'react';
import { useHydrated } from '@client/lib/use-hydrated';

export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function HydrationMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [hydrated]);
  // Hidden (display: none): it takes no place in the layout, and its removal moves nothing.
  return hydrated ? null : <span hidden data-hydrating="" />;
}
