import '@/i18n/landing';
import {
  BadgeDollarSign,
  Brain,
  ChartLine,
  Headphones,
  Library,
  Lightbulb,
  type LucideIcon,
  Route as RouteIcon,
  Timer,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { SectionHeading, sectionClass } from './section-heading';

const SERVICES: {
  key:
    | 'adaptive'
    | 'feedback'
    | 'plans'
    | 'analytics'
    | 'bank'
    | 'simulation'
    | 'support'
    | 'guarantee';
  icon: LucideIcon;
}[] = [
  { key: 'adaptive', icon: Brain },
  { key: 'feedback', icon: Lightbulb },
  { key: 'plans', icon: RouteIcon },
  { key: 'analytics', icon: ChartLine },
  { key: 'bank', icon: Library },
  { key: 'simulation', icon: Timer },
  { key: 'support', icon: Headphones },
  { key: 'guarantee', icon: BadgeDollarSign },
];

/** #services: the marketing claims of spec section 1, one card each. */
export function ServicesSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className={cn(sectionClass, 'mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24')}
    >
      <SectionHeading
        id="services-title"
        eyebrow={t('services.eyebrow')}
        title={t('services.title')}
        text={t('services.text')}
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="rounded-card border border-border bg-surface p-6 shadow-card transition-shadow hover:shadow-pop"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-primary-50 text-primary-700">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-ink text-lg">{t(`services.${key}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`services.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
