import '@/i18n/exams';
import {
  EXAM_STATUSES,
  type ExamListQuery,
  type ExamStatus,
  type ExamSummary,
} from '@common/contracts/exams';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ClipboardList, Play, Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { examKeys, getExamOptions, getExams } from '@/features/exams/api';
import {
  ExamModeLabel,
  ExamStatusBadge,
  formatPercent,
  formatRaw,
} from '@/features/exams/exam-labels';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

const ALL = 'all';
const PAGE_SIZE = 20;
/** Columns shown from md up; below, they fold into the exam's cell. */
const WIDE = 'hidden md:table-cell';

/** Filters and page live in the address, so a filtered list can be reloaded or shared. */
function useListQuery(): [ExamListQuery, (patch: Partial<ExamListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo<ExamListQuery>(() => {
    const q: ExamListQuery = {
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize: PAGE_SIZE,
    };
    const status = params.get('status');
    if (status && (EXAM_STATUSES as readonly string[]).includes(status))
      q.status = status as ExamStatus;
    const subject = params.get('subject');
    if (subject) q.subject = subject;
    return q;
  }, [params]);
  const update = useCallback(
    (patch: Partial<ExamListQuery>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return [query, update];
}

/** The student's exams: status, score and date, filters, paging; resume the unfinished ones. */
export function Component() {
  const { t, i18n } = useTranslation('exams');
  useDocumentTitle(t('list.pageTitle'));
  const [query, update] = useListQuery();
  const list = useQuery({
    queryKey: examKeys.list(query),
    queryFn: () => getExams(query),
    placeholderData: keepPreviousData,
  });
  const options = useQuery({ queryKey: examKeys.options, queryFn: getExamOptions });
  const subjects = useMemo(() => {
    const all = [...(options.data?.subjects ?? []), ...(options.data?.lockedSubjects ?? [])];
    return all
      .map((s) => ({ value: s.id, label: s.name }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [options.data]);
  const filtered = Boolean(query.status || query.subject);
  const lang = i18n.language;

  const columns: DataTableColumn<ExamSummary>[] = [
    {
      id: 'title',
      header: t('list.exam'),
      rowHeader: true,
      className: 'md:min-w-56',
      cell: (row) => (
        <span className="grid gap-0.5">
          <Link
            to={paths.student.exam.href({ examId: row.id })}
            className="font-semibold text-ink underline-offset-4 hover:text-primary-700 hover:underline"
          >
            {row.title}
          </Link>
          <span className="font-normal text-ink-muted text-xs">{row.subject.name}</span>
          {/* Small screens: the other columns fold in here. */}
          <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 font-normal text-ink-muted text-xs md:hidden">
            <ExamStatusBadge status={row.status} />
            <ExamModeLabel mode={row.mode} />
            <ScoreText exam={row} />
            <span>{formatDate(row.submittedAt ?? row.startedAt ?? row.createdAt, lang)}</span>
          </span>
        </span>
      ),
    },
    {
      id: 'mode',
      header: t('list.mode'),
      className: WIDE,
      cell: (row) => <ExamModeLabel mode={row.mode} />,
    },
    {
      id: 'status',
      header: t('list.status'),
      className: WIDE,
      cell: (row) => <ExamStatusBadge status={row.status} />,
    },
    {
      id: 'score',
      header: t('list.score'),
      className: `${WIDE} text-end`,
      cell: (row) =>
        row.score ? (
          <span className="grid justify-items-end tabular-nums">
            <span className="font-semibold">{formatPercent(row.score.percent, lang)}</span>
            <span className="text-ink-muted text-xs">
              {row.score.scaled
                ? t('list.scaled', { scaled: row.score.scaled })
                : t('report.correctOf', {
                    correct: formatRaw(row.score.raw, lang),
                    total: row.score.max,
                  })}
            </span>
          </span>
        ) : row.status === 'in_progress' ? (
          <span className="text-ink-muted text-xs">
            {t('list.progress', { answered: row.answeredCount, total: row.questionCount })}
          </span>
        ) : (
          <span className="text-ink-muted">—</span>
        ),
    },
    {
      id: 'date',
      header: t('list.date'),
      className: `${WIDE} whitespace-nowrap`,
      cell: (row) => formatDate(row.submittedAt ?? row.startedAt ?? row.createdAt, lang),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      className: 'text-end',
      cell: (row) => <RowAction exam={row} />,
    },
  ];

  const noExamsAtAll = list.data && list.data.total === 0 && !filtered;

  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.subtitle')}>
        <Button asChild>
          <Link to={paths.student.createExam.href()}>
            <Plus />
            {t('list.create')}
          </Link>
        </Button>
      </PageHeader>
      {noExamsAtAll ? (
        <EmptyState
          icon={ClipboardList}
          headingLevel={2}
          title={t('list.emptyTitle')}
          description={t('list.emptyText')}
          action={
            <Button asChild>
              <Link to={paths.student.createExam.href()}>
                <Plus />
                {t('list.createFirst')}
              </Link>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
            <fieldset className="flex flex-wrap gap-1.5">
              <legend className="sr-only">{t('list.status')}</legend>
              {[undefined, ...EXAM_STATUSES].map((status) => (
                <Button
                  key={status ?? ALL}
                  size="sm"
                  variant={query.status === status ? 'primary' : 'secondary'}
                  aria-pressed={query.status === status}
                  onClick={() => update({ status })}
                >
                  {status ? t(`statuses.${status}`) : t('list.allStatuses')}
                </Button>
              ))}
            </fieldset>
            <Select
              aria-label={t('list.subject')}
              value={query.subject ?? ALL}
              onValueChange={(value) => update({ subject: value === ALL ? undefined : value })}
              options={[{ value: ALL, label: t('list.allSubjects') }, ...subjects]}
              className="w-full lg:w-64"
            />
          </div>
          {list.isError ? (
            <FormAlert>{errorMessage(list.error, t('list.loadFailed'))}</FormAlert>
          ) : (
            <DataTable
              caption={t('list.caption')}
              columns={columns}
              rows={list.data?.items ?? []}
              getRowId={(row) => row.id}
              page={list.data?.page ?? Number(query.page ?? 1)}
              pageSize={list.data?.pageSize ?? PAGE_SIZE}
              total={list.data?.total ?? 0}
              onPageChange={(page) => update({ page })}
              loading={list.isPending}
              emptyIcon={ClipboardList}
              emptyTitle={t('list.noMatchTitle')}
              emptyDescription={t('list.noMatchText')}
            />
          )}
        </div>
      )}
    </>
  );
}

function ScoreText({ exam }: { exam: ExamSummary }) {
  const { t, i18n } = useTranslation('exams');
  if (exam.score) {
    return (
      <span className="font-semibold text-ink">
        {formatPercent(exam.score.percent, i18n.language)}
        {exam.score.scaled ? ` · ${t('list.scaled', { scaled: exam.score.scaled })}` : ''}
      </span>
    );
  }
  if (exam.status === 'in_progress')
    return (
      <span>{t('list.progress', { answered: exam.answeredCount, total: exam.questionCount })}</span>
    );
  return null;
}

function RowAction({ exam }: { exam: ExamSummary }) {
  const { t } = useTranslation('exams');
  if (exam.status === 'in_progress') {
    return (
      <Button size="sm" asChild>
        <Link
          to={paths.student.examProcess.href({ examId: exam.id })}
          aria-label={t('list.resumeExam', { title: exam.title })}
        >
          <Play />
          {t('list.resume')}
        </Link>
      </Button>
    );
  }
  if (exam.status === 'ready') {
    return (
      <Button size="sm" variant="secondary" asChild>
        <Link
          to={paths.student.exam.href({ examId: exam.id })}
          aria-label={t('list.startExam', { title: exam.title })}
        >
          {t('list.start')}
        </Link>
      </Button>
    );
  }
  return (
    <Button size="sm" variant="secondary" asChild>
      <Link
        to={paths.student.examReport.href({ examId: exam.id })}
        aria-label={t('list.reportFor', { title: exam.title })}
      >
        {t('list.report')}
      </Link>
    </Button>
  );
}
