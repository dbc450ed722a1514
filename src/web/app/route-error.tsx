import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { reportError } from '@/lib/report-error';
import { ErrorScreen } from './error-screen';

/** Route errorElement: a page failed to load or render (e.g. its code after a deploy). */
export function RouteError({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('Navigation error', error);
    reportError(error, { kind: 'route-error' });
  }, [error]);
  useEffect(() => {
    document.title = t('fallback.navigationErrorTitle');
  }, [t]);
  return (
    <ErrorScreen
      embedded={embedded}
      icon={CircleAlert}
      title={t('fallback.navigationErrorTitle')}
      text={t('fallback.navigationErrorText')}
      actions={<Button onClick={() => window.location.reload()}>{t('fallback.reloadPage')}</Button>}
    />
  );
}
