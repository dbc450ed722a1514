import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What each figure of a revenue page counts, open on demand. */
export function Definitions({ items }: { items: string[] }) {
  const { t } = useTranslation('revenueAnalytics');
  return (
    <details className="group rounded-xl border border-border bg-surface px-4 py-3 text-sm shadow-xs">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold text-ink marker:content-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        <Info className="size-4 shrink-0 text-primary-700" aria-hidden="true" />
        {t('common.definitions')}
      </summary>
      <ul className="mt-2 grid list-disc gap-1.5 ps-5 text-ink-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  );
}
