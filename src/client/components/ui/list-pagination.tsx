// Previous / Next under a paged list, with "Page N of M": the editor consoles (20 entries a page, spec 2 §9) and
// the admin dictionary. usePaging keeps the page that goes with one filter, back at 1 when the filter changes.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';

export const PAGINATION_TEXT = {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

export function ListPagination({
  page,
  totalPages,
  onPageChange,
  disabled = false,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={PAGINATION_TEXT.label} className="flex items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={disabled || page <= 1}
      >
        <ChevronLeft aria-hidden />
        {PAGINATION_TEXT.previous}
      </Button>
      <p className="text-sm font-medium text-muted-foreground" aria-current="page">
        {PAGINATION_TEXT.pageOf(page, totalPages)}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={disabled || page >= totalPages}
      >
        {PAGINATION_TEXT.next}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}

/**
 * The page of a list shown under one filter (`filterKey`: e.g. the search and the language, serialized): any
 * other filter starts at page 1. `keepWithin` brings the page back within range when the list shrank under it
 * (the last entry of the last page approved or deleted); call it while rendering, with the answer's page count
 * (React's pattern for state derived from an answer, not an effect).
 */
export function usePaging(filterKey: string) {
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  return {
    page,
    setPage: (next: number) => setPaging({ filterKey, page: next }),
    keepWithin: (totalPages: number | undefined) => {
      if (totalPages !== undefined && totalPages > 0 && page > totalPages) {
        setPaging({ filterKey, page: totalPages });
      }
    },
  };
}
