import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthEventList, authEventListQuerySchema } from '../../../common/contracts/security';
import type { DbOrTx } from '../../db/client';
import { authEvents } from '../../db/schema';

type Query = z.output<typeof authEventListQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const likeText = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Recorded sign-in events, newest first: by kind, part of the e-mail or address, and days. */
export async function listAuthEvents(db: DbOrTx, query: Query): Promise<AuthEventList> {
  const where: SQL[] = [];
  if (query.kind) where.push(eq(authEvents.kind, query.kind));
  if (query.search) {
    const cond = or(
      ilike(authEvents.email, likeText(query.search)),
      ilike(authEvents.ip, likeText(query.search)),
    );
    if (cond) where.push(cond);
  }
  if (query.from) where.push(gte(authEvents.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    where.push(lt(authEvents.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  const filter = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(authEvents)
      .where(filter)
      .orderBy(desc(authEvents.createdAt), desc(authEvents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(authEvents).where(filter),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      email: r.email,
      ip: r.ip,
      userId: r.userId,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
