import type { QuestionRevision } from '@common/contracts/question-editor';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import i18n from '@/i18n';

const ACTIONS = [
  'create',
  'update',
  'submit',
  'confirm',
  'archive',
  'return',
  'restore',
  'calibrate',
] as const;
const FIELDS = [
  'subjectId',
  'topicId',
  'passageId',
  'type',
  'stem',
  'explanation',
  'choices',
  'answer',
  'difficulty',
  'irtA',
  'irtB',
  'irtC',
  'status',
  'source',
] as const;
const STATUSES = ['draft', 'pending_review', 'confirmed', 'archived'] as const;
const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
const TYPES = ['single', 'multiple', 'numeric', 'expression', 'text'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Who changed the question, when, and which fields: newest first. */
export function QuestionHistory({ history }: { history: QuestionRevision[] }) {
  const { t } = useTranslation('questionEditor');

  const value = (field: string, v: string | null | undefined) => {
    if (v === null || v === undefined) return '—';
    if (field === 'status' && isOneOf(STATUSES, v)) return t(`statuses.${v}`);
    if (field === 'difficulty' && isOneOf(DIFFICULTIES, v)) return t(`difficulties.${v}`);
    if (field === 'type' && isOneOf(TYPES, v)) return t(`types.${v}`);
    const n = Number(v);
    return Number.isFinite(n) && v.trim() !== '' ? String(Number(n.toFixed(3))) : v;
  };
  const change = (c: QuestionRevision['changes'][number]) => {
    const name = isOneOf(FIELDS, c.field) ? t(`history.fields.${c.field}`) : c.field;
    if (c.to === undefined && c.from === undefined) return name;
    if (c.from === undefined || c.from === null) return `${name} → ${value(c.field, c.to)}`;
    return `${name}: ${value(c.field, c.from)} → ${value(c.field, c.to)}`;
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <History className="size-4 text-ink-muted" aria-hidden="true" />
          {t('history.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="text-ink-muted text-sm">{t('history.empty')}</p>
        ) : (
          <ol className="grid gap-4 border-border border-s ps-4" aria-label={t('history.title')}>
            {history.map((h) => (
              <li key={h.id} className="relative grid gap-0.5 text-sm">
                <span
                  aria-hidden="true"
                  className="absolute -start-[1.3rem] top-1.5 size-2 rounded-full bg-primary-600"
                />
                <p className="font-medium text-ink">
                  {isOneOf(ACTIONS, h.action)
                    ? t(`history.actions.${h.action}`)
                    : t('history.actions.other', { action: h.action })}{' '}
                  <span className="font-normal text-ink-muted">
                    {t('history.by', { name: h.changedBy?.name ?? t('history.unknownUser') })}
                  </span>
                </p>
                <time dateTime={h.createdAt} className="text-ink-muted text-xs">
                  {new Date(h.createdAt).toLocaleString(i18n.language, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </time>
                {h.changes.length > 0 && h.action !== 'create' ? (
                  <p className="text-ink-muted">
                    {t('history.changed')} {h.changes.map(change).join(', ')}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
