import type { ExamTemplate } from '@common/contracts/templates';
import { Calculator, Eye, Pencil, Power } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export const KIND_BADGE: Record<ExamTemplate['kind'], BadgeProps['variant']> = {
  full: 'primary',
  section: 'accent',
  topic: 'outline',
  adaptive: 'success',
};

type Props = {
  template: ExamTemplate;
  onPreview: () => void;
  onEdit: () => void;
  onToggle: () => void;
};

/** One template: kind, state, sections with their timing and topics, totals and actions. */
export function TemplateCard({ template, onPreview, onEdit, onToggle }: Props) {
  const { t } = useTranslation('templates');
  return (
    <Card
      data-template={template.slug}
      className={cn('flex flex-col', !template.isActive && 'bg-canvas')}
    >
      <div className="grid gap-2 p-5 pb-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={KIND_BADGE[template.kind]}>{t(`kinds.${template.kind}`)}</Badge>
          <Badge variant="neutral">{t(`scales.${template.scoring.scale}`)}</Badge>
          {template.isActive ? null : <Badge variant="danger">{t('card.inactive')}</Badge>}
        </div>
        <h3
          className={cn(
            'font-semibold text-base',
            template.isActive ? 'text-ink' : 'text-slate-600',
          )}
        >
          {template.name}
        </h3>
        {template.description ? (
          <p dir="auto" className="line-clamp-3 text-ink-muted text-sm">
            {template.description}
          </p>
        ) : null}
        <p className="font-medium text-ink text-sm">
          {t('card.totals', {
            questions: template.totalQuestions,
            minutes: template.totalMinutes,
          })}
          {template.scoring.cutPoints.length ? (
            <span className="font-normal text-ink-muted">
              {' · '}
              {t('card.bands', { count: template.scoring.cutPoints.length })}
            </span>
          ) : null}
        </p>
      </div>
      <ol
        className="mx-5 mb-4 divide-y divide-border rounded-lg border border-border"
        aria-label={t('card.sectionsHeading')}
      >
        {template.sections.map((section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are ordered and have no id
          <li key={i} className="grid gap-0.5 px-3 py-2 text-sm">
            <span className="font-medium text-ink">{section.title}</span>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-slate-600 text-xs">
              <span>
                {t('card.sectionLine', {
                  count: section.questionCount,
                  minutes: section.durationMinutes,
                })}
              </span>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1">
                <Calculator className="size-3.5" aria-hidden="true" />
                {section.calculator ? t('card.calculator') : t('card.noCalculator')}
              </span>
              <span aria-hidden="true">·</span>
              <span>
                {section.topics
                  ? t('card.someTopics', { count: section.topics.length })
                  : t('card.allTopics')}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-auto flex flex-wrap gap-2 border-border border-t px-5 py-3">
        <Button
          size="sm"
          variant="secondary"
          onClick={onPreview}
          aria-label={t('card.previewNamed', { name: template.name })}
        >
          <Eye />
          {t('card.preview')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={onEdit}
          aria-label={t('card.editNamed', { name: template.name })}
        >
          <Pencil />
          {t('card.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onToggle}
          aria-label={
            template.isActive
              ? t('card.deactivateNamed', { name: template.name })
              : t('card.activateNamed', { name: template.name })
          }
        >
          <Power />
          {template.isActive ? t('card.deactivate') : t('card.activate')}
        </Button>
      </div>
    </Card>
  );
}
