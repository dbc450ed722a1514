import {
  type AdminCommissionListQuery,
  type AdminCommissionRow,
  COMMISSION_STATUSES,
  type CommissionStatus,
} from '@common/contracts/affiliates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BadgeCheck,
  Ban,
  Banknote,
  Check,
  Clock,
  Coins,
  type LucideIcon,
  TriangleAlert,
  X,
} from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/date-range-filter';
import { SearchInput } from '@/components/search-input';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney, formatPercent } from '@/lib/format';
import {
  dayParam,
  type ListPatch,
  oneOfParam,
  pageParam,
  textParam,
  useListParams,
} from '@/lib/use-list-params';
import {
  adminAffiliateKeys,
  approveCommissions,
  getAdminAffiliates,
  getAdminCommissions,
  payCommissions,
} from './admin-api';
import { ApproveDialog, type CommissionBatch, PayDialog } from './admin-commission-dialogs';

const FILTERS = ['status', 'affiliateId', 'from', 'to', 'search', 'flagged'] as const;
const ALL = 'all';
export const COMMISSIONS_PAGE_SIZE = 25;
type Query = AdminCommissionListQuery & { page: number };

function parse(params: URLSearchParams): Query {
  return {
    status: oneOfParam(params, 'status', COMMISSION_STATUSES),
    affiliateId: textParam(params, 'affiliateId'),
    from: dayParam(params, 'from'),
    to: dayParam(params, 'to'),
    search: textParam(params, 'search'),
    flagged: oneOfParam(params, 'flagged', ['true'] as const),
    page: pageParam(params),
    pageSize: COMMISSIONS_PAGE_SIZE,
  };
}

export const COMMISSION_BADGE: Record<CommissionStatus, NonNullable<BadgeProps['variant']>> = {
  pending: 'accent',
  approved: 'primary',
  paid: 'success',
  cancelled: 'neutral',
};
const TOTAL_ICON: Record<CommissionStatus, LucideIcon> = {
  pending: Clock,
  approved: BadgeCheck,
  paid: Banknote,
  cancelled: Ban,
};
const TOTAL_TONE: Record<CommissionStatus, string> = {
  pending: 'text-accent-700',
  approved: 'text-primary-700',
  paid: 'text-emerald-700',
  cancelled: 'text-slate-500',
};

/** Every commission with filters and totals; approve and mark paid, one or many at once. */
export function CommissionsPanel() {
  const { t, i18n } = useTranslation('affiliateAdmin');
  const lng = i18n.language;
  const queryClient = useQueryClient();
  const [query, update] = useListParams(parse);
  const [selected, setSelected] = useState<Map<string, AdminCommissionRow>>(new Map());
  const [approving, setApproving] = useState<CommissionBatch | null>(null);
  const [paying, setPaying] = useState<CommissionBatch | null>(null);
  const [payError, setPayError] = useState<string | undefined>();

  const queryKey = adminAffiliateKeys.commissions(query);
  const list = useQuery({
    queryKey,
    queryFn: () => getAdminCommissions(query),
    placeholderData: keepPreviousData,
  });
  // The affiliate filter's choices (the first hundred, by the server's order).
  const affiliates = useQuery({
    queryKey: adminAffiliateKeys.affiliates({ pageSize: 100 }),
    queryFn: () => getAdminAffiliates({ pageSize: 100 }),
  });

  // A selection belongs to the rows on screen: another page or filter starts afresh.
  const listKey = JSON.stringify(query);
  useEffect(() => {
    void listKey;
    setSelected(new Map());
  }, [listKey]);

  const rows = list.isPlaceholderData ? [] : (list.data?.items ?? []);
  const money = (amount: number) => formatMoney(amount, lng);
  const batchOf = (items: AdminCommissionRow[]): CommissionBatch => ({
    ids: items.map((row) => row.id),
    total: money(items.reduce((sum, row) => sum + row.amount, 0)),
  });
  const chosen = [...selected.values()];
  const approvable = chosen.filter((row) => row.status === 'pending');
  const payable = chosen.filter((row) => row.status === 'approved');

  const done = async () => {
    setSelected(new Map());
    await queryClient.invalidateQueries({ queryKey: adminAffiliateKeys.all });
  };
  const approve = useMutation({
    mutationFn: (ids: string[]) => approveCommissions(ids),
    onSuccess: async (result) => {
      setApproving(null);
      toast.success(t('commissions.approved', { count: result.ids.length }));
      await done();
    },
    onError: async (error) => {
      setApproving(null);
      toast.error(errorMessage(error, t('commissions.approveFailed')));
      await queryClient.invalidateQueries({ queryKey: adminAffiliateKeys.all });
    },
  });
  const pay = useMutation({
    mutationFn: ({ ids, reference }: { ids: string[]; reference: string }) =>
      payCommissions(ids, reference),
    onSuccess: async (result) => {
      setPaying(null);
      toast.success(t('commissions.paid', { count: result.ids.length }));
      await done();
    },
    onError: async (error) => {
      const fieldMessage = isApiError(error) ? error.fields.payoutReference : undefined;
      if (fieldMessage) {
        setPayError(fieldMessage);
        return;
      }
      setPaying(null);
      toast.error(errorMessage(error, t('commissions.payFailed')));
      await queryClient.invalidateQueries({ queryKey: adminAffiliateKeys.all });
    },
  });

  const toggleRow = (row: AdminCommissionRow, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });
  const allChecked = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someChecked = rows.some((row) => selected.has(row.id));

  const columns: DataTableColumn<AdminCommissionRow>[] = [
    {
      id: 'select',
      header: (
        <Checkbox
          aria-label={t('commissions.selectAll')}
          checked={allChecked ? true : someChecked ? 'indeterminate' : false}
          onCheckedChange={(value) =>
            setSelected(value === true ? new Map(rows.map((row) => [row.id, row])) : new Map())
          }
          disabled={rows.length === 0}
        />
      ),
      className: 'w-10 pe-0',
      cell: (row) => (
        <Checkbox
          aria-label={t('commissions.selectRow', {
            student: row.student.name || row.student.email,
            affiliate: row.affiliate.name,
          })}
          checked={selected.has(row.id)}
          onCheckedChange={(value) => toggleRow(row, value === true)}
        />
      ),
    },
    {
      id: 'date',
      header: t('commissions.columns.date'),
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.createdAt, lng),
    },
    {
      id: 'affiliate',
      header: t('commissions.columns.affiliate'),
      cell: (row) => (
        <div className="grid min-w-32">
          <span className="font-medium">{row.affiliate.name}</span>
          {row.affiliate.code ? (
            <code className="font-mono text-ink-muted text-xs">{row.affiliate.code}</code>
          ) : null}
        </div>
      ),
    },
    {
      id: 'student',
      header: t('commissions.columns.student'),
      cell: (row) => (
        <div className="grid min-w-40">
          <span className="font-medium">{row.student.name}</span>
          <span className="text-ink-muted text-xs">{row.student.email}</span>
        </div>
      ),
    },
    { id: 'package', header: t('commissions.columns.package'), cell: (row) => row.packageName },
    {
      id: 'amount',
      header: t('commissions.columns.amount'),
      className: 'text-end',
      cell: (row) => (
        <div className="grid justify-items-end whitespace-nowrap">
          <span className="font-semibold tabular-nums">
            {formatMoney(row.amount, lng, row.currency)}
          </span>
          <span className="text-ink-muted text-xs tabular-nums">
            {t('commissions.rateOf', {
              rate: formatPercent(row.rate, lng),
              amount: formatMoney(row.paymentAmount, lng, row.currency),
            })}
          </span>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('commissions.columns.status'),
      cell: (row) => <StatusCell row={row} lng={lng} />,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('commissions.columns.actions')}</span>,
      className: 'text-end',
      cell: (row) => {
        const student = row.student.name || row.student.email;
        if (row.status === 'pending') {
          return (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setApproving(batchOf([row]))}
              aria-label={t('commissions.approveOf', { student })}
            >
              <Check />
              {t('commissions.approve')}
            </Button>
          );
        }
        if (row.status === 'approved') {
          return (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setPayError(undefined);
                setPaying(batchOf([row]));
              }}
              aria-label={t('commissions.payOf', { student })}
            >
              <Banknote />
              {t('commissions.pay')}
            </Button>
          );
        }
        return null;
      },
    },
  ];

  const totals = list.data?.totals;
  const affiliateOptions = useMemo(() => {
    const options = (affiliates.data?.items ?? []).map((a) => ({
      value: a.id,
      label: `${a.name || a.email} (${a.code})`,
    }));
    // An affiliate beyond the first hundred still shows its name once a row names it.
    if (query.affiliateId && !options.some((o) => o.value === query.affiliateId)) {
      const row = list.data?.items.find((r) => r.affiliate.id === query.affiliateId);
      options.push({
        value: query.affiliateId,
        label: row ? `${row.affiliate.name} (${row.affiliate.code ?? '—'})` : query.affiliateId,
      });
    }
    return options;
  }, [affiliates.data, list.data, query.affiliateId]);
  const filtered = FILTERS.some((key) => query[key]);

  return (
    <>
      <section
        aria-label={t('commissions.totalsLabel')}
        className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        {COMMISSION_STATUSES.map((status) => {
          const Icon = TOTAL_ICON[status];
          return (
            <div
              key={status}
              className="min-w-0 rounded-card border border-border bg-surface p-4 shadow-card"
            >
              <h2 className="flex items-center gap-2 font-medium text-ink-muted text-sm">
                <Icon className={cn('size-4 shrink-0', TOTAL_TONE[status])} aria-hidden="true" />
                {t(`statuses.${status}`)}
              </h2>
              <p className="mt-1 truncate font-bold text-ink text-xl tabular-nums tracking-tight">
                {money(totals?.[status].amount ?? 0)}
              </p>
              <p className="truncate text-ink-muted text-xs">
                {t('commissions.totalHint', { count: totals?.[status].count ?? 0 })}
              </p>
            </div>
          );
        })}
      </section>
      <div className="mb-3 grid grid-cols-2 gap-3 lg:grid-cols-6">
        <div className="col-span-2">
          <SearchInput
            label={t('commissions.search')}
            value={query.search ?? ''}
            onSearch={(search) => update({ search })}
          />
        </div>
        <Select
          aria-label={t('commissions.allStatuses')}
          value={query.status ?? ALL}
          onValueChange={(value) => update({ status: value === ALL ? undefined : value })}
          options={[
            { value: ALL, label: t('commissions.allStatuses') },
            ...COMMISSION_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          ]}
          className="col-span-2 w-full sm:col-span-1"
        />
        <Select
          aria-label={t('commissions.affiliateFilter')}
          value={query.affiliateId ?? ALL}
          onValueChange={(value) => update({ affiliateId: value === ALL ? undefined : value })}
          options={[{ value: ALL, label: t('commissions.allAffiliates') }, ...affiliateOptions]}
          className="col-span-2 w-full sm:col-span-1"
        />
        <DateRangeFilter
          fromLabel={t('commissions.from')}
          toLabel={t('commissions.to')}
          from={query.from}
          to={query.to}
          onFromChange={(from) => update({ from })}
          onToChange={(to) => update({ to })}
          className="col-span-2 sm:col-span-1"
        />
      </div>
      <div className="mb-4 flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <Checkbox
            id="commissions-flagged"
            checked={query.flagged === 'true'}
            onCheckedChange={(value) => update({ flagged: value === true ? 'true' : undefined })}
          />
          <Label htmlFor="commissions-flagged">{t('commissions.flagged')}</Label>
        </div>
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={() => update(CLEARED)}>
            <X />
            {t('clear')}
          </Button>
        ) : null}
      </div>
      {chosen.length > 0 ? (
        <section
          aria-label={t('commissions.selected', {
            count: chosen.length,
            amount: batchOf(chosen).total,
          })}
          className="sticky top-2 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-card border border-primary-200 bg-primary-50 px-4 py-2 shadow-card"
        >
          <p
            className="basis-full font-medium text-primary-900 text-sm sm:me-auto sm:basis-auto"
            role="status"
          >
            {t('commissions.selected', { count: chosen.length, amount: batchOf(chosen).total })}
          </p>
          <Button
            size="sm"
            disabled={approvable.length === 0}
            onClick={() => setApproving(batchOf(approvable))}
          >
            <Check />
            {t('commissions.approveSelected', { count: approvable.length })}
          </Button>
          <Button
            size="sm"
            disabled={payable.length === 0}
            onClick={() => {
              setPayError(undefined);
              setPaying(batchOf(payable));
            }}
          >
            <Banknote />
            {t('commissions.paySelected', { count: payable.length })}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
            <X />
            {t('commissions.clearSelection')}
          </Button>
        </section>
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
          pageSize={COMMISSIONS_PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPageChange={(page) => update({ page })}
          loading={list.isPending}
          emptyIcon={Coins}
          emptyTitle={t('commissions.emptyTitle')}
          emptyDescription={filtered ? t('commissions.emptyFiltered') : t('commissions.emptyText')}
        />
      )}
      <ApproveDialog
        batch={approving}
        onOpenChange={(open) => !open && setApproving(null)}
        onConfirm={() => approving && approve.mutate(approving.ids)}
        pending={approve.isPending}
      />
      <PayDialog
        batch={paying}
        onOpenChange={(open) => !open && setPaying(null)}
        onConfirm={(reference) => paying && pay.mutate({ ids: paying.ids, reference })}
        pending={pay.isPending}
        serverError={payError}
      />
    </>
  );
}

const CLEARED: ListPatch<Query> = Object.fromEntries(FILTERS.map((key) => [key, undefined]));

function StatusCell({ row, lng }: { row: AdminCommissionRow; lng: string }) {
  const { t } = useTranslation('affiliateAdmin');
  const lines: ReactNode[] = [];
  if (row.status === 'approved' && row.approvedAt) {
    lines.push(t('commissions.approvedOn', { date: formatDate(row.approvedAt, lng) }));
  }
  if (row.status === 'paid' && row.paidAt) {
    lines.push(t('commissions.paidOn', { date: formatDate(row.paidAt, lng) }));
  }
  if (row.status === 'cancelled' && row.cancelledAt) {
    lines.push(t('commissions.cancelledOn', { date: formatDate(row.cancelledAt, lng) }));
  }
  if (row.payoutReference) {
    lines.push(t('commissions.reference', { reference: row.payoutReference }));
  }
  return (
    <div className="grid min-w-32 justify-items-start gap-1">
      <Badge variant={COMMISSION_BADGE[row.status]}>{t(`statuses.${row.status}`)}</Badge>
      {row.refundedAfterPaid ? (
        <Badge variant="danger" className="max-w-48 whitespace-normal rounded-md">
          <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
          {t('commissions.flaggedBadge')}
        </Badge>
      ) : row.paymentStatus === 'refunded' ? (
        <span className="text-ink-muted text-xs">{t('commissions.paymentRefunded')}</span>
      ) : null}
      {lines.map((line) => (
        <span key={String(line)} className="text-ink-muted text-xs">
          {line}
        </span>
      ))}
    </div>
  );
}
