import {
  type AdminAffiliateListQuery,
  type AdminAffiliateRow,
  COMMISSION_STATUSES,
} from '@common/contracts/affiliates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Coins, Pencil, Plus, Power, PowerOff, Users, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { deactivateAccount, reactivateAccount } from '@/features/users/api';
import { errorMessage } from '@/lib/api';
import { formatMoney, formatPercent } from '@/lib/format';
import { oneOfParam, pageParam, textParam, useListParams } from '@/lib/use-list-params';
import { paths } from '@/paths';
import { CreateAffiliateDialog, EditRatesDialog } from './admin-affiliate-dialogs';
import { adminAffiliateKeys, getAdminAffiliates } from './admin-api';

const ALL = 'all';
export const AFFILIATES_PAGE_SIZE = 25;
type Query = AdminAffiliateListQuery & { page: number };

function parse(params: URLSearchParams): Query {
  return {
    search: textParam(params, 'search'),
    status: oneOfParam(params, 'status', ['active', 'inactive'] as const),
    page: pageParam(params),
    pageSize: AFFILIATES_PAGE_SIZE,
  };
}

/** The address of the commissions tab filtered on one affiliate. */
export function commissionsOf(affiliateId: string) {
  return `${paths.admin.affiliateAccounts.href()}?${new URLSearchParams({ tab: 'commissions', affiliateId })}`;
}

/** Affiliates with their rates and results; create, edit rates, deactivate and reactivate. */
export function AffiliatesPanel() {
  const { t, i18n } = useTranslation('affiliateAdmin');
  const lng = i18n.language;
  const queryClient = useQueryClient();
  const [query, update] = useListParams(parse);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminAffiliateRow | null>(null);
  const [toggling, setToggling] = useState<AdminAffiliateRow | null>(null);

  const list = useQuery({
    queryKey: adminAffiliateKeys.affiliates(query),
    queryFn: () => getAdminAffiliates(query),
    placeholderData: keepPreviousData,
  });

  const nameOf = (row: AdminAffiliateRow) => row.name || row.email;
  const toggle = useMutation({
    mutationFn: (row: AdminAffiliateRow) =>
      row.active ? deactivateAccount(row.id) : reactivateAccount(row.id),
    onSuccess: async (_status, row) => {
      toast.success(
        t(row.active ? 'affiliates.deactivated' : 'affiliates.reactivated', { name: nameOf(row) }),
      );
      setToggling(null);
      await queryClient.invalidateQueries({ queryKey: adminAffiliateKeys.all });
    },
    onError: (error) => {
      setToggling(null);
      toast.error(errorMessage(error, t('affiliates.statusFailed')));
    },
  });

  const columns: DataTableColumn<AdminAffiliateRow>[] = [
    {
      id: 'affiliate',
      header: t('affiliates.columns.affiliate'),
      rowHeader: true,
      cell: (row) => (
        <div className="grid min-w-44">
          <span className="font-medium">{row.name}</span>
          <span className="font-normal text-ink-muted text-xs">{row.email}</span>
        </div>
      ),
    },
    {
      id: 'code',
      header: t('affiliates.columns.code'),
      className: 'whitespace-nowrap',
      cell: (row) => <code className="font-mono font-semibold text-sm">{row.code}</code>,
    },
    {
      id: 'status',
      header: t('affiliates.columns.status'),
      cell: (row) => (
        <Badge variant={row.active ? 'success' : 'neutral'}>
          {row.active ? t('affiliates.active') : t('affiliates.inactive')}
        </Badge>
      ),
    },
    {
      id: 'rate',
      header: t('affiliates.columns.commissionRate'),
      className: 'text-end tabular-nums',
      cell: (row) => formatPercent(row.commissionRate, lng),
    },
    {
      id: 'discount',
      header: t('affiliates.columns.referralDiscount'),
      className: 'text-end tabular-nums',
      cell: (row) => formatPercent(row.referralDiscountPercent, lng),
    },
    {
      id: 'referred',
      header: t('affiliates.columns.referred'),
      className: 'text-end tabular-nums',
      cell: (row) => new Intl.NumberFormat(lng).format(row.referredStudents),
    },
    {
      id: 'revenue',
      header: t('affiliates.columns.revenue'),
      className: 'text-end tabular-nums',
      cell: (row) => formatMoney(row.revenue, lng),
    },
    {
      id: 'commissions',
      header: t('affiliates.columns.commissions'),
      cell: (row) => {
        const present = COMMISSION_STATUSES.filter((s) => row.commissions[s].count > 0);
        if (present.length === 0) {
          return <span className="text-ink-muted text-xs">{t('affiliates.noCommissions')}</span>;
        }
        return (
          <dl className="grid min-w-40 grid-cols-[auto_1fr] gap-x-2 text-xs">
            {present.map((status) => (
              <div key={status} className="contents">
                <dt className="text-ink-muted">{t(`statuses.${status}`)}</dt>
                <dd className="text-end tabular-nums">
                  {t('affiliates.commissionLine', {
                    count: row.commissions[status].count,
                    amount: formatMoney(row.commissions[status].amount, lng),
                  })}
                </dd>
              </div>
            ))}
          </dl>
        );
      },
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('affiliates.columns.actions')}</span>,
      cell: (row) => {
        const name = nameOf(row);
        const toggleLabel = t(row.active ? 'affiliates.deactivateOf' : 'affiliates.reactivateOf', {
          name,
        });
        return (
          <div className="flex justify-end gap-1">
            <Button
              size="icon"
              variant="ghost"
              className="size-8"
              onClick={() => setEditing(row)}
              aria-label={t('affiliates.editRatesOf', { name })}
              title={t('affiliates.editRates')}
            >
              <Pencil />
            </Button>
            <Button size="icon" variant="ghost" className="size-8" asChild>
              <Link
                to={commissionsOf(row.id)}
                aria-label={t('affiliates.viewCommissionsOf', { name })}
                title={t('affiliates.viewCommissions')}
              >
                <Coins />
              </Link>
            </Button>
            <Button
              size="icon"
              variant="ghost"
              className={row.active ? 'size-8 text-danger hover:bg-red-50' : 'size-8'}
              onClick={() => setToggling(row)}
              aria-label={toggleLabel}
              title={row.active ? t('affiliates.deactivate') : t('affiliates.reactivate')}
            >
              {row.active ? <PowerOff /> : <Power />}
            </Button>
          </div>
        );
      },
    },
  ];

  const filtered = Boolean(query.search || query.status);

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="grid flex-1 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:max-w-2xl">
          <SearchInput
            label={t('affiliates.search')}
            value={query.search ?? ''}
            onSearch={(search) => update({ search })}
          />
          <Select
            aria-label={t('affiliates.allAccounts')}
            value={query.status ?? ALL}
            onValueChange={(value) => update({ status: value === ALL ? undefined : value })}
            options={[
              { value: ALL, label: t('affiliates.allAccounts') },
              { value: 'active', label: t('affiliates.active') },
              { value: 'inactive', label: t('affiliates.inactive') },
            ]}
            className="w-full"
          />
        </div>
        {filtered ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => update({ search: undefined, status: undefined })}
          >
            <X />
            {t('clear')}
          </Button>
        ) : null}
        <Button className="sm:ms-auto" onClick={() => setCreating(true)}>
          <Plus />
          {t('affiliates.create')}
        </Button>
      </div>
      {list.isError ? (
        <FormAlert>{t('affiliates.loadFailed')}</FormAlert>
      ) : (
        <DataTable
          caption={t('affiliates.caption')}
          columns={columns}
          rows={list.data?.items ?? []}
          getRowId={(row) => row.id}
          page={query.page}
          pageSize={AFFILIATES_PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPageChange={(page) => update({ page })}
          loading={list.isPending}
          emptyIcon={Users}
          emptyTitle={t('affiliates.emptyTitle')}
          emptyDescription={filtered ? t('affiliates.emptyFiltered') : t('affiliates.emptyText')}
        />
      )}
      <CreateAffiliateDialog open={creating} onOpenChange={setCreating} />
      <EditRatesDialog affiliate={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        title={t(toggling?.active ? 'affiliates.deactivateTitle' : 'affiliates.reactivateTitle', {
          name: toggling ? nameOf(toggling) : '',
        })}
        description={t(
          toggling?.active ? 'affiliates.deactivateText' : 'affiliates.reactivateText',
        )}
        confirmLabel={toggling?.active ? t('affiliates.deactivate') : t('affiliates.reactivate')}
        cancelLabel={t('cancel')}
        onConfirm={() => toggling && toggle.mutate(toggling)}
        pending={toggle.isPending}
      />
    </>
  );
}
