// The whole app as one element: the browser renders (or hydrates) it, and the server renders the same element for
// a request's path (src/client/entry-server.tsx), so both produce the same markup.
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import type { PrefetchedQueries } from '@shared/server-render';
import { AppProviders } from './providers';
import { AppRouter } from './router';

export function AppRoot({
  ssrPath,
  ssrSearch,
  queryClient,
  prefetched,
}: {
  /** On the server: the request's path and query (the browser reads its own location). */
  ssrPath?: string;
  ssrSearch?: string;
  queryClient?: QueryClient;
  prefetched?: PrefetchedQueries;
}) {
  const app = (
    <AppProviders queryClient={queryClient} prefetched={prefetched}>
      <AppRouter />
    </AppProviders>
  );
  return (
    <StrictMode>
      {ssrPath === undefined ? (
        app
      ) : (
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          {app}
        </Router>
      )}
    </StrictMode>
  );
}
