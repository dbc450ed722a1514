import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export type ChartTable = {
  /** Column headers; the first column holds each row's name. */
  columns: string[];
  rows: { key: string; cells: (string | number)[] }[];
};

export type LegendItem = { label: string; swatchClassName: string };

type ChartFrameProps = {
  title: string;
  description?: string;
  headingLevel?: 2 | 3;
  legend?: LegendItem[];
  /** The numbers behind the chart, as a table for screen readers. */
  table: ChartTable;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A chart's card: title, description, legend, the drawing (an SVG with role="img" and a
 * summary in aria-label) and the same numbers as a table that screen readers read instead.
 */
export function ChartFrame({
  title,
  description,
  headingLevel = 2,
  legend,
  table,
  emptyText,
  className,
  children,
}: ChartFrameProps) {
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle level={headingLevel}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {emptyText ? (
          <p className="rounded-lg bg-slate-50 px-4 py-8 text-center text-ink-muted text-sm">
            {emptyText}
          </p>
        ) : (
          <>
            {legend?.length ? (
              <ul
                className="flex flex-wrap gap-x-4 gap-y-1 text-ink-muted text-xs"
                aria-hidden="true"
              >
                {legend.map((item) => (
                  <li key={item.label} className="inline-flex items-center gap-1.5">
                    <span className={cn('size-3 rounded-sm', item.swatchClassName)} />
                    {item.label}
                  </li>
                ))}
              </ul>
            ) : null}
            <figure className="m-0 min-w-0">{children}</figure>
            {/* A table ignores width: 1px, so the wrapper hides it. */}
            <div className="sr-only">
              <table>
                <caption>{title}</caption>
                <thead>
                  <tr>
                    {table.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.key}>
                      {row.cells.map((cell, i) =>
                        i === 0 ? (
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row are positional
                          <th key={i} scope="row">
                            {cell}
                          </th>
                        ) : (
                          // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row are positional
                          <td key={i}>{cell}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
