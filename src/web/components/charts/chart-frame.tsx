import { TableIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { CsvDownloadButton } from '../csv-download-button';

export type ChartTable = {
  /** Column headers; the first column holds each row's name. */
  columns: string[];
  rows: { key: string; cells: (string | number)[] }[];
};

export type LegendItem = {
  label: string;
  /** CSS colour of the swatch, e.g. 'var(--color-primary-600)'. */
  color: string;
  /** A square for bars, a short line for lines. */
  kind?: 'bar' | 'line';
};

/** What every chart hands on to its frame. */
export type ChartFrameOptions = {
  title: string;
  description?: string;
  headingLevel?: 2 | 3;
  className?: string;
  /**
   * The id of a visible table elsewhere on the page that holds the chart's numbers. The frame
   * then draws neither its own table nor the "Show table" button (screen readers would hear the
   * numbers twice); each chart points its drawing's aria-describedby at that table.
   */
  tableId?: string;
  /** When set, a button downloads the chart's table as `<csvName>.csv`. */
  csvName?: string;
};

export type ChartFrameProps = ChartFrameOptions & {
  legend?: LegendItem[];
  /**
   * The numbers behind the chart: always read by screen readers, shown on demand (not drawn when
   * `tableId` names a table elsewhere).
   */
  table: ChartTable;
  /** Shown instead of the chart and the table when there is nothing to draw. */
  emptyText?: string;
  children: ReactNode;
};

/**
 * A chart's card: title, description, legend, the drawing (an SVG with role="img" and a summary
 * in aria-label) and the same numbers as a table. The table is always in the page for screen
 * readers; a button shows it to everyone else. With `tableId` the page shows the table itself.
 */
export function ChartFrame({
  title,
  description,
  headingLevel = 2,
  legend,
  table,
  tableId,
  emptyText,
  className,
  csvName,
  children,
}: ChartFrameProps) {
  const { t } = useTranslation();
  const [tableShown, setTableShown] = useState(false);
  const ownTableId = useId();

  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader className={csvName ? 'flex flex-row flex-wrap items-start gap-2' : undefined}>
        <div className="grid min-w-0 flex-1 gap-1">
          <CardTitle level={headingLevel}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {csvName && !emptyText ? (
          <CsvDownloadButton
            filename={csvName}
            label={t('ui.csv.downloadNamed', { name: title })}
            rows={() => [table.columns, ...table.rows.map((row) => row.cells)]}
          />
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {emptyText ? (
          <p className="rounded-lg bg-slate-50 px-4 py-10 text-center text-ink-muted text-sm">
            {emptyText}
          </p>
        ) : (
          <>
            {legend?.length ? (
              <ul
                className="flex flex-wrap gap-x-5 gap-y-1.5 text-ink-muted text-xs"
                aria-label={t('ui.chart.legend')}
              >
                {legend.map((item) => (
                  <li key={item.label} className="inline-flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className={cn(
                        'inline-block shrink-0',
                        item.kind === 'line' ? 'h-0.5 w-4 rounded-full' : 'size-3 rounded-sm',
                      )}
                      style={{ backgroundColor: item.color }}
                    />
                    {item.label}
                  </li>
                ))}
              </ul>
            ) : null}
            <figure className="m-0 min-w-0">{children}</figure>
            {tableId ? null : (
              <>
                <button
                  type="button"
                  aria-expanded={tableShown}
                  aria-controls={ownTableId}
                  onClick={() => setTableShown((shown) => !shown)}
                  className="-ms-2 inline-flex h-8 items-center gap-1.5 justify-self-start rounded-lg px-2 font-semibold text-primary-700 text-xs transition-colors hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <TableIcon className="size-4" aria-hidden="true" />
                  {tableShown ? t('ui.chart.hideTable') : t('ui.chart.showTable')}
                </button>
                <div
                  id={ownTableId}
                  className={cn(
                    tableShown ? 'overflow-x-auto rounded-lg border border-border' : 'sr-only',
                  )}
                >
                  <ChartDataTable title={title} table={table} />
                </div>
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ChartDataTable({ title, table }: { title: string; table: ChartTable }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{title}</caption>
      <thead className="bg-slate-50">
        <tr>
          {table.columns.map((column, i) => (
            <th
              key={column}
              scope="col"
              className={cn(
                'whitespace-nowrap px-3 py-2 font-semibold text-ink-muted text-xs',
                i === 0 ? 'text-start' : 'text-end',
              )}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.key} className="border-border border-t">
            {row.cells.map((cell, i) =>
              i === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row are positional
                <th key={i} scope="row" className="px-3 py-1.5 text-start font-normal text-ink">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row are positional
                <td key={i} className="px-3 py-1.5 text-end text-ink tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
