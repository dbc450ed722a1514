import type { PriceBreakdown } from '@common/contracts/commerce';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney, formatPercent } from '@/lib/format';

/**
 * The price line by line: list price, the package's discount, the referral discount, the
 * coupon, and what the student pays. A discount line appears only when there is one.
 */
export function PriceLines({
  pricing,
  name,
  className,
  finalLabel,
}: {
  pricing: PriceBreakdown;
  name: string;
  className?: string;
  /** The last line's label; 'You pay' unless an administrator reads it. */
  finalLabel?: string;
}) {
  const { t, i18n } = useTranslation('commerce');
  const lng = i18n.language;
  const money = (amount: number) => formatMoney(amount, lng, pricing.currency);
  return (
    <dl aria-label={t('price.caption', { name })} className={cn('grid gap-1.5 text-sm', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <dt className="text-ink-muted">{t('price.list')}</dt>
        <dd className="text-ink tabular-nums">{money(pricing.listPrice)}</dd>
      </div>
      {pricing.packageDiscount > 0 ? (
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-ink-muted">
            {t('price.packageDiscount', {
              percent: formatPercent(pricing.packageDiscountPercent, lng),
            })}
          </dt>
          <dd className="text-emerald-700 tabular-nums">−{money(pricing.packageDiscount)}</dd>
        </div>
      ) : null}
      {pricing.affiliateDiscount > 0 ? (
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-ink-muted">
            {t('price.affiliateDiscount', {
              percent: formatPercent(pricing.affiliateDiscountPercent, lng),
            })}
          </dt>
          <dd className="text-emerald-700 tabular-nums">−{money(pricing.affiliateDiscount)}</dd>
        </div>
      ) : null}
      {pricing.couponDiscount ? (
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-ink-muted">
            {t('price.coupon', { code: pricing.couponCode ?? '' })}
          </dt>
          <dd className="text-emerald-700 tabular-nums">−{money(pricing.couponDiscount)}</dd>
        </div>
      ) : null}
      <div className="mt-1 flex items-baseline justify-between gap-3 border-border border-t pt-2">
        <dt className="font-semibold text-ink">{finalLabel ?? t('price.final')}</dt>
        <dd className="font-bold text-ink text-xl tabular-nums">{money(pricing.finalPrice)}</dd>
      </div>
    </dl>
  );
}
