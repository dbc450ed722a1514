import { changeRatio } from '@common/contracts/analytics-period';
import { ArrowDownRight, ArrowUpRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatRatio } from '@/lib/format';

const tones = {
  primary: 'bg-primary-50 text-primary-700',
  accent: 'bg-accent-50 text-accent-700',
  neutral: 'bg-slate-100 text-slate-600',
  danger: 'bg-red-50 text-red-700',
};

/**
 * One headline figure: its label, the value, the change against the period before and a line of
 * context (each when given).
 */
export function FigureCard({
  icon: Icon,
  label,
  value,
  hint,
  change,
  tone = 'primary',
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  change?: { current: number; previous: number };
  tone?: keyof typeof tones;
}) {
  const { t, i18n } = useTranslation('learningAnalytics');
  const ratio = change ? changeRatio(change.current, change.previous) : null;
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className={cn('grid size-11 shrink-0 place-items-center rounded-xl', tones[tone])}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <h2 className="font-medium text-ink-muted text-sm">{label}</h2>
        <p className="truncate font-bold text-2xl text-ink tabular-nums tracking-tight">{value}</p>
        {change ? (
          <p className="flex flex-wrap items-center gap-1 text-ink-muted text-xs">
            {ratio === null ? (
              t('common.noPrevious')
            ) : (
              <>
                <span
                  className={cn(
                    'inline-flex items-center font-semibold',
                    ratio >= 0 ? 'text-emerald-700' : 'text-red-700',
                  )}
                >
                  {ratio >= 0 ? (
                    <ArrowUpRight className="size-3.5" aria-hidden="true" />
                  ) : (
                    <ArrowDownRight className="size-3.5" aria-hidden="true" />
                  )}
                  {formatRatio(ratio, i18n.language)}
                </span>
                {t('common.vsPrevious', { value: change.previous.toLocaleString(i18n.language) })}
              </>
            )}
          </p>
        ) : null}
        {hint ? <p className="text-pretty text-ink-muted text-xs">{hint}</p> : null}
      </div>
    </Card>
  );
}
