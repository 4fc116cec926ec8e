// App-wide providers: server state, theme and the toaster; and the visit streak's counting, which runs on
// every page (the landing page too) from the app's start.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@client/components/ui/toast';
import { VisitStreakTracker } from './visit-streak-tracker';
import { createQueryClient } from '@client/lib/query-client';
import { ThemeProvider } from '@client/lib/theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <VisitStreakTracker />
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
