import '@/i18n/landing';
import { ArrowRight, Check, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/paths';
import { sectionClass } from './section-heading';

function SampleQuestion() {
  const { t } = useTranslation('landing');
  const options = t('sample.options', { returnObjects: true }) as string[];
  const correct = Number(t('sample.correctIndex'));
  return (
    <figure
      aria-label={t('sample.label')}
      className="relative mx-auto w-full max-w-md rounded-2xl border border-white/60 bg-white p-5 shadow-pop sm:p-6"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <span className="rounded-full bg-primary-50 px-2.5 py-1 font-semibold text-primary-800 text-xs">
          {t('sample.subject')}
        </span>
        <span className="font-medium text-slate-600 text-xs">{t('sample.label')}</span>
      </div>
      <p className="font-semibold text-ink">{t('sample.question')}</p>
      <ul className="mt-4 grid grid-cols-2 gap-2">
        {options.map((option, index) => (
          <li
            key={option}
            className={cn(
              'flex items-center gap-2 rounded-lg border px-3 py-2 font-medium text-sm',
              index === correct
                ? 'border-emerald-500 bg-emerald-50 text-emerald-900'
                : 'border-border text-slate-700',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'grid size-5 place-items-center rounded-full border font-semibold text-[0.65rem]',
                index === correct
                  ? 'border-emerald-600 bg-emerald-600 text-white'
                  : 'border-slate-300 text-slate-600',
              )}
            >
              {index === correct ? (
                <Check className="size-3" strokeWidth={3} />
              ) : (
                String.fromCharCode(65 + index)
              )}
            </span>
            {option}
          </li>
        ))}
      </ul>
      <figcaption className="mt-4 rounded-lg bg-primary-50 p-3 text-sm">
        <p className="flex items-center gap-1.5 font-semibold text-primary-800">
          <CircleCheck className="size-4" aria-hidden="true" />
          {t('sample.feedbackTitle')}
        </p>
        <p className="mt-1 text-primary-900">{t('sample.feedback')}</p>
      </figcaption>
      <p className="mt-3 flex items-center gap-1.5 text-slate-600 text-xs">
        <ArrowRight className="rtl-flip size-3.5" aria-hidden="true" />
        {t('sample.next')}
      </p>
    </figure>
  );
}

const STATS = [
  { value: 'stats.studentsValue', label: 'stats.students' },
  { value: 'stats.questionsValue', label: 'stats.questions' },
  { value: 'stats.improvementValue', label: 'stats.improvement' },
  { value: 'stats.satisfactionValue', label: 'stats.satisfaction' },
] as const;

/** #home: the promise, the calls to action, a sample question and the figures. */
export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <>
      <section
        id="home"
        aria-labelledby="hero-title"
        className={cn(
          sectionClass,
          'relative -mt-16 overflow-hidden bg-gradient-to-b from-primary-50 via-white to-white pt-16',
        )}
      >
        <div
          aria-hidden="true"
          className="absolute -top-32 -end-32 size-96 rounded-full bg-accent-200/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute top-40 -start-40 size-96 rounded-full bg-primary-200/40 blur-3xl"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
          <div className="text-center lg:text-start">
            <p className="inline-flex items-center gap-2 rounded-full border border-primary-200 bg-white/70 px-3 py-1 font-semibold text-primary-800 text-xs tracking-wider">
              <span className="size-1.5 rounded-full bg-accent-500" aria-hidden="true" />
              {t('hero.eyebrow')}
            </p>
            <h1
              id="hero-title"
              className="mt-5 text-balance font-extrabold text-4xl text-ink tracking-tight sm:text-5xl lg:text-display"
            >
              {t('hero.title')}
            </h1>
            <p className="mx-auto mt-5 max-w-xl text-lg text-slate-600 lg:mx-0">{t('hero.text')}</p>
            <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
              <a
                href={paths.auth.href({ mode: 'register' })}
                className={buttonVariants({ size: 'lg' })}
              >
                {t('hero.cta')}
                <ArrowRight className="rtl-flip" aria-hidden="true" />
              </a>
              <a
                href={paths.auth.href({ mode: 'login' })}
                className={cn(buttonVariants({ size: 'lg', variant: 'ghost' }), 'text-primary-800')}
              >
                {t('hero.secondary')}
              </a>
            </div>
            <p className="mt-4 text-slate-600 text-sm">{t('hero.note')}</p>
          </div>
          <SampleQuestion />
        </div>
      </section>
      <section aria-label={t('stats.label')} className="bg-primary-900">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 text-center sm:px-6 lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="grid gap-1">
              <dt className="order-2 text-primary-100 text-sm">{t(stat.label)}</dt>
              <dd className="order-1 font-extrabold text-3xl text-white tracking-tight sm:text-4xl">
                {t(stat.value)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
