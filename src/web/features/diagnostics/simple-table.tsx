import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';

export type SimpleColumn<Row> = {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
};

/**
 * A short, complete list (no paging): the diagnostic shows the latest rows of each kind.
 * Same look as DataTable; scrolls sideways on narrow screens.
 */
export function SimpleTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  emptyTitle,
  emptyHeadingLevel = 3,
  emptyIcon,
}: {
  caption: string;
  columns: SimpleColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  emptyTitle: string;
  /** 3 under a card's h2; 4 under a sub-heading inside the card. */
  emptyHeadingLevel?: 3 | 4;
  emptyIcon?: LucideIcon;
}) {
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={emptyIcon}
        title={emptyTitle}
        headingLevel={emptyHeadingLevel}
        className="border-border py-6"
      />
    );
  }
  return (
    // A tab stop, so keyboard users can scroll the table when a narrow screen cuts it.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={cn(
                  'whitespace-nowrap border-border border-b px-3 py-2 text-start font-semibold text-xs uppercase tracking-wide',
                  column.className,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={getRowId(row)} className="border-border border-b last:border-b-0">
              {columns.map((column) => (
                <td key={column.id} className={cn('px-3 py-2 text-ink', column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
