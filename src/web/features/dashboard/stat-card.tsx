import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type StatCardProps = {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'primary' | 'accent' | 'neutral';
};

const tones = {
  primary: 'bg-primary-50 text-primary-700',
  accent: 'bg-accent-50 text-accent-700',
  neutral: 'bg-slate-100 text-slate-600',
};

/** One figure of a dashboard with its label and a line of context. */
export function StatCard({ icon: Icon, label, value, hint, tone = 'primary' }: StatCardProps) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className={cn('grid size-11 shrink-0 place-items-center rounded-xl', tones[tone])}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <h2 className="font-medium text-ink-muted text-sm">{label}</h2>
        <div className="truncate font-bold text-2xl text-ink tracking-tight">{value}</div>
        {hint ? <p className="truncate text-ink-muted text-xs">{hint}</p> : null}
      </div>
    </Card>
  );
}

/** Heading block at the top of an area page. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-balance font-bold text-2xl text-ink tracking-tight sm:text-3xl">
          {title}
        </h1>
        {description ? <p className="mt-1.5 text-ink-muted">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** A date as the reader's locale writes it (e.g. "22 Nov 2026"). */
export function formatDate(iso: string, language: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}
