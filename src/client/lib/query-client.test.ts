// Queries travel from the server's render to the browser as JSON: data as it was, and an HTTP error as the same
// HttpError the browser's own call would have raised (a page tells "not found" from "failed" by its status).
import { hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { HttpError } from './api-client';
import { createQueryClient, dehydrateForBrowser, revivePrefetched } from './query-client';

describe('queries prefetched on the server', () => {
  it('arrive in the browser with their data and their HTTP errors', async () => {
    const server = createQueryClient();
    await server.prefetchQuery({ queryKey: ['term', 'rizz'], queryFn: () => ({ term: 'rizz' }) });
    await server.prefetchQuery({
      queryKey: ['term', 'nope'],
      queryFn: () => {
        throw new HttpError(404, '{"error":"Term not found","code":"NOT_FOUND"}', 'Not Found');
      },
    });
    const wire = JSON.parse(JSON.stringify(dehydrateForBrowser(server))) as ReturnType<
      typeof dehydrateForBrowser
    >;

    const browser = createQueryClient();
    hydrate(browser, revivePrefetched(wire));
    expect(browser.getQueryData(['term', 'rizz'])).toEqual({ term: 'rizz' });
    const failed = browser.getQueryState(['term', 'nope']);
    expect(failed?.status).toBe('error');
    expect(failed?.error).toBeInstanceOf(HttpError);
    expect((failed?.error as HttpError).status).toBe(404);
    expect((failed?.error as HttpError).serverMessage).toBe('Term not found');
  });

  it('leave out queries that never settled', () => {
    const server = createQueryClient();
    server.getQueryCache().build(server, { queryKey: ['pending'] });
    expect(dehydrateForBrowser(server).queries).toEqual([]);
  });
});
