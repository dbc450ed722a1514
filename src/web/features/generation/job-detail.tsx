import { ACTIVE_GENERATION_STATUSES, type GenerationJobDetail } from '@common/contracts/generation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Square } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { RichText } from '@/components/rich-text';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { formatCount, formatDateTime } from '@/lib/format';
import { paths } from '@/paths';
import {
  cancelGenerationJob,
  generationJobQueryKey,
  generationJobsQueryKey,
  getGenerationJob,
} from './api';
import { GenerationProgress, GenerationStatusBadge } from './job-status';

/** Polls while the job has work ahead of it. */
const POLL_MS = 2_000;
const isActive = (job: GenerationJobDetail | undefined) =>
  job ? ACTIVE_GENERATION_STATUSES.includes(job.status) : false;

/** One job: progress while it runs, then the kept items to review and the rejected ones. */
export function GenerationJobView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('generation');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const job = useQuery({
    queryKey: generationJobQueryKey(id),
    queryFn: () => getGenerationJob(id),
    refetchInterval: (query) => (isActive(query.state.data) ? POLL_MS : false),
  });
  const cancel = useMutation({
    mutationFn: () => cancelGenerationJob(id),
    onSuccess: async (next) => {
      toast.success(t('detail.cancelled'));
      setConfirming(false);
      queryClient.setQueryData(generationJobQueryKey(id), next);
      await queryClient.invalidateQueries({ queryKey: generationJobsQueryKey });
    },
    onError: async (error) => {
      setConfirming(false);
      toast.error(errorMessage(error, t('detail.cancelFailed')));
      await queryClient.invalidateQueries({ queryKey: generationJobQueryKey(id) });
    },
  });

  const back = (
    <Button variant="ghost" onClick={onBack} className="mb-4">
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      {t('detail.back')}
    </Button>
  );
  if (job.isPending) {
    return (
      <div>
        {back}
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (job.isError) {
    return (
      <div>
        {back}
        <FormAlert>{errorMessage(job.error, t('detail.loadFailed'))}</FormAlert>
      </div>
    );
  }
  const data = job.data;
  const language = i18n.language;
  return (
    <div className="grid gap-6">
      <div>
        {back}
        <PageHeader
          title={t('detail.title', { subject: data.subject.name, topic: data.topic.name })}
        >
          {isActive(data) ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <Square className="size-4" aria-hidden="true" />
              {t('detail.cancel')}
            </Button>
          ) : null}
        </PageHeader>
      </div>
      <Card>
        <CardHeader className="flex flex-wrap items-center gap-3">
          <GenerationStatusBadge status={data.status} />
          <GenerationProgress done={data.done} count={data.count} />
        </CardHeader>
        <CardContent className="grid gap-4">
          {data.error ? (
            <FormAlert>
              <span className="font-semibold">{t('detail.error')}: </span>
              {data.error}
            </FormAlert>
          ) : null}
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <Fact term={t('detail.difficulty')} value={t(`difficulty.${data.difficulty}`)} />
            <Fact term={t('detail.model')} value={data.model ?? '—'} />
            <Fact term={t('detail.requestedBy')} value={data.requestedBy ?? '—'} />
            <Fact
              term={t('detail.tokens')}
              value={t('detail.tokensValue', {
                total: formatCount(data.usage.totalTokens, language),
                input: formatCount(data.usage.inputTokens, language),
                output: formatCount(data.usage.outputTokens, language),
              })}
            />
            <Fact term={t('detail.created')} value={formatDateTime(data.createdAt, language)} />
            <Fact
              term={t('detail.finished')}
              value={data.finishedAt ? formatDateTime(data.finishedAt, language) : '—'}
            />
          </dl>
          {data.sourceText ? (
            <details className="rounded-lg border border-border p-3 text-sm">
              <summary className="cursor-pointer font-medium">{t('detail.sourceText')}</summary>
              <p className="mt-2 whitespace-pre-wrap text-ink-muted">{data.sourceText}</p>
            </details>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('detail.kept', { count: data.kept.length })}</CardTitle>
          <CardDescription>{t('detail.keptHint')}</CardDescription>
        </CardHeader>
        <CardContent>
          {data.kept.length ? (
            <ul className="grid gap-2">
              {data.kept.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0 text-sm">
                    {item.stem === null ? (
                      <span className="text-ink-muted">{t('detail.deleted')}</span>
                    ) : (
                      <RichText text={item.stem} />
                    )}
                  </div>
                  {item.stem !== null ? (
                    <Button
                      asChild
                      variant="secondary"
                      size="sm"
                      className="shrink-0 self-start sm:self-auto"
                    >
                      <Link to={paths.admin.questionEdit.href({ id: item.id })}>
                        <ExternalLink className="size-4" aria-hidden="true" />
                        {t('detail.review')}
                      </Link>
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-muted text-sm">{t('detail.noneKept')}</p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('detail.rejected', { count: data.rejected.length })}</CardTitle>
        </CardHeader>
        <CardContent>
          {data.rejected.length ? (
            <ul className="grid gap-2">
              {data.rejected.map((item, index) => (
                <li
                  // Rejected items have no id; their order in the job is stable.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={index}
                  className="grid gap-1 rounded-lg border border-red-200 bg-danger-soft/40 p-3 text-sm"
                >
                  <span className="min-w-0 break-words">{item.stem}</span>
                  <span className="font-medium text-danger">
                    {t('detail.reason')}: {item.reason}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-muted text-sm">{t('detail.noneRejected')}</p>
          )}
        </CardContent>
      </Card>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('detail.confirmTitle')}
        description={t('detail.confirmText')}
        confirmLabel={t('detail.confirm')}
        cancelLabel={t('detail.keepRunning')}
        onConfirm={() => cancel.mutate()}
        pending={cancel.isPending}
      />
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-muted text-xs">{term}</dt>
      <dd className="break-words font-medium text-ink">{value}</dd>
    </div>
  );
}
