import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sendPageView } from './send-page-view';

/** Sends a page view on every route change, once the new page has set its title. */
export function PageViewTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => sendPageView(pathname, document.title), 300);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
