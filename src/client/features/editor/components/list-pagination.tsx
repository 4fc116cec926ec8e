// Previous / Next under an editor list, with "Page N of M" (20 entries a page, spec 2 §9).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { EDITOR_TEXT as T } from '../texts';

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
    <nav aria-label={T.paginationLabel} className="flex items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={disabled || page <= 1}
      >
        <ChevronLeft aria-hidden />
        {T.previous}
      </Button>
      <p className="text-sm font-medium text-muted-foreground" aria-current="page">
        {T.pageOf(page, totalPages)}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={disabled || page >= totalPages}
      >
        {T.next}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
