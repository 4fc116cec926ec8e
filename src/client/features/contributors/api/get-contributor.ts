// GET /api/users/{handle}: a contributor's public page — their name, when they joined, the votes their definitions
// earned and their approved definitions. An unknown handle is a 404.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Contributor } from '@shared/schemas/dictionary';
import { HttpError, apiJson } from '@client/lib/api-client';

export const contributorKeys = {
  all: ['contributor'] as const,
  one: (handle: string) => ['contributor', handle] as const,
};

export const getContributor = (handle: string) =>
  apiJson<Contributor>('GET', `/api/users/${encodeURIComponent(handle)}`);

export const contributorQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: contributorKeys.one(handle),
    queryFn: () => getContributor(handle),
    staleTime: 60_000,
  });

export function useContributor(handle: string) {
  return useQuery(contributorQueryOptions(handle));
}

/** Nobody has that handle (the page shows the app's not-found page). */
export const isUnknownContributor = (error: unknown) =>
  error instanceof HttpError && error.status === 404;
