import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type EmptyStateProps = {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
};

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  headingLevel = 3,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-card border border-slate-300 border-dashed bg-surface/60 px-6 py-10 text-center',
        className,
      )}
    >
      {Icon ? (
        <span className="grid size-12 place-items-center rounded-full bg-primary-50 text-primary-700">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      ) : null}
      <div className="grid max-w-md gap-1">
        <Heading className="font-semibold text-base text-ink">{title}</Heading>
        {description ? <p className="text-ink-muted text-sm">{description}</p> : null}
      </div>
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
