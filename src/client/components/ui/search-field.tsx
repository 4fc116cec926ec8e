// The lists' search box: a labelled search input with its icon.
import { Search } from 'lucide-react';
import { SEARCH_QUERY_MAX } from '@shared/dictionary';
import { Input, Label } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';

export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('relative min-w-0', className)}>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        id={id}
        type="search"
        value={value}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
