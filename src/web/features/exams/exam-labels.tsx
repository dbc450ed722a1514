import type { ExamMode, ExamStatus } from '@common/contracts/exams';
import { Gauge, GraduationCap, type LucideIcon, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import i18n from '@/i18n';

const STATUS_VARIANT = {
  ready: 'neutral',
  in_progress: 'accent',
  submitted: 'success',
  expired: 'outline',
} as const;

/** The exam's status as a coloured badge (ready, in progress, completed, time expired). */
export function ExamStatusBadge({ status }: { status: ExamStatus }) {
  const { t } = useTranslation('exams');
  return <Badge variant={STATUS_VARIANT[status]}>{t(`statuses.${status}`)}</Badge>;
}

export const MODE_ICONS: Record<ExamMode, LucideIcon> = {
  practice: GraduationCap,
  simulation: Timer,
  adaptive: Gauge,
};

/** The mode's name with its icon. */
export function ExamModeLabel({ mode }: { mode: ExamMode }) {
  const { t } = useTranslation('exams');
  const Icon = MODE_ICONS[mode];
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <Icon className="size-4 text-ink-muted" aria-hidden="true" />
      {t(`modes.${mode}`)}
    </span>
  );
}

/**
 * Milliseconds as "1 min 05 s" / "42 s" / "0.4 s" (tenths under ten seconds, never "0 s" for
 * some); other languages spell the units their own way (Intl), e.g. «1 د 5 ث» in Arabic.
 */
export function formatDuration(ms: number, language = i18n.language): string {
  const tenths = Math.max(0, Math.round(ms / 100)) / 10;
  const total = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  if (!language || language.startsWith('en')) {
    if (tenths < 10) return `${tenths} s`;
    if (minutes === 0) return `${seconds} s`;
    return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
  }
  const unit = (value: number, name: 'second' | 'minute') =>
    new Intl.NumberFormat(language, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(value);
  if (tenths < 10) return unit(tenths, 'second');
  if (minutes === 0) return unit(seconds, 'second');
  return `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`;
}

/** A percent as the reader's locale writes it, without decimals ("73%"). */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    value / 100,
  );
}

/** A raw score: whole numbers as they are, partial credit with up to two decimals. */
export function formatRaw(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}
