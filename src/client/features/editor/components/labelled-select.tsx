// A native select with its visible label beside it: the editors' status, sort and style pickers.
import { Label, selectClasses } from '@client/components/ui/input';
import { cn } from '@client/lib/cn';

export function LabelledSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      {/* One label width on phones, where the pickers stack, so their boxes line up. */}
      <Label htmlFor={id} className="w-12 shrink-0 sm:w-auto">
        {label}
      </Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={cn(selectClasses, 'min-w-0')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
