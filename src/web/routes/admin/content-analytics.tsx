import '@/i18n/learningAnalytics';
import type {
  ContentAnalytics,
  TopicCoverage,
} from '@common/contracts/business-analytics-learning';
import { CircleAlert, FilePlus2, Library, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnalyticsPage } from '@/components/analytics-page';
import { BarChart, StackedBarChart } from '@/components/charts/bar-chart';
import { FigureCard, FigureGrid } from '@/components/figure-card';
import { RichText } from '@/components/rich-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { contentAnalyticsQueryKey, getContentAnalytics } from '@/features/learning-analytics/api';
import { TableCard } from '@/features/learning-analytics/table-card';
import { formatCount, formatPercent, formatRatio } from '@/lib/format';
import { paths } from '@/paths';

/** Topic rows shown before "Show all". */
const COVERAGE_ROWS = 15;

/**
 * Content analytics (issue 17): the bank per subject, topic and difficulty against what the
 * active templates' blueprints need, items flagged by their statistics and the most missed
 * questions of the period.
 */
export function Component() {
  const { t } = useTranslation('learningAnalytics');
  return (
    <AnalyticsPage
      title={t('content.title')}
      description={t('content.subtitle')}
      queryKey={contentAnalyticsQueryKey}
      queryFn={getContentAnalytics}
      figures={4}
    >
      {(data) => <ContentFigures data={data} />}
    </AnalyticsPage>
  );
}

function ContentFigures({ data }: { data: ContentAnalytics }) {
  const { t, i18n } = useTranslation('learningAnalytics');
  const [thinOnly, setThinOnly] = useState(true);
  const [allRows, setAllRows] = useState(false);
  const count = (n: number) => formatCount(n, i18n.language);
  const needed = data.coverage.filter((c) => c.needed > 0);
  const isThin = (c: TopicCoverage) => c.shortfall > 0 || c.thinDifficulties.length > 0;
  // Thin topics: the largest shortfall first, so the worst gaps lead a long list.
  const listed = thinOnly
    ? data.coverage
        .filter(isThin)
        .sort(
          (a, b) =>
            b.shortfall - a.shortfall || b.thinDifficulties.length - a.thinDifficulties.length,
        )
    : data.coverage;
  const shown = allRows ? listed : listed.slice(0, COVERAGE_ROWS);
  const short = [...data.coverage]
    .filter((c) => c.shortfall > 0)
    .sort((a, b) => b.shortfall - a.shortfall || a.topic.name.localeCompare(b.topic.name));
  const difficultyLabel = (d: 'easy' | 'medium' | 'hard') => t(`common.difficulty.${d}`);

  return (
    <>
      <FigureGrid columns={4}>
        <FigureCard
          icon={Library}
          label={t('content.confirmedQuestions')}
          value={count(data.totals.confirmed)}
          hint={t('content.ofTotal', { total: count(data.totals.questions) })}
        />
        <FigureCard
          icon={FilePlus2}
          tone="accent"
          label={t('content.added')}
          value={count(data.totals.addedInPeriod)}
          hint={t('content.confirmedInPeriod', { count: data.totals.confirmedInPeriod })}
        />
        <FigureCard
          icon={MessageSquareText}
          tone="neutral"
          label={t('content.answers')}
          value={count(data.totals.responses)}
          hint={t('content.answersHint')}
        />
        <FigureCard
          icon={CircleAlert}
          tone={data.totals.thinTopics > 0 ? 'danger' : 'primary'}
          label={t('content.thinTopics')}
          value={count(data.totals.thinTopics)}
          hint={t('content.thinTopicsHint', { count: needed.length })}
        />
      </FigureGrid>

      <div className="grid min-w-0 items-start gap-6 xl:grid-cols-2">
        <StackedBarChart
          title={t('content.perSubjectTitle')}
          description={t('content.perSubjectText')}
          ariaLabel={t('content.perSubjectChart', { count: data.subjects.length })}
          categoryLabel={t('common.subject')}
          valueLabel={t('content.questions')}
          csvName="questions-per-subject"
          series={[
            {
              key: 'easy',
              label: t('common.difficulty.easy'),
              color: 'var(--color-primary-300)',
            },
            {
              key: 'medium',
              label: t('common.difficulty.medium'),
              color: 'var(--color-primary-600)',
            },
            {
              key: 'hard',
              label: t('common.difficulty.hard'),
              color: 'var(--color-primary-900)',
            },
            {
              key: 'unconfirmed',
              label: t('content.notConfirmed'),
              color: 'var(--color-accent-400)',
            },
          ]}
          data={data.subjects.map((s) => ({
            key: s.subject.id,
            label: s.subject.name,
            values: {
              ...s.confirmedByDifficulty,
              unconfirmed: s.pendingReview + s.draft,
            },
          }))}
          emptyText={t('content.noSubjects')}
        />
        <BarChart
          title={t('content.shortTitle')}
          description={t('content.shortText')}
          ariaLabel={t('content.shortChart', { count: short.length })}
          categoryLabel={t('content.topic')}
          valueLabel={t('content.missing')}
          csvName="questions-missing-per-topic"
          color="var(--color-red-500)"
          data={short.slice(0, 15).map((c) => ({
            key: c.topic.id,
            label: `${c.topic.name} · ${c.subject.name}`,
            value: c.shortfall,
          }))}
          emptyText={t('content.noShortfall')}
        />
      </div>

      <TableCard
        title={t('content.coverageTitle')}
        description={t('content.coverageText')}
        csvName="topic-coverage"
        columns={[
          { header: t('content.topic') },
          { header: t('common.subject') },
          { header: t('content.weight'), numeric: true },
          { header: t('common.difficulty.easy'), numeric: true },
          { header: t('common.difficulty.medium'), numeric: true },
          { header: t('common.difficulty.hard'), numeric: true },
          { header: t('content.available'), numeric: true },
          { header: t('content.needed'), numeric: true },
          { header: t('content.missing'), numeric: true },
          { header: t('content.status') },
        ]}
        rows={shown.map((c) => ({
          key: c.topic.id,
          cells: [
            c.topic.name,
            c.subject.name,
            `${c.topic.weight}%`,
            count(c.confirmed.easy),
            count(c.confirmed.medium),
            count(c.confirmed.hard),
            count(c.available),
            c.needed > 0 ? (
              <span key="needed" title={c.neededBy?.name}>
                {count(c.needed)}
              </span>
            ) : (
              '—'
            ),
            count(c.shortfall),
            <span key="status" className="flex flex-wrap gap-1">
              {c.needed === 0 ? (
                <Badge variant="outline">{t('content.unused')}</Badge>
              ) : c.shortfall > 0 ? (
                <Badge variant="danger">{t('content.cannotFill')}</Badge>
              ) : c.thinDifficulties.length > 0 ? (
                <Badge variant="accent">
                  {t('content.thinAt', {
                    list: c.thinDifficulties.map(difficultyLabel).join(', '),
                  })}
                </Badge>
              ) : (
                <Badge variant="success">{t('content.enough')}</Badge>
              )}
            </span>,
          ],
          csv: [
            c.topic.name,
            c.subject.name,
            c.topic.weight,
            c.confirmed.easy,
            c.confirmed.medium,
            c.confirmed.hard,
            c.available,
            c.needed,
            c.shortfall,
            c.needed === 0
              ? t('content.unused')
              : c.shortfall > 0
                ? t('content.cannotFill')
                : c.thinDifficulties.length > 0
                  ? t('content.thinAt', {
                      list: c.thinDifficulties.map(difficultyLabel).join(', '),
                    })
                  : t('content.enough'),
          ],
        }))}
        emptyText={thinOnly ? t('content.noThin') : t('content.noTopics')}
        footer={
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="inline-flex items-center gap-2 text-ink text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary-700"
                checked={thinOnly}
                onChange={(e) => setThinOnly(e.target.checked)}
              />
              {t('content.thinOnly')}
            </label>
            {listed.length > COVERAGE_ROWS ? (
              <Button
                type="button"
                variant="secondary"
                size="sm"
                onClick={() => setAllRows((v) => !v)}
              >
                {allRows
                  ? t('content.showFewer', { count: COVERAGE_ROWS })
                  : t('content.showAll', { count: listed.length })}
              </Button>
            ) : null}
          </div>
        }
      />

      <TableCard
        title={t('content.flaggedTitle')}
        description={t('content.flaggedText', { min: data.flagged.minResponses })}
        csvName="flagged-items"
        columns={[
          { header: t('content.question'), className: 'min-w-64' },
          { header: t('content.topic') },
          { header: t('content.responses'), numeric: true },
          { header: t('content.facility'), numeric: true },
          { header: t('content.discrimination'), numeric: true },
          { header: t('content.flags') },
        ]}
        rows={data.flagged.rows.map((r) => ({
          key: r.id,
          cells: [
            <QuestionLink key="q" id={r.id} stem={r.stem} />,
            `${r.topic.name} · ${r.subject.name}`,
            count(r.responses),
            formatPercent(Math.round(r.facility), i18n.language),
            r.discrimination === null
              ? '—'
              : formatPercent(Math.round(r.discrimination), i18n.language),
            <span key="flags" className="flex flex-wrap gap-1">
              {r.flags.map((f) => (
                <Badge key={f} variant={f === 'negative_discrimination' ? 'danger' : 'accent'}>
                  {t(`content.flag.${f}`)}
                </Badge>
              ))}
            </span>,
          ],
          csv: [
            r.stem,
            `${r.topic.name} · ${r.subject.name}`,
            r.responses,
            Math.round(r.facility),
            r.discrimination === null ? null : Math.round(r.discrimination),
            r.flags.map((f) => t(`content.flag.${f}`)).join('; '),
          ],
        }))}
        emptyText={t('content.noFlagged')}
        footer={
          <p className="text-ink-muted text-sm">
            {t('content.flaggedCount', {
              count: data.flagged.total,
              shown: data.flagged.rows.length,
            })}{' '}
            <Link
              to={paths.admin.questionStatistics.href()}
              className="font-semibold text-primary-700 underline-offset-2 hover:underline"
            >
              {t('content.allStatistics')}
            </Link>
          </p>
        }
      />

      <TableCard
        title={t('content.missedTitle')}
        description={t('content.missedText')}
        csvName="most-missed-questions"
        columns={[
          { header: t('content.question'), className: 'min-w-64' },
          { header: t('content.topic') },
          { header: t('content.difficulty') },
          { header: t('content.responses'), numeric: true },
          { header: t('content.missed'), numeric: true },
          { header: t('content.missRate'), numeric: true },
        ]}
        rows={data.mostMissed.map((m) => ({
          key: m.id,
          cells: [
            <QuestionLink key="q" id={m.id} stem={m.stem} />,
            `${m.topic.name} · ${m.subject.name}`,
            difficultyLabel(m.difficulty),
            count(m.responses),
            count(m.missed),
            formatRatio(m.missRate, i18n.language),
          ],
          csv: [
            m.stem,
            `${m.topic.name} · ${m.subject.name}`,
            m.difficulty,
            m.responses,
            m.missed,
            Math.round(m.missRate * 1000) / 10,
          ],
        }))}
        emptyText={t('content.noMissed')}
      />
    </>
  );
}

/** A question's stem (formulas drawn), linking to its editor. */
function QuestionLink({ id, stem }: { id: string; stem: string }) {
  return (
    <Link
      to={paths.admin.questionEdit.href({ id })}
      className="line-clamp-2 font-medium text-primary-700 underline-offset-2 hover:underline"
    >
      <RichText text={stem} inline />
    </Link>
  );
}
