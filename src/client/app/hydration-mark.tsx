// Marks the document once its page runs in the browser (data-hydrated on <html>): a server-rendered page shows
// before its code has taken it over, and a tap before then does nothing. End-to-end tests wait for the mark
// before they act, as a person would wait for the page to respond.
import { useEffect } from 'react';
import { useHydrated } from '@client/lib/use-hydrated';

export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export function HydrationMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [hydrated]);
  return null;
}
