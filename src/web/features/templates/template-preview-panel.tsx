import type { PreviewSection, TemplatePreview } from '@common/contracts/templates';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A bar of `value` out of `max`, full and green when there is enough (the text beside says it). */
function CoverageBar({ value, max }: { value: number; max: number }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 100;
  return (
    <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200">
      <div
        data-coverage={percent}
        className={cn('h-full rounded-full', value >= max ? 'bg-emerald-600' : 'bg-accent-500')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

function SectionPreview({ section, level }: { section: PreviewSection; level: 3 | 4 }) {
  const Heading = `h${level}` as const;
  const { t } = useTranslation('templates');
  return (
    <li className="grid gap-2 rounded-lg border border-border p-2.5 sm:p-3" data-preview-section>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Heading className="font-semibold text-ink text-sm">{section.title}</Heading>
        <span
          className={cn(
            'font-medium text-xs',
            section.fillable ? 'text-emerald-800' : 'text-accent-800',
          )}
        >
          {t('preview.sectionNeeds', {
            available: section.available,
            needed: section.questionCount,
          })}
        </span>
      </div>
      <CoverageBar value={section.available} max={section.questionCount} />
      <p className="text-ink-muted text-xs">
        {t('preview.difficulty', section.byDifficulty)}
        {section.allTopics ? ` · ${t('preview.allTopics')}` : null}
      </p>
      {section.topics.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-xs">
            <caption className="sr-only">
              {t('preview.topicsCaption', { title: section.title })}
            </caption>
            <thead>
              <tr className="text-start text-slate-600">
                <th scope="col" className="py-1 pe-2 text-start font-medium">
                  {t('preview.topicColumn')}
                </th>
                <th scope="col" className="px-1.5 py-1 sm:px-2 text-end font-medium">
                  {t('preview.weightColumn')}
                </th>
                <th scope="col" className="px-1.5 py-1 sm:px-2 text-end font-medium">
                  {t('preview.drawColumn')}
                </th>
                <th scope="col" className="py-1 ps-2 text-end font-medium">
                  {t('preview.bankColumn')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {section.topics.map((topic) => {
                const short = topic.planned - topic.available;
                return (
                  <tr key={topic.slug} data-short={short > 0 || undefined}>
                    <th
                      scope="row"
                      className="py-1 pe-2 text-start font-normal text-ink [overflow-wrap:anywhere]"
                    >
                      {topic.name}
                    </th>
                    <td className="px-1.5 py-1 sm:px-2 text-end text-slate-600">
                      {Math.round(topic.share * 100)}%
                    </td>
                    <td className="px-1.5 py-1 sm:px-2 text-end text-ink">{topic.planned}</td>
                    <td
                      className={cn(
                        'py-1 ps-2 text-end',
                        short > 0 ? 'font-semibold text-accent-800' : 'text-ink',
                      )}
                    >
                      {topic.available}
                      {short > 0 ? (
                        <span className="block font-normal">
                          {t('preview.short', { count: short })}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </li>
  );
}

/** What a template draws from the bank: warnings first, then coverage per section and topic. */
export function TemplatePreviewPanel({
  preview,
  headingLevel = 3,
}: {
  preview: TemplatePreview;
  /** Level of the section headings, to fit the page's outline. */
  headingLevel?: 3 | 4;
}) {
  const { t } = useTranslation('templates');
  return (
    <div className="grid gap-3">
      {preview.warnings.length ? (
        <div
          className="rounded-lg border border-accent-300 bg-accent-50 p-3 text-accent-900 text-sm"
          data-preview-warnings
        >
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            {t('preview.problemsTitle', { count: preview.warnings.length })}
          </p>
          <ul className="mt-2 grid list-disc gap-1 ps-5">
            {preview.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 font-medium text-emerald-900 text-sm">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {t('preview.allGood')}
        </p>
      )}
      <p className="text-ink-muted text-xs">
        {t('preview.summary', {
          needed: preview.totalQuestions,
          available: preview.totalAvailable,
        })}
      </p>
      <ul className="grid gap-3">
        {preview.sections.map((section, i) => (
          // Titles may repeat in a draft; the position identifies the section.
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id
          <SectionPreview key={i} section={section} level={headingLevel} />
        ))}
      </ul>
    </div>
  );
}
