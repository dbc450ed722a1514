import '@/i18n/system';
import type { AuditEntryView, AuditLogQuery } from '@common/contracts/audit';
import {
  SYSTEM_LOG_LEVELS,
  SYSTEM_LOG_SOURCES,
  type SystemLogEntry,
  type SystemLogQuery,
} from '@common/contracts/system-logs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ScrollText, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { getAuditLog, getSystemLogs, systemKeys } from '@/features/system/api';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { dayParam, oneOfParam, pageParam, textParam, useListParams } from '@/lib/use-list-params';

const PAGE_SIZE = 25;
const ALL = 'all';
const TABS = ['app', 'audit'] as const;
type Tab = (typeof TABS)[number];

type Query = {
  tab: Tab;
  level?: (typeof SYSTEM_LOG_LEVELS)[number];
  source?: (typeof SYSTEM_LOG_SOURCES)[number];
  from?: string;
  to?: string;
  user?: string;
  search?: string;
  page: number;
};

const parse = (params: URLSearchParams): Query => ({
  tab: oneOfParam(params, 'tab', TABS) ?? 'app',
  level: oneOfParam(params, 'level', SYSTEM_LOG_LEVELS),
  source: oneOfParam(params, 'source', SYSTEM_LOG_SOURCES),
  from: dayParam(params, 'from'),
  to: dayParam(params, 'to'),
  user: textParam(params, 'user'),
  search: textParam(params, 'search'),
  page: pageParam(params),
});

const LEVEL_BADGE = { error: 'danger', warn: 'accent', info: 'neutral' } as const;

/** Details of an entry in one line: its data as compact JSON (never more than a few fields). */
function dataText(data: unknown): string | null {
  if (data === null || data === undefined) return null;
  try {
    return JSON.stringify(data);
  } catch {
    return null;
  }
}

/** Server warnings and errors, the web app's reports and the audit log; paged on the server. */
export function Component() {
  const { t, i18n } = useTranslation('system');
  useDocumentTitle(t('logs.pageTitle'));
  const lng = i18n.language;
  const [query, update] = useListParams(parse);

  const appQuery: SystemLogQuery = {
    level: query.level,
    source: query.source,
    from: query.from,
    to: query.to,
    user: query.user,
    search: query.search,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
  // The audit log knows administrators by id, and searches their e-mail or the target.
  const byEmail = query.user?.includes('@');
  const auditQuery: AuditLogQuery = {
    actor: byEmail ? undefined : query.user,
    search: query.search ?? (byEmail ? query.user : undefined),
    from: query.from,
    to: query.to,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
  const logs = useQuery({
    queryKey: systemKeys.logs(appQuery),
    queryFn: () => getSystemLogs(appQuery),
    placeholderData: keepPreviousData,
    enabled: query.tab === 'app',
  });
  const audit = useQuery({
    queryKey: systemKeys.audit(auditQuery),
    queryFn: () => getAuditLog(auditQuery),
    placeholderData: keepPreviousData,
    enabled: query.tab === 'audit',
  });

  const time = (iso: string) => (
    <span className="whitespace-nowrap tabular-nums">{formatDateTime(iso, lng)}</span>
  );

  const appColumns: DataTableColumn<SystemLogEntry>[] = [
    { id: 'time', header: t('logs.columns.time'), cell: (row) => time(row.createdAt) },
    {
      id: 'level',
      header: t('logs.columns.level'),
      cell: (row) => (
        <div className="grid gap-1">
          <Badge variant={LEVEL_BADGE[row.level]} className="w-fit">
            {t(`logs.levels.${row.level}`)}
          </Badge>
          <span className="text-ink-muted text-xs">{t(`logs.sources.${row.source}`)}</span>
        </div>
      ),
    },
    {
      id: 'message',
      header: t('logs.columns.message'),
      cell: (row) => {
        const data = dataText(row.data);
        return (
          <div className="grid min-w-56 max-w-xl gap-0.5">
            <span className="break-words font-medium">{row.message}</span>
            {row.path ? (
              <span className="break-all font-mono text-ink-muted text-xs">{row.path}</span>
            ) : null}
            {data ? (
              <span
                className="line-clamp-2 break-all font-mono text-ink-muted text-xs"
                title={data}
              >
                {data}
              </span>
            ) : null}
          </div>
        );
      },
    },
    {
      id: 'user',
      header: t('logs.columns.user'),
      cell: (row) =>
        row.user ? (
          <span className="block max-w-56 truncate" title={row.user.email ?? row.user.id}>
            {row.user.email ?? row.user.id}
          </span>
        ) : (
          <span className="text-ink-muted">{t('logs.noUser')}</span>
        ),
    },
    {
      id: 'request',
      header: t('logs.columns.request'),
      cell: (row) =>
        row.requestId ? (
          <span className="font-mono text-ink-muted text-xs" title={row.requestId}>
            {row.requestId.slice(0, 8)}
          </span>
        ) : (
          <span className="text-ink-muted">{t('logs.noUser')}</span>
        ),
    },
  ];

  const auditColumns: DataTableColumn<AuditEntryView>[] = [
    { id: 'time', header: t('logs.columns.time'), cell: (row) => time(row.createdAt) },
    {
      id: 'administrator',
      header: t('logs.columns.administrator'),
      cell: (row) => (
        <span className="block max-w-56 truncate" title={row.actor.email}>
          {row.actor.email}
        </span>
      ),
    },
    {
      id: 'action',
      header: t('logs.columns.action'),
      cell: (row) => <span className="whitespace-nowrap font-mono text-sm">{row.action}</span>,
    },
    {
      id: 'target',
      header: t('logs.columns.target'),
      cell: (row) => (
        <div className="grid max-w-64">
          <span>{row.targetType}</span>
          {row.targetId ? (
            <span className="truncate font-mono text-ink-muted text-xs" title={row.targetId}>
              {row.targetId}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'ip',
      header: t('logs.columns.ip'),
      cell: (row) => <span className="font-mono text-xs">{row.ip ?? t('logs.noUser')}</span>,
    },
  ];

  const filtered = !!(
    query.level ||
    query.source ||
    query.from ||
    query.to ||
    query.user ||
    query.search
  );
  const clear = () =>
    update({
      level: undefined,
      source: undefined,
      from: undefined,
      to: undefined,
      user: undefined,
      search: undefined,
    });
  const onApp = query.tab === 'app';

  return (
    <>
      <PageHeader title={t('logs.title')} description={t('logs.subtitle')} />
      <Tabs
        value={query.tab}
        onValueChange={(tab) => update({ tab: tab === 'app' ? undefined : tab })}
      >
        <TabsList>
          {TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`logs.tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="mt-4 mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SearchInput
            className="sm:col-span-2"
            label={onApp ? t('logs.search') : t('logs.searchAudit')}
            placeholder={onApp ? t('logs.search') : t('logs.searchAudit')}
            value={query.search ?? ''}
            onSearch={(search) => update({ search: search || undefined })}
          />
          <SearchInput
            className="sm:col-span-2"
            label={t('logs.user')}
            placeholder={t('logs.user')}
            value={query.user ?? ''}
            onSearch={(user) => update({ user: user || undefined })}
          />
          {onApp ? (
            <>
              <Select
                aria-label={t('logs.allLevels')}
                value={query.level ?? ALL}
                onValueChange={(v) => update({ level: v === ALL ? undefined : v })}
                options={[
                  { value: ALL, label: t('logs.allLevels') },
                  ...SYSTEM_LOG_LEVELS.map((l) => ({ value: l, label: t(`logs.levels.${l}`) })),
                ]}
                className="w-full"
              />
              <Select
                aria-label={t('logs.allSources')}
                value={query.source ?? ALL}
                onValueChange={(v) => update({ source: v === ALL ? undefined : v })}
                options={[
                  { value: ALL, label: t('logs.allSources') },
                  ...SYSTEM_LOG_SOURCES.map((s) => ({ value: s, label: t(`logs.sources.${s}`) })),
                ]}
                className="w-full"
              />
            </>
          ) : null}
          <DateRangeFilter
            fromLabel={t('logs.from')}
            toLabel={t('logs.to')}
            from={query.from}
            to={query.to}
            onFromChange={(from) => update({ from })}
            onToChange={(to) => update({ to })}
          />
        </div>
        {filtered ? (
          <div className="mb-4">
            <Button variant="ghost" size="sm" onClick={clear}>
              <X />
              {t('logs.clear')}
            </Button>
          </div>
        ) : null}
        <TabsContent value="app" className="mt-0">
          {logs.isError ? (
            <FormAlert>{errorMessage(logs.error, t('logs.loadFailed'))}</FormAlert>
          ) : (
            <DataTable
              caption={t('logs.caption')}
              columns={appColumns}
              rows={logs.data?.items ?? []}
              getRowId={(row) => row.id}
              page={query.page}
              pageSize={PAGE_SIZE}
              total={logs.data?.total ?? 0}
              onPageChange={(page) => update({ page })}
              loading={logs.isPending}
              emptyIcon={ScrollText}
              emptyTitle={t('logs.emptyTitle')}
              emptyDescription={filtered ? t('logs.emptyFiltered') : t('logs.emptyText')}
            />
          )}
        </TabsContent>
        <TabsContent value="audit" className="mt-0">
          {audit.isError ? (
            <FormAlert>{errorMessage(audit.error, t('logs.loadFailed'))}</FormAlert>
          ) : (
            <DataTable
              caption={t('logs.auditCaption')}
              columns={auditColumns}
              rows={audit.data?.items ?? []}
              getRowId={(row) => row.id}
              page={query.page}
              pageSize={PAGE_SIZE}
              total={audit.data?.total ?? 0}
              onPageChange={(page) => update({ page })}
              loading={audit.isPending}
              emptyIcon={ScrollText}
              emptyTitle={t('logs.auditEmptyTitle')}
              emptyDescription={filtered ? t('logs.emptyFiltered') : undefined}
            />
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}
