import '@/i18n/landing';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/paths';
import { usePackageListStrings } from '../package-list-strings';
import { SectionHeading, sectionClass } from './section-heading';

/**
 * #pricing: active packages from the API (package-lists.ts fills the cards from the template),
 * fewest points first; the third card is 'Most Popular'. 'Loading packages...' until then;
 * on failure the list stays empty.
 */
export function PricingSection() {
  const { t } = useTranslation('landing');
  const strings = usePackageListStrings();
  const feature = 'flex items-start gap-2 text-slate-700 text-sm';
  return (
    <section id="pricing" aria-labelledby="pricing-title" className={cn(sectionClass, 'bg-canvas')}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading
          id="pricing-title"
          eyebrow={t('pricing.eyebrow')}
          title={t('pricing.title')}
          text={t('pricing.text')}
        />
        <div data-package-list="" {...strings} className="mt-12">
          <p data-packages-status role="status" className="text-center text-slate-600">
            {t('pricing.loading')}
          </p>
          <div data-packages-items hidden>
            <ul data-packages-target className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" />
            <p className="mt-8 text-center text-slate-600 text-sm">{t('pricing.note')}</p>
          </div>
          <template data-packages-template>
            <li className="group relative flex flex-col rounded-card border border-border bg-surface p-7 shadow-card data-popular:border-primary-600 data-popular:ring-2 data-popular:ring-primary-600">
              <p
                data-popular-badge
                className="absolute -top-3 start-7 rounded-full bg-accent-400 px-3 py-1 font-semibold text-accent-950 text-xs"
              >
                {t('pricing.popular')}
              </p>
              {/* The name is filled in from the API (package-lists.ts). */}
              <h3 className="font-bold text-ink text-xl">
                <span data-field="name" />
              </h3>
              <p data-field="description" className="mt-2 text-slate-600 text-sm lg:min-h-16" />
              <p className="mt-6 flex items-baseline gap-2">
                <span
                  data-field="price"
                  className="font-extrabold text-4xl text-ink tracking-tight"
                />
                <span className="text-slate-600 text-sm">{t('pricing.perPackage')}</span>
              </p>
              <p
                data-field="discount"
                className="mt-2 w-fit rounded-full bg-emerald-50 px-2.5 py-0.5 font-semibold text-emerald-800 text-xs"
              />
              <ul className="mt-6 grid gap-2.5">
                <li className={feature}>
                  <Check className="mt-0.5 size-4 shrink-0 text-primary-600" aria-hidden="true" />
                  <span data-field="points" />
                </li>
                <li className={feature}>
                  <Check className="mt-0.5 size-4 shrink-0 text-primary-600" aria-hidden="true" />
                  <span data-field="exams" />
                </li>
                <li className={feature}>
                  <Check className="mt-0.5 size-4 shrink-0 text-primary-600" aria-hidden="true" />
                  <span data-field="validity" />
                </li>
              </ul>
              <a
                href={paths.auth.href({ mode: 'register' })}
                className={cn(
                  buttonVariants({ variant: 'secondary', size: 'lg' }),
                  'mt-8 w-full group-data-popular:border-primary-700 group-data-popular:bg-primary-700 group-data-popular:text-white',
                )}
              >
                {t('pricing.choose')}
              </a>
            </li>
          </template>
        </div>
      </div>
    </section>
  );
}
