import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ReferredUserList } from '../../../common/contracts/affiliates';
import { maskEmail } from '../../../common/mask-email';
import type { DbOrTx } from '../../db/client';
import { payments, profiles } from '../../db/schema';
import { toMoney } from './commission-rows';
import { likePattern } from './search-pattern';

export type ReferredUsersQuery = {
  search?: string;
  sort: 'joined' | 'name' | 'purchases' | 'spent';
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/**
 * The students who registered with the affiliate's code: name, masked e-mail, joined, and their
 * successful payments (count and sum; refunded ones excluded). Searched, sorted and paged in SQL.
 */
export async function listReferredUsers(
  db: DbOrTx,
  affiliateId: string,
  query: ReferredUsersQuery,
): Promise<ReferredUserList> {
  const name = sql<string>`(${profiles.firstName} || ' ' || ${profiles.lastName})`;
  const where: SQL[] = [eq(profiles.referredBy, affiliateId)];
  const like = likePattern(query.search);
  if (like) {
    const match = or(ilike(profiles.email, like), sql`${name} ilike ${like}`);
    if (match) where.push(match);
  }

  const bought = db
    .select({
      userId: payments.userId,
      purchases: sql<number>`count(*)::int`.as('purchases'),
      spent: sql<string>`sum(${payments.amountPaid})`.as('spent'),
    })
    .from(payments)
    .innerJoin(profiles, eq(profiles.id, payments.userId))
    .where(and(eq(profiles.referredBy, affiliateId), eq(payments.status, 'succeeded')))
    .groupBy(payments.userId)
    .as('bought');
  const purchases = sql<number>`coalesce(${bought.purchases}, 0)`;
  const spent = sql<string>`coalesce(${bought.spent}, 0)`;

  const sortKey = {
    joined: profiles.createdAt,
    name: sql`lower(${name})`,
    purchases,
    spent,
  }[query.sort];
  const direction = query.order === 'asc' ? asc : desc;

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
        createdAt: profiles.createdAt,
        purchases,
        spent,
      })
      .from(profiles)
      .leftJoin(bought, eq(bought.userId, profiles.id))
      .where(and(...where))
      .orderBy(direction(sortKey), direction(profiles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(profiles)
      .where(and(...where)),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: `${r.firstName} ${r.lastName}`.trim(),
      emailMasked: maskEmail(r.email),
      joinedAt: r.createdAt.toISOString(),
      purchases: Number(r.purchases),
      totalSpent: toMoney(r.spent),
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
