// Build-time rendering of the landing page to static HTML (scripts/prerender-landing.mjs), so
// that a first visit to / downloads no framework code at all.
import './i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import i18n from './i18n';
import { Component as Landing } from './routes/public/landing';

export function renderLanding() {
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location="/">
        <Landing />
      </StaticRouter>
    </QueryClientProvider>,
  );
  return {
    html,
    title: i18n.t('metaTitle', { ns: 'landing' }),
    description: i18n.t('metaDescription', { ns: 'landing' }),
  };
}
