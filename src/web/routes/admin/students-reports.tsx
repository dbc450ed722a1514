import '@/i18n/studentReports';
import {
  ACTIVE_DAYS,
  REPORT_ACTIVITY,
  REPORT_SORTS,
  type StudentReportGroup,
  type StudentReportQuery,
  type StudentReportRow,
} from '@common/contracts/student-reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Printer, Users, X } from 'lucide-react';
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
import {
  getReportPackages,
  getReportSubjects,
  getStudentReport,
  getStudentReportSummary,
  studentReportExportHref,
  studentReportKeys,
} from '@/features/student-reports/api';
import { formatDuration, formatScore } from '@/features/student-reports/format-duration';
import { ReportSummary } from '@/features/student-reports/report-summary';
import { formatCount, formatDate, formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { dayParam, oneOfParam, pageParam, textParam, useListParams } from '@/lib/use-list-params';
import { paths } from '@/paths';

const ALL = 'all';
export const REPORT_PAGE_SIZE = 25;
type Sort = (typeof REPORT_SORTS)[number];
type Query = StudentReportGroup & { sort: Sort; order: 'asc' | 'desc'; page: number };

function parse(params: URLSearchParams): Query {
  return {
    search: textParam(params, 'search'),
    subjectId: textParam(params, 'subjectId'),
    packageId: textParam(params, 'packageId'),
    joinedFrom: dayParam(params, 'joinedFrom'),
    joinedTo: dayParam(params, 'joinedTo'),
    affiliateCode: textParam(params, 'affiliateCode'),
    referred: oneOfParam(params, 'referred', ['yes', 'no'] as const),
    activity: oneOfParam(params, 'activity', REPORT_ACTIVITY),
    sort: oneOfParam(params, 'sort', REPORT_SORTS) ?? 'name',
    order: oneOfParam(params, 'order', ['asc', 'desc'] as const) ?? 'asc',
    page: pageParam(params),
  };
}

const GROUP_KEYS = [
  'search',
  'subjectId',
  'packageId',
  'joinedFrom',
  'joinedTo',
  'affiliateCode',
  'referred',
  'activity',
] as const;

/**
 * Student reports: an administrator chooses a group (search and filters, kept in the address),
 * reads each student's figures (server-paged) and the group's summary, prints it or downloads
 * the whole group as CSV.
 */
export function Component() {
  const { t, i18n } = useTranslation('studentReports');
  useDocumentTitle(t('pageTitle'));
  const lng = i18n.language;
  const [query, update] = useListParams(parse);
  const group: StudentReportGroup = Object.fromEntries(
    GROUP_KEYS.map((key) => [key, query[key]]).filter(([, value]) => value !== undefined),
  );
  const pageQuery: StudentReportQuery = { ...query, pageSize: REPORT_PAGE_SIZE };

  const list = useQuery({
    queryKey: studentReportKeys.list(pageQuery),
    queryFn: () => getStudentReport(pageQuery),
    placeholderData: keepPreviousData,
  });
  const summary = useQuery({
    queryKey: studentReportKeys.summary(group),
    queryFn: () => getStudentReportSummary(group),
    placeholderData: keepPreviousData,
  });
  const subjects = useQuery({ queryKey: studentReportKeys.subjects, queryFn: getReportSubjects });
  const packages = useQuery({ queryKey: studentReportKeys.packages, queryFn: getReportPackages });

  const sortable = (key: Sort, label: string) =>
    sortableHeader({
      column: key,
      label,
      sort: query.sort,
      order: query.order,
      firstOrder: key === 'name' ? 'asc' : 'desc',
      onSort: update,
    });

  const columns: DataTableColumn<StudentReportRow>[] = [
    {
      id: 'student',
      ...sortable('name', t('table.columns.student')),
      rowHeader: true,
      cell: (row) => (
        <div className="grid min-w-44">
          <Link
            to={paths.admin.studentProfile.href({ studentId: row.id })}
            className="font-medium text-primary-700 underline-offset-4 hover:underline print:text-ink"
          >
            {row.name || row.email}
          </Link>
          <span className="break-all font-normal text-ink-muted text-xs">{row.email}</span>
          <span className="flex flex-wrap gap-1 pt-0.5">
            {row.active ? null : <Badge variant="neutral">{t('table.deactivated')}</Badge>}
            {row.affiliateCode ? (
              <Badge variant="outline">{t('table.referredBy', { code: row.affiliateCode })}</Badge>
            ) : null}
          </span>
        </div>
      ),
    },
    {
      id: 'exams',
      ...sortable('finished', t('table.columns.exams')),
      className: 'text-end tabular-nums whitespace-nowrap',
      cell: (row) => `${formatCount(row.examsTaken, lng)} / ${formatCount(row.examsFinished, lng)}`,
    },
    {
      id: 'average',
      ...sortable('averageScore', t('table.columns.average')),
      className: 'text-end tabular-nums',
      cell: (row) => formatScore(row.averageScore, lng),
    },
    {
      id: 'latest',
      header: t('table.columns.latest'),
      className: 'text-end tabular-nums',
      cell: (row) => formatScore(row.latestScore, lng),
    },
    {
      id: 'subjects',
      header: t('table.columns.subjects'),
      cell: (row) =>
        row.subjects.length === 0 ? (
          <span className="text-ink-muted">—</span>
        ) : (
          <ul className="grid min-w-40 gap-0.5 text-xs">
            {row.subjects.map((s) => (
              <li key={s.subjectId}>
                {t('table.subjectLine', {
                  name: s.name,
                  average: formatScore(s.averageScore, lng),
                  count: s.finished,
                })}
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'time',
      header: t('table.columns.time'),
      className: 'text-end tabular-nums whitespace-nowrap',
      cell: (row) => formatDuration(row.timeSpentSeconds, t),
    },
    {
      id: 'lastActive',
      ...sortable('lastActive', t('table.columns.lastActive')),
      className: 'whitespace-nowrap',
      cell: (row) =>
        row.lastActiveAt ? (
          formatDate(row.lastActiveAt, lng)
        ) : (
          <span className="text-ink-muted">{t('table.never')}</span>
        ),
    },
    {
      id: 'packages',
      header: t('table.columns.packages'),
      cell: (row) =>
        row.packages.length === 0 ? (
          <span className="text-ink-muted">{t('table.noPackages')}</span>
        ) : (
          <span className="block min-w-28 text-xs">{row.packages.join(', ')}</span>
        ),
    },
    {
      id: 'joined',
      ...sortable('joined', t('table.columns.joined')),
      // The sign-up day is in the CSV; the printed page keeps the figures.
      className: 'whitespace-nowrap print:hidden',
      cell: (row) => formatDate(row.joinedAt, lng),
    },
  ];

  const filtered = GROUP_KEYS.some((key) => query[key] !== undefined);
  const subjectName = subjects.data?.subjects.find((s) => s.id === query.subjectId)?.name;
  const packageName = packages.data?.packages.find((p) => p.id === query.packageId)?.name;
  const groupText = [
    query.search && `“${query.search}”`,
    subjectName,
    packageName,
    query.joinedFrom && `${t('joinedFrom')} ${query.joinedFrom}`,
    query.joinedTo && `${t('joinedTo')} ${query.joinedTo}`,
    query.affiliateCode && `${t('affiliateCode')} ${query.affiliateCode}`,
    query.referred && t(`referred.${query.referred}`),
    query.activity && t(`activity.${query.activity}`, { days: ACTIVE_DAYS }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')}>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('print')}
          </Button>
          <Button variant="secondary" asChild>
            <a href={studentReportExportHref(group)} download aria-label={t('csv')}>
              <Download aria-hidden="true" />
              {t('csvShort')}
            </a>
          </Button>
        </div>
      </PageHeader>
      <p className="mb-4 hidden text-ink-muted text-sm print:block">
        {t('filtersApplied', { filters: groupText || t('allStudents') })} ·{' '}
        {t('printedOn', { date: formatDateTime(new Date().toISOString(), lng) })}
      </p>

      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4 print:hidden">
        <SearchInput
          className="sm:col-span-2"
          label={t('search')}
          value={query.search ?? ''}
          onSearch={(search) => update({ search })}
        />
        <Select
          aria-label={t('subjectLabel')}
          value={query.subjectId ?? ALL}
          onValueChange={(value) => update({ subjectId: value === ALL ? undefined : value })}
          options={[
            { value: ALL, label: t('anySubject') },
            ...(subjects.data?.subjects ?? []).map((s) => ({
              value: s.id,
              label: `${s.name} (${s.board})`,
            })),
          ]}
          className="w-full"
        />
        <Select
          aria-label={t('packageLabel')}
          value={query.packageId ?? ALL}
          onValueChange={(value) => update({ packageId: value === ALL ? undefined : value })}
          options={[
            { value: ALL, label: t('anyPackage') },
            ...(packages.data?.packages ?? []).map((p) => ({ value: p.id, label: p.name })),
          ]}
          className="w-full"
        />
        <DateRangeFilter
          fromLabel={t('joinedFrom')}
          toLabel={t('joinedTo')}
          from={query.joinedFrom}
          to={query.joinedTo}
          onFromChange={(joinedFrom) => update({ joinedFrom })}
          onToChange={(joinedTo) => update({ joinedTo })}
          inputClassName="ps-24"
        />
        <SearchInput
          label={t('affiliateCode')}
          value={query.affiliateCode ?? ''}
          onSearch={(affiliateCode) => update({ affiliateCode })}
          delay={500}
        />
        <Select
          aria-label={t('referredLabel')}
          value={query.referred ?? ALL}
          onValueChange={(value) => update({ referred: value === ALL ? undefined : value })}
          options={[
            { value: ALL, label: t('referred.any') },
            { value: 'yes', label: t('referred.yes') },
            { value: 'no', label: t('referred.no') },
          ]}
          className="w-full"
        />
        <Select
          aria-label={t('activityLabel')}
          value={query.activity ?? ALL}
          onValueChange={(value) => update({ activity: value === ALL ? undefined : value })}
          options={[
            { value: ALL, label: t('activity.any') },
            ...REPORT_ACTIVITY.map((a) => ({
              value: a,
              label: t(`activity.${a}`, { days: ACTIVE_DAYS }),
            })),
          ]}
          className="w-full"
        />
      </div>
      {filtered ? (
        <div className="mb-4 print:hidden">
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              update(Object.fromEntries(GROUP_KEYS.map((key) => [key, undefined])) as never)
            }
          >
            <X />
            {t('clear')}
          </Button>
        </div>
      ) : null}

      {list.isError || summary.isError ? (
        <FormAlert>{t('loadFailed')}</FormAlert>
      ) : (
        <div className="grid gap-6">
          <ReportSummary summary={summary.data} />
          <section aria-labelledby="report-students" className="grid gap-3">
            <h2 id="report-students" className="font-semibold text-ink text-lg">
              {t('table.heading')}
            </h2>
            <DataTable
              caption={t('table.caption')}
              columns={columns}
              rows={list.data?.items ?? []}
              getRowId={(row) => row.id}
              page={query.page}
              pageSize={REPORT_PAGE_SIZE}
              total={list.data?.total ?? 0}
              onPageChange={(page) => update({ page })}
              loading={list.isPending}
              emptyIcon={Users}
              emptyTitle={t('table.emptyTitle')}
              emptyDescription={t('table.emptyText')}
            />
          </section>
        </div>
      )}
    </>
  );
}
