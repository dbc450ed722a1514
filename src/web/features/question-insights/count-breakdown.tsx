import type { CountRow } from '@common/contracts/question-insights';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import i18n from '@/i18n';
import { cn } from '@/lib/cn';

/**
 * One breakdown of the bank (by type, by status…): a small table of names and counts, each
 * with a bar proportional to the largest count.
 */
export function CountBreakdown({
  title,
  rows,
  nameLabel,
  countLabel,
  emptyText,
  className,
}: {
  title: string;
  rows: (CountRow & { display: string })[];
  nameLabel: string;
  countLabel: string;
  emptyText?: string;
  className?: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle level={3}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="pt-3 sm:pt-3">
        {rows.length === 0 ? (
          <p className="text-ink-muted text-sm">{emptyText}</p>
        ) : (
          <section
            className="max-h-80 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-primary-600"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
            tabIndex={0}
            aria-label={title}
          >
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{nameLabel}</th>
                  <th scope="col">{countLabel}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="align-top">
                    <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                      <span className="block text-ink">{row.display}</span>
                      {row.group ? (
                        <span className="block text-ink-muted text-xs">{row.group}</span>
                      ) : null}
                      <span
                        className="mt-1 block h-1.5 rounded-full bg-primary-500"
                        style={{ inlineSize: `${(row.count / max) * 100}%` }}
                        aria-hidden="true"
                      />
                    </th>
                    <td className="w-16 py-1.5 text-end font-semibold text-ink tabular-nums">
                      {row.count.toLocaleString(i18n.language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
