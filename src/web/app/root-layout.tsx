import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useToastsWanted } from '@/components/ui/toast';
import { PageViewTracker } from '@/features/analytics/page-view-tracker';
import { isSignedOutState, useForgetSession } from '@/features/auth/session';
import { useReferralCapture } from '@/features/auth/use-referral-capture';
import { paths } from '@/paths';

/** The toast region (and sonner) loads with the first toast a page raises (see ui/toast). */
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** Shown while the router fetches the next page's code: a progress bar and 'Loading...'. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[60]">
      <div className="h-0.5 overflow-hidden bg-primary-100">
        <div className="h-full w-2/5 bg-primary-600 motion-safe:animate-progress" />
      </div>
      <div
        role="status"
        className="mx-auto mt-3 flex w-fit items-center gap-2 rounded-full border border-border bg-surface px-3 py-1.5 font-medium text-ink-muted text-sm shadow-card"
      >
        <Spinner className="text-primary-600" />
        {t('fallback.loading')}
      </div>
    </div>
  );
}

/** Once the page after a sign-out is on screen, forget the user (see useSignOut). */
function ForgetSessionAfterSignOut() {
  const location = useLocation();
  const navigate = useNavigate();
  const forgetSession = useForgetSession();
  useEffect(() => {
    if (!isSignedOutState(location.state)) return;
    forgetSession();
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [location, navigate, forgetSession]);
  return null;
}

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const toastsWanted = useToastsWanted();
  useReferralCapture();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-[70] focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:font-semibold focus:text-primary-800 focus:shadow-pop"
      >
        {t('fallback.skipToContent')}
      </a>
      <NavigationProgress />
      <ForgetSessionAfterSignOut />
      <PageViewTracker />
      <Outlet />
      <ScrollRestoration />
      {pathname === paths.home.path || !toastsWanted ? null : (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
