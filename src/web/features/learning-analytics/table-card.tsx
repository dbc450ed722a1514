import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export type TableCardColumn = {
  header: string;
  /** Numbers align to the end. */
  numeric?: boolean;
  className?: string;
};

export type TableCardRow = {
  key: string;
  cells: ReactNode[];
  /** The same row as plain values for the CSV file. */
  csv: (string | number | null)[];
};

/**
 * A titled table of figures with a CSV download of the same rows; the first cell of each row is
 * its header. The table scrolls sideways on narrow screens (a keyboard-reachable group).
 */
export function TableCard({
  title,
  description,
  csvName,
  columns,
  rows,
  emptyText,
  footer,
  className,
}: {
  title: string;
  description?: ReactNode;
  csvName: string;
  columns: TableCardColumn[];
  rows: TableCardRow[];
  emptyText: string;
  footer?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader className="flex flex-row flex-wrap items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <CardTitle level={2}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {rows.length > 0 ? (
          <CsvDownloadButton
            filename={csvName}
            label={t('ui.csv.downloadNamed', { name: title })}
            rows={() => [columns.map((c) => c.header), ...rows.map((r) => r.csv)]}
          />
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {rows.length === 0 ? (
          <p className="rounded-lg bg-slate-50 px-4 py-10 text-center text-ink-muted text-sm">
            {emptyText}
          </p>
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: a scroll box, not a form group
          <div
            role="group"
            aria-label={title}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be keyboard-reachable
            tabIndex={0}
            className="relative overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="bg-slate-50">
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.header}
                      scope="col"
                      className={cn(
                        'whitespace-nowrap px-3 py-2 font-semibold text-ink-muted text-xs',
                        column.numeric ? 'text-end' : 'text-start',
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
                  <tr key={row.key} className="border-border border-t align-top">
                    {row.cells.map((cell, i) => {
                      const column = columns[i];
                      const classes = cn(
                        'px-3 py-2 text-ink',
                        column?.numeric ? 'text-end tabular-nums whitespace-nowrap' : 'text-start',
                        column?.className,
                      );
                      return i === 0 ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row are positional
                        <th key={i} scope="row" className={cn(classes, 'font-normal')}>
                          {cell}
                        </th>
                      ) : (
                        // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row are positional
                        <td key={i} className={classes}>
                          {cell}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
