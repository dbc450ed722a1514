import '@/i18n/landing';
import { HeartHandshake, type LucideIcon, Microscope, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { SectionHeading, sectionClass } from './section-heading';

const VALUES: { key: 'rigour' | 'access' | 'care'; icon: LucideIcon }[] = [
  { key: 'rigour', icon: Microscope },
  { key: 'access', icon: Scale },
  { key: 'care', icon: HeartHandshake },
];

/** #who-we-are: the team, its values and the all-time students figure. */
export function WhoWeAreSection() {
  const { t } = useTranslation('landing');
  return (
    <section id="who-we-are" aria-labelledby="who-title" className={cn(sectionClass, 'bg-canvas')}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <SectionHeading
          id="who-title"
          eyebrow={t('who.eyebrow')}
          title={t('who.title')}
          text={t('who.text')}
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {VALUES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-card border border-border bg-surface p-6 shadow-card">
              <span className="grid size-11 place-items-center rounded-xl bg-accent-50 text-accent-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-ink text-lg">
                {t(`who.values.${key}.title`)}
              </h3>
              <p className="mt-2 text-slate-600">{t(`who.values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-xl text-center text-slate-700">
          <span className="font-extrabold text-2xl text-primary-800">{t('who.studentsValue')}</span>{' '}
          {t('who.studentsLabel')}
        </p>
      </div>
    </section>
  );
}
