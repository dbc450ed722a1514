import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useFieldControl } from './form-field';

export const controlClasses =
  'w-full rounded-lg border border-slate-300 bg-surface px-3 text-base text-ink shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-primary-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/30 sm:text-sm';

/** Text input; inside a FormField it takes the field's id, description and invalid state. */
export function Input({ className, id, ...props }: ComponentProps<'input'>) {
  const field = useFieldControl();
  return (
    <input
      id={id ?? field?.id}
      aria-describedby={props['aria-describedby'] ?? field?.describedBy}
      aria-invalid={props['aria-invalid'] ?? (field?.invalid || undefined)}
      className={cn(controlClasses, 'h-10', className)}
      {...props}
    />
  );
}
