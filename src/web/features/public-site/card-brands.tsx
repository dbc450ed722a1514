import '@/i18n/landing';
import { useTranslation } from 'react-i18next';

/** Badges of the card brands the payment provider accepts (original artwork, not logos). */
export function CardBrands() {
  const { t } = useTranslation('landing');
  return (
    <svg
      role="img"
      aria-label={t('footer.cards')}
      viewBox="0 0 204 32"
      width="204"
      height="32"
      className="h-8 w-auto"
    >
      <rect x="0.5" y="0.5" width="47" height="31" rx="5" fill="#fff" stroke="#cbd5e1" />
      <text
        x="24"
        y="21"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="12"
        fontStyle="italic"
        fontWeight="700"
        fill="#1a1f71"
      >
        VISA
      </text>
      <rect x="52.5" y="0.5" width="47" height="31" rx="5" fill="#fff" stroke="#cbd5e1" />
      <circle cx="70" cy="16" r="8" fill="#eb001b" />
      <circle cx="82" cy="16" r="8" fill="#f79e1b" fillOpacity="0.9" />
      <rect x="104.5" y="0.5" width="47" height="31" rx="5" fill="#2e77bb" stroke="#2e77bb" />
      <text
        x="128"
        y="20"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="9"
        fontWeight="700"
        fill="#fff"
      >
        AMEX
      </text>
      <rect x="156.5" y="0.5" width="47" height="31" rx="5" fill="#fff" stroke="#cbd5e1" />
      <text
        x="180"
        y="20"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="8.5"
        fontWeight="700"
        fill="#334155"
      >
        MADA
      </text>
    </svg>
  );
}
