import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the page title as "{title} · Tafawuq" (or the brand title alone when none is given). */
export function useDocumentTitle(title?: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? t('meta.titleTemplate', { title }) : t('meta.defaultTitle');
  }, [title, t]);
}
