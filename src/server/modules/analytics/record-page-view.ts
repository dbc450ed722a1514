import type { Db } from '../../db/client';
import { pageViews } from '../../db/schema';

export type PageView = {
  path: string;
  title: string;
  referrer?: string;
  visitorId: string;
  userId: string | null;
};

/** Stores one page view; the query string is dropped (it may carry tokens or codes). */
export async function recordPageView(db: Db, view: PageView) {
  await db.insert(pageViews).values({
    path: view.path.split(/[?#]/)[0] || '/',
    title: view.title,
    referrer: view.referrer || null,
    visitorId: view.visitorId,
    userId: view.userId,
  });
}
