// GET /api/dictionary/catalog/{country}/{category}?q: one category's entries, alphabetically, or those matching a
// search (the server's typo-tolerant search, like the header's), best first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CatalogCategory, CatalogCountry, CategoryEntry } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';

export interface CategoryEntries {
  country: Omit<CatalogCountry, 'subcategories'>;
  category: CatalogCategory;
  entries: CategoryEntry[];
}

export const getCategoryEntries = (country: string, category: string, search: string) =>
  apiJson<CategoryEntries>(
    'GET',
    `/api/dictionary/catalog/${encodeURIComponent(country)}/${encodeURIComponent(category)}` +
      (search ? `?q=${encodeURIComponent(search)}` : ''),
  );

export function useCategoryEntries(country: string, category: string, search: string) {
  return useQuery({
    queryKey: ['dictionary', 'category', country, category, search] as const,
    queryFn: () => getCategoryEntries(country, category, search),
    staleTime: 60_000,
    // The last answer stays while the next search loads: the table does not flash empty as people type.
    placeholderData: keepPreviousData,
  });
}
