import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const tones = {
  primary: 'bg-primary-50 text-primary-700',
  accent: 'bg-accent-50 text-accent-700',
  neutral: 'bg-slate-100 text-slate-600',
  danger: 'bg-red-50 text-red-700',
};

/** One headline figure of a statistics page, with its label and a line of context. */
export function SummaryCard({
  icon: Icon,
  label,
  value,
  hint,
  tone = 'primary',
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: keyof typeof tones;
}) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className={cn('grid size-11 shrink-0 place-items-center rounded-xl', tones[tone])}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <h2 className="font-medium text-ink-muted text-sm">{label}</h2>
        <p className="truncate font-bold text-2xl text-ink tabular-nums tracking-tight">{value}</p>
        {hint ? <p className="text-pretty text-ink-muted text-xs">{hint}</p> : null}
      </div>
    </Card>
  );
}
