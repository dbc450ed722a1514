import '@/i18n/affiliate';
import {
  COMMISSION_STATUSES,
  type CommissionListQuery,
  type CommissionRow,
  type CommissionStatus,
  type CommissionTotals,
} from '@common/contracts/affiliates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, FilterX, HandCoins, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { affiliateKeys, commissionsExportHref, getCommissions } from '@/features/affiliates/api';
import { CommissionStatusBadge } from '@/features/affiliates/commission-status';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney, formatPercent } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { dayParam, oneOfParam, pageParam, useListParams } from '@/lib/use-list-params';

const PAGE_SIZE = 25;
const ALL = 'all';
type Query = CommissionListQuery & { page: number };

function parse(params: URLSearchParams): Query {
  return {
    status: oneOfParam(params, 'status', COMMISSION_STATUSES),
    from: dayParam(params, 'from'),
    to: dayParam(params, 'to'),
    page: pageParam(params),
    pageSize: PAGE_SIZE,
  };
}

const DOT: Record<CommissionStatus, string> = {
  pending: 'bg-accent-500',
  approved: 'bg-primary-600',
  paid: 'bg-emerald-600',
  cancelled: 'bg-slate-400',
};

/** What the filter matches, by status, and its total without the cancelled ones. */
function FilterTotals({ totals, status }: { totals: CommissionTotals; status?: CommissionStatus }) {
  const { t, i18n } = useTranslation('affiliate');
  const lng = i18n.language;
  const shown = status ? [status] : COMMISSION_STATUSES;
  const kept = COMMISSION_STATUSES.filter((s) => s !== 'cancelled');
  const total = kept.reduce(
    (sum, s) => ({
      count: sum.count + totals[s].count,
      amount: sum.amount + totals[s].amount,
    }),
    { count: 0, amount: 0 },
  );
  return (
    <section aria-labelledby="totals-title" className="mb-4">
      <h2 id="totals-title" className="sr-only">
        {t('commissions.totalsTitle')}
      </h2>
      <Card className="grid grid-cols-2 divide-border overflow-hidden sm:flex sm:flex-wrap sm:divide-x sm:rtl:divide-x-reverse">
        {status ? null : (
          <dl className="grid gap-0.5 bg-primary-50/60 px-5 py-4 sm:flex-1">
            <dt className="font-medium text-primary-800 text-xs">{t('commissions.totalsAll')}</dt>
            <dd className="font-bold text-ink text-xl tabular-nums">
              {formatMoney(total.amount, lng)}
            </dd>
            <dd className="text-ink-muted text-xs">
              {t('commissions.totalsAllHint', { count: total.count })}
            </dd>
          </dl>
        )}
        {shown.map((s) => (
          <dl key={s} className="grid gap-0.5 px-5 py-4 sm:flex-1">
            <dt className="inline-flex items-center gap-1.5 font-medium text-ink-muted text-xs">
              <span aria-hidden="true" className={cn('size-2 rounded-full', DOT[s])} />
              {t(`status.${s}`)}
            </dt>
            <dd
              className={cn(
                'font-bold text-xl tabular-nums',
                s === 'cancelled' ? 'text-ink-muted' : 'text-ink',
              )}
            >
              {formatMoney(totals[s].amount, lng)}
            </dd>
            <dd className="text-ink-muted text-xs">
              {t('earnings.count', { count: totals[s].count })}
            </dd>
          </dl>
        ))}
      </Card>
    </section>
  );
}

/** Every commission the affiliate earned: filters by status and period, totals, CSV export. */
export function Component() {
  const { t, i18n } = useTranslation('affiliate');
  const lng = i18n.language;
  useDocumentTitle(t('commissions.pageTitle'));
  const [query, update] = useListParams(parse, { replace: true });
  const list = useQuery({
    queryKey: affiliateKeys.commissions(query),
    queryFn: () => getCommissions(query),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(query.status || query.from || query.to);

  const columns: DataTableColumn<CommissionRow>[] = [
    {
      id: 'date',
      header: t('commissions.columns.date'),
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.createdAt, lng),
    },
    {
      id: 'student',
      header: t('commissions.columns.student'),
      rowHeader: true,
      cell: (row) => (
        <div className="grid min-w-36">
          <span className="font-medium">{row.student.name}</span>
          <span dir="ltr" className="text-start font-normal text-ink-muted text-xs">
            {row.student.emailMasked}
          </span>
        </div>
      ),
    },
    { id: 'package', header: t('commissions.columns.package'), cell: (row) => row.packageName },
    {
      id: 'payment',
      header: t('commissions.columns.payment'),
      className: 'text-end tabular-nums',
      cell: (row) => formatMoney(row.paymentAmount, lng, row.currency),
    },
    {
      id: 'rate',
      header: t('commissions.columns.rate'),
      className: 'text-end tabular-nums',
      cell: (row) => formatPercent(row.rate, lng),
    },
    {
      id: 'amount',
      header: t('commissions.columns.amount'),
      className: 'text-end font-semibold tabular-nums',
      cell: (row) => formatMoney(row.amount, lng, row.currency),
    },
    {
      id: 'status',
      header: t('commissions.columns.status'),
      cell: (row) => (
        <div className="grid justify-items-start gap-1">
          <CommissionStatusBadge status={row.status} />
          {row.approvedAt ? (
            <span className="whitespace-nowrap text-ink-muted text-xs">
              {t('commissions.approvedOn', { date: formatDate(row.approvedAt, lng) })}
            </span>
          ) : null}
          {row.paidAt ? (
            <span className="whitespace-nowrap text-ink-muted text-xs">
              {t('commissions.paidOn', { date: formatDate(row.paidAt, lng) })}
            </span>
          ) : null}
          {row.cancelledAt ? (
            <span className="whitespace-nowrap text-ink-muted text-xs">
              {t('commissions.cancelledOn', { date: formatDate(row.cancelledAt, lng) })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'reference',
      header: t('commissions.columns.reference'),
      cell: (row) =>
        row.payoutReference ? (
          <span className="font-mono text-xs">{row.payoutReference}</span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <PageHeader title={t('commissions.title')} description={t('commissions.subtitle')}>
        <Button asChild variant="secondary">
          <a href={commissionsExportHref(query)} download>
            <Download />
            {t('commissions.export')}
          </a>
        </Button>
      </PageHeader>

      <fieldset className="mb-4 grid grid-cols-2 items-end gap-3 lg:grid-cols-[repeat(3,minmax(0,14rem))_auto]">
        <legend className="sr-only">{t('commissions.filters')}</legend>
        <FormField label={t('commissions.status')} className="col-span-2 lg:col-span-1">
          <Select
            value={query.status ?? ALL}
            onValueChange={(value) => update({ status: value === ALL ? undefined : value })}
            options={[
              { value: ALL, label: t('commissions.allStatuses') },
              ...COMMISSION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
            className="w-full"
          />
        </FormField>
        <FormField label={t('commissions.from')} className="min-w-0">
          <Input
            type="date"
            value={query.from ?? ''}
            max={query.to}
            onChange={(e) => update({ from: e.target.value || undefined })}
            className="min-w-0"
          />
        </FormField>
        <FormField label={t('commissions.to')} className="min-w-0">
          <Input
            type="date"
            value={query.to ?? ''}
            min={query.from}
            onChange={(e) => update({ to: e.target.value || undefined })}
            className="min-w-0"
          />
        </FormField>
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => update({ status: undefined, from: undefined, to: undefined })}
            className="col-span-2 justify-self-start lg:col-span-1"
          >
            <X />
            {t('commissions.clear')}
          </Button>
        ) : null}
      </fieldset>

      {list.data && (filtered || list.data.total > 0) ? (
        <FilterTotals totals={list.data.totals} status={query.status} />
      ) : null}

      {list.isError ? (
        <FormAlert>{t('commissions.loadFailed')}</FormAlert>
      ) : (
        <DataTable
          caption={t('commissions.caption')}
          columns={columns}
          rows={list.data?.items ?? []}
          getRowId={(row) => row.id}
          page={query.page}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPageChange={(page) => update({ page })}
          loading={list.isPending}
          emptyIcon={filtered ? FilterX : HandCoins}
          emptyTitle={filtered ? t('commissions.noMatchTitle') : t('commissions.emptyTitle')}
          emptyDescription={filtered ? t('commissions.noMatchText') : t('commissions.emptyText')}
        />
      )}
    </>
  );
}
