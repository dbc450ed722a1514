import type { NextAction, NextActionKind } from '@common/contracts/learning';
import {
  BookOpenCheck,
  CalendarCheck,
  KeyRound,
  type LucideIcon,
  Play,
  Repeat,
  ShoppingCart,
  Target,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/paths';
import { type PracticeRequest, useStartPractice } from './use-start-practice';

const ICONS: Record<NextActionKind, LucideIcon> = {
  resume_exam: Play,
  review: Repeat,
  plan_today: CalendarCheck,
  practise_topic: Target,
  first_exam: BookOpenCheck,
  unlock: KeyRound,
  buy: ShoppingCart,
};

/** The request that builds the action's exam, for the kinds the server builds in one click. */
function practiceRequest(action: NextAction): PracticeRequest | null {
  if (action.kind === 'review') return { kind: 'review', subjectId: action.subjectId };
  if (action.kind === 'plan_today' && action.subjectId) {
    return { kind: 'plan_today', subjectId: action.subjectId };
  }
  if (action.kind === 'practise_topic' && action.subjectId && action.topicId) {
    return { kind: 'practise_topic', subjectId: action.subjectId, topicId: action.topicId };
  }
  return null;
}

/** Where the action's link goes, for the kinds that are a page to visit. */
function actionHref(action: NextAction): string {
  switch (action.kind) {
    case 'resume_exam':
      return action.examId
        ? paths.student.examProcess.href({ examId: action.examId })
        : paths.student.myExams.href();
    case 'unlock':
      return paths.student.unlockedSubjects.href();
    case 'buy':
      return paths.student.buyPackage.href();
    default:
      return action.subjectId
        ? `${paths.student.createExam.href()}?subject=${encodeURIComponent(action.subjectId)}`
        : paths.student.createExam.href();
  }
}

/**
 * The one thing the student should do next, from the server's `nextAction`: one click either
 * builds the exam (review, today's plan, weakest topic) and opens it, or follows a link.
 */
export function NextActionCard({
  action,
  headingLevel = 2,
}: {
  action: NextAction;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('learning');
  const start = useStartPractice();
  const Heading = `h${headingLevel}` as const;
  const Icon = ICONS[action.kind];
  const request = practiceRequest(action);
  const values = {
    subject: action.subjectName ?? '',
    topic: action.topicName ?? '',
    count: action.dueCards ?? 0,
  };
  const kind = action.kind;
  const text = action.subjectName
    ? t(`next.${kind}.textSubject`, values)
    : t(`next.${kind}.text`, values);

  return (
    <Card
      data-testid="next-action"
      data-kind={kind}
      className="flex flex-col gap-4 border-primary-200 bg-gradient-to-br from-primary-50 to-surface p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-700 text-white">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold text-primary-800 text-xs uppercase tracking-wide">
            {t('next.eyebrow')}
          </p>
          <Heading className="text-balance font-semibold text-ink text-lg">
            {t(`next.${kind}.title`, values)}
          </Heading>
          <p className="text-ink-muted text-sm">{text}</p>
        </div>
      </div>
      {request ? (
        <Button
          className="self-start sm:self-center"
          loading={start.isPending}
          onClick={() => start.mutate(request)}
        >
          {t(`next.${kind}.action`, values)}
        </Button>
      ) : (
        <Button asChild className="self-start sm:self-center">
          <Link to={actionHref(action)}>{t(`next.${kind}.action`, values)}</Link>
        </Button>
      )}
    </Card>
  );
}
