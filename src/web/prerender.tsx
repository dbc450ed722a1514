// Build-time rendering of the public pages to static HTML (scripts/prerender-public-pages.mjs),
// so that a first visit downloads no framework code at all.
import './i18n';
import './i18n/help';
import './i18n/legal';
import { pageFileFor, TUTORIAL_SLUGS } from '@common/public-pages';
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
import { paths } from './paths';
import { LandingContent } from './routes/public/landing';

type Rendered = { path: string; file: string; html: string; head: string };

function render(meta: PageMeta, element: ReactNode): Rendered {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={meta.path}>{element}</StaticRouter>
    </QueryClientProvider>,
  );
  const siteDescription = i18n.t('metaDescription', { ns: 'landing' });
  return {
    path: meta.path,
    file: pageFileFor(meta.path),
    html,
    head: pageHead(meta, siteDescription),
  };
}

export function renderPublicPages(): Rendered[] {
  const t = i18n.getFixedT('en', 'landing');
  const help = paths.help.tutorials.href();
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
        <HelpIndex basePath={help} />
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
          <HelpArticle slug={slug} basePath={help} />
        </PublicPage>,
      ),
    ),
  ];
}
