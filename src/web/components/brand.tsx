import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localPublicPath } from '@/features/public-site/local-public-path';
import { cn } from '@/lib/cn';

/** The Tafawuq mark: a "T" with a rising saffron dot. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)} aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-primary-700" />
      <path d="M9 10h14v3.2h-5.3V23h-3.4v-9.8H9z" fill="#fff" />
      <circle cx="23" cy="21.5" r="2.5" className="fill-accent-400" />
    </svg>
  );
}

type BrandProps = {
  to?: string;
  className?: string;
  /** Light text for dark backgrounds. */
  inverse?: boolean;
};

/** Logo and name, linking home in the language being read (or to `to`). */
export function Brand({ to, className, inverse = false }: BrandProps) {
  const { t } = useTranslation();
  return (
    <Link
      to={to ?? localPublicPath('/')}
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-bold text-lg tracking-tight',
        inverse ? 'text-white' : 'text-primary-900',
        className,
      )}
    >
      <BrandMark />
      <span>{t('brand')}</span>
    </Link>
  );
}
