import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The frame of every public page: the shared header and footer around `children`, which
 * should start with the page's h1. Rendered to static HTML at build time (prerender.tsx) and
 * by the app's router when the app is already running.
 */
export function PublicPage({
  children,
  onLanding = false,
}: {
  children: ReactNode;
  onLanding?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 font-semibold text-primary-800 shadow-pop focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t('fallback.skipToContent')}
      </a>
      <SiteHeader onLanding={onLanding} />
      <main id="main" className="flex-1 pt-16">
        {children}
      </main>
      <SiteFooter onLanding={onLanding} />
    </div>
  );
}
