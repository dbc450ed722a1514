import '@/i18n/email';
import {
  EMAIL_MESSAGE_STATUSES,
  type EmailMessageListQuery,
  type EmailMessageRow,
  type EmailMessageStatus,
} from '@common/contracts/email-outbox';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Inbox, RotateCw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateRangeFilter } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import {
  emailOutboxKeys,
  getEmailConfiguration,
  getEmailMessages,
  resendEmailMessages,
} from '@/features/email-outbox/api';
import { EmailMessageDialog } from '@/features/email-outbox/email-message-dialog';
import { STATUS_BADGE } from '@/features/email-outbox/status-badge';
import { errorMessage } from '@/lib/api';
import { formatCount, formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { dayParam, oneOfParam, pageParam, textParam, useListParams } from '@/lib/use-list-params';
import { paths } from '@/paths';

const PAGE_SIZE = 25;
const ALL = 'all';

type Query = {
  status?: EmailMessageStatus;
  template?: string;
  from?: string;
  to?: string;
  search?: string;
  page: number;
};

const parse = (params: URLSearchParams): Query => ({
  status: oneOfParam(params, 'status', EMAIL_MESSAGE_STATUSES),
  template: textParam(params, 'template'),
  from: dayParam(params, 'from'),
  to: dayParam(params, 'to'),
  search: textParam(params, 'search'),
  page: pageParam(params),
});

/** Administrators' outbox: every message, filtered and searched on the server; resend. */
export function Component() {
  const { t, i18n } = useTranslation('email');
  useDocumentTitle(t('management.pageTitle'));
  const lng = i18n.language;
  const queryClient = useQueryClient();
  const [query, update] = useListParams(parse);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState<string[] | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  const apiQuery: EmailMessageListQuery = { ...query, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: emailOutboxKeys.list(apiQuery),
    queryFn: () => getEmailMessages(apiQuery),
    placeholderData: keepPreviousData,
  });
  const configuration = useQuery({
    queryKey: emailOutboxKeys.configuration,
    queryFn: getEmailConfiguration,
  });

  // A new page or filter starts a new selection.
  const listKey = JSON.stringify(query);
  useEffect(() => {
    void listKey;
    setSelected(new Set());
  }, [listKey]);

  const resend = useMutation({
    mutationFn: resendEmailMessages,
    onSuccess: (result) => {
      const outcomes = Object.values(result.outcomes);
      toast.success(
        t('management.resent', {
          sent: outcomes.filter((s) => s === 'sent').length,
          waiting: outcomes.filter((s) => s === 'queued' || s === 'sending').length,
          failed: outcomes.filter((s) => s === 'failed').length,
        }),
      );
      setSelected(new Set());
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: emailOutboxKeys.messages });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'email', 'message'] });
    },
    onError: (error) => {
      toast.error(errorMessage(error, t('management.resendFailed')));
      setConfirming(null);
    },
  });

  const rows = list.data?.items ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns: DataTableColumn<EmailMessageRow>[] = [
    {
      id: 'select',
      header: (
        <Checkbox
          aria-label={t('management.selectAll')}
          checked={allOnPage}
          onCheckedChange={(on) =>
            setSelected(on === true ? new Set(rows.map((r) => r.id)) : new Set())
          }
        />
      ),
      className: 'w-10',
      cell: (row) => (
        <Checkbox
          aria-label={t('management.selectOne', { to: row.to, subject: row.subject })}
          checked={selected.has(row.id)}
          onCheckedChange={(on) => toggle(row.id, on === true)}
        />
      ),
    },
    {
      id: 'date',
      header: t('management.columns.date'),
      className: 'whitespace-nowrap',
      cell: (row) => (
        <button
          type="button"
          className="text-start font-medium text-primary-700 underline-offset-4 hover:underline"
          onClick={() => setOpenId(row.id)}
          aria-label={t('management.open', {
            to: row.to,
            date: formatDateTime(row.createdAt, lng),
          })}
        >
          {formatDateTime(row.createdAt, lng)}
        </button>
      ),
    },
    {
      id: 'recipient',
      header: t('management.columns.recipient'),
      cell: (row) => (
        <div className="grid min-w-44 max-w-72">
          <span className="truncate font-medium" title={row.to}>
            {row.to}
          </span>
          <span className="truncate text-ink-muted text-xs" title={row.subject}>
            {row.subject}
          </span>
        </div>
      ),
    },
    {
      id: 'template',
      header: t('management.columns.template'),
      className: 'whitespace-nowrap',
      cell: (row) => row.templateKey ?? t('management.noTemplate'),
    },
    {
      id: 'status',
      header: t('management.columns.status'),
      cell: (row) => (
        <div className="grid gap-1">
          <Badge variant={STATUS_BADGE[row.status]} className="w-fit">
            {t(`management.statuses.${row.status}`)}
          </Badge>
          {row.status === 'queued' && row.nextAttemptAt ? (
            <span className="whitespace-nowrap text-ink-muted text-xs">
              {t('management.nextAttempt', { date: formatDateTime(row.nextAttemptAt, lng) })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'attempts',
      header: t('management.columns.attempts'),
      className: 'text-end tabular-nums whitespace-nowrap',
      cell: (row) =>
        t('management.attemptsOf', { attempts: row.attempts, max: list.data?.maxAttempts ?? 8 }),
    },
    {
      id: 'error',
      header: t('management.columns.lastError'),
      cell: (row) =>
        row.error ? (
          <span className="line-clamp-2 max-w-64 text-red-800 text-xs" title={row.error}>
            {row.error}
          </span>
        ) : (
          <span className="text-ink-muted">—</span>
        ),
    },
  ];

  const counts = list.data?.counts;
  const templates = list.data?.templates ?? [];
  const filtered = !!(query.status || query.template || query.from || query.to || query.search);
  const outboxOnly = configuration.data?.source === 'none';

  return (
    <>
      <PageHeader title={t('management.title')} description={t('management.subtitle')} />
      {outboxOnly ? (
        <p className="mb-4 rounded-lg border border-border bg-canvas p-3 text-sm">
          {t('management.outboxOnly')}{' '}
          <Link
            className="font-medium text-primary-700 underline underline-offset-4"
            to={paths.admin.emailConfiguration.href()}
          >
            {t('management.configureLink')}
          </Link>
        </p>
      ) : null}
      {counts ? (
        <ul className="mb-4 flex flex-wrap gap-2" aria-label={t('management.allStatuses')}>
          {EMAIL_MESSAGE_STATUSES.map((status) => (
            <li key={status}>
              <button
                type="button"
                aria-pressed={query.status === status}
                onClick={() => update({ status: query.status === status ? undefined : status })}
                className="flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm hover:border-primary-500 aria-pressed:border-primary-700 aria-pressed:bg-primary-50"
              >
                <span>{t(`management.counts.${status}`)}</span>
                <span className="font-semibold tabular-nums">
                  {formatCount(counts[status], lng)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <SearchInput
          className="sm:col-span-2"
          label={t('management.search')}
          placeholder={t('management.search')}
          value={query.search ?? ''}
          onSearch={(search) => update({ search: search || undefined })}
        />
        <Select
          aria-label={t('management.allStatuses')}
          value={query.status ?? ALL}
          onValueChange={(v) => update({ status: v === ALL ? undefined : v })}
          options={[
            { value: ALL, label: t('management.allStatuses') },
            ...EMAIL_MESSAGE_STATUSES.map((s) => ({
              value: s,
              label: t(`management.statuses.${s}`),
            })),
          ]}
          className="w-full"
        />
        <Select
          aria-label={t('management.allTemplates')}
          value={query.template ?? ALL}
          onValueChange={(v) => update({ template: v === ALL ? undefined : v })}
          options={[
            { value: ALL, label: t('management.allTemplates') },
            ...templates.map((key) => ({ value: key, label: key })),
          ]}
          className="w-full"
        />
        <DateRangeFilter
          fromLabel={t('management.from')}
          toLabel={t('management.to')}
          from={query.from}
          to={query.to}
          onFromChange={(from) => update({ from })}
          onToChange={(to) => update({ to })}
        />
      </div>
      {filtered || selected.size > 0 ? (
        <div className="mb-4 flex min-h-9 flex-wrap items-center gap-3">
          {filtered ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                update({
                  status: undefined,
                  template: undefined,
                  from: undefined,
                  to: undefined,
                  search: undefined,
                })
              }
            >
              <X />
              {t('management.clear')}
            </Button>
          ) : null}
          {selected.size > 0 ? (
            <>
              <span className="text-ink-muted text-sm" aria-live="polite">
                {t('management.selected', { count: selected.size })}
              </span>
              <Button size="sm" onClick={() => setConfirming([...selected])}>
                <RotateCw />
                {t('management.resendSelected')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {list.isError ? (
        <FormAlert>{errorMessage(list.error, t('management.loadFailed'))}</FormAlert>
      ) : (
        <DataTable
          caption={t('management.caption')}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          page={query.page}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPageChange={(page) => update({ page })}
          loading={list.isPending}
          emptyIcon={Inbox}
          emptyTitle={t('management.emptyTitle')}
          emptyDescription={filtered ? t('management.emptyFiltered') : t('management.emptyText')}
        />
      )}
      <EmailMessageDialog
        messageId={openId}
        onOpenChange={(open) => !open && setOpenId(null)}
        onResend={(id) => setConfirming([id])}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('management.resendTitle', { count: confirming?.length ?? 0 })}
        description={t('management.resendText')}
        confirmLabel={t('management.resendConfirm')}
        cancelLabel={t('management.cancel')}
        pending={resend.isPending}
        onConfirm={() => confirming && resend.mutate(confirming)}
      />
    </>
  );
}
