import '@/i18n/accommodations';
import {
  type Accommodations,
  BREAK_MINUTES,
  hasAccommodations,
} from '@common/contracts/accommodations';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Accessibility } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { accommodationKeys, getOwnAccommodations } from './api';

/** "+50 % time, extra breaks": what the accommodations are, in the reader's language. */
export function accommodationsList(
  t: TFunction<'accommodations'>,
  accommodations: Accommodations,
): string {
  const parts: string[] = [];
  if (accommodations.extraTimePercent > 0) {
    parts.push(t('summary.extraTime', { percent: accommodations.extraTimePercent }));
  }
  if (accommodations.extraBreaks) parts.push(t('summary.extraBreaks'));
  return parts.length ? parts.join(t('summary.separator')) : t('summary.none');
}

/**
 * One line for the student: "Your accommodations: +50 % time, extra breaks". Nothing when they
 * have none (or the data is not there).
 */
export function AccommodationsSummary({
  accommodations,
  className,
}: {
  accommodations: Accommodations | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation('accommodations');
  if (!accommodations || !hasAccommodations(accommodations)) return null;
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg border border-primary-200 bg-primary-50 px-3 py-2 text-primary-900 text-sm',
        className,
      )}
    >
      <Accessibility className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{t('summary.label', { list: accommodationsList(t, accommodations) })}</span>
    </p>
  );
}

/**
 * The student's accommodations on their profile or dashboard: a card with what each one means,
 * shown only when an administrator granted some.
 */
export function OwnAccommodationsCard({ className }: { className?: string }) {
  const { t } = useTranslation('accommodations');
  const query = useQuery({ queryKey: accommodationKeys.own, queryFn: getOwnAccommodations });
  const a = query.data;
  if (!a || !hasAccommodations(a)) return null;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle level={2}>{t('student.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <AccommodationsSummary accommodations={a} />
        <ul className="list-disc space-y-1 ps-5 text-ink-muted">
          {a.extraTimePercent > 0 ? (
            <li>{t('student.extraTimeDetail', { percent: a.extraTimePercent })}</li>
          ) : null}
          {a.extraBreaks ? <li>{t('student.breaksDetail', { minutes: BREAK_MINUTES })}</li> : null}
        </ul>
        <p className="text-ink-muted text-xs">{t('student.note')}</p>
      </CardContent>
    </Card>
  );
}
