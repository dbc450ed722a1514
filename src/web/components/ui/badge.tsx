import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs',
  {
    variants: {
      variant: {
        primary: 'bg-primary-100 text-primary-800',
        accent: 'bg-accent-100 text-accent-800',
        neutral: 'bg-slate-100 text-slate-700',
        success: 'bg-emerald-100 text-emerald-800',
        danger: 'bg-red-100 text-red-800',
        outline: 'border border-border text-ink-muted',
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
