// The app rendered on the server (built by `vite build --ssr` into dist/render, loaded by
// src/server/render/server-renderer.ts): React 19's server renderer on the same element the browser hydrates.
// Data comes the way the browser gets it: the render is repeated while it asks for queries that have not been
// fetched (each pass fetches what the last one asked for, so a query that depends on another's answer gets its
// turn), then the page is rendered with all of them in the cache and they are handed to the browser dehydrated.
// The queries call the global fetch with the app's own relative addresses; the server answers those in-process.
import './zod-config';
import { Writable } from 'node:stream';
import type { Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { AppRoot } from './app/app-root';
import { streakDayWindowOf } from '@shared/engagement/streak-day';
import type { ServerRender } from '@shared/server-render';
import { createQueryClient, dehydrateForBrowser } from './lib/query-client';
import { RenderedModulesContext } from './app/rendered-modules';

/**
 * React's mark for a part that was still loading when the page around it was written (a lazily loaded module the
 * first pass met): React sends it afterwards with an inline script, which the app's Content-Security-Policy does
 * not run. Once loaded, a module renders at once, so another pass writes the page in one piece.
 */
const LATE_BOUNDARY = '<!--$?-->';

/** Enough passes for a query that needs another's answer, and a bound for one that never settles. */
const MAX_PASSES = 4;

function renderToText(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(element, {
      // The whole page, lazily loaded parts included: a crawler and a slow phone get it in one answer.
      onAllReady: () => stream.pipe(sink),
      // Every part in place, in one piece: React otherwise sends a large part after the page around it and moves
      // it in with an inline script, which the Content-Security-Policy blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError: (error) => {
        // A part that failed renders its nearest error or loading state; the browser renders it again.
        if (process.env.NODE_ENV !== 'test') console.warn('Server render:', error);
      },
    });
  });
}

/** A query the render asked for that nobody has fetched yet (and that is meant to fetch by itself). */
function waitingToFetch(query: Query): boolean {
  const enabled: unknown = (query.options as { enabled?: unknown }).enabled;
  return (
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    query.state.dataUpdateCount === 0 &&
    query.state.errorUpdateCount === 0 &&
    enabled !== false &&
    typeof enabled !== 'function'
  );
}

export async function renderApp(url: string): Promise<ServerRender> {
  const queryClient = createQueryClient();
  const query = url.indexOf('?');
  const ssrPath = query === -1 ? url : url.slice(0, query);
  const ssrSearch = query === -1 ? '' : url.slice(query + 1);
  const modules = new Set<string>();
  const element = () => (
    <RenderedModulesContext.Provider value={modules}>
      <AppRoot ssrPath={ssrPath} ssrSearch={ssrSearch} queryClient={queryClient} />
    </RenderedModulesContext.Provider>
  );
  let html = await renderToText(element());
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const waiting = queryClient.getQueryCache().getAll().filter(waitingToFetch);
    if (waiting.length === 0 && !html.includes(LATE_BOUNDARY)) break;
    await Promise.all(
      waiting.map((item) =>
        queryClient.prefetchQuery({ ...item.options, queryKey: item.queryKey }),
      ),
    );
    html = await renderToText(element());
  }
  return {
    html,
    prefetched: { ...dehydrateForBrowser(queryClient), streakDay: streakDayWindowOf(new Date()) },
    modules: [...modules],
  };
}
