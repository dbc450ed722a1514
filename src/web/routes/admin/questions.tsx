import i18n from '@/i18n';
import '@/i18n/content';
import '@/i18n/questionEditor';
import {
  type BulkAction,
  type BulkResult,
  QUESTION_SORTS,
  type QuestionListQuery,
  type QuestionRow,
} from '@common/contracts/questions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, ArrowDown, ArrowUp, ArrowUpDown, CheckCheck, Library, Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RichText } from '@/components/rich-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { QuestionTransferActions } from '@/features/question-transfer/question-transfer-actions';
import { bulkChange, getQuestions } from '@/features/questions/api';
import { BulkResultDialog } from '@/features/questions/bulk-result-dialog';
import { QuestionFilters } from '@/features/questions/question-filters';
import { useSearchDraft } from '@/features/questions/use-search-draft';
import { getSubjects, subjectsQueryKey } from '@/features/subjects/api';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

const FILTER_KEYS = ['subject', 'topic', 'type', 'difficulty', 'status', 'source', 'q'] as const;
const STATUS_BADGE = {
  draft: 'neutral',
  pending_review: 'accent',
  confirmed: 'success',
  archived: 'outline',
} as const;

/** The list's state lives in the address, so a filtered view can be reloaded or shared. */
function useListQuery(): [QuestionListQuery, (patch: Partial<QuestionListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo<QuestionListQuery>(() => {
    const q: Record<string, string | number> = {};
    for (const key of FILTER_KEYS) {
      const value = params.get(key);
      if (value) q[key] = value;
    }
    const sort = params.get('sort');
    if (sort && (QUESTION_SORTS as readonly string[]).includes(sort)) q.sort = sort;
    const order = params.get('order');
    if (order === 'asc' || order === 'desc') q.order = order;
    q.page = Math.max(1, Number(params.get('page')) || 1);
    return q as QuestionListQuery;
  }, [params]);
  const update = useCallback(
    (patch: Partial<QuestionListQuery>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if ('subject' in patch) next.delete('topic');
        if (!('page' in patch)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return [query, update];
}

/** Administrators' question bank: server-side paging, sorting, filters, search, bulk actions. */
export function Component() {
  const { t } = useTranslation('content');
  const { t: te } = useTranslation('questionEditor');
  useDocumentTitle(t('questions.pageTitle'));
  const queryClient = useQueryClient();
  const [query, update] = useListQuery();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [outcome, setOutcome] = useState<{
    action: BulkAction['action'];
    result: BulkResult;
  } | null>(null);
  const subjects = useQuery({ queryKey: subjectsQueryKey, queryFn: getSubjects });
  const list = useQuery({
    queryKey: ['admin', 'questions', query],
    queryFn: () => getQuestions(query),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.items ?? [];

  const bulk = useMutation({
    mutationFn: (action: BulkAction['action']) => bulkChange({ ids: [...selected], action }),
    onSuccess: async (result, action) => {
      // Questions the status rules refused are listed one by one; a toast would hide which.
      if (result.skipped.length) setOutcome({ action, result });
      else
        toast.success(
          t(action === 'confirm' ? 'questions.confirmed' : 'questions.archived', {
            count: result.changed,
          }),
        );
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: ['admin', 'questions'] });
    },
    onError: (error) => toast.error(errorMessage(error, t('questions.bulkFailed'))),
  });

  const changeFilters = useCallback(
    (patch: Partial<QuestionListQuery>) => {
      setSelected(new Set());
      update(patch);
    },
    [update],
  );
  const search = useSearchDraft(
    query.q,
    useCallback((q: string | undefined) => changeFilters({ q }), [changeFilters]),
  );
  // The export must select exactly the rows on screen: while a typed search has not reached the
  // list, or the list still shows the previous filters' rows, it waits.
  const catchingUp = search.pending || list.isPlaceholderData;

  const sortHeader = (key: (typeof QUESTION_SORTS)[number], label: string) => {
    const active = (query.sort ?? 'updated') === key;
    const order = query.order ?? 'desc';
    const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
    return (
      <button
        type="button"
        className="inline-flex items-center gap-1 uppercase hover:text-ink"
        aria-label={t('questions.sortBy', { column: label })}
        onClick={() => update({ sort: key, order: active && order === 'desc' ? 'asc' : 'desc' })}
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    );
  };

  const pageIds = rows.map((r) => r.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const columns: DataTableColumn<QuestionRow>[] = [
    {
      id: 'select',
      className: 'w-10',
      header: (
        <Checkbox
          aria-label={t('questions.selectPage')}
          checked={allOnPage}
          onCheckedChange={(checked) =>
            setSelected((current) => {
              const next = new Set(current);
              for (const id of pageIds) checked ? next.add(id) : next.delete(id);
              return next;
            })
          }
        />
      ),
      cell: (row) => (
        <Checkbox
          aria-label={t('questions.select', { stem: row.stem.slice(0, 60) })}
          checked={selected.has(row.id)}
          onCheckedChange={(checked) =>
            setSelected((current) => {
              const next = new Set(current);
              checked ? next.add(row.id) : next.delete(row.id);
              return next;
            })
          }
        />
      ),
    },
    {
      id: 'stem',
      header: t('questions.question'),
      rowHeader: true,
      className: 'min-w-72',
      cell: (row) => (
        <Link
          to={paths.admin.questionEdit.href({ id: row.id })}
          dir="auto"
          className="line-clamp-2 font-normal text-ink underline-offset-4 hover:text-primary-700 hover:underline"
        >
          <RichText text={row.stem} inline />
        </Link>
      ),
    },
    {
      id: 'subject',
      header: t('questions.subjectTopic'),
      className: 'min-w-48',
      cell: (row) => (
        <span className="grid">
          <span className="font-medium">{row.subject.name}</span>
          <span className="text-ink-muted text-xs">{row.topic.name}</span>
        </span>
      ),
    },
    {
      id: 'type',
      header: sortHeader('type', t('questions.type')),
      cell: (row) => t(`questions.types.${row.type}`),
    },
    {
      id: 'difficulty',
      header: sortHeader('difficulty', t('questions.difficulty')),
      cell: (row) => t(`questions.difficulties.${row.difficulty}`),
    },
    {
      id: 'status',
      header: sortHeader('status', t('questions.status')),
      cell: (row) => (
        <Badge variant={STATUS_BADGE[row.status]}>{t(`questions.statuses.${row.status}`)}</Badge>
      ),
    },
    {
      id: 'facility',
      header: t('questions.facility'),
      className: 'text-end',
      cell: (row) => (row.facility === null ? '—' : `${Math.round(row.facility * 100)}%`),
    },
    {
      id: 'updated',
      header: sortHeader('updated', t('questions.updated')),
      className: 'whitespace-nowrap',
      cell: (row) => new Date(row.updatedAt).toLocaleDateString(i18n.language),
    },
  ];

  return (
    <>
      <PageHeader title={t('questions.title')} description={t('questions.subtitle')}>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <QuestionTransferActions
            query={query}
            catchingUp={catchingUp}
            onExportOpen={search.apply}
            subjects={subjects.data?.subjects ?? []}
          />
          <Button asChild className="w-full sm:w-auto">
            <Link
              to={`${paths.admin.questionCreate.href()}${
                query.subject
                  ? `?${new URLSearchParams({ subject: query.subject, ...(query.topic ? { topic: query.topic } : {}) })}`
                  : ''
              }`}
            >
              <Plus />
              {te('listNew')}
            </Link>
          </Button>
        </div>
      </PageHeader>
      <div className="grid gap-4">
        <QuestionFilters
          query={query}
          subjects={subjects.data?.subjects ?? []}
          search={search.text}
          onSearchChange={search.setText}
          onChange={changeFilters}
        />
        <div className="flex min-h-10 flex-wrap items-center justify-between gap-3">
          <p className="text-ink-muted text-sm" aria-live="polite">
            {selected.size
              ? t('questions.selected', { count: selected.size })
              : t('questions.total', { count: list.data?.total ?? 0 })}
          </p>
          {selected.size ? (
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => bulk.mutate('confirm')}
                loading={bulk.isPending}
              >
                <CheckCheck />
                {t('questions.confirm')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => bulk.mutate('archive')}
                loading={bulk.isPending}
              >
                <Archive />
                {t('questions.archive')}
              </Button>
            </div>
          ) : null}
        </div>
        {list.isError ? (
          <FormAlert>{errorMessage(list.error, t('questions.loadFailed'))}</FormAlert>
        ) : (
          <DataTable
            caption={t('questions.caption')}
            columns={columns}
            rows={rows}
            getRowId={(row) => row.id}
            page={list.data?.page ?? Number(query.page ?? 1)}
            pageSize={list.data?.pageSize ?? 25}
            total={list.data?.total ?? 0}
            onPageChange={(page) => update({ page })}
            loading={list.isPending}
            emptyIcon={Library}
            emptyTitle={t('questions.emptyTitle')}
            emptyDescription={t('questions.emptyText')}
          />
        )}
      </div>
      <BulkResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
}
