import type { ItemFlag } from '@common/contracts/question-insights';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const VARIANT = {
  very_hard: 'accent',
  very_easy: 'accent',
  weak_discrimination: 'accent',
  negative_discrimination: 'danger',
  not_enough_responses: 'outline',
} as const;

/** An item's weakness flags as badges, in plain words. */
export function ItemFlags({ flags }: { flags: ItemFlag[] }) {
  const { t } = useTranslation('questionInsights');
  if (!flags.length) return <span className="text-ink-muted">{t('common.none')}</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {flags.map((flag) => (
        <li key={flag}>
          <Badge variant={VARIANT[flag]} className="whitespace-normal">
            {t(`statistics.flagLabels.${flag}`)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
