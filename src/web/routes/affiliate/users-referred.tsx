import '@/i18n/affiliate';
import {
  REFERRED_SORTS,
  type ReferredUser,
  type ReferredUsersQuery,
} from '@common/contracts/affiliates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link2, SearchX, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { sortableHeader } from '@/components/sort-button';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { affiliateKeys, getReferredUsers } from '@/features/affiliates/api';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { oneOfParam, pageParam, useListParams } from '@/lib/use-list-params';
import { paths } from '@/paths';

const PAGE_SIZE = 25;
type Sort = (typeof REFERRED_SORTS)[number];
type Query = ReferredUsersQuery & { sort: Sort; order: 'asc' | 'desc'; page: number };

/** The list's state from the address: newest first unless the reader chose otherwise. */
function parse(params: URLSearchParams): Query {
  return {
    search: params.get('search')?.trim() || undefined,
    sort: oneOfParam(params, 'sort', REFERRED_SORTS) ?? 'joined',
    order: oneOfParam(params, 'order', ['asc', 'desc'] as const) ?? 'desc',
    page: pageParam(params),
    pageSize: PAGE_SIZE,
  };
}

/** Names read best A→Z first; figures and dates biggest or newest first. */
const FIRST_ORDER: Record<Sort, 'asc' | 'desc'> = {
  name: 'asc',
  joined: 'desc',
  purchases: 'desc',
  spent: 'desc',
};

/** The students who registered with the affiliate's code: search, sort and pages on the server. */
export function Component() {
  const { t, i18n } = useTranslation('affiliate');
  const lng = i18n.language;
  useDocumentTitle(t('referred.pageTitle'));
  const [query, update] = useListParams(parse, { replace: true });
  const list = useQuery({
    queryKey: affiliateKeys.referrals(query),
    queryFn: () => getReferredUsers(query),
    placeholderData: keepPreviousData,
  });

  const sortable = (key: Sort, label: string) =>
    sortableHeader({
      column: key,
      label,
      sort: query.sort,
      order: query.order,
      firstOrder: FIRST_ORDER[key],
      onSort: update,
    });

  const columns: DataTableColumn<ReferredUser>[] = [
    {
      id: 'name',
      rowHeader: true,
      className: 'min-w-36',
      ...sortable('name', t('referred.columns.name')),
      cell: (row) => (
        <div className="grid">
          <span>{row.name}</span>
          {/* Phones have no room for the e-mail column: it goes under the name. */}
          <span dir="ltr" className="text-start font-normal text-ink-muted text-xs sm:hidden">
            {row.emailMasked}
          </span>
        </div>
      ),
    },
    {
      id: 'email',
      className: 'hidden sm:table-cell',
      header: t('referred.columns.email'),
      cell: (row) => (
        <span dir="ltr" className="text-ink-muted">
          {row.emailMasked}
        </span>
      ),
    },
    {
      id: 'joined',
      className: 'whitespace-nowrap',
      ...sortable('joined', t('referred.columns.joined')),
      cell: (row) => formatDate(row.joinedAt, lng),
    },
    {
      id: 'purchases',
      className: 'text-end tabular-nums',
      ...sortable('purchases', t('referred.columns.purchases')),
      cell: (row) => formatCount(row.purchases, lng),
    },
    {
      id: 'spent',
      className: 'text-end tabular-nums',
      ...sortable('spent', t('referred.columns.spent')),
      cell: (row) => formatMoney(row.totalSpent, lng),
    },
  ];

  const searching = Boolean(query.search);
  const total = list.data?.total ?? 0;

  return (
    <>
      <PageHeader title={t('referred.title')} description={t('referred.subtitle')} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <SearchInput
          value={query.search ?? ''}
          onSearch={(search) => update({ search })}
          label={t('referred.search')}
          className="w-full sm:max-w-sm"
        />
        {list.data && (total > 0 || searching) ? (
          <p className="text-ink-muted text-sm" aria-live="polite">
            {t('referred.total', { count: total })}
          </p>
        ) : null}
      </div>
      {list.isError ? (
        <FormAlert>{t('referred.loadFailed')}</FormAlert>
      ) : (
        <DataTable
          caption={t('referred.caption')}
          columns={columns}
          rows={list.data?.items ?? []}
          getRowId={(row) => row.id}
          page={query.page}
          pageSize={PAGE_SIZE}
          total={total}
          onPageChange={(page) => update({ page })}
          loading={list.isPending}
          emptyIcon={searching ? SearchX : Users}
          emptyTitle={searching ? t('referred.noMatchTitle') : t('referred.emptyTitle')}
          emptyDescription={searching ? t('referred.noMatchText') : t('referred.emptyText')}
        />
      )}
      {list.data && total === 0 && !searching ? (
        <div className="mt-4 flex justify-center">
          <Button asChild variant="secondary">
            <Link to={paths.affiliate.dashboard.href()}>
              <Link2 />
              {t('referred.shareLink')}
            </Link>
          </Button>
        </div>
      ) : null}
    </>
  );
}
