import '@/i18n/students';
import {
  STUDENT_SORTS,
  type StudentRow,
  type StudentSearchQuery,
} from '@common/contracts/students';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Package, Users, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateRangeFilter } from '@/components/date-range-filter';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { sortableHeader } from '@/components/sort-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { searchStudents, studentKeys } from '@/features/students/api';
import { formatCount, formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { dayParam, oneOfParam, pageParam, textParam, useListParams } from '@/lib/use-list-params';
import { paths } from '@/paths';

const ALL = 'all';
export const STUDENTS_PAGE_SIZE = 25;
type Sort = (typeof STUDENT_SORTS)[number];
type Query = StudentSearchQuery & { sort: Sort; order: 'asc' | 'desc'; page: number };

function parse(params: URLSearchParams): Query {
  return {
    search: textParam(params, 'search'),
    hasActivePackage: oneOfParam(params, 'hasActivePackage', ['yes', 'no'] as const),
    affiliateCode: textParam(params, 'affiliateCode'),
    joinedFrom: dayParam(params, 'joinedFrom'),
    joinedTo: dayParam(params, 'joinedTo'),
    sort: oneOfParam(params, 'sort', STUDENT_SORTS) ?? 'joined',
    order: oneOfParam(params, 'order', ['asc', 'desc'] as const) ?? 'desc',
    page: pageParam(params),
    pageSize: STUDENTS_PAGE_SIZE,
  };
}

/** Administrators find a student (server-side search, filters, sort, pages) and open them. */
export function Component() {
  const { t, i18n } = useTranslation('students');
  useDocumentTitle(t('search.pageTitle'));
  const lng = i18n.language;
  const [query, update] = useListParams(parse);

  const list = useQuery({
    queryKey: studentKeys.search(query),
    queryFn: () => searchStudents(query),
    placeholderData: keepPreviousData,
  });

  const sortable = (key: Sort, label: string) =>
    sortableHeader({
      column: key,
      label,
      sort: query.sort,
      order: query.order,
      firstOrder: key === 'name' || key === 'email' ? 'asc' : 'desc',
      onSort: update,
    });

  const columns: DataTableColumn<StudentRow>[] = [
    {
      id: 'student',
      ...sortable('name', t('search.columns.student')),
      rowHeader: true,
      cell: (row) => (
        <div className="grid min-w-48">
          <Link
            to={paths.admin.studentProfile.href({ studentId: row.id })}
            className="font-medium text-primary-700 underline-offset-4 hover:underline"
            aria-label={t('search.openProfile', { name: row.name || row.email })}
          >
            {row.name || row.email}
          </Link>
          <span className="break-all font-normal text-ink-muted text-xs">{row.email}</span>
        </div>
      ),
    },
    {
      id: 'phone',
      header: t('search.columns.phone'),
      className: 'whitespace-nowrap',
      cell: (row) =>
        row.phoneNumber ? (
          <span dir="ltr">{row.phoneNumber}</span>
        ) : (
          <span className="text-ink-muted">—</span>
        ),
    },
    {
      id: 'status',
      header: t('search.columns.status'),
      cell: (row) => (
        <div className="flex flex-wrap gap-1">
          <Badge variant={row.active ? 'success' : 'neutral'}>
            {row.active ? t('active') : t('deactivated')}
          </Badge>
          {row.emailVerified || row.adminVerified ? null : (
            <Badge variant="outline">{t('notVerified')}</Badge>
          )}
        </div>
      ),
    },
    {
      id: 'points',
      ...sortable('points', t('search.columns.points')),
      className: 'text-end tabular-nums',
      cell: (row) => formatCount(row.points, lng),
    },
    {
      id: 'packages',
      header: t('search.columns.packages'),
      className: 'text-end tabular-nums',
      cell: (row) => formatCount(row.activePackages, lng),
    },
    {
      id: 'referrer',
      header: t('search.columns.referrer'),
      cell: (row) =>
        row.affiliate ? (
          <div className="grid min-w-28">
            <span>{row.affiliate.name}</span>
            <code className="font-mono text-ink-muted text-xs">{row.affiliate.code}</code>
          </div>
        ) : (
          <span className="text-ink-muted">{t('search.notReferred')}</span>
        ),
    },
    {
      id: 'joined',
      ...sortable('joined', t('search.columns.joined')),
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.joinedAt, lng),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('search.columns.actions')}</span>,
      cell: (row) => (
        <div className="flex justify-end">
          <Button size="icon" variant="ghost" className="size-8" asChild>
            <Link
              to={paths.admin.studentPackages.href({ studentId: row.id })}
              aria-label={t('search.editPackagesOf', { name: row.name || row.email })}
              title={t('search.editPackages')}
            >
              <Package />
            </Link>
          </Button>
        </div>
      ),
    },
  ];

  const filtered = Boolean(
    query.search ||
      query.hasActivePackage ||
      query.affiliateCode ||
      query.joinedFrom ||
      query.joinedTo,
  );

  return (
    <>
      <PageHeader title={t('search.title')} description={t('search.subtitle')} />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchInput
          className="sm:col-span-2"
          label={t('search.search')}
          value={query.search ?? ''}
          onSearch={(search) => update({ search })}
        />
        <Select
          aria-label={t('search.anyPackage')}
          value={query.hasActivePackage ?? ALL}
          onValueChange={(value) => update({ hasActivePackage: value === ALL ? undefined : value })}
          options={[
            { value: ALL, label: t('search.anyPackage') },
            { value: 'yes', label: t('search.withPackage') },
            { value: 'no', label: t('search.withoutPackage') },
          ]}
          className="w-full"
        />
        <SearchInput
          label={t('search.affiliateCode')}
          value={query.affiliateCode ?? ''}
          onSearch={(affiliateCode) => update({ affiliateCode })}
          delay={500}
        />
        <DateRangeFilter
          fromLabel={t('search.joinedFrom')}
          toLabel={t('search.joinedTo')}
          from={query.joinedFrom}
          to={query.joinedTo}
          onFromChange={(joinedFrom) => update({ joinedFrom })}
          onToChange={(joinedTo) => update({ joinedTo })}
          inputClassName="ps-24"
        />
      </div>
      {filtered ? (
        <div className="mb-4">
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              update({
                search: undefined,
                hasActivePackage: undefined,
                affiliateCode: undefined,
                joinedFrom: undefined,
                joinedTo: undefined,
              })
            }
          >
            <X />
            {t('clear')}
          </Button>
        </div>
      ) : null}
      {list.isError ? (
        <FormAlert>{t('loadFailed')}</FormAlert>
      ) : (
        <DataTable
          caption={t('search.caption')}
          columns={columns}
          rows={list.data?.items ?? []}
          getRowId={(row) => row.id}
          page={query.page}
          pageSize={STUDENTS_PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPageChange={(page) => update({ page })}
          loading={list.isPending}
          emptyIcon={Users}
          emptyTitle={t('search.emptyTitle')}
          emptyDescription={filtered ? t('search.emptyFiltered') : t('search.emptyText')}
        />
      )}
    </>
  );
}
