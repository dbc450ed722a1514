import i18n from '@/i18n';
import '@/i18n/calibration';
import type {
  CalibrationApply,
  CalibrationFlag,
  CalibrationProposal,
  CalibrationQuery,
} from '@common/contracts/calibration';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Gauge, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { RichText } from '@/components/rich-text';
import { SearchInput } from '@/components/search-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  applyCalibration,
  calibrationKeyPrefix,
  calibrationQueryKey,
  getCalibration,
} from '@/features/calibration/api';
import { SummaryCard } from '@/features/question-insights/summary-card';
import { getSubjects, subjectsQueryKey } from '@/features/subjects/api';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { pageParam, textParam, useListParams } from '@/lib/use-list-params';
import { paths } from '@/paths';

const ALL = 'all';
const FLAG_VARIANT = {
  low_discrimination: 'accent',
  negative_discrimination: 'danger',
  facility_near_0: 'accent',
  facility_near_1: 'accent',
} as const satisfies Record<CalibrationFlag, string>;

/** The page's filters live in the address, so a view can be reloaded or shared. */
const parseQuery = (params: URLSearchParams): CalibrationQuery => ({
  subject: textParam(params, 'subject'),
  q: textParam(params, 'q'),
  flagged: params.get('flagged') === 'true' ? 'true' : undefined,
  page: pageParam(params),
});

const fixed = (value: number, digits = 2) => value.toFixed(digits);

type Pending = { kind: 'selected'; ids: string[] } | { kind: 'all'; count: number };

/** Dry run of item calibration: proposed a and b per item, applied on confirmation. */
export function Component() {
  const { t } = useTranslation('calibration');
  useDocumentTitle(t('pageTitle'));
  const [query, update] = useListParams(parseQuery);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const subjects = useQuery({ queryKey: subjectsQueryKey, queryFn: getSubjects });
  const proposals = useQuery({
    queryKey: calibrationQueryKey(query),
    queryFn: () => getCalibration(query),
    placeholderData: keepPreviousData,
  });
  const data = proposals.data;
  const filtered = Boolean(query.subject || query.q || query.flagged);

  const apply = useMutation({
    mutationFn: (input: CalibrationApply) => applyCalibration(input),
    onSuccess: async (result) => {
      toast.success(t('applied', { count: result.updated }));
      const [first] = result.skipped;
      if (first) toast.error(t('skipped', { count: result.skipped.length, reason: first.reason }));
      setPending(null);
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: calibrationKeyPrefix });
    },
    onError: (error) => toast.error(errorMessage(error, t('applyFailed'))),
  });

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pageIds = data?.items.map((p) => p.id) ?? [];
  const pageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const change = (from: number, to: number) => t('change', { from: fixed(from), to: fixed(to) });

  const columns: DataTableColumn<CalibrationProposal>[] = [
    {
      id: 'select',
      header: (
        <Checkbox
          aria-label={t('selectPage')}
          checked={pageSelected}
          onCheckedChange={(checked) => {
            for (const id of pageIds) toggle(id, checked === true);
          }}
        />
      ),
      className: 'w-10',
      cell: (row) => (
        <Checkbox
          aria-label={t('selectRow', { stem: row.stem.slice(0, 80) })}
          checked={selected.has(row.id)}
          onCheckedChange={(checked) => toggle(row.id, checked === true)}
        />
      ),
    },
    {
      id: 'question',
      header: t('question'),
      rowHeader: true,
      className: 'min-w-52',
      cell: (row) => (
        <span className="grid gap-0.5">
          <Link
            to={paths.admin.questionEdit.href({ id: row.id })}
            className="line-clamp-2 font-normal text-primary-800 hover:underline"
          >
            <RichText inline text={row.stem} />
          </Link>
          <span className="text-ink-muted text-xs">
            {t('place', { subject: row.subject.name, topic: row.topic.name })}
          </span>
          <span className="text-ink-muted text-xs">
            {row.calibratedAt
              ? t('lastCalibrated', {
                  date: new Date(row.calibratedAt).toLocaleDateString(undefined, {
                    dateStyle: 'medium',
                  }),
                })
              : t('neverCalibrated')}
          </span>
        </span>
      ),
    },
    {
      id: 'responses',
      header: t('responses'),
      className: 'text-end tabular-nums',
      cell: (row) => row.responses.toLocaleString(i18n.language),
    },
    {
      id: 'facility',
      header: t('facility'),
      className: 'text-end tabular-nums',
      cell: (row) => fixed(row.facility),
    },
    {
      id: 'pointBiserial',
      header: t('pointBiserial'),
      className: 'text-end tabular-nums',
      cell: (row) => (row.pointBiserial === null ? t('none') : fixed(row.pointBiserial)),
    },
    {
      id: 'a',
      header: (
        <abbr title={t('discriminationTitle')} className="normal-case no-underline">
          {t('discrimination')}
        </abbr>
      ),
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) =>
        row.aEstimated ? (
          <span className="grid">
            <span>{change(row.current.a, row.proposed.a)}</span>
            {row.seA !== null && (
              <span className="text-ink-muted text-xs">{t('se', { value: fixed(row.seA) })}</span>
            )}
          </span>
        ) : (
          <span className="grid" title={t('keptHint')}>
            <span>{fixed(row.current.a)}</span>
            <span className="text-ink-muted text-xs">{t('kept')}</span>
          </span>
        ),
    },
    {
      id: 'b',
      header: (
        <abbr title={t('difficultyTitle')} className="normal-case no-underline">
          {t('difficulty')}
        </abbr>
      ),
      className: 'whitespace-nowrap tabular-nums',
      cell: (row) => (
        <span className="grid">
          <span>{change(row.current.b, row.proposed.b)}</span>
          <span className="text-ink-muted text-xs">
            {t('se', { value: fixed(row.seB) })}
            {row.converged ? '' : ` · ${t('notConverged')}`}
          </span>
        </span>
      ),
    },
    {
      id: 'flags',
      header: t('flags'),
      className: 'min-w-44',
      cell: (row) =>
        row.flags.length === 0 ? (
          <span className="text-ink-muted">{t('none')}</span>
        ) : (
          <ul className="flex flex-wrap gap-1">
            {row.flags.map((flag) => (
              <li key={flag}>
                <Badge variant={FLAG_VARIANT[flag]} className="whitespace-nowrap">
                  {t(`flagLabels.${flag}`)}
                </Badge>
              </li>
            ))}
          </ul>
        ),
    },
  ];

  const allCount = data?.totals.all ?? 0;

  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')}>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={selected.size === 0}
            onClick={() => setPending({ kind: 'selected', ids: [...selected] })}
          >
            <ListChecks aria-hidden="true" />
            {t('applySelected')}
          </Button>
          <Button
            disabled={allCount === 0}
            onClick={() => setPending({ kind: 'all', count: allCount })}
          >
            <Gauge aria-hidden="true" />
            {t('applyAll')}
          </Button>
        </div>
      </PageHeader>

      {proposals.isError ? (
        <FormAlert>{errorMessage(proposals.error, t('loadFailed'))}</FormAlert>
      ) : !data ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          {[1, 2].map((n) => (
            <Skeleton key={n} className="h-24 rounded-card" />
          ))}
        </div>
      ) : (
        <div className="grid gap-6">
          <section className="grid gap-4 sm:grid-cols-2">
            <SummaryCard
              icon={Gauge}
              label={t('eligible')}
              value={data.totals.eligible.toLocaleString(i18n.language)}
              hint={t('eligibleHint', { count: data.threshold })}
            />
            <SummaryCard
              icon={CircleAlert}
              tone="danger"
              label={t('flagged')}
              value={data.totals.flagged.toLocaleString(i18n.language)}
              hint={t('flaggedHint')}
            />
          </section>

          <Card>
            <CardContent className="grid gap-4 pt-6">
              <CardDescription>{t('threshold', { count: data.threshold })}</CardDescription>
              <div className="flex flex-wrap items-center gap-4">
                <Select
                  aria-label={t('subject')}
                  value={query.subject ?? ALL}
                  onValueChange={(value) => update({ subject: value === ALL ? undefined : value })}
                  options={[
                    { value: ALL, label: t('allSubjects') },
                    ...(subjects.data?.subjects ?? []).map((s) => ({ value: s.id, label: s.name })),
                  ]}
                  className="w-full sm:w-64"
                />
                <SearchInput
                  value={query.q ?? ''}
                  onSearch={(q) => update({ q: q || undefined })}
                  label={t('search')}
                  placeholder={t('searchPlaceholder')}
                  className="w-full sm:w-72"
                />
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="calibration-flagged"
                    checked={query.flagged === 'true'}
                    onCheckedChange={(checked) =>
                      update({ flagged: checked === true ? 'true' : undefined })
                    }
                  />
                  <Label htmlFor="calibration-flagged">{t('flaggedOnly')}</Label>
                </div>
                {selected.size > 0 && (
                  <span className="text-ink-muted text-sm" aria-live="polite">
                    {t('selected', { count: selected.size })}
                  </span>
                )}
              </div>
            </CardContent>
          </Card>

          <DataTable
            caption={t('caption')}
            columns={columns}
            rows={data.items}
            getRowId={(row) => row.id}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={(page) => update({ page })}
            loading={proposals.isFetching && proposals.isPlaceholderData}
            emptyIcon={Gauge}
            emptyTitle={filtered ? t('emptyFilteredTitle') : t('emptyTitle')}
            emptyDescription={
              filtered ? t('emptyFilteredText') : t('emptyText', { count: data.threshold })
            }
          />
        </div>
      )}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !apply.isPending) setPending(null);
        }}
        title={pending?.kind === 'all' ? t('confirmAllTitle') : t('confirmSelectedTitle')}
        description={
          pending?.kind === 'all'
            ? t('confirmAllText', { count: pending.count })
            : t('confirmSelectedText', { count: pending?.ids.length ?? 0 })
        }
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        pending={apply.isPending}
        onConfirm={() => {
          if (!pending) return;
          apply.mutate(pending.kind === 'all' ? { all: true } : { questionIds: pending.ids });
        }}
      />
    </>
  );
}
