import {
  type QuestionDetail,
  type QuestionStatus,
  STATUS_TRANSITIONS,
} from '@common/contracts/question-editor';
import { Archive, CheckCheck, RotateCcw, Send, Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import i18n from '@/i18n';

export const STATUS_BADGE = {
  draft: 'neutral',
  pending_review: 'accent',
  confirmed: 'success',
  archived: 'outline',
} as const;

const ICONS = { pending_review: Send, confirmed: CheckCheck, archived: Archive, draft: Undo2 };

const formatDate = (iso: string) =>
  new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

type Props = {
  question: QuestionDetail;
  /** Unsaved edits: the status waits until they are saved or discarded. */
  dirty: boolean;
  pending: QuestionStatus | null;
  onChange: (status: QuestionStatus) => void;
};

/** The question's status, the moves it allows, and who confirmed it when. */
export function StatusPanel({ question, dirty, pending, onChange }: Props) {
  const { t } = useTranslation('questionEditor');
  const targets = STATUS_TRANSITIONS[question.status];
  const panel = useRef<HTMLDivElement>(null);
  const shown = useRef(question.status);
  // A move replaces the buttons, the focused one with them: keyboard users would land on the
  // page's start. Focus goes to the first move of the new status (or the status itself).
  useEffect(() => {
    // Waits for the move to finish: the new buttons stay disabled while it is pending.
    if (shown.current === question.status || pending !== null) return;
    shown.current = question.status;
    const root = panel.current;
    const active = document.activeElement;
    if (!root || (active && active !== document.body && !root.contains(active))) return;
    const next = root.querySelector<HTMLElement>('[data-status-move]:not([disabled])');
    (next ?? root.querySelector<HTMLElement>('[data-testid="qe-status"]'))?.focus();
  }, [question.status, pending]);
  return (
    <Card ref={panel}>
      <CardHeader>
        <CardTitle level={2}>{t('status.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-ink-muted text-sm">{t('status.current')}</span>
          <Badge variant={STATUS_BADGE[question.status]} data-testid="qe-status" tabIndex={-1}>
            {t(`statuses.${question.status}`)}
          </Badge>
        </div>
        <p className="text-sm" data-testid="qe-confirmed-by">
          {question.confirmedBy && question.confirmedAt
            ? t('status.confirmedBy', {
                name: question.confirmedBy.name,
                date: formatDate(question.confirmedAt),
              })
            : question.status === 'confirmed'
              ? t('status.confirmedUnrecorded')
              : t('status.notConfirmed')}
        </p>
        <div className="flex flex-wrap gap-2">
          {targets.map((to) => {
            const Icon = question.status === 'archived' && to === 'draft' ? RotateCcw : ICONS[to];
            const label =
              question.status === 'archived' && to === 'draft'
                ? t('status.actions.restore')
                : t(`status.actions.${to}`);
            return (
              <Button
                key={to}
                size="sm"
                variant={to === 'confirmed' ? 'primary' : 'secondary'}
                disabled={dirty || (pending !== null && pending !== to)}
                loading={pending === to}
                data-status-move
                onClick={() => onChange(to)}
              >
                <Icon />
                {label}
              </Button>
            );
          })}
        </div>
        {dirty ? <p className="text-ink-muted text-xs">{t('hints.saveFirst')}</p> : null}
      </CardContent>
    </Card>
  );
}

/** Who made the question, when, where it came from, and how students did on it. */
export function DetailsPanel({ question }: { question: QuestionDetail }) {
  const { t } = useTranslation('questionEditor');
  const rows: [string, string][] = [
    [t('details.createdBy'), question.createdBy?.name ?? t('details.nobody')],
    [t('details.createdAt'), formatDate(question.createdAt)],
    [t('details.updatedAt'), formatDate(question.updatedAt)],
    [t('details.source'), t(`sources.${question.source}`)],
    [t('details.seen'), t('details.seenCount', { count: question.timesSeen })],
    [
      t('details.facility'),
      question.timesSeen > 0
        ? `${Math.round((question.timesCorrect / question.timesSeen) * 100)}%`
        : t('details.nobody'),
    ],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('details.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-ink-muted">{term}</dt>
              <dd className="break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
