import { JOURNEY_STEPS, type UserBehavior } from '@common/contracts/business-analytics-learning';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@/components/charts/bar-chart';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount, formatRatio } from '@/lib/format';
import { TableCard } from './table-card';

/** The period's sign-ups through the exam journey: a bar per step, drop-off per step, definitions. */
export function JourneyFunnel({ journey }: { journey: UserBehavior['journey'] }) {
  const { t, i18n } = useTranslation('learningAnalytics');
  const first = journey[0]?.students ?? 0;
  const stepName = (step: (typeof JOURNEY_STEPS)[number]) => t(`behavior.step.${step}`);
  return (
    <div className="grid min-w-0 items-start gap-6 xl:grid-cols-2">
      <BarChart
        title={t('behavior.journeyTitle')}
        description={t('behavior.journeyText')}
        ariaLabel={t('behavior.journeyChart', { count: first })}
        categoryLabel={t('behavior.stepLabel')}
        valueLabel={t('behavior.students')}
        csvName="exam-journey"
        data={journey.map((s) => ({ key: s.step, label: stepName(s.step), value: s.students }))}
      />
      <div className="grid min-w-0 gap-6">
        <TableCard
          title={t('behavior.dropOffTitle')}
          csvName="exam-journey-drop-off"
          columns={[
            { header: t('behavior.stepLabel') },
            { header: t('behavior.students'), numeric: true },
            { header: t('behavior.ofSignUps'), numeric: true },
            { header: t('behavior.lost'), numeric: true },
          ]}
          rows={journey.map((s, i) => {
            const before = i === 0 ? null : (journey[i - 1]?.students ?? 0);
            const lost = before === null ? null : before - s.students;
            return {
              key: s.step,
              cells: [
                stepName(s.step),
                formatCount(s.students, i18n.language),
                first ? formatRatio(s.students / first, i18n.language) : '—',
                lost === null
                  ? '—'
                  : `${formatCount(lost, i18n.language)}${before ? ` (${formatRatio(lost / before, i18n.language)})` : ''}`,
              ],
              csv: [stepName(s.step), s.students, first ? s.students / first : null, lost],
            };
          })}
          emptyText={t('behavior.noSignUps')}
        />
        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('behavior.stepsTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ol className="grid list-decimal gap-1.5 ps-5 text-ink text-sm">
              {JOURNEY_STEPS.map((step) => (
                <li key={step}>
                  <span className="font-semibold">{stepName(step)}</span>
                  {': '}
                  {t(`behavior.stepHow.${step}`)}
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
