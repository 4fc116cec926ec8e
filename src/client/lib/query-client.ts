// TanStack Query with the spec's data-loading defaults (spec 1 §9): no retries, no refetch on focus,
// no polling, data never stale. Also how the queries a page was rendered with on the server travel to the
// browser: dehydrated on the server, errors included (a term the server answered 404 for must not be fetched
// again and flash a spinner), and taken back into the browser's cache before it hydrates the same page.
import { QueryClient, defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query';
import type { PrefetchedQueries } from '@shared/server-render';
import { HttpError, getQueryFn } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The meta of a query whose answer comes (at least partly) from this device's storage. The server renders such a
 * query as a new device would answer it, so the browser's hydration matches; right after, the browser asks again
 * (refreshDeviceQueries) and what this device keeps replaces it in place.
 */
export const DEVICE_QUERY = { device: true } as const;

/** Asks every device query again; called once the browser has taken over a server-rendered page. */
export function refreshDeviceQueries(client: QueryClient) {
  return client.invalidateQueries({ predicate: (query) => query.meta?.device === true });
}

/** An HttpError as JSON can carry it (an Error's message and class do not survive JSON). */
interface WireHttpError {
  httpError: { status: number; body: string };
}

const isWireHttpError = (value: unknown): value is WireHttpError =>
  typeof value === 'object' && value !== null && 'httpError' in value;

/** The settled queries of a server render, ready for JSON. */
export function dehydrateForBrowser(client: QueryClient): PrefetchedQueries {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) || query.state.status === 'error',
  });
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.error instanceof HttpError
        ? {
            ...query,
            state: {
              ...query.state,
              error: {
                httpError: { status: query.state.error.status, body: query.state.error.body },
              } satisfies WireHttpError as unknown as Error,
            },
          }
        : query,
    ),
  };
}

/** The server's queries with their errors as the browser's own calls would have raised them. */
export function revivePrefetched(state: PrefetchedQueries): PrefetchedQueries {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error: unknown = query.state.error;
      return isWireHttpError(error)
        ? {
            ...query,
            state: {
              ...query.state,
              error: new HttpError(error.httpError.status, error.httpError.body, ''),
            },
          }
        : query;
    }),
  };
}
