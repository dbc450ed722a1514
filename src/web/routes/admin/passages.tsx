import '@/i18n/passages';
import type { PassageRow } from '@common/contracts/passages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BookOpenText, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { RichText } from '@/components/rich-text';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  deletePassage,
  getPassage,
  getPassages,
  type PassageListParams,
  passageListQueryKey,
  passageQueryKey,
  passagesQueryKey,
} from '@/features/passages/api';
import { AttachedQuestions } from '@/features/passages/attached-questions';
import { PassageForm } from '@/features/passages/passage-form';
import { useSearchDraft } from '@/features/questions/use-search-draft';
import { getSubjects, subjectsQueryKey } from '@/features/subjects/api';
import { errorMessage, isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { pageParam, textParam, useListParams } from '@/lib/use-list-params';

const ALL = 'all';
const NEW = 'new';

type Deleting = { id: string; title: string; questionCount: number };

/** The list's filters and the open passage live in the address, so a view can be reloaded. */
const parseAddress = (params: URLSearchParams) => ({
  search: textParam(params, 'search'),
  subject: textParam(params, 'subject'),
  page: pageParam(params),
  passage: textParam(params, 'passage'),
});

/** Administrators' reading passages: a searched, paged list, and one passage's editor. */
export function Component() {
  const { t } = useTranslation('passages');
  useDocumentTitle(t('pageTitle'));
  const queryClient = useQueryClient();
  const [address, update] = useListParams(parseAddress);
  const query: PassageListParams = {
    search: address.search,
    subjectId: address.subject,
    page: address.page,
  };
  const open = address.passage ?? null;
  const subjects = useQuery({ queryKey: subjectsQueryKey, queryFn: getSubjects });
  const subjectList = subjects.data?.subjects ?? [];
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const remove = useMutation({
    mutationFn: (target: Deleting) => deletePassage(target.id, target.questionCount > 0),
    onSuccess: async (_, target) => {
      toast.success(t('confirmDelete.deleted'));
      setDeleting(null);
      queryClient.removeQueries({ queryKey: passageQueryKey(target.id) });
      if (open === target.id) update({ passage: undefined });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: passagesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'questions'] }),
      ]);
    },
    onError: async (error) => {
      setDeleting(null);
      toast.error(errorMessage(error, t('confirmDelete.failed')));
      // Someone attached questions meanwhile: show the current count before asking again.
      await queryClient.invalidateQueries({ queryKey: passagesQueryKey });
    },
  });

  const confirm = (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
      title={t('confirmDelete.title')}
      description={
        deleting && deleting.questionCount > 0
          ? t('confirmDelete.textAttached', {
              title: deleting.title,
              count: deleting.questionCount,
            })
          : t('confirmDelete.text', { title: deleting?.title ?? '' })
      }
      confirmLabel={t('confirmDelete.confirm')}
      cancelLabel={t('confirmDelete.cancel')}
      onConfirm={() => deleting && remove.mutate(deleting)}
      pending={remove.isPending}
    />
  );

  if (open) {
    return (
      <>
        <PassageEditor
          id={open === NEW ? undefined : open}
          subjects={subjectList}
          initialSubjectId={query.subjectId}
          onBack={() => update({ passage: undefined })}
          onOpen={(id) => update({ passage: id, page: query.page })}
          onDelete={setDeleting}
        />
        {confirm}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')}>
        <Button
          className="w-full sm:w-auto"
          onClick={() => update({ passage: NEW, page: query.page })}
        >
          <Plus />
          {t('new')}
        </Button>
      </PageHeader>
      <PassageList
        query={query}
        update={update}
        subjects={subjectList.map((s) => ({ value: s.id, label: s.name }))}
        onDelete={setDeleting}
      />
      {confirm}
    </>
  );
}

function PassageList({
  query,
  update,
  subjects,
  onDelete,
}: {
  query: PassageListParams;
  update: (patch: Record<string, string | number | undefined>) => void;
  subjects: { value: string; label: string }[];
  onDelete: (target: Deleting) => void;
}) {
  const { t } = useTranslation('passages');
  const list = useQuery({
    queryKey: passageListQueryKey(query),
    queryFn: () => getPassages(query),
    placeholderData: keepPreviousData,
  });
  const search = useSearchDraft(
    query.search,
    useCallback((search: string | undefined) => update({ search }), [update]),
  );

  const columns: DataTableColumn<PassageRow>[] = [
    {
      id: 'passage',
      header: t('columns.passage'),
      rowHeader: true,
      className: 'min-w-64',
      cell: (row) => (
        <span className="grid gap-0.5">
          <button
            type="button"
            className="text-start font-medium text-ink underline-offset-4 hover:text-primary-700 hover:underline"
            onClick={() => update({ passage: row.id, page: query.page })}
          >
            {row.title}
          </button>
          <RichText text={row.excerpt} inline className="line-clamp-2 text-ink-muted text-xs" />
        </span>
      ),
    },
    {
      id: 'subject',
      header: t('columns.subject'),
      className: 'min-w-40',
      cell: (row) => row.subject.name,
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
        <span className="inline-flex gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('editLabel', { title: row.title })}
            onClick={() => update({ passage: row.id, page: query.page })}
          >
            <Pencil />
            <span className="max-sm:sr-only">{t('edit')}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('deleteLabel', { title: row.title })}
            onClick={() =>
              onDelete({ id: row.id, title: row.title, questionCount: row.questionCount })
            }
          >
            <Trash2 />
            <span className="max-sm:sr-only">{t('delete')}</span>
          </Button>
        </span>
      ),
    },
  ];

  return (
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
          options={[{ value: ALL, label: t('allSubjects') }, ...subjects]}
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
          emptyIcon={BookOpenText}
          emptyTitle={t('emptyTitle')}
          emptyDescription={t('emptyText')}
        />
      )}
    </div>
  );
}

function PassageEditor({
  id,
  subjects,
  initialSubjectId,
  onBack,
  onOpen,
  onDelete,
}: {
  id?: string;
  subjects: Parameters<typeof PassageForm>[0]['subjects'];
  initialSubjectId?: string;
  onBack: () => void;
  onOpen: (id: string) => void;
  onDelete: (target: Deleting) => void;
}) {
  const { t } = useTranslation('passages');
  const passage = useQuery({
    queryKey: passageQueryKey(id ?? ''),
    queryFn: () => getPassage(id ?? ''),
    enabled: Boolean(id),
  });
  const title = id ? (passage.data?.title ?? t('form.editTitle')) : t('form.newTitle');

  return (
    <>
      <Button variant="link" className="mb-2" onClick={onBack}>
        <ArrowLeft className="rtl:rotate-180" />
        {t('back')}
      </Button>
      <PageHeader title={title} description={t('subtitle')} />
      {id && passage.isPending ? (
        <div className="grid gap-4">
          <Skeleton className="h-96" />
        </div>
      ) : id && passage.isError ? (
        <FormAlert>
          {isApiError(passage.error, 404)
            ? t('form.notFound')
            : errorMessage(passage.error, t('form.loadFailed'))}
        </FormAlert>
      ) : (
        <div className="grid gap-6">
          <PassageForm
            key={id ?? NEW}
            passage={passage.data}
            subjects={subjects}
            initialSubjectId={initialSubjectId}
            onCreated={(created) => onOpen(created.id)}
            onDelete={
              passage.data
                ? () => {
                    const p = passage.data;
                    onDelete({ id: p.id, title: p.title, questionCount: p.questions.length });
                  }
                : undefined
            }
          />
          {passage.data ? <AttachedQuestions passage={passage.data} /> : null}
        </div>
      )}
    </>
  );
}
