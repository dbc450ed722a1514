import '@/i18n/landing';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/paths';

/** The closing call to action: the free demo test. */
export function CtaSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="cta-title" className="bg-surface px-4 py-16 sm:px-6 sm:py-24">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-primary-700 to-primary-900 px-6 py-12 text-center sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -end-16 -bottom-24 size-72 rounded-full bg-primary-400/25 blur-3xl"
        />
        <h2
          id="cta-title"
          className="relative text-balance font-bold text-3xl text-white tracking-tight"
        >
          {t('cta.title')}
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-primary-100">{t('cta.text')}</p>
        <a
          href={paths.auth.href({ mode: 'register' })}
          className={cn(buttonVariants({ size: 'lg', variant: 'accent' }), 'relative mt-8')}
        >
          {t('cta.button')}
        </a>
      </div>
    </section>
  );
}
