import '@/i18n/students';
import type { HeldPackage } from '@common/contracts/students';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** A day of access as the server counts it (UTC), in the reader's locale. */
export function formatDay(iso: string, language: string) {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

const STATUS_BADGE = { active: 'success', expired: 'neutral', revoked: 'danger' } as const;

/** A student's packages: points left, exams, expiry, status and where each came from. */
export function HeldPackagesTable({
  caption,
  packages,
  actions,
}: {
  caption: string;
  packages: HeldPackage[];
  /** Buttons of a row (the edit-packages page). */
  actions?: (held: HeldPackage) => ReactNode;
}) {
  const { t, i18n } = useTranslation('students');
  const lng = i18n.language;
  const head = [
    t('profile.columns.package'),
    t('profile.columns.pointsLeft'),
    t('profile.columns.exams'),
    t('profile.columns.purchased'),
    t('profile.columns.expiry'),
    t('profile.columns.status'),
  ];
  return (
    <div className="-mx-1 overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-ink-muted">
          <tr>
            {head.map((h) => (
              <th
                key={h}
                scope="col"
                className="whitespace-nowrap border-border border-b px-2 py-2 text-start font-semibold text-xs uppercase tracking-wide"
              >
                {h}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="border-border border-b px-2 py-2">
                <span className="sr-only">{t('search.columns.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {packages.map((held) => (
            <tr key={held.id} className="border-border border-b last:border-b-0">
              <th scope="row" className="px-2 py-2 text-start align-top font-normal">
                <div className="grid min-w-32">
                  <span className="font-medium text-ink">{held.name}</span>
                  <span className="text-ink-muted text-xs">
                    {held.paymentId
                      ? t('profile.paid')
                      : held.isTrial
                        ? t('profile.free')
                        : t('profile.given')}
                  </span>
                </div>
              </th>
              <td className="whitespace-nowrap px-2 py-2 align-top tabular-nums">
                {t('profile.pointsOf', { left: held.availability, total: held.unlockPoints })}
              </td>
              <td className="whitespace-nowrap px-2 py-2 align-top tabular-nums">
                {held.examLimit === null ? t('unlimited') : held.examLimit}
              </td>
              <td className="whitespace-nowrap px-2 py-2 align-top">
                {formatDay(held.purchaseDate, lng)}
              </td>
              <td className="whitespace-nowrap px-2 py-2 align-top">
                {formatDay(held.expiryDate, lng)}
              </td>
              <td className="px-2 py-2 align-top">
                <Badge variant={STATUS_BADGE[held.status]}>
                  {t(`packageStatuses.${held.status}`)}
                </Badge>
              </td>
              {actions ? <td className="px-2 py-1 align-top">{actions(held)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
