// Marks what of a server-rendered page runs in the browser: data-hydrated on <html> once the page's own part does,
// and a hidden data-hydrating mark in each lazily loaded part until that part does (React takes a lazily loaded
// part over when its code arrives, after the rest). A tap on a part not yet taken over does nothing; end-to-end
// tests wait for both before they act, as a person would wait for the page to respond. A part taken over only
// when it comes into view (src/client/lib/lazy-when-visible.ts) has a mark of its own kind (`whenVisible`): the
// page is ready without it, and a test scrolls to it and waits for it.
import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE, HYDRATING_ATTRIBUTE, WHEN_VISIBLE_ATTRIBUTE } from '@shared/page-boot';
import { useHydrated } from '@client/lib/use-hydrated';

export function HydrationMark({ whenVisible = false }: { whenVisible?: boolean }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && !whenVisible) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [hydrated, whenVisible]);
  if (hydrated) return null;
  // Hidden (display: none): it takes no place in the layout, and its removal moves nothing.
  const mark = { [HYDRATING_ATTRIBUTE]: '', ...(whenVisible && { [WHEN_VISIBLE_ATTRIBUTE]: '' }) };
  return <span hidden {...mark} />;
}
