// The page extras of daily engagement (issue 12 items 3 and 5): the daily slang popup and the draggable share
// button. They load after the first paint, in one lazily loaded chunk (deferred-engagement.tsx), so they cost /'s
// first load only this file (bench/bundle-size.mjs). Mounted by AppLayout: every page but the landing page.
import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '@client/lib/after-first-paint';

const DeferredEngagement = lazy(() => import('./deferred-engagement'));

export function EngagementExtras() {
  const ready = useAfterFirstPaint();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <DeferredEngagement />
    </Suspense>
  );
}
