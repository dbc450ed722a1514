import '@/i18n/commerce';
import {
  type AdminPaymentRow,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  type PaymentListQuery,
} from '@common/contracts/commerce';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Banknote, CreditCard, Download, ReceiptText, Search, Undo2, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateRangeFilter } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  adminCommerceKeys,
  getAdminPayments,
  paymentsExportHref,
} from '@/features/commerce/admin-api';
import { PaymentDetailDialog, STATUS_BADGE } from '@/features/commerce/payment-detail-dialog';
import { StatCard } from '@/features/dashboard/stat-card';
import { formatMoney } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

const FILTERS = ['status', 'provider', 'from', 'to', 'student'] as const;
const ALL = 'all';
const PAGE_SIZE = 25;

/** The list's filters live in the address, so a filtered view can be reloaded or shared. */
function useListQuery(): [PaymentListQuery, (patch: Partial<PaymentListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const q: Record<string, string | number> = { pageSize: PAGE_SIZE };
    for (const key of FILTERS) {
      const value = params.get(key);
      if (value) q[key] = value;
    }
    q.page = Math.max(1, Number(params.get('page')) || 1);
    return q as PaymentListQuery;
  }, [params]);
  const update = useCallback(
    (patch: Partial<PaymentListQuery>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      }),
    [setParams],
  );
  return [query, update];
}

/** Administrators' payments: filters, totals, CSV export, details and refunds. */
export function Component() {
  const { t, i18n } = useTranslation('commerce');
  useDocumentTitle(t('adminPayments.pageTitle'));
  const lng = i18n.language;
  const [query, update] = useListQuery();
  const [openId, setOpenId] = useState<string | null>(null);
  const [text, setText] = useState(query.student ?? '');
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if ((query.student ?? '') !== text.trim()) update({ student: text.trim() || undefined });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [text, query.student, update]);

  const list = useQuery({
    queryKey: adminCommerceKeys.payments(query),
    queryFn: () => getAdminPayments(query),
    placeholderData: keepPreviousData,
  });
  const totals = list.data?.totals;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const columns: DataTableColumn<AdminPaymentRow>[] = [
    {
      id: 'date',
      header: t('adminPayments.columns.date'),
      className: 'whitespace-nowrap',
      cell: (row) => (
        <button
          type="button"
          className="text-start font-medium text-primary-700 underline-offset-4 hover:underline"
          onClick={() => setOpenId(row.id)}
          aria-label={t('adminPayments.open', {
            name: row.student.name || row.student.email,
            date: when(row.createdAt),
          })}
        >
          {when(row.createdAt)}
        </button>
      ),
    },
    {
      id: 'student',
      header: t('adminPayments.columns.student'),
      cell: (row) => (
        <div className="grid min-w-40">
          <span className="font-medium">{row.student.name}</span>
          <span className="text-ink-muted text-xs">{row.student.email}</span>
        </div>
      ),
    },
    { id: 'package', header: t('adminPayments.columns.package'), cell: (row) => row.packageName },
    {
      id: 'amount',
      header: t('adminPayments.columns.amount'),
      className: 'text-end tabular-nums',
      cell: (row) => formatMoney(row.amountPaid, lng, row.currency),
    },
    {
      id: 'provider',
      header: t('adminPayments.columns.provider'),
      cell: (row) => t(`adminPayments.providers.${row.provider}`),
    },
    {
      id: 'status',
      header: t('adminPayments.columns.status'),
      cell: (row) => (
        <Badge variant={STATUS_BADGE[row.status]}>
          {t(`adminPayments.statuses.${row.status}`)}
        </Badge>
      ),
    },
  ];

  const select = (
    key: 'status' | 'provider',
    label: string,
    options: readonly string[],
    labelOf: (v: string) => string,
  ) => (
    <Select
      aria-label={label}
      value={query[key] ?? ALL}
      onValueChange={(value) => update({ [key]: value === ALL ? undefined : value })}
      options={[{ value: ALL, label }, ...options.map((v) => ({ value: v, label: labelOf(v) }))]}
      className="w-full"
    />
  );
  const filtered = FILTERS.some((key) => query[key]);

  return (
    <>
      <PageHeader title={t('adminPayments.title')} description={t('adminPayments.subtitle')}>
        <Button asChild variant="secondary">
          <a href={paymentsExportHref(query)} download>
            <Download />
            {t('adminPayments.export')}
          </a>
        </Button>
      </PageHeader>
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          icon={Banknote}
          tone="primary"
          label={t('adminPayments.totals.received')}
          value={formatMoney(totals?.succeededAmount ?? 0, lng)}
          hint={t('adminPayments.totals.receivedHint', { count: totals?.succeededCount ?? 0 })}
        />
        <StatCard
          icon={Undo2}
          tone="neutral"
          label={t('adminPayments.totals.refunded')}
          value={formatMoney(totals?.refundedAmount ?? 0, lng)}
          hint={t('adminPayments.totals.refundedHint', { count: totals?.refundedCount ?? 0 })}
        />
        <StatCard
          icon={CreditCard}
          tone="accent"
          label={t('adminPayments.totals.payments')}
          value={totals?.count ?? 0}
          hint={t('adminPayments.totals.paymentsHint', {
            pending: totals?.pendingCount ?? 0,
            failed: totals?.failedCount ?? 0,
            expired: totals?.expiredCount ?? 0,
          })}
        />
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <div className="relative sm:col-span-2">
          <Search
            className="pointer-events-none absolute start-3 top-2.5 size-5 text-slate-500"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={t('adminPayments.search')}
            placeholder={t('adminPayments.search')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="ps-10"
          />
        </div>
        {select('status', t('adminPayments.allStatuses'), PAYMENT_STATUSES, (v) =>
          t(`adminPayments.statuses.${v as 'pending'}`),
        )}
        {select('provider', t('adminPayments.allProviders'), PAYMENT_PROVIDERS, (v) =>
          t(`adminPayments.providers.${v as 'sandbox'}`),
        )}
        <DateRangeFilter
          fromLabel={t('adminPayments.from')}
          toLabel={t('adminPayments.to')}
          from={query.from}
          to={query.to}
          onFromChange={(from) => update({ from })}
          onToChange={(to) => update({ to })}
        />
      </div>
      {filtered ? (
        <div className="mb-4">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setText('');
              update({
                status: undefined,
                provider: undefined,
                from: undefined,
                to: undefined,
                student: undefined,
              });
            }}
          >
            <X />
            {t('adminPayments.clear')}
          </Button>
        </div>
      ) : null}
      {list.isError ? (
        <FormAlert>{t('adminPayments.loadFailed')}</FormAlert>
      ) : (
        <DataTable
          caption={t('adminPayments.caption')}
          columns={columns}
          rows={list.data?.items ?? []}
          getRowId={(row) => row.id}
          page={Number(query.page ?? 1)}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPageChange={(page) => update({ page })}
          loading={list.isPending}
          emptyIcon={ReceiptText}
          emptyTitle={t('adminPayments.emptyTitle')}
          emptyDescription={t('adminPayments.emptyText')}
        />
      )}
      <PaymentDetailDialog paymentId={openId} onOpenChange={(open) => !open && setOpenId(null)} />
    </>
  );
}
