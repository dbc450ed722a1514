import '@/i18n/security';
import type { AuditEntryView } from '@common/contracts/audit';
import {
  AUTH_EVENT_KINDS,
  type AuthEventKind,
  type AuthEventView,
  type LockedAccount,
  type SecurityAdmin,
} from '@common/contracts/security';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Ban, LogIn, ShieldAlert, UserX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MultiSeriesChart } from '@/components/charts/multi-series-chart';
import { DateFilter } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { SummaryCard } from '@/features/question-insights/summary-card';
import { AccountActions } from '@/features/security/account-actions';
import {
  getAuthEvents,
  getLockedAccounts,
  getRecentAudit,
  getSecurityAdmins,
  getSecurityOverview,
  securityKeys,
} from '@/features/security/api';
import { errorMessage, isApiError } from '@/lib/api';
import { formatCount, formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { dayParam, oneOfParam, textParam, useListParams } from '@/lib/use-list-params';
import { paths } from '@/paths';

const ALL = 'all';
const PAGE_SIZE = 10;

const num = (params: URLSearchParams, key: string) => {
  const n = Math.floor(Number(params.get(key)));
  return Number.isFinite(n) && n >= 1 ? n : 1;
};

function parse(params: URLSearchParams) {
  return {
    from: dayParam(params, 'from'),
    to: dayParam(params, 'to'),
    kind: oneOfParam(params, 'kind', AUTH_EVENT_KINDS),
    q: textParam(params, 'q'),
    page: num(params, 'page'),
    lq: textParam(params, 'lq'),
    lpage: num(params, 'lpage'),
  };
}

function Section({
  id,
  title,
  text,
  children,
  action,
}: {
  id: string;
  title: string;
  text?: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="min-w-0">
          <h2 id={id} className="font-semibold text-ink text-lg">
            {title}
          </h2>
          {text ? <p className="text-ink-muted text-sm">{text}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The administrators' security page: sign-in failures, throttling, locks and admin activity. */
export function Component() {
  const { t, i18n } = useTranslation('security');
  useDocumentTitle(t('pageTitle'));
  const lang = i18n.language;
  const [query, update] = useListParams(parse, { replace: true });
  const period = { from: query.from, to: query.to };

  const overview = useQuery({
    queryKey: securityKeys.overview(period),
    queryFn: () => getSecurityOverview(period),
    placeholderData: keepPreviousData,
  });
  const eventQuery = {
    kind: query.kind,
    search: query.q,
    from: overview.data?.from,
    to: overview.data?.to,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
  const events = useQuery({
    queryKey: securityKeys.events(eventQuery),
    queryFn: () => getAuthEvents(eventQuery),
    placeholderData: keepPreviousData,
    enabled: overview.data !== undefined,
  });
  const admins = useQuery({ queryKey: securityKeys.admins, queryFn: getSecurityAdmins });
  const lockedQuery = { search: query.lq, page: query.lpage, pageSize: PAGE_SIZE };
  const locked = useQuery({
    queryKey: securityKeys.locked(lockedQuery),
    queryFn: () => getLockedAccounts(lockedQuery),
    placeholderData: keepPreviousData,
  });
  const audit = useQuery({ queryKey: securityKeys.audit, queryFn: getRecentAudit });

  const fields = isApiError(overview.error, 400) ? overview.error.fields : {};
  const data = overview.isError ? undefined : overview.data;

  const format = useMemo(() => {
    const day = new Intl.DateTimeFormat(lang, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const shortDay = new Intl.DateTimeFormat(lang, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const hour = new Intl.DateTimeFormat(lang, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    });
    return {
      day: (d: string) => day.format(new Date(`${d.slice(0, 10)}T00:00:00Z`)),
      shortDay: (d: string) => shortDay.format(new Date(`${d.slice(0, 10)}T00:00:00Z`)),
      hour: (d: string) => hour.format(new Date(d)),
    };
  }, [lang]);

  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : t('admins.never'));

  const eventColumns: DataTableColumn<AuthEventView>[] = [
    {
      id: 'time',
      header: t('events.time'),
      rowHeader: true,
      cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.createdAt, lang)}</span>,
    },
    {
      id: 'kind',
      header: t('events.kind'),
      cell: (r) => (
        <Badge variant={KIND_BADGE[r.kind]} className="whitespace-nowrap">
          {t(`events.kinds.${r.kind}`)}
        </Badge>
      ),
    },
    {
      id: 'email',
      header: t('events.email'),
      cell: (r) => <span className="block max-w-64 truncate">{r.email ?? '—'}</span>,
    },
    { id: 'ip', header: t('events.ip'), cell: (r) => r.ip ?? '—' },
    {
      id: 'reason',
      header: t('events.reason'),
      cell: (r) => <span className="break-all text-ink-muted text-xs">{r.reason ?? '—'}</span>,
    },
  ];

  const adminColumns: DataTableColumn<SecurityAdmin>[] = [
    {
      id: 'admin',
      header: t('admins.admin'),
      rowHeader: true,
      cell: (r) => (
        <div className="grid min-w-32 max-w-64">
          <span className="truncate font-medium">{r.name || r.email}</span>
          <span className="truncate font-normal text-ink-muted text-xs">{r.email}</span>
        </div>
      ),
    },
    {
      id: 'last',
      header: t('admins.lastSignIn'),
      cell: (r) => <span className="whitespace-nowrap">{when(r.lastSignInAt)}</span>,
    },
    { id: 'ip', header: t('admins.ip'), cell: (r) => r.lastSignInIp ?? '—' },
    {
      id: 'sessions',
      header: t('admins.sessions'),
      className: 'text-end',
      cell: (r) => formatCount(r.activeSessions, lang),
    },
  ];

  const lockedColumns: DataTableColumn<LockedAccount>[] = [
    {
      id: 'account',
      header: t('locked.account'),
      rowHeader: true,
      cell: (r) => (
        <div className="grid min-w-32 max-w-64">
          <span className="truncate font-medium">{r.name || r.email}</span>
          <span className="truncate font-normal text-ink-muted text-xs">{r.email}</span>
        </div>
      ),
    },
    {
      id: 'lock',
      header: t('locked.lock'),
      cell: (r) => (
        <div className="grid justify-items-start gap-0.5">
          <Badge variant={r.lock === 'banned' ? 'danger' : 'neutral'}>
            {r.lock === 'banned' ? t('locked.banned') : t('locked.deactivated')}
          </Badge>
          {r.reason || r.until ? (
            <span className="text-ink-muted text-xs">
              {[
                r.reason,
                r.until ? t('locked.until', { date: formatDateTime(r.until, lang) }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'since',
      header: t('locked.since'),
      cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.updatedAt, lang)}</span>,
    },
  ];

  const auditColumns: DataTableColumn<AuditEntryView>[] = [
    {
      id: 'time',
      header: t('audit.time'),
      rowHeader: true,
      cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.createdAt, lang)}</span>,
    },
    {
      id: 'admin',
      header: t('audit.admin'),
      cell: (r) => <span className="block max-w-56 truncate">{r.actor.email || '—'}</span>,
    },
    {
      id: 'action',
      header: t('audit.action'),
      cell: (r) => <code className="whitespace-nowrap text-xs">{r.action}</code>,
    },
    {
      id: 'target',
      header: t('audit.target'),
      cell: (r) => (
        <span className="break-all text-ink-muted text-xs">
          {r.targetType}
          {r.targetId ? ` · ${r.targetId}` : ''}
        </span>
      ),
    },
  ];

  const points =
    data?.series.map((p) => ({
      key: p.at,
      label: data.bucket === 'hour' ? `${format.day(p.at)} ${format.hour(p.at)}` : format.day(p.at),
      tick: data.bucket === 'hour' ? format.hour(p.at) : format.shortDay(p.at),
      values: { failed: p.failed, rateLimited: p.rateLimited, succeeded: p.succeeded },
    })) ?? [];
  const hasEvents = (data?.series ?? []).some((p) => p.failed + p.rateLimited + p.succeeded > 0);
  const periodHint = data
    ? t('period.hint', { from: format.day(data.from), to: format.day(data.to) })
    : undefined;

  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')}>
        <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
          <DateFilter
            label={t('period.from')}
            value={query.from ?? data?.from}
            max={query.to ?? data?.to}
            onChange={(from) => update({ from, page: undefined })}
            inputClassName="ps-14"
          />
          <DateFilter
            label={t('period.to')}
            value={query.to ?? data?.to}
            min={query.from ?? data?.from}
            onChange={(to) => update({ to, page: undefined })}
            inputClassName="ps-10"
          />
        </div>
      </PageHeader>
      {fields.from || fields.to ? (
        <FormAlert className="mb-4">{fields.from ?? fields.to}</FormAlert>
      ) : null}

      <div className="grid gap-8">
        {overview.isError && !fields.from && !fields.to ? (
          <FormAlert>{errorMessage(overview.error, t('loadFailed'))}</FormAlert>
        ) : !data ? (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} className="h-24 rounded-card" />
            ))}
          </div>
        ) : (
          <>
            <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <SummaryCard
                icon={ShieldAlert}
                tone="danger"
                label={t('totals.failed')}
                value={formatCount(data.totals.failed, lang)}
                hint={periodHint}
              />
              <SummaryCard
                icon={LogIn}
                label={t('totals.succeeded')}
                value={formatCount(data.totals.succeeded, lang)}
                hint={periodHint}
              />
              <SummaryCard
                icon={Ban}
                tone="accent"
                label={t('totals.rateLimited')}
                value={formatCount(data.totals.rateLimited, lang)}
                hint={periodHint}
              />
              <SummaryCard
                icon={UserX}
                tone="neutral"
                label={t('totals.locked')}
                value={formatCount(data.totals.lockedAccounts, lang)}
                hint={t('totals.lockedHint')}
              />
            </section>

            <MultiSeriesChart
              title={data.bucket === 'hour' ? t('chart.hourTitle') : t('chart.dayTitle')}
              description={t('chart.text')}
              ariaLabel={t('chart.label', {
                failed: data.totals.failed,
                limited: data.totals.rateLimited,
                from: format.day(data.from),
                to: format.day(data.to),
              })}
              xLabel={t('chart.time')}
              series={[
                {
                  key: 'failed',
                  label: t('chart.failed'),
                  kind: 'bar',
                  color: 'var(--color-red-500)',
                },
                {
                  key: 'rateLimited',
                  label: t('chart.rateLimited'),
                  kind: 'bar',
                  color: 'var(--color-accent-400)',
                },
                {
                  key: 'succeeded',
                  label: t('chart.succeeded'),
                  kind: 'line',
                  color: 'var(--color-primary-600)',
                },
              ]}
              points={hasEvents ? points : []}
              emptyText={t('chart.empty')}
            />

            <div className="grid min-w-0 items-start gap-6 xl:grid-cols-2">
              <Section id="security-top-ips" title={t('top.ipsTitle')} text={t('top.ipsText')}>
                <DataTable
                  caption={t('top.ipsTitle')}
                  columns={[
                    { id: 'ip', header: t('top.ip'), rowHeader: true, cell: (r) => r.ip },
                    {
                      id: 'count',
                      header: t('top.count'),
                      className: 'text-end',
                      cell: (r) => formatCount(r.count, lang),
                    },
                    {
                      id: 'last',
                      header: t('top.last'),
                      cell: (r) => (
                        <span className="whitespace-nowrap">{formatDateTime(r.lastAt, lang)}</span>
                      ),
                    },
                  ]}
                  rows={data.topIps}
                  getRowId={(r) => r.ip}
                  page={1}
                  pageSize={Math.max(1, data.topIps.length)}
                  total={data.topIps.length}
                  onPageChange={() => undefined}
                  emptyTitle={t('top.empty')}
                  emptyDescription=""
                />
              </Section>
              <Section
                id="security-top-emails"
                title={t('top.emailsTitle')}
                text={t('top.emailsText')}
              >
                <DataTable
                  caption={t('top.emailsTitle')}
                  columns={[
                    {
                      id: 'email',
                      header: t('top.email'),
                      rowHeader: true,
                      cell: (r) => <span className="block max-w-56 truncate">{r.email}</span>,
                    },
                    {
                      id: 'count',
                      header: t('top.count'),
                      className: 'text-end',
                      cell: (r) => formatCount(r.count, lang),
                    },
                    {
                      id: 'last',
                      header: t('top.last'),
                      cell: (r) => (
                        <span className="whitespace-nowrap">{formatDateTime(r.lastAt, lang)}</span>
                      ),
                    },
                  ]}
                  rows={data.topEmails}
                  getRowId={(r) => r.email}
                  page={1}
                  pageSize={Math.max(1, data.topEmails.length)}
                  total={data.topEmails.length}
                  onPageChange={() => undefined}
                  emptyTitle={t('top.empty')}
                  emptyDescription=""
                />
              </Section>
            </div>
          </>
        )}

        <Section id="security-events" title={t('events.title')} text={t('events.text')}>
          <div className="flex flex-col gap-2 sm:flex-row">
            <SearchInput
              value={query.q ?? ''}
              onSearch={(q) => update({ q })}
              label={t('events.search')}
              placeholder={t('events.search')}
              className="min-w-0 flex-1"
            />
            <Select
              aria-label={t('events.kind')}
              value={query.kind ?? ALL}
              onValueChange={(v) => update({ kind: v === ALL ? undefined : v })}
              options={[
                { value: ALL, label: t('events.allKinds') },
                ...AUTH_EVENT_KINDS.map((k) => ({ value: k, label: t(`events.kinds.${k}`) })),
              ]}
              className="sm:w-52"
            />
          </div>
          {events.isError ? (
            <FormAlert>{errorMessage(events.error, t('loadFailed'))}</FormAlert>
          ) : (
            <DataTable
              caption={t('events.title')}
              columns={eventColumns}
              rows={events.data?.items ?? []}
              getRowId={(r) => r.id}
              page={query.page}
              pageSize={PAGE_SIZE}
              total={events.data?.total ?? 0}
              onPageChange={(page) => update({ page })}
              loading={!events.data}
              emptyTitle={t('events.empty')}
              emptyDescription=""
            />
          )}
        </Section>

        <div className="grid min-w-0 items-start gap-8">
          <Section id="security-admins" title={t('admins.title')} text={t('admins.text')}>
            {admins.isError ? (
              <FormAlert>{errorMessage(admins.error, t('loadFailed'))}</FormAlert>
            ) : (
              <DataTable
                caption={t('admins.title')}
                columns={adminColumns}
                rows={admins.data?.items ?? []}
                getRowId={(r) => r.id}
                page={1}
                pageSize={Math.max(1, admins.data?.items.length ?? 1)}
                total={admins.data?.items.length ?? 0}
                onPageChange={() => undefined}
                loading={!admins.data}
              />
            )}
          </Section>
          <Section id="security-locked" title={t('locked.title')} text={t('locked.text')}>
            <SearchInput
              value={query.lq ?? ''}
              onSearch={(lq) => update({ lq, lpage: undefined })}
              label={t('locked.search')}
              placeholder={t('locked.search')}
            />
            {locked.isError ? (
              <FormAlert>{errorMessage(locked.error, t('loadFailed'))}</FormAlert>
            ) : (
              <DataTable
                caption={t('locked.title')}
                columns={lockedColumns}
                rows={locked.data?.items ?? []}
                getRowId={(r) => r.id}
                page={query.lpage}
                pageSize={PAGE_SIZE}
                total={locked.data?.total ?? 0}
                onPageChange={(lpage) => update({ lpage, page: query.page })}
                loading={!locked.data}
                emptyTitle={t('locked.empty')}
                emptyDescription=""
              />
            )}
          </Section>
        </div>

        <AccountActions />

        <Section
          id="security-audit"
          title={t('audit.title')}
          text={t('audit.text')}
          action={
            <Link
              to={paths.admin.logs.href()}
              className="font-medium text-primary-700 text-sm underline-offset-4 hover:underline"
            >
              {t('audit.openLogs')}
            </Link>
          }
        >
          {audit.isError ? (
            <FormAlert>{errorMessage(audit.error, t('loadFailed'))}</FormAlert>
          ) : (
            <DataTable
              caption={t('audit.title')}
              columns={auditColumns}
              rows={audit.data?.items ?? []}
              getRowId={(r) => r.id}
              page={1}
              pageSize={20}
              total={Math.min(20, audit.data?.items.length ?? 0)}
              onPageChange={() => undefined}
              loading={!audit.data}
              emptyTitle={t('audit.empty')}
              emptyDescription=""
            />
          )}
        </Section>
      </div>
    </>
  );
}

const KIND_BADGE: Record<AuthEventKind, 'danger' | 'success' | 'accent' | 'neutral'> = {
  sign_in_failed: 'danger',
  sign_in_succeeded: 'success',
  rate_limited: 'accent',
  locked: 'neutral',
};
