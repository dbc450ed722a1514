import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  lt,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { CouponList, CouponRow, CouponState } from '../../../common/contracts/coupons';
import type { DbOrTx } from '../../db/client';
import { couponRedemptions, coupons, packages, payments } from '../../db/schema';
import { likePattern } from '../affiliates/search-pattern';
import { holdsAUse, stillPayable } from './check-coupon';

type Coupon = typeof coupons.$inferSelect;
export type CouponListQuery = {
  search?: string;
  state?: CouponState;
  page: number;
  pageSize: number;
};

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** Redemptions that hold a use right now, per coupon (paid, or pending and not expired). */
const usesSql = (now: Date) => sql`(
  select count(*) from ${couponRedemptions}
  join ${payments} on ${payments.id} = ${couponRedemptions.paymentId}
  where ${couponRedemptions.couponId} = ${coupons.id} and ${holdsAUse(now)}
)`;

/** The state a coupon is in now, in the order the list explains it. */
function stateWhere(state: CouponState, now: Date): SQL {
  const inactive = eq(coupons.active, false);
  const scheduled = and(isNotNull(coupons.validFrom), gt(coupons.validFrom, now)) as SQL;
  const expired = and(isNotNull(coupons.validUntil), lt(coupons.validUntil, now)) as SQL;
  const usedUp = and(isNotNull(coupons.maxUses), sql`${usesSql(now)} >= ${coupons.maxUses}`) as SQL;
  switch (state) {
    case 'inactive':
      return inactive;
    case 'scheduled':
      return and(eq(coupons.active, true), scheduled) as SQL;
    case 'expired':
      return and(eq(coupons.active, true), not(scheduled), expired) as SQL;
    case 'used_up':
      return and(eq(coupons.active, true), not(or(scheduled, expired) as SQL), usedUp) as SQL;
    case 'active':
      return and(eq(coupons.active, true), not(or(scheduled, expired, usedUp) as SQL)) as SQL;
  }
}

function stateOf(c: Coupon, held: number, now: Date): CouponState {
  if (!c.active) return 'inactive';
  if (c.validFrom && c.validFrom > now) return 'scheduled';
  if (c.validUntil && c.validUntil < now) return 'expired';
  if (c.maxUses !== null && held >= c.maxUses) return 'used_up';
  return 'active';
}

/** Uses, reservations and money given of the coupons shown: one grouped query. */
async function figuresOf(db: DbOrTx, ids: string[], now: Date) {
  const rows = ids.length
    ? await db
        .select({
          id: couponRedemptions.couponId,
          uses: sql<number>`count(*) filter (where ${payments.status} in ('succeeded', 'refunded'))::int`,
          reserved: sql<number>`count(*) filter (where ${stillPayable(now)})::int`,
          given: sql<string>`coalesce(sum(${payments.discountCoupon}) filter (where ${payments.status} = 'succeeded'), 0)`,
        })
        .from(couponRedemptions)
        .innerJoin(payments, eq(payments.id, couponRedemptions.paymentId))
        .where(inArray(couponRedemptions.couponId, ids))
        .groupBy(couponRedemptions.couponId)
    : [];
  return new Map(
    rows.map((r) => [r.id, { uses: r.uses, reserved: r.reserved, given: Number(r.given) }]),
  );
}

async function toRows(db: DbOrTx, list: Coupon[], now: Date): Promise<CouponRow[]> {
  const packageIds = [...new Set(list.flatMap((c) => c.packageIds))];
  const [figures, names] = await Promise.all([
    figuresOf(
      db,
      list.map((c) => c.id),
      now,
    ),
    packageIds.length
      ? db
          .select({ id: packages.id, name: packages.name })
          .from(packages)
          .where(inArray(packages.id, packageIds))
      : Promise.resolve([]),
  ]);
  const nameOf = new Map(names.map((p) => [p.id, p.name]));
  return list.map((c) => {
    const f = figures.get(c.id) ?? { uses: 0, reserved: 0, given: 0 };
    return {
      id: c.id,
      code: c.code,
      kind: c.kind as CouponRow['kind'],
      value: c.value,
      validFrom: day(c.validFrom),
      validUntil: day(c.validUntil),
      maxUses: c.maxUses,
      maxUsesPerStudent: c.maxUsesPerStudent,
      packages: c.packageIds.map((id) => ({ id, name: nameOf.get(id) ?? id })),
      active: c.active,
      state: stateOf(c, f.uses + f.reserved, now),
      uses: f.uses,
      reserved: f.reserved,
      discountGiven: Math.round(f.given * 100) / 100,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    };
  });
}

/** Coupons, newest first, searched by code and filtered by state on the server. */
export async function listCoupons(
  db: DbOrTx,
  query: CouponListQuery,
  now = new Date(),
): Promise<CouponList> {
  const where: SQL[] = [];
  const pattern = likePattern(query.search);
  if (pattern) where.push(ilike(coupons.code, pattern));
  if (query.state) where.push(stateWhere(query.state, now));
  const filter = where.length ? and(...where) : undefined;
  const [list, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(filter)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(coupons).where(filter),
  ]);
  return {
    items: await toRows(db, list, now),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getCouponRow(db: DbOrTx, id: string, now = new Date()) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ? (await toRows(db, [row], now))[0] : undefined;
}
