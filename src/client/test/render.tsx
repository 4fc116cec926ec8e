// Renders a component inside the app's providers, with a fresh query client and an in-memory location.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@client/components/ui/toast';
import { createQueryClient } from '@client/lib/query-client';
import { ThemeProvider } from '@client/lib/theme';

export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <Router hook={location.hook}>
          {ui}
          <Toaster />
        </Router>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, location, queryClient };
}

/** A fetch stub answering each call with the given status and JSON body, recording the requests. */
export function stubFetch(
  handler: (url: string, init: RequestInit | undefined) => { status: number; body?: unknown },
) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchStub = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    const { status, body } = handler(url, init);
    return Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  globalThis.fetch = fetchStub;
  return calls;
}
