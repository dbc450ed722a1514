// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import '@/i18n/databaseTools';
import {
  MIGRATE_CONFIRMATION,
  type MigrationItem,
  type SeedResult,
} from '@common/contracts/database-tools';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DatabaseZap, PackagePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TypedConfirmation } from '@/components/typed-confirmation';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  applyMigrations,
  getMigrations,
  loadReferenceData,
  migrationsQueryKey,
} from '@/features/database-tools/api';
import { formatMs } from '@/features/database-tools/format';
import { WholeTable } from '@/features/database-tools/whole-table';
import { errorMessage } from '@/lib/api';
import { formatCount, formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Migrations applied and pending, apply them (typed confirmation), reload the reference data. */
export function Component() {
  const { t, i18n } = useTranslation('databaseTools');
  useDocumentTitle(t('setup.pageTitle'));
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: migrationsQueryKey, queryFn: getMigrations });
  const [confirming, setConfirming] = useState(false);
  const [word, setWord] = useState('');
  const [seed, setSeed] = useState<SeedResult | null>(null);
  const [seedConfirming, setSeedConfirming] = useState(false);

  const apply = useMutation({
    mutationFn: () => applyMigrations({ confirmation: word }),
    onSuccess: (result) => {
      queryClient.setQueryData(migrationsQueryKey, result.status);
      setConfirming(false);
      toast.success(
        t('setup.appliedDone', {
          count: result.applied.length,
          ms: formatMs(result.durationMs, lang),
        }),
      );
    },
    onError: (error) => toast.error(`${t('setup.applyFailed')}${errorMessage(error, '')}`),
  });
  const reload = useMutation({
    mutationFn: loadReferenceData,
    onMutate: () => setSeed(null),
    onSuccess: (result) => {
      setSeed(result);
      setSeedConfirming(false);
      toast.success(t('setup.seedDone', { count: result.total }));
    },
    onError: (error) => {
      setSeedConfirming(false);
      toast.error(`${t('setup.seedFailed')}${errorMessage(error, '')}`);
    },
  });

  const data = status.data;
  const pending = data?.pending ?? 0;

  return (
    <>
      <PageHeader title={t('setup.title')} description={t('setup.subtitle')} />
      <div className="grid gap-6">
        <Card>
          <CardHeader className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0">
              <CardTitle level={2}>{t('setup.migrationsTitle')}</CardTitle>
              <CardDescription>{t('setup.migrationsText')}</CardDescription>
            </div>
            <Button
              onClick={() => {
                setWord('');
                apply.reset();
                setConfirming(true);
              }}
              disabled={!pending}
            >
              <DatabaseZap aria-hidden="true" />
              {t('setup.apply')}
            </Button>
          </CardHeader>
          <CardContent className="grid gap-4">
            {status.isError ? (
              <FormAlert>{errorMessage(status.error, t('setup.loadFailed'))}</FormAlert>
            ) : !data ? (
              <Skeleton className="h-6 w-64" />
            ) : (
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Badge variant="neutral">{t(`driver.${data.driver}`)}</Badge>
                <Badge variant="success">
                  {t('setup.summaryApplied', { count: data.applied })}
                </Badge>
                <Badge variant={pending ? 'accent' : 'neutral'}>
                  {t('setup.summaryPending', { count: pending })}
                </Badge>
                <span className="text-ink-muted" role="status">
                  {pending ? t('setup.pendingNotice', { count: pending }) : t('setup.upToDate')}
                  {data.lastAppliedAt
                    ? ` ${t('setup.lastApplied', { date: formatDateTime(data.lastAppliedAt, lang) })}`
                    : ''}
                </span>
              </div>
            )}
            {status.isError ? null : (
              <WholeTable<MigrationItem>
                caption={t('setup.caption')}
                loading={status.isPending}
                rows={data?.migrations ?? []}
                getRowId={(m) => m.tag}
                columns={[
                  {
                    id: 'index',
                    header: t('setup.number'),
                    cell: (m) => formatCount(m.index, lang),
                    className: 'w-12 tabular-nums',
                  },
                  {
                    id: 'name',
                    header: t('setup.name'),
                    rowHeader: true,
                    cell: (m) => (
                      <span className="whitespace-nowrap font-mono text-xs">{m.tag}</span>
                    ),
                  },
                  {
                    id: 'date',
                    header: t('setup.date'),
                    cell: (m) => formatDateTime(m.createdAt, lang),
                    className: 'whitespace-nowrap',
                  },
                  {
                    id: 'status',
                    header: t('setup.status'),
                    cell: (m) => (
                      <span className="flex flex-wrap gap-1">
                        <Badge variant={m.state === 'applied' ? 'success' : 'accent'}>
                          {t(`setup.${m.state}`)}
                        </Badge>
                        {m.changed ? <Badge variant="danger">{t('setup.changed')}</Badge> : null}
                      </span>
                    ),
                  },
                ]}
              />
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0 max-w-prose">
              <CardTitle level={2}>{t('setup.seedTitle')}</CardTitle>
              <CardDescription>{t('setup.seedText')}</CardDescription>
            </div>
            <Button
              variant="secondary"
              onClick={() => setSeedConfirming(true)}
              loading={reload.isPending}
            >
              <PackagePlus aria-hidden="true" />
              {t('setup.seed')}
            </Button>
          </CardHeader>
          {seed ? (
            <CardContent className="grid gap-3">
              <p role="status" className="font-medium text-ink">
                {t('setup.seedDone', { count: seed.total })}
              </p>
              <WholeTable
                caption={t('setup.seedCaption')}
                rows={seed.inserted}
                getRowId={(r) => r.table}
                columns={[
                  {
                    id: 'table',
                    header: t('setup.table'),
                    rowHeader: true,
                    cell: (r) => <span className="font-mono text-xs">{r.table}</span>,
                  },
                  {
                    id: 'before',
                    header: t('setup.before'),
                    cell: (r) => formatCount(r.before, lang),
                    className: 'text-end tabular-nums',
                  },
                  {
                    id: 'inserted',
                    header: t('setup.inserted'),
                    cell: (r) => formatCount(r.inserted, lang),
                    className: 'text-end tabular-nums',
                  },
                ]}
              />
            </CardContent>
          ) : null}
        </Card>
      </div>

      <Dialog
        open={seedConfirming}
        onOpenChange={(open) => !reload.isPending && setSeedConfirming(open)}
      >
        <DialogContent role="alertdialog" className="max-w-md">
          <DialogHeader>
            <DialogTitle>{t('setup.seedConfirmTitle')}</DialogTitle>
            <DialogDescription>{t('setup.seedConfirmText')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button
              variant="secondary"
              onClick={() => setSeedConfirming(false)}
              disabled={reload.isPending}
            >
              {t('setup.cancel')}
            </Button>
            <Button onClick={() => reload.mutate()} loading={reload.isPending}>
              {t('setup.seed')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={confirming} onOpenChange={(open) => !apply.isPending && setConfirming(open)}>
        <DialogContent role="alertdialog" className="max-w-md">
          <DialogHeader>
            <DialogTitle>{t('setup.applyTitle')}</DialogTitle>
            <DialogDescription>
              {t('setup.applyText', { count: pending, word: MIGRATE_CONFIRMATION })}
            </DialogDescription>
          </DialogHeader>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (word.trim() === MIGRATE_CONFIRMATION) apply.mutate();
            }}
          >
            <TypedConfirmation
              expected={MIGRATE_CONFIRMATION}
              label={t('setup.confirmLabel')}
              value={word}
              onChange={setWord}
              cancelLabel={t('setup.cancel')}
              confirmLabel={t('setup.confirm')}
              onCancel={() => setConfirming(false)}
              pending={apply.isPending}
            />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
