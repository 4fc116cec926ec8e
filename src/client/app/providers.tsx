// App-wide providers: server state (with what the server prefetched for the page, when it rendered it), theme and
// the toaster; and the visit streak's counting, which runs on every page (the landing page too) from the app's
// start.
import { HydrationBoundary, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Toaster } from '@client/components/ui/toast';
import { PwaStatus } from '@client/features/pwa/components/pwa-status';
import { VisitStreakTracker } from './visit-streak-tracker';
import type { PrefetchedQueries } from '@shared/server-render';
import { createQueryClient, refreshDeviceQueries } from '@client/lib/query-client';
import { ThemeProvider } from '@client/lib/theme';

export function AppProviders({
  children,
  queryClient: given,
  prefetched,
}: {
  children: ReactNode;
  /** The server's per-request client; the browser makes its own. */
  queryClient?: QueryClient;
  /** The queries the server rendered the page with (see src/client/entry-server.tsx). */
  prefetched?: PrefetchedQueries;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // After hydration: what the server answered as a new device would, this device now answers itself.
  const [hydratedFrom] = useState(prefetched);
  useEffect(() => {
    if (hydratedFrom) void refreshDeviceQueries(queryClient);
  }, [hydratedFrom, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={prefetched}>
        <ThemeProvider>
          <VisitStreakTracker />
          {children}
          <Toaster />
          <PwaStatus />
        </ThemeProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
