import {
  DIFFICULTIES,
  QUESTION_SOURCES,
  QUESTION_STATUSES,
  QUESTION_TYPES,
} from '@common/contracts/content';
import type { QuestionListQuery } from '@common/contracts/questions';
import type { Subject } from '@common/contracts/subjects';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

const ALL = 'all';

type Props = {
  query: QuestionListQuery;
  subjects: Subject[];
  /** The search box's text; the page decides when it reaches the list (useSearchDraft). */
  search: string;
  onSearchChange: (text: string) => void;
  onChange: (patch: Partial<QuestionListQuery>) => void;
};

/** Search box and filters of the question list; every change goes back to page 1. */
export function QuestionFilters({ query, subjects, search, onSearchChange, onChange }: Props) {
  const { t } = useTranslation('content');

  const topics = subjects.find((s) => s.id === query.subject)?.topics ?? [];
  const select = (
    key: keyof QuestionListQuery,
    label: string,
    options: { value: string; label: string }[],
  ) => (
    <Select
      aria-label={label}
      value={(query[key] as string | undefined) ?? ALL}
      onValueChange={(value) => onChange({ [key]: value === ALL ? undefined : value })}
      options={[{ value: ALL, label }, ...options]}
      className="w-full"
    />
  );

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="relative sm:col-span-2">
        <Search
          className="pointer-events-none absolute start-3 top-2.5 size-5 text-slate-500"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={t('questions.search')}
          placeholder={t('questions.searchPlaceholder')}
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          className="ps-10"
        />
      </div>
      {select(
        'subject',
        t('questions.allSubjects'),
        subjects.map((s) => ({ value: s.id, label: s.name })),
      )}
      {select(
        'topic',
        t('questions.allTopics'),
        topics.map((tp) => ({ value: tp.id, label: tp.name })),
      )}
      {select(
        'type',
        t('questions.allTypes'),
        QUESTION_TYPES.map((v) => ({ value: v, label: t(`questions.types.${v}`) })),
      )}
      {select(
        'difficulty',
        t('questions.allDifficulties'),
        DIFFICULTIES.map((v) => ({ value: v, label: t(`questions.difficulties.${v}`) })),
      )}
      {select(
        'status',
        t('questions.allStatuses'),
        QUESTION_STATUSES.map((v) => ({ value: v, label: t(`questions.statuses.${v}`) })),
      )}
      {select(
        'source',
        t('questions.allSources'),
        QUESTION_SOURCES.map((v) => ({ value: v, label: t(`questions.sources.${v}`) })),
      )}
    </div>
  );
}
