// Runs work once the page has loaded and the browser is idle: the service worker and its notices are never part of
// the first load. Kept this small because it is: it counts against /'s byte budget (bench/bundle-size.mjs).
export function whenIdleAfterLoad(run: () => void): () => void {
  let cancelled = false;
  const later = () => {
    const once = () => cancelled || run();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(once, { timeout: 2000 });
    else setTimeout(once, 200);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    cancelled = true;
  };
}
