import '@/i18n/generation';
import {
  ACTIVE_GENERATION_STATUSES,
  GENERATION_STATUSES,
  type GenerationJobRow,
  type GenerationStatus,
} from '@common/contracts/generation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Info, Sparkles } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import {
  type GenerationJobListParams,
  generationJobListQueryKey,
  generationSettingsQueryKey,
  getGenerationJobs,
  getGenerationSettings,
} from '@/features/generation/api';
import { GenerationJobView } from '@/features/generation/job-detail';
import { GenerationJobForm } from '@/features/generation/job-form';
import { GenerationProgress, GenerationStatusBadge } from '@/features/generation/job-status';
import { GenerationSettingsForm } from '@/features/generation/settings-form';
import { getSubjects, subjectsQueryKey } from '@/features/subjects/api';
import { formatCount, formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

const ALL = 'all';
const PAGE_SIZE = 20;
const POLL_MS = 2_000;

/** The list's filters and the open job live in the address, so a view can be reloaded. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const query: GenerationJobListParams = {
    search: params.get('search') ?? undefined,
    status: GENERATION_STATUSES.includes(status as GenerationStatus)
      ? (status as GenerationStatus)
      : undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
  };
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '' || value === 1) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setParams],
  );
  return { query, open: params.get('job'), update };
}

/** Administrators' LLM question generation: start jobs, follow them, review what they kept. */
export function Component() {
  const { t } = useTranslation('generation');
  useDocumentTitle(t('pageTitle'));
  const { query, open, update } = useListState();
  const settings = useQuery({
    queryKey: generationSettingsQueryKey,
    queryFn: getGenerationSettings,
  });
  const subjects = useQuery({ queryKey: subjectsQueryKey, queryFn: getSubjects });

  if (open) {
    return <GenerationJobView id={open} onBack={() => update({ job: undefined })} />;
  }
  return (
    <div className="grid gap-6">
      <PageHeader title={t('pageTitle')} description={t('description')} />
      {settings.data && !settings.data.configured ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-sm"
        >
          <Info className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
          <div className="grid gap-1">
            <h2 className="font-semibold text-ink">{t('noProvider.title')}</h2>
            <p className="text-ink-muted">{t('noProvider.text')}</p>
          </div>
        </div>
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {subjects.data ? (
          <GenerationJobForm
            subjects={subjects.data.subjects}
            onStarted={(id) => update({ job: id })}
          />
        ) : (
          <Skeleton className="h-80" />
        )}
        {settings.data ? (
          <GenerationSettingsForm settings={settings.data} />
        ) : (
          <Skeleton className="h-80" />
        )}
      </div>
      <JobList query={query} update={update} />
    </div>
  );
}

function JobList({
  query,
  update,
}: {
  query: GenerationJobListParams;
  update: (changes: Record<string, string | number | undefined>) => void;
}) {
  const { t, i18n } = useTranslation('generation');
  const jobs = useQuery({
    queryKey: generationJobListQueryKey(query),
    queryFn: () => getGenerationJobs(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.items.some((job) => ACTIVE_GENERATION_STATUSES.includes(job.status))
        ? POLL_MS
        : false,
  });
  const language = i18n.language;
  const columns = useMemo<DataTableColumn<GenerationJobRow>[]>(
    () => [
      {
        id: 'topic',
        header: t('jobs.colTopic'),
        rowHeader: true,
        cell: (job) => (
          <div className="grid min-w-0">
            <span className="font-medium text-ink">{job.topic.name}</span>
            <span className="text-ink-muted text-xs">
              {job.subject.name} · {t(`difficulty.${job.difficulty}`)}
            </span>
          </div>
        ),
      },
      {
        id: 'status',
        header: t('jobs.colStatus'),
        cell: (job) => (
          <div className="grid gap-1">
            <GenerationStatusBadge status={job.status} />
            {job.error ? (
              <span className="max-w-64 text-danger text-xs" title={job.error}>
                {job.error}
              </span>
            ) : null}
          </div>
        ),
      },
      {
        id: 'progress',
        header: t('jobs.colProgress'),
        cell: (job) => <GenerationProgress done={job.done} count={job.count} />,
      },
      {
        id: 'result',
        header: t('jobs.colResult'),
        cell: (job) => t('jobs.result', { kept: job.keptCount, rejected: job.rejectedCount }),
      },
      {
        id: 'tokens',
        header: t('jobs.colTokens'),
        className: 'text-end tabular-nums',
        cell: (job) => formatCount(job.usage.totalTokens, language),
      },
      {
        id: 'created',
        header: t('jobs.colCreated'),
        cell: (job) => (
          <div className="grid text-xs">
            <span>{formatDateTime(job.createdAt, language)}</span>
            {job.requestedBy ? <span className="text-ink-muted">{job.requestedBy}</span> : null}
          </div>
        ),
      },
      {
        id: 'view',
        header: <span className="sr-only">{t('jobs.view')}</span>,
        className: 'text-end',
        cell: (job) => (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => update({ job: job.id })}
            aria-label={t('jobs.viewJob', { topic: job.topic.name })}
          >
            {t('jobs.view')}
          </Button>
        ),
      },
    ],
    [t, language, update],
  );

  return (
    // min-w-0: a wide table scrolls inside the card instead of widening the page.
    <Card className="min-w-0">
      <CardHeader className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <CardTitle level={2}>{t('jobs.title')}</CardTitle>
        <div className="flex flex-col gap-2 sm:flex-row">
          <SearchInput
            value={query.search ?? ''}
            onSearch={(search) => update({ search, page: undefined })}
            label={t('jobs.search')}
            placeholder={t('jobs.searchPlaceholder')}
            className="sm:w-80"
          />
          <Select
            aria-label={t('jobs.statusFilter')}
            className="sm:w-44"
            value={query.status ?? ALL}
            onValueChange={(value) =>
              update({ status: value === ALL ? undefined : value, page: undefined })
            }
            options={[
              { value: ALL, label: t('jobs.allStatuses') },
              ...GENERATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
          />
        </div>
      </CardHeader>
      <CardContent>
        <DataTable
          caption={t('jobs.caption')}
          columns={columns}
          rows={jobs.data?.items ?? []}
          getRowId={(job) => job.id}
          page={query.page ?? 1}
          pageSize={PAGE_SIZE}
          total={jobs.data?.total ?? 0}
          onPageChange={(page) => update({ page })}
          loading={jobs.isPending}
          emptyTitle={t('jobs.empty')}
          emptyDescription={t('jobs.emptyText')}
          emptyIcon={Sparkles}
        />
      </CardContent>
    </Card>
  );
}
