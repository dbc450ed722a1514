// Build-time rendering of the public pages to static HTML (scripts/prerender-public-pages.mjs),
// so that a first visit downloads no framework code at all.
import './i18n';
import './i18n/landing';
import './i18n/help';
import './i18n/legal';
import { LOCALE_DIR, LOCALES, type Locale } from '@common/locales';
import { pageFileFor, publicPathIn, TUTORIAL_SLUGS } from '@common/public-pages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { HelpArticle } from './features/help/help-article';
import { HelpIndex } from './features/help/help-index';
import { TermsPageContent } from './features/legal/terms-page-content';
import { faqPage, type PageMeta, pageHead } from './features/public-site/page-head';
import { PublicPage } from './features/public-site/public-page';
import i18n from './i18n';
import { currentLanguage } from './i18n/language-choice';
import { paths } from './paths';
import { LandingContent } from './routes/public/landing';

type Rendered = {
  path: string;
  file: string;
  html: string;
  head: string;
  lang: Locale;
  dir: 'ltr' | 'rtl';
};

function render(meta: Omit<PageMeta, 'locale'>, element: ReactNode): Rendered {
  const locale = currentLanguage();
  const path = publicPathIn(meta.path, locale);
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={path}>{element}</StaticRouter>
    </QueryClientProvider>,
  );
  const siteDescription = i18n.t('metaDescription', { ns: 'landing' });
  return {
    path,
    file: pageFileFor(path),
    html,
    head: pageHead({ ...meta, locale }, siteDescription),
    lang: locale,
    dir: LOCALE_DIR[locale],
  };
}

/** Every public page in every language (Arabic under /ar, see ADR 0028). */
export async function renderPublicPages(): Promise<Rendered[]> {
  const pages: Rendered[] = [];
  for (const locale of LOCALES) {
    await i18n.changeLanguage(locale);
    await i18n.loadNamespaces(['common', 'landing', 'help', 'legal']);
    pages.push(...renderPagesInCurrentLanguage());
  }
  return pages;
}

function renderPagesInCurrentLanguage(): Rendered[] {
  const t = i18n.getFixedT(currentLanguage(), 'landing');
  const help = paths.help.tutorials.href();
  const localHelp = publicPathIn(help, currentLanguage());
  const faq = t('faq.items', { returnObjects: true }) as { q: string; a: string }[];
  return [
    render(
      {
        path: '/',
        title: t('metaTitle'),
        description: t('metaDescription'),
        structuredData: [faqPage(faq)],
      },
      <LandingContent />,
    ),
    render(
      {
        path: paths.termsAndPolicies.href(),
        title: t('pages.terms.title'),
        description: t('pages.terms.description'),
      },
      <PublicPage>
        <TermsPageContent />
      </PublicPage>,
    ),
    render(
      { path: help, title: t('pages.help.title'), description: t('pages.help.description') },
      <PublicPage>
        <HelpIndex basePath={localHelp} />
      </PublicPage>,
    ),
    ...TUTORIAL_SLUGS.map((slug) =>
      render(
        {
          path: `${help}/${slug}`,
          title: t('pages.helpArticle', {
            title: i18n.t(`tutorials.${slug}.title`, { ns: 'help' }),
          }),
          description: i18n.t(`tutorials.${slug}.summary`, { ns: 'help' }),
        },
        <PublicPage>
          <HelpArticle slug={slug} basePath={localHelp} />
        </PublicPage>,
      ),
    ),
  ];
}
