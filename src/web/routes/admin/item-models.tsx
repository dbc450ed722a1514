import '@/i18n/itemModels';
import type { ItemModelRow } from '@common/contracts/item-models';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Search, Shapes } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  getItemModels,
  type ItemModelListParams,
  itemModelListQueryKey,
} from '@/features/item-models/api';
import { useSearchDraft } from '@/features/questions/use-search-draft';
import { getSubjects, subjectsQueryKey } from '@/features/subjects/api';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { pageParam, textParam, useListParams } from '@/lib/use-list-params';
import { paths } from '@/paths';

const ALL = 'all';

/** The list's search, subject and page live in the address, so a view can be reloaded. */
const parseQuery = (params: URLSearchParams) => ({
  search: textParam(params, 'search'),
  subject: textParam(params, 'subject'),
  page: pageParam(params),
});

/** Administrators' item models: parametric questions, searched and filtered on the server. */
export function Component() {
  const { t } = useTranslation('itemModels');
  useDocumentTitle(t('pageTitle'));
  const [address, update] = useListParams(parseQuery);
  const query: ItemModelListParams = {
    search: address.search,
    subjectId: address.subject,
    page: address.page,
  };
  const subjects = useQuery({ queryKey: subjectsQueryKey, queryFn: getSubjects });
  const list = useQuery({
    queryKey: itemModelListQueryKey(query),
    queryFn: () => getItemModels(query),
    placeholderData: keepPreviousData,
  });
  const search = useSearchDraft(
    query.search,
    useCallback((search: string | undefined) => update({ search }), [update]),
  );
  const newHref = query.subjectId
    ? `${paths.admin.itemModelNew.href()}?subject=${encodeURIComponent(query.subjectId)}`
    : paths.admin.itemModelNew.href();

  const columns: DataTableColumn<ItemModelRow>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      rowHeader: true,
      className: 'min-w-56',
      cell: (row) => (
        <span className="grid gap-1">
          <Link
            to={paths.admin.itemModelEdit.href({ id: row.id })}
            className="font-medium text-ink underline-offset-4 hover:text-primary-700 hover:underline"
          >
            {row.name}
          </Link>
          <span className="flex flex-wrap gap-1">
            <Badge variant="neutral">{t(`difficulty.${row.difficulty}`)}</Badge>
            <Badge variant="outline">{t(`questionType.${row.questionType}`)}</Badge>
            {row.isActive ? null : <Badge variant="danger">{t('inactive')}</Badge>}
          </span>
        </span>
      ),
    },
    {
      id: 'place',
      header: t('columns.place'),
      className: 'min-w-48',
      cell: (row) => (
        <span className="grid">
          <span>{row.subject.name}</span>
          <span className="text-ink-muted text-xs">{row.topic.name}</span>
        </span>
      ),
    },
    {
      id: 'autoConfirm',
      header: t('columns.autoConfirm'),
      cell: (row) =>
        row.autoConfirm ? (
          <Badge variant="success">{t('autoConfirmOn')}</Badge>
        ) : (
          <Badge variant="neutral">{t('autoConfirmOff')}</Badge>
        ),
    },
    {
      id: 'questions',
      header: t('columns.questions'),
      className: 'text-end',
      cell: (row) => row.questionCount,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      className: 'text-end whitespace-nowrap',
      cell: (row) => (
        <Button size="sm" variant="ghost" asChild>
          <Link
            to={paths.admin.itemModelEdit.href({ id: row.id })}
            aria-label={t('editLabel', { name: row.name })}
          >
            <Pencil />
            <span className="max-sm:sr-only">{t('edit')}</span>
          </Link>
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')}>
        <Button className="w-full sm:w-auto" asChild>
          <Link to={newHref}>
            <Plus />
            {t('new')}
          </Link>
        </Button>
      </PageHeader>
      <div className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="relative">
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
              aria-hidden="true"
            />
            <Input
              type="search"
              aria-label={t('searchLabel')}
              placeholder={t('searchPlaceholder')}
              className="ps-9"
              value={search.text}
              onChange={(e) => search.setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') search.apply();
              }}
            />
          </div>
          <Select
            aria-label={t('subjectFilter')}
            value={query.subjectId ?? ALL}
            onValueChange={(value) => update({ subject: value === ALL ? undefined : value })}
            options={[
              { value: ALL, label: t('allSubjects') },
              ...(subjects.data?.subjects ?? []).map((s) => ({ value: s.id, label: s.name })),
            ]}
            className="w-full"
          />
        </div>
        <p className="text-ink-muted text-sm" aria-live="polite">
          {t('total', { count: list.data?.total ?? 0 })}
        </p>
        {list.isError ? (
          <FormAlert>{errorMessage(list.error, t('loadFailed'))}</FormAlert>
        ) : (
          <DataTable
            caption={t('caption')}
            columns={columns}
            rows={list.data?.items ?? []}
            getRowId={(row) => row.id}
            page={list.data?.page ?? query.page ?? 1}
            pageSize={list.data?.pageSize ?? 25}
            total={list.data?.total ?? 0}
            onPageChange={(page) => update({ page })}
            loading={list.isPending}
            emptyIcon={Shapes}
            emptyTitle={t('emptyTitle')}
            emptyDescription={t('emptyText')}
          />
        )}
      </div>
    </>
  );
}
