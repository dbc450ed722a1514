import {
  ArrowLeft,
  ArrowRight,
  ChevronRight,
  Clock,
  Info,
  Lightbulb,
  type LucideIcon,
  SearchX,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { publicFrame } from './help-index';
import { RichText } from './rich-text';
import {
  neighbours,
  TUTORIALS,
  type Tutorial,
  type TutorialSection,
  type TutorialSlug,
} from './tutorials';
import { useTutorialText } from './use-tutorial';

type HelpArticleProps = {
  slug: TutorialSlug;
  /** The tutorials' index: /help/tutorials, or an area's /{area}/help/tutorials. */
  basePath: string;
  /** Inside an area's layout, which already pads and centres its pages. */
  embedded?: boolean;
};

/** Below the sticky 64 px header when an in-page link scrolls a section into view. */
const anchorOffset = 'scroll-mt-24';

/** Tips in the primary colours, notes in the accent colours. */
const CALLOUTS = {
  tip: {
    icon: Lightbulb,
    box: 'border-primary-200 bg-primary-50 text-primary-950',
    iconTone: 'text-primary-700',
  },
  note: {
    icon: Info,
    box: 'border-accent-200 bg-accent-50 text-accent-950',
    iconTone: 'text-accent-700',
  },
} satisfies Record<string, { icon: LucideIcon; box: string; iconTone: string }>;

function Callout({ kind, text }: { kind: keyof typeof CALLOUTS; text: string }) {
  const { t } = useTutorialText();
  const { icon: Icon, box, iconTone } = CALLOUTS[kind];
  return (
    <div role="note" className={cn('flex gap-3 rounded-xl border p-4 sm:p-5', box)}>
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconTone)} aria-hidden="true" />
      <p className="leading-7">
        <strong className="font-semibold">{t(`article.${kind}`)}: </strong>
        <RichText text={text} />
      </p>
    </div>
  );
}

function Steps({ items }: { items: string[] }) {
  return (
    <ol className="grid gap-3">
      {items.map((text, index) => (
        <li key={text} className="flex gap-3">
          <span
            aria-hidden="true"
            className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-primary-700 font-semibold text-sm text-white"
          >
            {index + 1}
          </span>
          <span className="min-w-0 pt-px">
            <RichText text={text} />
          </span>
        </li>
      ))}
    </ol>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-2 ps-5 marker:text-primary-500">
      {items.map((text) => (
        <li key={text} className="ps-1">
          <RichText text={text} />
        </li>
      ))}
    </ul>
  );
}

/** A section's blocks in the order its JSON lists them. */
function SectionBody({ section }: { section: TutorialSection }) {
  const blocks: ReactNode[] = [];
  for (const key of Object.keys(section) as (keyof TutorialSection)[]) {
    switch (key) {
      case 'paragraphs':
        for (const text of section.paragraphs ?? []) {
          blocks.push(
            <p key={`p-${text}`}>
              <RichText text={text} />
            </p>,
          );
        }
        break;
      case 'steps':
        blocks.push(<Steps key="steps" items={section.steps ?? []} />);
        break;
      case 'bullets':
        blocks.push(<Bullets key="bullets" items={section.bullets ?? []} />);
        break;
      case 'tip':
      case 'note':
        if (section[key]) blocks.push(<Callout key={key} kind={key} text={section[key]} />);
        break;
    }
  }
  return blocks;
}

function Breadcrumb({ basePath, title }: { basePath: string; title: string }) {
  const { t } = useTutorialText();
  return (
    <nav aria-label={t('article.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        <li>
          <Link
            to={basePath}
            className="font-medium text-primary-700 underline-offset-4 hover:text-primary-800 hover:underline"
          >
            {t('article.allTutorials')}
          </Link>
        </li>
        <li className="flex min-w-0 items-center gap-1.5 text-ink-muted">
          <ChevronRight className="rtl-flip size-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  );
}

function TableOfContents({ sections }: { sections: TutorialSection[] }) {
  const { t } = useTutorialText();
  return (
    <nav
      aria-labelledby="toc-title"
      className="mb-10 rounded-card border border-border bg-surface p-4 sm:p-5 xl:sticky xl:top-24 xl:col-start-2 xl:row-span-3 xl:row-start-1 xl:mb-0 xl:self-start xl:rounded-none xl:border-0 xl:border-border xl:border-s xl:bg-transparent xl:py-1 xl:pe-0 xl:ps-5"
    >
      <p id="toc-title" className="font-semibold text-ink text-xs uppercase tracking-wider">
        {t('article.onThisPage')}
      </p>
      <ol className="mt-2 grid gap-0.5">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="-mx-2 block rounded-md px-2 py-1.5 text-ink-muted text-sm leading-5 hover:bg-primary-50 hover:text-primary-800"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function PagerLink({
  tutorial,
  basePath,
  direction,
}: {
  tutorial: Tutorial;
  basePath: string;
  direction: 'previous' | 'next';
}) {
  const { t, tutorial: text } = useTutorialText();
  const Arrow = direction === 'previous' ? ArrowLeft : ArrowRight;
  return (
    <Link
      to={`${basePath}/${tutorial.slug}`}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={cn(
        'group grid gap-1 rounded-card border border-border bg-surface p-4 shadow-card transition-colors hover:border-primary-300 sm:p-5',
        direction === 'next' && 'text-end sm:col-start-2',
      )}
    >
      <span
        className={cn(
          'flex items-center gap-1.5 font-medium text-ink-muted text-sm',
          direction === 'next' && 'justify-end',
        )}
      >
        {direction === 'previous' ? (
          <Arrow className="rtl-flip size-4 shrink-0" aria-hidden="true" />
        ) : null}
        {t(`article.${direction}`)}
        {direction === 'next' ? (
          <Arrow className="rtl-flip size-4 shrink-0" aria-hidden="true" />
        ) : null}
      </span>
      <span className="font-semibold text-ink group-hover:text-primary-800">
        {text(tutorial.slug).title}
      </span>
    </Link>
  );
}

/**
 * One help tutorial: breadcrumb to the index, h1 and summary, its sections (h2) with steps,
 * lists and callouts, then links to the previous and next tutorials. Renders on the server at
 * build time as well (no data, no effects).
 */
export function HelpArticle({ slug, basePath, embedded = false }: HelpArticleProps) {
  const { t, tutorial } = useTutorialText();
  const { title, summary, sections, minutes } = tutorial(slug);
  const { previous, next } = neighbours(slug);
  const Icon = TUTORIALS.find((item) => item.slug === slug)?.icon ?? Info;

  return (
    <div className={cn(!embedded && publicFrame)}>
      <article
        className={cn(
          'max-w-[70ch] xl:grid xl:max-w-none xl:grid-cols-[minmax(0,70ch)_14rem] xl:gap-x-12',
          !embedded && 'mx-auto xl:justify-center',
        )}
      >
        <header className="mb-8 xl:col-start-1">
          <Breadcrumb basePath={basePath} title={title} />
          <div className="mt-6 flex items-center gap-2 font-medium text-ink-muted text-sm">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-50 text-primary-700 ring-1 ring-primary-100">
              <Icon className="size-4.5" aria-hidden="true" />
            </span>
            <Clock className="ms-1 size-4 shrink-0" aria-hidden="true" />
            {t('index.readingTime', { count: minutes })}
          </div>
          <h1 className="mt-4 text-balance font-bold text-3xl text-ink tracking-tight sm:text-4xl">
            {title}
          </h1>
          <p className="mt-3 text-ink-muted text-lg leading-8">{summary}</p>
        </header>

        <TableOfContents sections={sections} />

        <div className="grid gap-12 xl:col-start-1">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className={anchorOffset}
            >
              <h2
                id={`${section.id}-title`}
                className="text-balance font-bold text-ink text-xl tracking-tight sm:text-2xl"
              >
                {section.heading}
              </h2>
              <div className="mt-4 grid gap-5 text-ink-muted leading-7">
                <SectionBody section={section} />
              </div>
            </section>
          ))}
        </div>

        <nav
          aria-label={t('article.pager')}
          className="mt-14 grid gap-4 border-border border-t pt-8 sm:grid-cols-2 xl:col-start-1"
        >
          {previous ? (
            <PagerLink tutorial={previous} basePath={basePath} direction="previous" />
          ) : null}
          {next ? <PagerLink tutorial={next} basePath={basePath} direction="next" /> : null}
        </nav>
      </article>
    </div>
  );
}

/** An unknown tutorial address: says so and leads back to the index. */
export function HelpArticleNotFound({
  basePath,
  embedded = false,
}: {
  basePath: string;
  embedded?: boolean;
}) {
  const { t } = useTutorialText();
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-card border border-border bg-surface px-6 py-12 text-center shadow-card sm:py-16',
        !embedded && 'mx-4 my-10 sm:mx-auto sm:my-14 sm:max-w-2xl',
      )}
    >
      <span className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-balance font-bold text-2xl text-ink tracking-tight">
        {t('notFound.title')}
      </h1>
      <p className="mt-2 max-w-md text-ink-muted">{t('notFound.text')}</p>
      <Button asChild className="mt-6">
        <Link to={basePath}>
          <ArrowLeft className="rtl-flip" aria-hidden="true" />
          {t('notFound.back')}
        </Link>
      </Button>
    </div>
  );
}
