// GET /api/dictionary/catalog: the countries and their categories, with entry counts.
import { useQuery } from '@tanstack/react-query';
import type { CatalogCountry } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';

export const getCatalog = () =>
  apiJson<{ countries: CatalogCountry[] }>('GET', '/api/dictionary/catalog');

export const catalogQueryOptions = () => ({
  queryKey: ['dictionary', 'catalog'] as const,
  queryFn: getCatalog,
  staleTime: 60_000,
});

export function useCatalog() {
  return useQuery(catalogQueryOptions());
}
