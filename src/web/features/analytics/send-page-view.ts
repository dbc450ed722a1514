import type { PageViewInput } from '@common/contracts/analytics';

const VISITOR_KEY = 'visitor_id';

/** A random id kept in this browser: visits are counted without knowing who the visitor is. */
function visitorId(): string {
  try {
    let id = localStorage.getItem(VISITOR_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

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
