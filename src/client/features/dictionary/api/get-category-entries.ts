// GET /api/dictionary/catalog/{country}/{category}: one category's entries, alphabetically.
import { useQuery } from '@tanstack/react-query';
import type { CatalogCategory, CatalogCountry, CategoryEntry } from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';

export interface CategoryEntries {
  country: Omit<CatalogCountry, 'subcategories'>;
  category: CatalogCategory;
  entries: CategoryEntry[];
}

export const getCategoryEntries = (country: string, category: string) =>
  apiJson<CategoryEntries>(
    'GET',
    `/api/dictionary/catalog/${encodeURIComponent(country)}/${encodeURIComponent(category)}`,
  );

export function useCategoryEntries(country: string, category: string) {
  return useQuery({
    queryKey: ['dictionary', 'category', country, category] as const,
    queryFn: () => getCategoryEntries(country, category),
    staleTime: 60_000,
  });
}
