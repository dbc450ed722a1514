import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useFieldControl } from './form-field';
import { controlClasses } from './input';

/** Multi-line text; inside a FormField it takes the field's id, description and invalid state. */
export function Textarea({ className, id, ...props }: ComponentProps<'textarea'>) {
  const field = useFieldControl();
  return (
    <textarea
      id={id ?? field?.id}
      aria-describedby={props['aria-describedby'] ?? field?.describedBy}
      aria-invalid={props['aria-invalid'] ?? (field?.invalid || undefined)}
      className={cn(controlClasses, 'min-h-20 py-2', className)}
      {...props}
    />
  );
}
