import type { PageViewInput } from '@common/contracts/analytics';
import { visitorId } from '@/lib/visitor-id';

/**
 * The spec's page-view event (path and title). Fire and forget: analytics failures are never
 * shown, and `keepalive` lets the last view of a page survive navigation away.
 */
export function sendPageView(path: string, title: string) {
  const body: PageViewInput = {
    path,
    title,
    referrer: document.referrer || undefined,
    visitorId: visitorId(),
  };
  void fetch('/api/analytics/page-views', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
