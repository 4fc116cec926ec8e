// The frame of every page but the landing page: header, main content, footer.
import { Suspense, type ReactNode } from 'react';
import { EngagementExtras } from '../engagement-extras';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

export function AppLayout({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <AppHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      {/* Its own boundary: a server-rendered page's footer is taken over in a task after the rest (selective
          hydration), not in the same long one. */}
      {footer && (
        <Suspense fallback={null}>
          <AppFooter />
        </Suspense>
      )}
      <EngagementExtras />
    </div>
  );
}
