import '@/i18n/landing';
import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { SectionHeading, sectionClass } from './section-heading';

/** #about: what Tafawuq is, with the weekly-students figure and the guarantee. */
export function AboutSection() {
  const { t } = useTranslation('landing');
  const points = t('about.points', { returnObjects: true }) as string[];
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className={cn(sectionClass, 'mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24')}
    >
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="about-title"
            eyebrow={t('about.eyebrow')}
            title={t('about.title')}
            text={t('about.text')}
            align="start"
          />
          <ul className="mt-8 grid gap-4">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <BadgeCheck
                  className="mt-0.5 size-5 shrink-0 text-primary-600"
                  aria-hidden="true"
                />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <div className="rounded-card bg-primary-900 p-8 text-white shadow-card">
            <p className="font-extrabold text-5xl tracking-tight">{t('about.studentsValue')}</p>
            <p className="mt-3 text-primary-100">{t('about.studentsLabel')}</p>
          </div>
          <div className="rounded-card border border-accent-200 bg-accent-50 p-8 shadow-card">
            <ShieldCheck className="size-10 text-accent-700" aria-hidden="true" />
            <p className="mt-4 font-semibold text-accent-950 text-lg">{t('about.guarantee')}</p>
            <p className="mt-2 text-accent-900">{t('about.guaranteeText')}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
