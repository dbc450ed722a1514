import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** 'Loading...' with a spinner: shown while a page's code or the session loads. */
export function PageLoader({
  className,
  fullScreen = true,
}: {
  className?: string;
  fullScreen?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-ink-muted',
        fullScreen ? 'min-h-dvh' : 'min-h-64',
        className,
      )}
    >
      <Spinner className="size-8 text-primary-600" />
      <p className="font-medium text-sm">{t('fallback.loading')}</p>
    </div>
  );
}

/** A whole page that is loading (router start-up, session check), inside a main landmark. */
export function FullPageLoader() {
  return (
    <main id="main">
      <PageLoader />
    </main>
  );
}
