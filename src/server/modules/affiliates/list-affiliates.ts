import { and, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AdminAffiliateList,
  AdminAffiliateRow,
  CommissionStatus,
  CommissionTotals,
} from '../../../common/contracts/affiliates';
import type { DbOrTx } from '../../db/client';
import { commissions, payments, profiles } from '../../db/schema';
import { emptyTotals, toMoney } from './commission-rows';
import { likePattern } from './search-pattern';

export type AffiliateListQuery = {
  search?: string;
  status?: 'active' | 'inactive';
  page: number;
  pageSize: number;
};

/** Affiliates: the role, or a deactivated account whose role was affiliate. */
export const isAffiliateAccount = (status?: 'active' | 'inactive'): SQL => {
  const active = eq(profiles.role, 'affiliate');
  const inactive = and(eq(profiles.role, 'inactive'), eq(profiles.previousRole, 'affiliate'));
  if (status === 'active') return active;
  if (status === 'inactive') return inactive as SQL;
  return or(active, inactive) as SQL;
};

const student = alias(profiles, 'student');

/** Referred students, revenue and commissions of the given affiliates: three grouped queries. */
async function figuresOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, Figures>();
  const [referred, revenue, earned] = await Promise.all([
    db
      .select({ id: student.referredBy, n: count() })
      .from(student)
      .where(inArray(student.referredBy, ids))
      .groupBy(student.referredBy),
    db
      .select({ id: student.referredBy, sum: sql<string>`sum(${payments.amountPaid})` })
      .from(payments)
      .innerJoin(student, eq(student.id, payments.userId))
      .where(and(inArray(student.referredBy, ids), eq(payments.status, 'succeeded')))
      .groupBy(student.referredBy),
    db
      .select({
        id: commissions.affiliateId,
        status: commissions.status,
        n: sql<number>`count(*)::int`,
        sum: sql<string>`sum(${commissions.amount})`,
      })
      .from(commissions)
      .where(inArray(commissions.affiliateId, ids))
      .groupBy(commissions.affiliateId, commissions.status),
  ]);
  const figures = new Map<string, Figures>(
    ids.map((id) => [id, { referred: 0, revenue: 0, commissions: emptyTotals() }]),
  );
  for (const r of referred) {
    const f = r.id ? figures.get(r.id) : undefined;
    if (f) f.referred = r.n;
  }
  for (const r of revenue) {
    const f = r.id ? figures.get(r.id) : undefined;
    if (f) f.revenue = toMoney(r.sum);
  }
  for (const r of earned) {
    const f = figures.get(r.id);
    if (f && r.status in f.commissions) {
      f.commissions[r.status as CommissionStatus] = { count: r.n, amount: toMoney(r.sum) };
    }
  }
  return figures;
}

type Figures = { referred: number; revenue: number; commissions: CommissionTotals };

const columns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  code: profiles.code,
  role: profiles.role,
  commissionRate: profiles.commissionRate,
  referralDiscountPercent: profiles.referralDiscountPercent,
  createdAt: profiles.createdAt,
};
type AffiliateProfile = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  code: string | null;
  role: string;
  commissionRate: number;
  referralDiscountPercent: number;
  createdAt: Date;
};

function toRow(p: AffiliateProfile, f: Figures | undefined): AdminAffiliateRow {
  return {
    id: p.id,
    name: `${p.firstName} ${p.lastName}`.trim(),
    email: p.email,
    code: p.code ?? '',
    active: p.role === 'affiliate',
    commissionRate: p.commissionRate,
    referralDiscountPercent: p.referralDiscountPercent,
    referredStudents: f?.referred ?? 0,
    revenue: f?.revenue ?? 0,
    commissions: f?.commissions ?? emptyTotals(),
    createdAt: p.createdAt.toISOString(),
  };
}

/** Affiliate accounts for administrators: searched by name, e-mail or code, newest first. */
export async function listAffiliates(
  db: DbOrTx,
  query: AffiliateListQuery,
): Promise<AdminAffiliateList> {
  const where: SQL[] = [isAffiliateAccount(query.status)];
  const like = likePattern(query.search);
  if (like) {
    const name = sql`(${profiles.firstName} || ' ' || ${profiles.lastName})`;
    const match = or(
      ilike(profiles.email, like),
      sql`${name} ilike ${like}`,
      and(isNotNull(profiles.code), ilike(profiles.code, like)),
    );
    if (match) where.push(match);
  }
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(profiles)
      .where(and(...where))
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(profiles)
      .where(and(...where)),
  ]);
  const figures = await figuresOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => toRow(r, figures.get(r.id))),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One affiliate account as the list shows it, or null when the id is not an affiliate's. */
export async function getAdminAffiliateRow(
  db: DbOrTx,
  id: string,
): Promise<AdminAffiliateRow | null> {
  const [row] = await db
    .select(columns)
    .from(profiles)
    .where(and(eq(profiles.id, id), isAffiliateAccount()));
  if (!row) return null;
  const figures = await figuresOf(db, [row.id]);
  return toRow(row, figures.get(row.id));
}
