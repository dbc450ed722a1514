import '@/i18n/landing';
import { ChevronDown, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths, SUPPORT_EMAIL } from '@/paths';
import { localPublicPath } from '../local-public-path';
import { SectionHeading, sectionClass } from './section-heading';

/** `more`: a link to the terms that govern the answer (the refund policy). */
type FaqItem = { q: string; a: string; more?: string };

/**
 * #faq: eight questions, one open at a time. `<details name>` makes the group exclusive
 * natively (opening one closes the other, clicking the open one closes it): no script.
 */
export function FaqSection() {
  const { t } = useTranslation('landing');
  const items = t('faq.items', { returnObjects: true }) as FaqItem[];
  return (
    <section id="faq" aria-labelledby="faq-title" className={cn(sectionClass, 'bg-surface')}>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.6fr_1fr]">
        <div>
          <SectionHeading
            id="faq-title"
            eyebrow={t('faq.eyebrow')}
            title={t('faq.title')}
            align="start"
          />
          <div className="mt-8 divide-y divide-border rounded-card border border-border">
            {items.map((item) => (
              <details key={item.q} name="faq" className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink hover:bg-canvas [&::-webkit-details-marker]:hidden">
                  {item.q}
                  <ChevronDown
                    className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <p className="px-5 pb-5 text-slate-600">
                  {item.a}
                  {item.more ? (
                    <>
                      {' '}
                      <a
                        href={`${localPublicPath(paths.termsAndPolicies.href())}#refund`}
                        className="font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800"
                      >
                        {item.more}
                      </a>
                    </>
                  ) : null}
                </p>
              </details>
            ))}
          </div>
        </div>
        <aside
          aria-labelledby="faq-still-title"
          className="h-fit rounded-card bg-gradient-to-br from-primary-700 to-primary-900 p-8 text-white lg:sticky lg:top-24"
        >
          <h3 id="faq-still-title" className="font-bold text-2xl">
            {t('faq.stillTitle')}
          </h3>
          <p className="mt-3 text-primary-100">{t('faq.stillText')}</p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="mt-6 inline-flex items-center gap-2 font-semibold text-white underline-offset-4 hover:underline"
          >
            <Mail className="size-4" aria-hidden="true" />
            {t('faq.emailSupport')}: {SUPPORT_EMAIL}
          </a>
          <a
            href={paths.auth.href({ mode: 'register' })}
            className={cn(buttonVariants({ variant: 'accent', size: 'lg' }), 'mt-6 w-full')}
          >
            {t('faq.startTrial')}
          </a>
        </aside>
      </div>
    </section>
  );
}
