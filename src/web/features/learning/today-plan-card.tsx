import type { StudyPlan } from '@common/contracts/learning';
import { CalendarCheck, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/paths';
import { ProgressMeter } from './progress-meter';
import { useStartPractice } from './use-start-practice';

/** A subject's plan for today: "N of M questions today" and Start (today's practice). */
export function TodayPlanCard({ plan, subjectName }: { plan: StudyPlan; subjectName: string }) {
  const { t } = useTranslation('learning');
  const start = useStartPractice();
  const finished = plan.todayTarget > 0 && plan.doneToday >= plan.todayTarget;
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="today-plan">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700">
          <CalendarCheck className="size-5" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            <Link
              to={paths.student.progressSubject.href({ subjectId: plan.subjectId })}
              className="break-words underline-offset-4 hover:text-primary-700 hover:underline"
            >
              {subjectName}
            </Link>
            {finished ? <Badge variant="success">{t('today.done')}</Badge> : null}
          </h3>
          <p className="text-ink-muted text-sm">
            {t('today.count', { done: plan.doneToday, count: plan.todayTarget })}
          </p>
        </div>
      </div>
      <ProgressMeter
        value={plan.doneToday}
        max={plan.todayTarget}
        label={t('today.meter', { subject: subjectName })}
      />
      <Button
        size="sm"
        variant={finished ? 'secondary' : 'primary'}
        className="mt-auto self-start"
        loading={start.isPending}
        aria-label={t('today.startSubject', { subject: subjectName })}
        onClick={() => start.mutate({ kind: 'plan_today', subjectId: plan.subjectId })}
      >
        <Play />
        {t('today.start')}
      </Button>
    </Card>
  );
}
