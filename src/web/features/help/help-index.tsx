import { ArrowRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { TUTORIALS } from './tutorials';
import { useTutorialText } from './use-tutorial';

/** Padding of a help page in the public frame; an area's layout pads its pages itself. */
export const publicFrame = 'mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:py-16';

type HelpIndexProps = {
  /** Where the tutorials live: /help/tutorials, or an area's /{area}/help/tutorials. */
  basePath: string;
  /** Inside an area's layout, which already pads and centres its pages. */
  embedded?: boolean;
};

/**
 * The list of help tutorials, each a card linking to `${basePath}/${slug}`. Renders on the
 * server at build time as well (no data, no effects), starting with the page's h1.
 */
export function HelpIndex({ basePath, embedded = false }: HelpIndexProps) {
  const { t, tutorial } = useTutorialText();
  return (
    <div className={cn(!embedded && publicFrame)}>
      <header className="mb-8 max-w-[70ch] sm:mb-10">
        <p className="font-semibold text-primary-700 text-sm uppercase tracking-wider">
          {t('index.eyebrow')}
        </p>
        <h1 className="mt-2 text-balance font-bold text-2xl text-ink tracking-tight sm:text-3xl">
          {t('index.title')}
        </h1>
        <p className="mt-3 text-ink-muted leading-7 sm:text-lg sm:leading-8">{t('index.intro')}</p>
      </header>
      <ul
        aria-label={t('index.listLabel')}
        className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3"
      >
        {TUTORIALS.map(({ slug, icon: Icon }) => {
          const { title, summary, minutes } = tutorial(slug);
          return (
            <li
              key={slug}
              className="group relative flex flex-col rounded-card border border-border bg-surface p-5 shadow-card transition-colors focus-within:border-primary-400 hover:border-primary-300 sm:p-6"
            >
              <div className="flex items-center justify-between gap-3">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700 ring-1 ring-primary-100 transition-colors group-hover:bg-primary-100">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <ArrowRight
                  className="rtl-flip size-5 text-slate-300 transition-colors group-hover:text-primary-600"
                  aria-hidden="true"
                />
              </div>
              <h2 className="mt-4 font-semibold text-ink text-lg leading-snug">
                <Link
                  to={`${basePath}/${slug}`}
                  className="rounded-sm after:absolute after:inset-0 after:rounded-card group-hover:text-primary-800"
                >
                  {title}
                </Link>
              </h2>
              <p className="mt-1.5 flex-1 text-ink-muted text-sm leading-6">{summary}</p>
              <p className="mt-4 flex items-center gap-1.5 font-medium text-ink-muted text-xs">
                <Clock className="size-3.5 shrink-0" aria-hidden="true" />
                {t('index.readingTime', { count: minutes })}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
