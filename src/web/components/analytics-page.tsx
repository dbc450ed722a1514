import type { ResolvedPeriod } from '@common/contracts/analytics-period';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type FigureColumns, FigureGridSkeleton } from '@/components/figure-card';
import { PageHeader } from '@/components/page-header';
import { PeriodBar } from '@/components/period-bar';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type PeriodState, usePeriod } from '@/lib/use-period';

type AnalyticsPageProps<T extends { period: ResolvedPeriod }> = {
  title: string;
  description: ReactNode;
  /** 1: the page's own header; 2: a section of a larger page (the dashboard). */
  headingLevel?: 1 | 2;
  /** The query of the figures of a period: its cache key and how it is fetched. */
  queryKey: (period: PeriodState) => QueryKey;
  queryFn: (period: PeriodState) => Promise<T>;
  /** How many figure cards the answer opens with: their placeholders show while it loads. */
  figures: FigureColumns;
  /** Shown whatever the query's state, under the period (what the figures count). */
  intro?: ReactNode;
  className?: string;
  children: (data: T) => ReactNode;
};

/**
 * The frame of every admin analytics view: its heading, the period filter (kept in the address)
 * with the days the answer covers, an alert with a retry when the figures cannot be loaded,
 * placeholders shaped like the figures while they load, then the view itself with the data. The
 * last answer stays on screen while the next period loads, so the view does not flash.
 */
export function AnalyticsPage<T extends { period: ResolvedPeriod }>({
  title,
  description,
  headingLevel = 1,
  queryKey,
  queryFn,
  figures,
  intro,
  className,
  children,
}: AnalyticsPageProps<T>) {
  const headingId = useId();
  const [period, setPeriod] = usePeriod();
  const query = useQuery({
    queryKey: queryKey(period),
    queryFn: () => queryFn(period),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const body = (
    <>
      <PeriodBar value={period} onChange={setPeriod} period={data?.period} />
      {intro}
      {query.isError ? <LoadFailed error={query.error} onRetry={() => query.refetch()} /> : null}
      {data ? (
        children(data)
      ) : query.isPending ? (
        <>
          <FigureGridSkeleton columns={figures} />
          <Skeleton className="h-72 rounded-card" />
        </>
      ) : null}
    </>
  );

  if (headingLevel === 2) {
    return (
      <section aria-labelledby={headingId} className={cn('grid gap-4', className)}>
        <div className="grid gap-1">
          <h2 id={headingId} className="font-semibold text-ink text-xl">
            {title}
          </h2>
          <p className="text-ink-muted text-sm">{description}</p>
        </div>
        {body}
      </section>
    );
  }
  return (
    <>
      <DocumentTitle title={title} />
      <PageHeader title={title} description={description} />
      <div className={cn('grid gap-6', className)}>{body}</div>
    </>
  );
}

/** Names the browser tab after a page (not after a section of one). */
function DocumentTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  // The server's reason when it refuses the period (too long…); other failures need no detail.
  const reason = isApiError(error, 400) ? error.message : '';
  return (
    <FormAlert>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap gap-x-2">
          <span>{t('ui.period.loadFailed')}</span>
          {reason ? <span>{reason}</span> : null}
        </p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('ui.period.retry')}
        </Button>
      </div>
    </FormAlert>
  );
}
