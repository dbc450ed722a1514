import { Check } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useFieldControl } from './form-field';

/** A checkbox; pair it with a Label (htmlFor = id) or place it inside a FormField. */
export function Checkbox({
  className,
  id,
  ...props
}: ComponentProps<typeof CheckboxPrimitive.Root>) {
  const field = useFieldControl();
  return (
    <CheckboxPrimitive.Root
      id={id ?? field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={cn(
        'peer grid size-5 shrink-0 place-items-center rounded-md border border-slate-400 bg-surface shadow-xs transition-colors hover:border-primary-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger data-[state=checked]:border-primary-700 data-[state=checked]:bg-primary-700 data-[state=checked]:text-white',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
