import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type DateFilterProps = {
  /** Shown inside the box at its start, and the input's accessible name. */
  label: string;
  /** A day (yyyy-mm-dd), or undefined for none. */
  value: string | undefined;
  min?: string;
  max?: string;
  /** Called with the day, or undefined when the box is cleared. */
  onChange: (value: string | undefined) => void;
  className?: string;
  /** Room for the label at the start of the box; longer labels want more. */
  inputClassName?: string;
};

/** A date box of a list's filter bar, its short label drawn inside the box. */
export function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
  className,
  inputClassName = 'ps-12',
}: DateFilterProps) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <label
        htmlFor={id}
        className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-ink-muted text-xs"
      >
        {label}
      </label>
      <Input
        id={id}
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value || undefined)}
        className={inputClassName}
      />
    </div>
  );
}

/** The from and to boxes of a list's filter bar (two grid cells), each bounding the other. */
export function DateRangeFilter({
  fromLabel,
  toLabel,
  from,
  to,
  onFromChange,
  onToChange,
  className,
  inputClassName,
}: {
  fromLabel: string;
  toLabel: string;
  from: string | undefined;
  to: string | undefined;
  onFromChange: (value: string | undefined) => void;
  onToChange: (value: string | undefined) => void;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <>
      <DateFilter
        label={fromLabel}
        value={from}
        max={to}
        onChange={onFromChange}
        className={className}
        inputClassName={inputClassName}
      />
      <DateFilter
        label={toLabel}
        value={to}
        min={from}
        onChange={onToChange}
        className={className}
        inputClassName={inputClassName}
      />
    </>
  );
}
