// The page extras of daily engagement (issue 12 items 3 and 5): the daily slang popup and the draggable share
// button. They load after the first paint, in one lazily loaded chunk (deferred-engagement.tsx), so they cost /'s
// first load only this file (bench/bundle-size.mjs). Mounted by AppLayout: every page but the landing page.
import { lazy, Suspense, useEffect, useState } from 'react';

const DeferredEngagement = lazy(() => import('./deferred-engagement'));

/** Resolves once the browser is idle after the first paint (or after a short wait where idle callbacks lack). */
function afterFirstPaint(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 1500 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

export function EngagementExtras() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPaint(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <DeferredEngagement />
    </Suspense>
  );
}
