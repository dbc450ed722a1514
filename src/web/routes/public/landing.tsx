import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowRight,
  Brain,
  ChartLine,
  Check,
  CircleCheck,
  Headphones,
  Lightbulb,
  type LucideIcon,
  Route as RouteIcon,
  Timer,
} from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { fetchMeQuietly, homePath, isSignedOutState, meQueryKey } from '@/features/auth/session';
import { cn } from '@/lib/cn';
import { paths, SUPPORT_EMAIL } from '@/paths';

/** Session restore on /: a signed-in user goes on to their dashboard (spec section 2). */
function useSessionRestore() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const justSignedOut = isSignedOutState(location.state);
  useEffect(() => {
    if (justSignedOut) return;
    let cancelled = false;
    (async () => {
      const me = await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMeQuietly });
      if (me && !cancelled) await navigate(homePath(me), { replace: true });
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [justSignedOut, navigate, queryClient]);
}

function useLandingMeta() {
  const { t } = useTranslation('landing');
  useEffect(() => {
    document.title = t('metaTitle');
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', t('metaDescription'));
  }, [t]);
}

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
        <span className="font-medium text-slate-500 text-xs">{t('sample.label')}</span>
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
                  : 'border-slate-300 text-slate-500',
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

const FEATURES: {
  key: 'adaptive' | 'feedback' | 'plans' | 'analytics' | 'simulation' | 'support';
  icon: LucideIcon;
}[] = [
  { key: 'adaptive', icon: Brain },
  { key: 'feedback', icon: Lightbulb },
  { key: 'plans', icon: RouteIcon },
  { key: 'analytics', icon: ChartLine },
  { key: 'simulation', icon: Timer },
  { key: 'support', icon: Headphones },
];

const STATS = [
  { value: 'stats.questionsValue', label: 'stats.questions' },
  { value: 'stats.improvementValue', label: 'stats.improvement' },
  { value: 'stats.satisfactionValue', label: 'stats.satisfaction' },
] as const;

/** The public home page (the full landing with pricing, FAQ and partners comes later). */
export function Component() {
  const { t } = useTranslation('landing');
  useLandingMeta();
  useSessionRestore();
  const year = new Date().getFullYear();

  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="sticky top-0 z-30 border-border/70 border-b bg-surface/90 backdrop-blur">
        <nav
          aria-label={t('topNav')}
          className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
        >
          <Brand />
          <Button asChild variant="secondary">
            <Link to={paths.auth.href({ mode: 'login' })}>{t('login')}</Link>
          </Button>
        </nav>
      </header>

      <main id="main" className="flex-1">
        <section
          aria-labelledby="hero-title"
          className="relative overflow-hidden bg-gradient-to-b from-primary-50 via-white to-white"
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
              <p className="mx-auto mt-5 max-w-xl text-lg text-slate-600 lg:mx-0">
                {t('hero.text')}
              </p>
              <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
                <Button asChild size="lg">
                  <Link to={paths.auth.href({ mode: 'register' })}>
                    {t('hero.cta')}
                    <ArrowRight className="rtl-flip" aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="ghost" className="text-primary-800">
                  <Link to={paths.auth.href({ mode: 'login' })}>{t('hero.secondary')}</Link>
                </Button>
              </div>
              <p className="mt-4 text-slate-600 text-sm">{t('hero.note')}</p>
            </div>
            <SampleQuestion />
          </div>
        </section>

        <section aria-label={t('stats.label')} className="border-border border-y bg-primary-900">
          <dl className="mx-auto grid max-w-6xl gap-6 px-4 py-10 text-center sm:grid-cols-3 sm:px-6">
            {STATS.map((stat) => (
              <div key={stat.label} className="grid gap-1">
                <dt className="order-2 text-primary-100 text-sm">{t(stat.label)}</dt>
                <dd className="order-1 font-extrabold text-4xl text-white tracking-tight">
                  {t(stat.value)}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section
          aria-labelledby="features-title"
          className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24"
        >
          <div className="mx-auto max-w-2xl text-center">
            <h2
              id="features-title"
              className="text-balance font-bold text-3xl text-ink tracking-tight sm:text-headline"
            >
              {t('features.title')}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{t('features.text')}</p>
          </div>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ key, icon: Icon }) => (
              <li
                key={key}
                className="rounded-card border border-border bg-surface p-6 shadow-card transition-shadow hover:shadow-pop"
              >
                <span className="grid size-11 place-items-center rounded-xl bg-primary-50 text-primary-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 font-semibold text-ink text-lg">
                  {t(`features.${key}.title`)}
                </h3>
                <p className="mt-2 text-slate-600">{t(`features.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 sm:pb-24">
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
            <Button asChild size="lg" variant="accent" className="relative mt-8">
              <Link to={paths.auth.href({ mode: 'register' })}>{t('cta.button')}</Link>
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-border border-t bg-canvas">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="grid gap-2">
            <Brand />
            <p className="max-w-sm text-slate-600 text-sm">{t('footer.tagline')}</p>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <Link
                to={paths.auth.href({ mode: 'login' })}
                className="font-medium text-slate-700 hover:text-primary-700"
              >
                {t('login')}
              </Link>
            </li>
            <li>
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="font-medium text-slate-700 hover:text-primary-700"
              >
                {t('footer.contact')}
              </a>
            </li>
          </ul>
        </div>
        <div className="border-border border-t">
          <p
            data-current-year
            className="mx-auto max-w-6xl px-4 py-5 text-slate-600 text-sm sm:px-6"
          >
            {t('footer.copyright', { year })}
          </p>
        </div>
      </footer>
    </div>
  );
}
