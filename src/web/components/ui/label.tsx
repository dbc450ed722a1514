import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: htmlFor is passed by the caller
    <label className={cn('font-medium text-ink text-sm leading-none', className)} {...props} />
  );
}
