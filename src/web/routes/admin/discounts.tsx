import '@/i18n/coupons';
import { COUPON_STATES, type CouponListQuery, type CouponRow } from '@common/contracts/coupons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Power, PowerOff, TicketPercent, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { couponKeys, getCoupons, updateCoupon } from '@/features/coupons/admin-api';
import { CouponFormDialog } from '@/features/coupons/coupon-form-dialog';
import { errorMessage } from '@/lib/api';
import { formatDate, formatMoney, formatPercent } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { oneOfParam, pageParam, textParam, useListParams } from '@/lib/use-list-params';

const ALL = 'all';
export const COUPONS_PAGE_SIZE = 20;
type Query = CouponListQuery & { page: number };

function parse(params: URLSearchParams): Query {
  return {
    search: textParam(params, 'search'),
    state: oneOfParam(params, 'state', COUPON_STATES),
    page: pageParam(params),
    pageSize: COUPONS_PAGE_SIZE,
  };
}

const STATE_BADGE = {
  active: 'success',
  scheduled: 'primary',
  expired: 'neutral',
  used_up: 'accent',
  inactive: 'outline',
} as const;

/**
 * Discounts & Coupons (spec route `discounts`, issue 17): coupon codes with their dates, limits,
 * packages and uses; create, edit, deactivate and reactivate. Filters live in the address.
 */
export function Component() {
  const { t, i18n } = useTranslation('coupons');
  const lng = i18n.language;
  useDocumentTitle(t('pageTitle'));
  const queryClient = useQueryClient();
  const [query, update] = useListParams(parse);
  const [editing, setEditing] = useState<CouponRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<CouponRow | null>(null);

  const list = useQuery({
    queryKey: couponKeys.list(query),
    queryFn: () => getCoupons(query),
    placeholderData: keepPreviousData,
  });

  const toggle = useMutation({
    mutationFn: (row: CouponRow) => updateCoupon(row.id, { active: !row.active }),
    onSuccess: async (row) => {
      toast.success(t(row.active ? 'reactivated' : 'deactivated', { code: row.code }));
      setToggling(null);
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
    },
    onError: (error) => {
      setToggling(null);
      toast.error(errorMessage(error, t('statusFailed')));
    },
  });

  const day = (d: string) => formatDate(`${d}T12:00:00Z`, lng);
  const validity = (row: CouponRow) => {
    if (row.validFrom && row.validUntil) {
      return t('between', { from: day(row.validFrom), to: day(row.validUntil) });
    }
    if (row.validFrom) return t('from', { day: day(row.validFrom) });
    if (row.validUntil) return t('until', { day: day(row.validUntil) });
    return t('always');
  };

  const columns: DataTableColumn<CouponRow>[] = [
    {
      id: 'code',
      header: t('columns.code'),
      rowHeader: true,
      className: 'whitespace-nowrap',
      cell: (row) => <code className="font-mono font-semibold text-sm">{row.code}</code>,
    },
    {
      id: 'discount',
      header: t('columns.discount'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) =>
        row.kind === 'percent'
          ? t('percentOff', { value: formatPercent(row.value, lng) })
          : t('amountOff', { value: formatMoney(row.value, lng) }),
    },
    {
      id: 'validity',
      header: t('columns.validity'),
      cell: (row) => <span className="block min-w-32 text-sm">{validity(row)}</span>,
    },
    {
      id: 'limits',
      header: t('columns.limits'),
      cell: (row) => (
        <div className="grid min-w-28 text-xs">
          <span>{row.maxUses === null ? t('noLimit') : t('overall', { count: row.maxUses })}</span>
          {row.maxUsesPerStudent !== null ? (
            <span className="text-ink-muted">
              {t('perStudent', { count: row.maxUsesPerStudent })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'packages',
      header: t('columns.packages'),
      cell: (row) =>
        row.packages.length === 0 ? (
          <span className="text-ink-muted text-xs">{t('allPackages')}</span>
        ) : (
          <span className="block min-w-28 text-xs">
            {row.packages.map((p) => p.name).join(', ')}
          </span>
        ),
    },
    {
      id: 'uses',
      header: t('columns.uses'),
      className: 'text-end tabular-nums',
      cell: (row) => (
        <div className="grid justify-items-end whitespace-nowrap">
          <span>
            {row.maxUses === null
              ? t('uses', { count: row.uses })
              : t('usesOf', { count: row.uses, max: row.maxUses })}
          </span>
          {row.reserved > 0 ? (
            <span className="text-ink-muted text-xs">{t('reserved', { count: row.reserved })}</span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'given',
      header: t('columns.given'),
      className: 'text-end tabular-nums',
      cell: (row) => formatMoney(row.discountGiven, lng),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (row) => <Badge variant={STATE_BADGE[row.state]}>{t(`states.${row.state}`)}</Badge>,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      cell: (row) => (
        <div className="flex justify-end gap-1">
          <Button
            size="icon"
            variant="ghost"
            className="size-8"
            onClick={() => setEditing(row)}
            aria-label={t('editOf', { code: row.code })}
            title={t('edit')}
          >
            <Pencil />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className={row.active ? 'size-8 text-danger hover:bg-red-50' : 'size-8'}
            onClick={() => setToggling(row)}
            aria-label={t(row.active ? 'deactivateOf' : 'reactivateOf', { code: row.code })}
            title={row.active ? t('deactivate') : t('reactivate')}
          >
            {row.active ? <PowerOff /> : <Power />}
          </Button>
        </div>
      ),
    },
  ];

  const filtered = Boolean(query.search || query.state);

  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="grid flex-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:max-w-2xl">
          <SearchInput
            label={t('search')}
            value={query.search ?? ''}
            onSearch={(search) => update({ search })}
          />
          <Select
            aria-label={t('allStates')}
            value={query.state ?? ALL}
            onValueChange={(value) => update({ state: value === ALL ? undefined : value })}
            options={[
              { value: ALL, label: t('allStates') },
              ...COUPON_STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
            ]}
            className="w-full"
          />
        </div>
        {filtered ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => update({ search: undefined, state: undefined })}
          >
            <X />
            {t('clear')}
          </Button>
        ) : null}
        <Button className="sm:ms-auto" onClick={() => setCreating(true)}>
          <Plus />
          {t('create')}
        </Button>
      </div>
      {list.isError ? (
        <FormAlert>{t('loadFailed')}</FormAlert>
      ) : (
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={list.data?.items ?? []}
          getRowId={(row) => row.id}
          page={query.page}
          pageSize={COUPONS_PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPageChange={(page) => update({ page })}
          loading={list.isPending}
          emptyIcon={TicketPercent}
          emptyTitle={t('emptyTitle')}
          emptyDescription={filtered ? t('emptyFiltered') : t('emptyText')}
        />
      )}
      <CouponFormDialog
        open={creating || editing !== null}
        coupon={editing}
        onOpenChange={(open) => {
          if (!open) {
            setCreating(false);
            setEditing(null);
          }
        }}
      />
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        title={t(toggling?.active ? 'deactivateTitle' : 'reactivateTitle', {
          code: toggling?.code ?? '',
        })}
        description={t(toggling?.active ? 'deactivateText' : 'reactivateText')}
        confirmLabel={toggling?.active ? t('deactivate') : t('reactivate')}
        cancelLabel={t('cancel')}
        onConfirm={() => toggling && toggle.mutate(toggling)}
        pending={toggle.isPending}
      />
    </>
  );
}
