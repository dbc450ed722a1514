import '@/i18n/account';
import type { ActiveSession } from '@common/contracts/sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Activity,
  Globe,
  MapPin,
  MonitorSmartphone,
  MoreHorizontal,
  RefreshCw,
  Trash2,
  Users,
  UserX,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { StatCard } from '@/features/dashboard/stat-card';
import {
  activeSessionsQueryKey,
  clearSession,
  clearUserSessions,
  getActiveSessions,
} from '@/features/sessions/api';
import {
  browserAndOs,
  deviceIcon,
  deviceKind,
  fullDateTime,
  relativeTime,
} from '@/features/sessions/device';
import { useDocumentTitle } from '@/lib/use-document-title';

const PAGE_SIZE = 20;

type Pending = { kind: 'session' | 'user'; session: ActiveSession } | null;

const fullName = (session: ActiveSession) =>
  `${session.user.firstName} ${session.user.lastName}`.trim() || session.user.email;

function TopLocations({ locations }: { locations: { location: string; count: number }[] }) {
  const { t } = useTranslation('account');
  const max = Math.max(1, ...locations.map((entry) => entry.count));
  return (
    <Card className="mt-4 p-5">
      <h2 className="mb-3 flex items-center gap-2 font-medium text-ink-muted text-sm">
        <MapPin className="size-4" aria-hidden="true" />
        {t('activeSessions.topLocations')}
      </h2>
      {locations.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('activeSessions.noLocations')}</p>
      ) : (
        <ol className="grid gap-x-8 gap-y-3 sm:grid-cols-[repeat(auto-fill,minmax(14rem,1fr))]">
          {locations.slice(0, 5).map((entry) => (
            <li key={entry.location} className="grid gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="truncate font-medium text-ink">{entry.location}</span>
                <span className="shrink-0 text-ink-muted tabular-nums">
                  {t('activeSessions.sessionsCount', { count: entry.count })}
                </span>
              </div>
              <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-primary-500"
                  style={{ width: `${(entry.count / max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function StatsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-3" aria-busy="true">
      {[0, 1, 2].map((key) => (
        <Card key={key} className="flex items-start gap-4 p-5">
          <Skeleton className="size-11 rounded-xl" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-16" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** /admin/students/active-sessions: who is signed in, with the spec's statistics. */
export function Component() {
  const { t, i18n } = useTranslation(['account', 'common']);
  useDocumentTitle(t('activeSessions.pageTitle'));
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>(null);
  const query = useQuery({ queryKey: activeSessionsQueryKey, queryFn: getActiveSessions });
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const unknown = { browser: t('sessions.unknownBrowser'), os: t('sessions.unknownOs') };

  const clear = useMutation({
    mutationFn: (action: NonNullable<Pending>) =>
      action.kind === 'session'
        ? clearSession(action.session.id)
        : clearUserSessions(action.session.user.id),
    onSuccess: async (_, action) => {
      toast.success(
        action.kind === 'session'
          ? t('activeSessions.cleared')
          : t('activeSessions.userCleared', { name: fullName(action.session) }),
      );
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey });
    },
    onError: (_, action) => {
      setPending(null);
      toast.error(
        action.kind === 'session'
          ? t('activeSessions.clearFailed')
          : t('activeSessions.clearUserFailed'),
      );
    },
  });

  const sessions = query.data?.sessions ?? [];
  const stats = query.data?.stats;
  const pages = Math.max(1, Math.ceil(sessions.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = sessions.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const columns: DataTableColumn<ActiveSession>[] = [
    {
      id: 'user',
      header: t('activeSessions.user'),
      rowHeader: true,
      className: 'min-w-48',
      cell: (session) => (
        <span className="grid gap-0.5">
          <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
            {fullName(session)}
            {session.current ? <Badge variant="success">{t('sessions.thisDevice')}</Badge> : null}
          </span>
          <span dir="ltr" className="break-all font-normal text-ink-muted text-xs">
            {session.user.email}
          </span>
        </span>
      ),
    },
    {
      id: 'device',
      header: t('activeSessions.device'),
      // relative: keeps the screen-reader label inside the scrolling table on small screens.
      className: 'relative min-w-44',
      cell: (session) => {
        const Icon = deviceIcon(session.deviceType);
        return (
          <span className="flex items-center gap-2">
            <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="sr-only">
              {t(`sessions.devices.${deviceKind(session.deviceType)}`)}:{' '}
            </span>
            <span>{browserAndOs(session, unknown)}</span>
          </span>
        );
      },
    },
    {
      id: 'location',
      header: t('activeSessions.location'),
      cell: (session) => session.location ?? t('sessions.unknownLocation'),
    },
    {
      id: 'ip',
      header: t('activeSessions.ip'),
      cell: (session) => (
        <span dir="ltr" className="font-mono text-xs">
          {session.ipAddress ?? '—'}
        </span>
      ),
    },
    {
      id: 'lastActivity',
      header: t('activeSessions.lastActivity'),
      className: 'whitespace-nowrap',
      cell: (session) => (
        <time
          dateTime={session.lastActivity}
          title={fullDateTime(session.lastActivity, i18n.language)}
        >
          {relativeTime(session.lastActivity, i18n.language)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('activeSessions.actions')}</span>,
      className: 'relative w-12 text-end',
      cell: (session) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('activeSessions.actionsFor', { name: fullName(session) })}
            >
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => setPending({ kind: 'session', session })}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('activeSessions.clearSession')}
            </DropdownMenuItem>
            <DropdownMenuItem
              className="text-danger"
              onSelect={() => setPending({ kind: 'user', session })}
            >
              <UserX className="size-4" aria-hidden="true" />
              {t('activeSessions.clearUserSessions')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ),
    },
  ];

  const name = pending ? fullName(pending.session) : '';

  return (
    <>
      <PageHeader title={t('activeSessions.title')} description={t('activeSessions.subtitle')}>
        <Button
          variant="secondary"
          onClick={() => query.refetch()}
          loading={query.isFetching && !query.isPending}
          className="self-start sm:self-auto"
        >
          {query.isFetching && !query.isPending ? null : <RefreshCw aria-hidden="true" />}
          {t('activeSessions.refresh')}
        </Button>
      </PageHeader>

      {query.isError ? (
        <FormAlert className="mb-6">
          <span>{t('activeSessions.loadFailed')} </span>
          <button type="button" className="font-semibold underline" onClick={() => query.refetch()}>
            {t('activeSessions.retry')}
          </button>
        </FormAlert>
      ) : null}

      {stats ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard
            icon={Activity}
            label={t('activeSessions.total')}
            value={numbers.format(stats.total)}
          />
          <StatCard
            icon={Users}
            tone="accent"
            label={t('activeSessions.uniqueUsers')}
            value={numbers.format(stats.uniqueUsers)}
          />
          <StatCard
            icon={MonitorSmartphone}
            tone="neutral"
            label={t('activeSessions.average')}
            value={numbers.format(stats.averagePerUser)}
          />
        </div>
      ) : (
        <StatsSkeleton />
      )}
      {stats ? <TopLocations locations={stats.topLocations} /> : <Skeleton className="mt-4 h-28" />}

      <section aria-labelledby="sessions-title" className="mt-8">
        <h2
          id="sessions-title"
          className="mb-3 flex items-center gap-2 font-semibold text-ink text-lg"
        >
          <Globe className="size-5 text-primary-700" aria-hidden="true" />
          {t('activeSessions.caption')}
        </h2>
        <DataTable
          caption={t('activeSessions.caption')}
          columns={columns}
          rows={rows}
          getRowId={(session) => session.id}
          page={current}
          pageSize={PAGE_SIZE}
          total={sessions.length}
          onPageChange={setPage}
          loading={query.isPending}
          emptyIcon={MonitorSmartphone}
          emptyTitle={t('activeSessions.emptyTitle')}
          emptyDescription={t('activeSessions.emptyText')}
        />
      </section>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !clear.isPending) setPending(null);
        }}
        title={
          pending?.kind === 'user'
            ? t('activeSessions.clearUserTitle', { name })
            : t('activeSessions.clearSessionTitle')
        }
        description={
          pending?.kind === 'user'
            ? t('activeSessions.clearUserText', { name })
            : t('activeSessions.clearSessionText', {
                name,
                device: pending ? browserAndOs(pending.session, unknown) : '',
              })
        }
        confirmLabel={
          pending?.kind === 'user'
            ? t('activeSessions.clearUserSessions')
            : t('activeSessions.clearSession')
        }
        cancelLabel={t('activeSessions.cancel')}
        pending={clear.isPending}
        onConfirm={() => {
          if (pending) clear.mutate(pending);
        }}
      />
    </>
  );
}
