import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

/** Any unknown path. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('fallback.notFoundPageTitle'));
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="flex items-center justify-between gap-3 px-4 py-5 sm:px-6">
        <Brand />
        <LanguageSwitch />
      </header>
      <main id="main" className="grid flex-1 place-items-center px-4 pb-20">
        <div className="text-center">
          <p className="bg-gradient-to-br from-primary-600 to-primary-900 bg-clip-text font-black text-8xl text-transparent tracking-tighter sm:text-9xl">
            {t('fallback.notFoundCode')}
          </p>
          <h1 className="mt-4 font-bold text-2xl text-ink sm:text-3xl">
            {t('fallback.notFoundTitle')}
          </h1>
          <p className="mx-auto mt-3 max-w-sm text-ink-muted">{t('fallback.notFoundText')}</p>
          <Button asChild size="lg" className="mt-8">
            <Link to={paths.home.href()}>
              <House aria-hidden="true" />
              {t('fallback.returnHome')}
            </Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
