import type { MasteryThreshold, TopicMastery } from '@common/contracts/learning';
import { MASTERY_LEVELS, type MasteryLevel } from '@common/mastery-levels';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatTheta, formatWholePercent, LEVEL_STYLES } from './labels';

/** Highest level first: how a student reads a mastery summary. */
const LEVELS_DOWN = [...MASTERY_LEVELS].reverse();

/**
 * Topics per mastery level as one thin stacked bar, with the counts in words for screen readers
 * and under the bar for everyone.
 */
export function MasteryBar({
  levels,
  className,
}: {
  levels: Partial<Record<MasteryLevel, number>>;
  className?: string;
}) {
  const { t } = useTranslation('learning');
  const total = MASTERY_LEVELS.reduce((sum, level) => sum + (levels[level] ?? 0), 0);
  const present = LEVELS_DOWN.filter((level) => (levels[level] ?? 0) > 0);
  const summary = present
    .map((level) => t('mastery.count', { count: levels[level] ?? 0, level: t(`levels.${level}`) }))
    .join(', ');
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div
        role="img"
        aria-label={t('mastery.barLabel', { summary: summary || t('mastery.noTopics') })}
        className="flex h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
      >
        {total > 0
          ? present.map((level) => (
              <span
                key={level}
                className={cn('h-full', LEVEL_STYLES[level].swatch)}
                style={{ width: `${((levels[level] ?? 0) / total) * 100}%` }}
              />
            ))
          : null}
      </div>
      <p aria-hidden="true" className="flex flex-wrap gap-x-3 gap-y-0.5 text-ink-muted text-xs">
        {present.map((level) => (
          <span key={level} className="inline-flex items-center gap-1">
            <span className={cn('size-2 rounded-full', LEVEL_STYLES[level].swatch)} />
            {t('mastery.count', { count: levels[level] ?? 0, level: t(`levels.${level}`) })}
          </span>
        ))}
      </p>
    </div>
  );
}

/** The rule that earns a level, in words: "θ ≥ 0.50, SE ≤ 0.60, at least 6 answers". */
function thresholdRule(
  t: ReturnType<typeof useTranslation<'learning'>>['t'],
  threshold: MasteryThreshold,
  language: string,
) {
  const parts: string[] = [];
  if (threshold.minTheta !== null) {
    parts.push(t('thresholds.theta', { value: formatTheta(threshold.minTheta, language) }));
  }
  if (threshold.maxSe !== null) {
    parts.push(t('thresholds.se', { value: formatTheta(threshold.maxSe, language, false) }));
  }
  parts.push(t('thresholds.responses', { count: threshold.minResponses }));
  return parts.join(t('thresholds.separator'));
}

/** The levels with the rule of each, from the server's thresholds (the topic map's legend). */
export function MasteryLegend({ thresholds }: { thresholds: MasteryThreshold[] }) {
  const { t, i18n } = useTranslation('learning');
  const byLevel = new Map(thresholds.map((threshold) => [threshold.level, threshold]));
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 xl:grid-cols-3">
      {MASTERY_LEVELS.map((level) => {
        const threshold = byLevel.get(level);
        return (
          // A dl's groups may hold only dt and dd: the swatch sits inside the term, and the
          // rule is indented by the swatch's width plus the gap (ps-5) to line up with it.
          <div key={level} className="min-w-0">
            <dt className="flex items-center gap-2 font-semibold text-ink">
              <span
                aria-hidden="true"
                className={cn('size-3 shrink-0 rounded-sm', LEVEL_STYLES[level].swatch)}
              />
              {t(`levels.${level}`)}
            </dt>
            <dd className="ps-5 text-ink-muted text-xs">
              {level === 'not_started'
                ? t('thresholds.notStarted')
                : threshold
                  ? thresholdRule(t, threshold, i18n.language)
                  : '—'}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Every topic of the subject as a tile coloured by its level, with θ, answers and accuracy. */
export function TopicMap({ topics }: { topics: TopicMastery[] }) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.language;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('topicMap.listLabel')}>
      {topics.map((topic) => {
        const style = LEVEL_STYLES[topic.level];
        return (
          <li
            key={topic.topicId}
            data-level={topic.level}
            className={cn('grid gap-2 rounded-xl border p-3', style.tile)}
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className={cn('min-w-0 break-words font-semibold text-sm', style.text)}>
                {topic.name}
              </h3>
              <Badge variant="outline" className="bg-surface">
                <span aria-hidden="true" className={cn('size-2 rounded-full', style.swatch)} />
                {t(`levels.${topic.level}`)}
              </Badge>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="text-ink-muted">{t('topicMap.theta')}</dt>
                <dd className="font-semibold text-ink tabular-nums">
                  {topic.theta === null ? '—' : formatTheta(topic.theta, lang)}
                </dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('topicMap.responses')}</dt>
                <dd className="font-semibold text-ink tabular-nums">
                  {new Intl.NumberFormat(lang).format(topic.responses)}
                </dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('topicMap.accuracy')}</dt>
                <dd className="font-semibold text-ink tabular-nums">
                  {topic.accuracy === null ? '—' : formatWholePercent(topic.accuracy, lang)}
                </dd>
              </div>
            </dl>
            <p className="text-ink-muted text-xs">
              {t('topicMap.weight', { weight: topic.weight })}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
