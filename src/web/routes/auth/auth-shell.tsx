import '@/i18n/auth';
import { ArrowLeft, Check } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import { paths } from '@/paths';

const POINTS = ['adaptive', 'feedback', 'progress'] as const;

/** Frame of the authentication and setup screens: brand panel (desktop) and the form. */
export function AuthShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const year = new Date().getFullYear();
  return (
    <div className="min-h-dvh bg-canvas lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside
        aria-label={t('panel.label')}
        className="relative hidden overflow-hidden bg-gradient-to-br from-primary-800 via-primary-900 to-primary-950 p-12 text-white lg:flex lg:flex-col"
      >
        <div
          aria-hidden="true"
          className="absolute -end-24 -top-24 size-80 rounded-full bg-primary-500/25 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -start-20 bottom-10 size-72 rounded-full bg-primary-400/15 blur-3xl"
        />
        <Brand inverse className="relative" />
        <div className="relative my-auto max-w-md">
          <p className="text-balance font-bold text-4xl leading-tight tracking-tight">
            {t('panel.title')}
          </p>
          <p className="mt-4 text-lg text-primary-100">{t('panel.text')}</p>
          <ul className="mt-10 grid gap-4">
            {POINTS.map((point) => (
              <li key={point} className="flex items-center gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-400 text-accent-950">
                  <Check className="size-4" strokeWidth={3} aria-hidden="true" />
                </span>
                <span className="text-primary-50">{t(`panel.points.${point}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-primary-200 text-sm">{t('panel.copyright', { year })}</p>
      </aside>

      <div className="flex min-h-dvh flex-col">
        <header className="flex h-16 items-center justify-between gap-3 px-4 sm:px-8">
          <Brand className="lg:invisible" />
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            <Link
              to={paths.home.href()}
              className="inline-flex items-center gap-1.5 rounded-md font-medium text-slate-600 text-sm hover:text-primary-700"
            >
              <ArrowLeft className="rtl-flip size-4" aria-hidden="true" />
              {t('backHome')}
            </Link>
          </div>
        </header>
        <main
          id="main"
          className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:px-8"
        >
          <div className="w-full max-w-md rounded-card border border-border bg-surface p-6 shadow-card sm:p-8">
            {children}
          </div>
        </main>
      </div>
    </div>
  );
}

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-6">
      <h1 tabIndex={-1} className="font-bold text-2xl text-ink tracking-tight outline-none">
        {title}
      </h1>
      {subtitle ? <p className="mt-1.5 text-ink-muted">{subtitle}</p> : null}
    </div>
  );
}

const TONES = {
  primary: 'bg-primary-50 text-primary-700',
  success: 'bg-emerald-50 text-emerald-700',
  warning: 'bg-amber-50 text-amber-700',
} as const;

/** The round icon above the heading of a message view (sent, verified, expired link). */
export function AuthIcon({
  icon: Icon,
  tone = 'primary',
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  tone?: keyof typeof TONES;
}) {
  return (
    <span className={`mb-4 grid size-12 place-items-center rounded-full ${TONES[tone]}`}>
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}

/** A line under a form offering another view: "Question? [Action]". */
export function AuthSwitch({
  question,
  action,
  onClick,
}: {
  question: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="text-center text-ink-muted text-sm">
      {question}{' '}
      <Button variant="link" className="font-semibold" onClick={onClick}>
        {action}
      </Button>
    </p>
  );
}
