import '@/i18n/landing';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TermsPageContent } from '@/features/legal/terms-page-content';
import { enhancePublicPage } from '@/features/public-site/enhance-public-page';
import { PublicPage } from '@/features/public-site/public-page';

/** /terms-and-policies inside the app (a first visit gets the pre-rendered page). */
export function Component() {
  const { t } = useTranslation('landing');
  useEffect(() => {
    document.title = t('pages.terms.title');
  }, [t]);
  useEffect(() => enhancePublicPage(), []);
  return (
    <PublicPage>
      <TermsPageContent />
    </PublicPage>
  );
}
