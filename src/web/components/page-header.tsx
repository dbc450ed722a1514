import type { ReactNode } from 'react';

/** Heading block at the top of an area page. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-balance font-bold text-2xl text-ink tracking-tight sm:text-3xl">
          {title}
        </h1>
        {description ? <p className="mt-1.5 text-ink-muted">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}
