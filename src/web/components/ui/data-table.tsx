import { ChevronLeft, ChevronRight, Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';

export type DataTableColumn<Row> = {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes for both the header and the cells of this column (width, alignment). */
  className?: string;
  /** Marks the column's cell as the row header for screen readers. */
  rowHeader?: boolean;
  /** For a sortable column: how the rows are sorted by it now (the header's aria-sort). */
  sort?: 'ascending' | 'descending' | 'none';
};

export type DataTableProps<Row> = {
  /** Names the table for assistive technology (rendered as its caption). */
  caption: string;
  /** Shows the caption visually; by default it is read by screen readers only. */
  showCaption?: boolean;
  columns: DataTableColumn<Row>[];
  /** The rows of the current page, as returned by the server. */
  rows: Row[];
  getRowId: (row: Row) => string;
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** Total number of rows on the server, across all pages. */
  total: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  emptyTitle?: string;
  emptyDescription?: string;
  emptyIcon?: LucideIcon;
  className?: string;
};

/**
 * A table whose paging happens on the server: it shows one page of rows and asks for another
 * through onPageChange. Skeleton rows while loading, an empty state when there is nothing.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowId,
  page,
  pageSize,
  total,
  onPageChange,
  loading = false,
  emptyTitle,
  emptyDescription,
  emptyIcon = Inbox,
  className,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, page), pages);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  const isEmpty = !loading && rows.length === 0;

  return (
    <div className={cn('overflow-hidden rounded-card border border-border bg-surface', className)}>
      {isEmpty ? (
        <div className="p-4">
          {/* h2 + h3 fit under any page heading without skipping a level. */}
          <h2 className="sr-only">{caption}</h2>
          <EmptyState
            icon={emptyIcon}
            title={emptyTitle ?? t('ui.table.emptyTitle')}
            description={emptyDescription ?? t('ui.table.emptyDescription')}
            headingLevel={3}
            className="border-none"
          />
        </div>
      ) : (
        // A tab stop, so keyboard users can scroll the table when a narrow screen cuts it; a
        // group, not a landmark, so it never competes with the page's own sections.
        // biome-ignore lint/a11y/useSemanticElements: a scroll box, not a form group
        <div
          role="group"
          aria-label={caption}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
          tabIndex={0}
          className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <table className="w-full border-collapse text-sm" aria-busy={loading || undefined}>
            <caption
              className={cn(
                showCaption ? 'px-4 pt-4 text-start font-semibold text-ink' : 'sr-only',
              )}
            >
              {caption}
            </caption>
            <thead className="bg-slate-50 text-ink-muted">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={column.sort}
                    className={cn(
                      'whitespace-nowrap border-border border-b px-4 py-3 text-start font-semibold text-xs uppercase tracking-wide',
                      column.className,
                    )}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loading
                ? Array.from({ length: Math.min(pageSize, 8) }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                    <tr key={index} className="border-border border-b last:border-b-0">
                      {columns.map((column) => (
                        <td key={column.id} className={cn('px-4 py-3', column.className)}>
                          <Skeleton className="h-4 w-full max-w-40" />
                        </td>
                      ))}
                    </tr>
                  ))
                : rows.map((row) => (
                    <tr
                      key={getRowId(row)}
                      className="border-border border-b transition-colors last:border-b-0 hover:bg-slate-50/70"
                    >
                      {columns.map((column) =>
                        column.rowHeader ? (
                          <th
                            key={column.id}
                            scope="row"
                            className={cn(
                              'px-4 py-3 text-start font-medium text-ink',
                              column.className,
                            )}
                          >
                            {column.cell(row)}
                          </th>
                        ) : (
                          <td
                            key={column.id}
                            className={cn('px-4 py-3 text-ink', column.className)}
                          >
                            {column.cell(row)}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
      )}
      {isEmpty && total === 0 ? null : (
        <nav
          aria-label={t('ui.table.pagination', { caption })}
          className="flex flex-wrap items-center justify-between gap-3 border-border border-t px-4 py-3 text-ink-muted text-sm"
        >
          <p role="status">
            {loading ? t('ui.table.loadingRows') : t('ui.table.showing', { from, to, total })}
          </p>
          <div className="flex items-center gap-2">
            <span className="hidden sm:inline">
              {t('ui.table.pageOf', { page: current, pages })}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onPageChange(current - 1)}
              disabled={loading || current <= 1}
              aria-label={t('ui.table.previousPage')}
            >
              <ChevronLeft className="rtl-flip" aria-hidden="true" />
              <span className="hidden sm:inline">{t('ui.table.previous')}</span>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onPageChange(current + 1)}
              disabled={loading || current >= pages}
              aria-label={t('ui.table.nextPage')}
            >
              <span className="hidden sm:inline">{t('ui.table.next')}</span>
              <ChevronRight className="rtl-flip" aria-hidden="true" />
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}
