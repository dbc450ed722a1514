import type { PlanStatus, PlanTargetOption, StudyPlan } from '@common/contracts/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { deletePlan, learningQueryKey } from './api';
import { formatTheta } from './labels';
import { PlanForm } from './plan-form';
import { ProgressMeter } from './progress-meter';
import { useStartPractice } from './use-start-practice';

const STATUS_VARIANT: Record<PlanStatus, NonNullable<BadgeProps['variant']>> = {
  on_track: 'primary',
  behind: 'danger',
  ahead: 'success',
  done: 'success',
  past: 'neutral',
};

/** The plan's status as a coloured badge. */
export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  const { t } = useTranslation('learning');
  return <Badge variant={STATUS_VARIANT[status]}>{t(`plan.status.${status}`)}</Badge>;
}

/**
 * The subject's study plan: the form to set one, or the plan with its progress against an even
 * pace, today's practice, the topics in the plan's order, and edit / delete.
 */
export function StudyPlanSection({
  subjectId,
  subjectName,
  plan,
  options,
  unlocked,
}: {
  subjectId: string;
  subjectName: string;
  plan: StudyPlan | null;
  options: PlanTargetOption[];
  unlocked: boolean;
}) {
  const { t } = useTranslation('learning');
  const [editing, setEditing] = useState(false);

  return (
    <section aria-labelledby="plan-title" className="grid gap-3">
      <h2 id="plan-title" className="font-semibold text-ink text-lg">
        {t('plan.title')}
      </h2>
      {!plan ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('plan.newTitle')}</CardTitle>
            <CardDescription>{t('plan.newText', { subject: subjectName })}</CardDescription>
          </CardHeader>
          <CardContent>
            {!unlocked ? (
              <p className="text-ink-muted text-sm">{t('plan.locked')}</p>
            ) : options.length === 0 ? (
              <p className="text-ink-muted text-sm">{t('plan.noTemplates')}</p>
            ) : (
              <PlanForm subjectId={subjectId} options={options} />
            )}
          </CardContent>
        </Card>
      ) : editing ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('plan.editTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <PlanForm
              subjectId={subjectId}
              options={options}
              plan={plan}
              onDone={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          </CardContent>
        </Card>
      ) : (
        <PlanView plan={plan} subjectName={subjectName} onEdit={() => setEditing(true)} />
      )}
    </section>
  );
}

function PlanView({
  plan,
  subjectName,
  onEdit,
}: {
  plan: StudyPlan;
  subjectName: string;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language;
  const numbers = new Intl.NumberFormat(lang);
  const queryClient = useQueryClient();
  const start = useStartPractice();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deletePlan(plan.subjectId),
    onSuccess: async () => {
      toast.success(t('plan.deleted'));
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: learningQueryKey });
    },
    onError: (error) => toast.error(errorMessage(error, t('plan.deleteFailed'))),
  });
  const active = plan.status !== 'past' && plan.status !== 'done';

  return (
    <Card data-testid="study-plan">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <CardTitle className="flex flex-wrap items-center gap-2">
            <CalendarClock className="size-5 text-primary-700" aria-hidden="true" />
            {t('plan.examOn', { date: formatDate(plan.examDate, lang) })}
            <PlanStatusBadge status={plan.status} />
          </CardTitle>
          <CardDescription>
            {t('plan.summary', {
              count: plan.daysLeft,
              target: plan.targetScore,
              template: plan.templateName ?? subjectName,
            })}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit}>
            <Pencil />
            {t('plan.edit')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            <Trash2 />
            {t('plan.delete')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-ink-muted text-xs">{t('plan.daysLeft')}</dt>
            <dd className="font-bold text-ink text-xl tabular-nums">
              {numbers.format(plan.daysLeft)}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted text-xs">{t('plan.target')}</dt>
            <dd className="font-bold text-ink text-xl">{plan.targetScore}</dd>
          </div>
          <div>
            <dt className="text-ink-muted text-xs">{t('plan.todayTarget')}</dt>
            <dd className="font-bold text-ink text-xl tabular-nums">
              {t('plan.todayValue', { done: plan.doneToday, count: plan.todayTarget })}
            </dd>
          </div>
        </dl>

        <div className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="font-semibold text-ink">{t('plan.progress')}</span>
            <span className="text-ink-muted tabular-nums">
              {t('plan.progressValue', { done: plan.done, total: plan.totalTarget })}
            </span>
          </div>
          <ProgressMeter
            value={plan.done}
            max={plan.totalTarget}
            label={t('plan.progress')}
            marker={plan.expectedByToday}
            markerLabel={t('plan.expected', { count: plan.expectedByToday })}
          />
          <p className="flex items-center gap-2 text-ink-muted text-xs">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-0.5 rounded-full bg-accent-600"
            />
            {t('plan.expected', { count: plan.expectedByToday })}
          </p>
        </div>

        {active ? (
          <div className="flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-primary-900 text-sm">
              {plan.todayTarget > 0 && plan.doneToday >= plan.todayTarget
                ? t('plan.todayDone')
                : t('plan.todayText', { count: Math.max(0, plan.todayTarget - plan.doneToday) })}
            </p>
            <Button
              className="self-start sm:self-center"
              loading={start.isPending}
              onClick={() => start.mutate({ kind: 'plan_today', subjectId: plan.subjectId })}
            >
              <Play />
              {t('plan.startToday')}
            </Button>
          </div>
        ) : null}

        <div className="grid gap-2">
          <h3 className="font-semibold text-ink text-sm">{t('plan.topicsTitle')}</h3>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{t('plan.topicsTitle')}</caption>
              <thead className="bg-slate-50 text-ink-muted text-xs">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t('plan.columns.order')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t('plan.columns.topic')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t('plan.columns.level')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">
                    {t('plan.columns.weight')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">
                    {t('plan.columns.gap')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-semibold">
                    {t('plan.columns.today')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {plan.topics.map((topic, index) => (
                  <tr key={topic.topicId} className="border-border border-t">
                    <td className="px-3 py-1.5 text-ink-muted tabular-nums">{index + 1}</td>
                    <th scope="row" className="px-3 py-1.5 text-start font-normal text-ink">
                      {topic.name}
                    </th>
                    <td className="whitespace-nowrap px-3 py-1.5 text-ink">
                      {t(`levels.${topic.level}`)}
                    </td>
                    <td className="px-3 py-1.5 text-end text-ink tabular-nums">{topic.weight}%</td>
                    <td className="px-3 py-1.5 text-end text-ink tabular-nums">
                      {topic.gap > 0 ? formatTheta(topic.gap, lang, false) : t('plan.reached')}
                    </td>
                    <td className="px-3 py-1.5 text-end text-ink tabular-nums">
                      {numbers.format(topic.questionsToday)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('plan.deleteTitle')}
        description={t('plan.deleteText', { subject: subjectName })}
        confirmLabel={t('plan.deleteConfirm')}
        cancelLabel={t('plan.form.cancel')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </Card>
  );
}
