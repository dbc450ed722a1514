// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import '@/i18n/databaseTools';
import type { DatabaseCheck } from '@common/contracts/database-tools';
import { useMutation } from '@tanstack/react-query';
import { Activity, CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { runDatabaseTest } from '@/features/database-tools/api';
import { formatMs } from '@/features/database-tools/format';
import { WholeTable } from '@/features/database-tools/whole-table';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Runs the database checks on demand and shows each with its result and time. */
export function Component() {
  const { t, i18n } = useTranslation('databaseTools');
  useDocumentTitle(t('test.pageTitle'));
  const lang = i18n.language;
  const run = useMutation({ mutationFn: runDatabaseTest });
  const result = run.data;
  const failed = result ? result.checks.filter((c) => !c.ok).length : 0;

  return (
    <>
      <PageHeader title={t('test.title')} description={t('test.subtitle')}>
        <Button onClick={() => run.mutate()} loading={run.isPending} className="shrink-0">
          <Activity aria-hidden="true" />
          {result ? t('test.runAgain') : t('test.run')}
        </Button>
      </PageHeader>

      {run.isError ? (
        <FormAlert>{`${t('test.failed')}${errorMessage(run.error, '')}`}</FormAlert>
      ) : null}

      {!result ? (
        run.isPending || run.isError ? null : (
          <p className="rounded-card border border-border border-dashed bg-surface p-6 text-ink-muted">
            {t('test.intro')}
          </p>
        )
      ) : (
        <div className="grid gap-6">
          <div
            role="status"
            className={
              result.ok
                ? 'flex items-center gap-3 rounded-card border border-emerald-200 bg-emerald-50 p-4 text-emerald-900'
                : 'flex items-center gap-3 rounded-card border border-red-200 bg-red-50 p-4 text-red-900'
            }
          >
            {result.ok ? (
              <CheckCircle2 className="size-6 shrink-0" aria-hidden="true" />
            ) : (
              <XCircle className="size-6 shrink-0" aria-hidden="true" />
            )}
            <div className="min-w-0">
              <p className="font-semibold">
                {result.ok
                  ? t('test.summaryOk', { count: result.checks.length })
                  : t('test.summaryFailed', { failed, count: result.checks.length })}
              </p>
              <p className="text-sm opacity-80">
                {t('test.ranAt', {
                  time: formatDateTime(result.ranAt, lang),
                  ms: formatMs(result.durationMs, lang),
                })}
              </p>
            </div>
          </div>

          <Card>
            <CardHeader>
              <CardTitle level={2}>{t('test.facts')}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
                <Fact label={t('test.driverLabel')} value={t(`driver.${result.driver}`)} />
                <Fact
                  label={t('test.versionLabel')}
                  value={result.serverVersion ?? t('test.unknown')}
                />
                <Fact
                  label={t('test.p50')}
                  value={result.latency ? formatMs(result.latency.p50, lang) : t('test.unknown')}
                  hint={
                    result.latency
                      ? t('test.samples', { count: result.latency.samples })
                      : undefined
                  }
                />
                <Fact
                  label={t('test.p95')}
                  value={result.latency ? formatMs(result.latency.p95, lang) : t('test.unknown')}
                />
                <div className="min-w-0">
                  <dt className="text-ink-muted text-sm">{t('test.extensionsLabel')}</dt>
                  <dd className="mt-1 flex flex-wrap gap-1">
                    {result.extensions.map((e) => (
                      <Badge key={e.name} variant={e.installed ? 'success' : 'danger'}>
                        {e.installed
                          ? t('test.installed', { name: e.name, version: e.version ?? '' })
                          : t('test.missing', { name: e.name })}
                      </Badge>
                    ))}
                  </dd>
                </div>
              </dl>
            </CardContent>
          </Card>

          <section aria-labelledby="database-checks" className="grid gap-3">
            <h2 id="database-checks" className="font-semibold text-ink text-lg">
              {t('test.checksTitle')}
            </h2>
            <WholeTable<DatabaseCheck>
              caption={t('test.caption')}
              rows={result.checks}
              getRowId={(c) => c.id}
              columns={[
                {
                  id: 'check',
                  header: t('test.check'),
                  rowHeader: true,
                  cell: (c) => t(`test.checks.${c.id}`),
                },
                {
                  id: 'result',
                  header: t('test.result'),
                  cell: (c) => (
                    <Badge variant={c.ok ? 'success' : 'danger'}>
                      {c.ok ? t('test.pass') : t('test.fail')}
                    </Badge>
                  ),
                },
                {
                  id: 'time',
                  header: t('test.time'),
                  cell: (c) => formatMs(c.durationMs, lang),
                  className: 'whitespace-nowrap text-end tabular-nums',
                },
                {
                  id: 'detail',
                  header: t('test.detail'),
                  cell: (c) => <span className="break-words text-ink-muted">{c.detail ?? ''}</span>,
                  className: 'min-w-48',
                },
              ]}
            />
          </section>
        </div>
      )}
    </>
  );
}

function Fact({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-muted text-sm">{label}</dt>
      <dd className="mt-1 break-words font-semibold text-ink">{value}</dd>
      {hint ? <dd className="text-ink-muted text-xs">{hint}</dd> : null}
    </div>
  );
}
