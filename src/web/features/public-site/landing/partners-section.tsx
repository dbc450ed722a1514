import '@/i18n/landing';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { sectionClass } from './section-heading';

/** Original marks for the four partners (simple geometry, drawn for Tafawuq). */
const MARKS: ReactNode[] = [
  // Nile Valley Academy: a river through two banks.
  <g key="nile">
    <rect width="40" height="40" rx="10" fill="#0e7490" />
    <path
      d="M8 28c6-2 6-10 12-12s8 6 12 4"
      stroke="#fff"
      strokeWidth="3"
      fill="none"
      strokeLinecap="round"
    />
    <path d="M8 12h8M24 30h8" stroke="#a5f3fc" strokeWidth="2.5" strokeLinecap="round" />
  </g>,
  // Gulf Scholars Institute: a book under a sun.
  <g key="gulf">
    <rect width="40" height="40" rx="20" fill="#b45309" />
    <circle cx="20" cy="14" r="5" fill="#fde68a" />
    <path d="M9 24c4-2 8-2 11 1 3-3 7-3 11-1v7c-4-2-8-2-11 1-3-3-7-3-11-1z" fill="#fff" />
  </g>,
  // Levant Learning Centre: a cedar of triangles.
  <g key="levant">
    <rect width="40" height="40" rx="8" fill="#15803d" />
    <path d="M20 7l8 9h-5l7 8h-6l6 7H10l6-7h-6l7-8h-5z" fill="#fff" />
  </g>,
  // Crescent STEM Hub: a crescent around an atom dot.
  <g key="crescent">
    <rect width="40" height="40" rx="12" fill="#4338ca" />
    <path d="M25 9a12 12 0 1 0 0 22 10 10 0 1 1 0-22z" fill="#fff" />
    <circle cx="26" cy="20" r="3" fill="#c7d2fe" />
  </g>,
];

/** #partners: four partner logos. */
export function PartnersSection() {
  const { t } = useTranslation('landing');
  const names = t('partners.logos', { returnObjects: true }) as string[];
  return (
    <section
      id="partners"
      aria-labelledby="partners-title"
      className={cn(sectionClass, 'border-border border-t bg-surface')}
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <p className="text-center font-semibold text-primary-700 text-sm uppercase tracking-wider">
          {t('partners.eyebrow')}
        </p>
        <h2 id="partners-title" className="mt-2 text-center font-bold text-2xl text-ink">
          {t('partners.title')}
        </h2>
        <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {names.map((name, index) => (
            <li
              key={name}
              className="flex items-center justify-center gap-3 rounded-card border border-border px-4 py-5 grayscale transition hover:grayscale-0"
            >
              <svg
                viewBox="0 0 40 40"
                width="40"
                height="40"
                aria-hidden="true"
                className="shrink-0"
              >
                {MARKS[index]}
              </svg>
              <span className="font-semibold text-slate-700">{name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
