import type { Db } from '../../db/client';
import { pageViews } from '../../db/schema';
import { locateIp } from '../sessions/locate-ip';
import { parseUserAgent } from '../sessions/parse-user-agent';

export type PageView = {
  path: string;
  title: string;
  referrer?: string;
  visitorId: string;
  userId: string | null;
  /** The request's User-Agent, for the device type (the agent itself is not kept). */
  userAgent?: string;
  /** The request's address, for the country (the address itself is not kept). */
  ip?: string;
};

/**
 * Stores one page view; the query string is dropped (it may carry tokens or codes). Device and
 * country are derived here, as sessions do, so that anonymous visitors count in the website
 * statistics too; neither the user agent nor the address is stored.
 */
export async function recordPageView(db: Db, view: PageView) {
  const location = await locateIp(view.ip);
  await db.insert(pageViews).values({
    path: view.path.split(/[?#]/)[0] || '/',
    title: view.title,
    referrer: view.referrer || null,
    visitorId: view.visitorId,
    userId: view.userId,
    deviceType: view.userAgent ? parseUserAgent(view.userAgent).deviceType : null,
    countryCode: location?.country_code ?? null,
  });
}
