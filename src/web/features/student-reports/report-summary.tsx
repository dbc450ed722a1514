import {
  ACTIVE_DAYS,
  SCORE_BANDS,
  type StudentReportSummary,
} from '@common/contracts/student-reports';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount } from '@/lib/format';
import { formatDuration, formatScore } from './format-duration';

function Stat({
  label,
  value,
  hint,
  id,
}: {
  label: string;
  value: string;
  hint?: string;
  id: string;
}) {
  return (
    <Card className="print:break-inside-avoid print:shadow-none">
      <CardContent className="grid gap-1 p-4 sm:p-5">
        <span className="text-ink-muted text-sm">{label}</span>
        <span data-testid={`stat-${id}`} className="font-bold text-2xl text-ink tabular-nums">
          {value}
        </span>
        {hint ? <span className="text-ink-muted text-xs">{hint}</span> : null}
      </CardContent>
    </Card>
  );
}

/** The group's figures: cards, then scores and their distribution per subject. */
export function ReportSummary({ summary }: { summary: StudentReportSummary | undefined }) {
  const { t, i18n } = useTranslation('studentReports');
  const lng = i18n.language;
  if (!summary) {
    return (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  }
  return (
    <section aria-labelledby="report-summary" className="grid gap-4">
      <h2 id="report-summary" className="font-semibold text-ink text-lg">
        {t('summary.heading')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4">
        <Stat
          id="students"
          label={t('summary.students')}
          value={formatCount(summary.students, lng)}
          hint={t('summary.activeStudents', { count: summary.activeStudents, days: ACTIVE_DAYS })}
        />
        <Stat
          id="exams"
          label={t('summary.examsTaken')}
          value={formatCount(summary.examsTaken, lng)}
          hint={`${t('summary.examsFinished', { count: summary.examsFinished })} · ${t(
            'summary.perStudent',
            {
              count: Math.round(summary.averageExamsPerStudent * 10) / 10,
            },
          )}`}
        />
        <Stat
          id="average"
          label={t('summary.averageScore')}
          value={formatScore(summary.averageScore, lng)}
          hint={t('summary.averageScoreHint')}
        />
        <Stat
          id="time"
          label={t('summary.timeSpent')}
          value={formatDuration(summary.timeSpentSeconds, t)}
          hint={t('summary.timePerStudent', {
            time: formatDuration(summary.averageTimeSeconds, t),
          })}
        />
      </div>
      <div className="overflow-hidden rounded-card border border-border bg-surface print:break-inside-avoid">
        {summary.subjects.length === 0 ? (
          <p className="p-4 text-ink-muted text-sm">{t('summary.noSubjects')}</p>
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: a scroll box, not a form group
          <div
            role="group"
            aria-label={t('summary.bySubject')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
            tabIndex={0}
            className="relative overflow-x-auto"
          >
            <table className="w-full border-collapse text-sm">
              <caption className="px-4 pt-4 text-start font-semibold text-ink">
                {t('summary.bySubject')}
              </caption>
              <thead className="text-ink-muted">
                <tr>
                  <th scope="col" className="px-4 py-2 text-start font-semibold text-xs uppercase">
                    {t('summary.columns.subject')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-end font-semibold text-xs uppercase">
                    {t('summary.columns.students')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-end font-semibold text-xs uppercase">
                    {t('summary.columns.finished')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-end font-semibold text-xs uppercase">
                    {t('summary.columns.average')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start font-semibold text-xs uppercase">
                    {t('summary.columns.distribution')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.subjects.map((s) => {
                  const most = Math.max(1, ...s.distribution);
                  return (
                    <tr key={s.subjectId} className="border-border border-t">
                      <th scope="row" className="px-4 py-2 text-start font-medium">
                        {s.name} <span className="text-ink-muted text-xs">{s.board}</span>
                      </th>
                      <td className="px-4 py-2 text-end tabular-nums">
                        {formatCount(s.students, lng)}
                      </td>
                      <td className="px-4 py-2 text-end tabular-nums">
                        {formatCount(s.examsFinished, lng)}
                      </td>
                      <td className="px-4 py-2 text-end tabular-nums">
                        {formatScore(s.averageScore, lng)}
                      </td>
                      <td className="px-4 py-2">
                        <ul className="flex min-w-64 items-end gap-1.5">
                          {SCORE_BANDS.map((band, i) => {
                            const count = s.distribution[i] ?? 0;
                            return (
                              <li
                                key={band}
                                className="grid flex-1 justify-items-center gap-0.5"
                                title={t('summary.band', { band, count })}
                              >
                                <span aria-hidden="true" className="text-ink text-xs tabular-nums">
                                  {count}
                                </span>
                                <span
                                  aria-hidden="true"
                                  className="block w-full rounded-sm bg-primary-600 print:border print:border-primary-700"
                                  style={{ height: `${Math.max(2, (count / most) * 32)}px` }}
                                />
                                <span className="text-[10px] text-ink-muted">
                                  <span className="sr-only">
                                    {t('summary.band', { band, count })}
                                  </span>
                                  <span aria-hidden="true">{band}</span>
                                </span>
                              </li>
                            );
                          })}
                        </ul>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
