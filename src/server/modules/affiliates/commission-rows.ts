import { and, desc, eq, gte, ilike, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AdminCommissionRow,
  COMMISSION_STATUSES,
  type CommissionRow,
  type CommissionStatus,
  type CommissionTotals,
} from '../../../common/contracts/affiliates';
import { maskEmail } from '../../../common/mask-email';
import type { DbOrTx } from '../../db/client';
import { commissions, packages, payments, profiles } from '../../db/schema';
import { likePattern, withoutControls } from './search-pattern';

const DAY_MS = 86_400_000;
const student = alias(profiles, 'student');
const affiliate = alias(profiles, 'affiliate');

/** What a commission list may be narrowed by; `affiliateId` scopes an affiliate to their own. */
export type CommissionFilter = {
  affiliateId?: string;
  status?: CommissionStatus;
  /** First and last UTC day included, on the creation date. */
  from?: string;
  to?: string;
  /** Student's or affiliate's name or e-mail, or the affiliate's code (administrators). */
  search?: string;
  /** Only paid commissions whose payment was refunded afterwards. */
  flagged?: boolean;
};

const fullName = (t: { firstName: unknown; lastName: unknown }) =>
  sql`(${t.firstName} || ' ' || ${t.lastName})`;

export function commissionWhere(f: CommissionFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.affiliateId !== undefined) {
    where.push(eq(commissions.affiliateId, withoutControls(f.affiliateId)));
  }
  if (f.status) where.push(eq(commissions.status, f.status));
  if (f.from) where.push(gte(commissions.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) {
    where.push(lt(commissions.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS)));
  }
  if (f.flagged) where.push(isNotNull(commissions.refundedAfterPaidAt));
  const like = likePattern(f.search);
  if (like) {
    where.push(
      or(
        ilike(student.email, like),
        sql`${fullName(student)} ilike ${like}`,
        ilike(affiliate.email, like),
        sql`${fullName(affiliate)} ilike ${like}`,
        ilike(affiliate.code, like),
      ),
    );
  }
  const present = where.filter((w): w is SQL => w !== undefined);
  return present.length ? and(...present) : undefined;
}

const fields = {
  commission: commissions,
  paymentAmount: payments.amountPaid,
  currency: payments.currency,
  paymentStatus: payments.status,
  packageName: packages.name,
  studentFirstName: student.firstName,
  studentLastName: student.lastName,
  studentEmail: student.email,
  affiliateFirstName: affiliate.firstName,
  affiliateLastName: affiliate.lastName,
  affiliateCode: affiliate.code,
};

/** Commissions with their payment, package, student and affiliate: newest first. */
export function selectCommissions(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(fields)
    .from(commissions)
    .innerJoin(payments, eq(payments.id, commissions.paymentId))
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .innerJoin(student, eq(student.id, commissions.studentId))
    .innerJoin(affiliate, eq(affiliate.id, commissions.affiliateId))
    .where(where)
    .orderBy(desc(commissions.createdAt), desc(commissions.id));
}

export type JoinedCommission = Awaited<ReturnType<typeof selectCommissions>>[number];

export const emptyTotals = (): CommissionTotals => ({
  pending: { count: 0, amount: 0 },
  approved: { count: 0, amount: 0 },
  paid: { count: 0, amount: 0 },
  cancelled: { count: 0, amount: 0 },
});

/** Money from a numeric sum (a string from the driver), to the cent. */
export const toMoney = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

/** How many commissions and how much per status, over everything `where` matches. */
export async function commissionTotals(
  db: DbOrTx,
  where: SQL | undefined,
): Promise<{ total: number; totals: CommissionTotals }> {
  const rows = await db
    .select({
      status: commissions.status,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${commissions.amount}), 0)`,
    })
    .from(commissions)
    .innerJoin(student, eq(student.id, commissions.studentId))
    .innerJoin(affiliate, eq(affiliate.id, commissions.affiliateId))
    .where(where)
    .groupBy(commissions.status);
  const totals = emptyTotals();
  let total = 0;
  for (const row of rows) {
    total += row.count;
    if ((COMMISSION_STATUSES as readonly string[]).includes(row.status)) {
      totals[row.status as CommissionStatus] = { count: row.count, amount: toMoney(row.amount) };
    }
  }
  return { total, totals };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

export function toCommissionRow(r: JoinedCommission): CommissionRow {
  const c = r.commission;
  return {
    id: c.id,
    student: {
      name: nameOf(r.studentFirstName, r.studentLastName),
      emailMasked: maskEmail(r.studentEmail),
    },
    packageName: r.packageName,
    paymentAmount: r.paymentAmount,
    currency: r.currency,
    rate: c.rate,
    amount: c.amount,
    status: c.status as CommissionStatus,
    createdAt: c.createdAt.toISOString(),
    approvedAt: iso(c.approvedAt),
    paidAt: iso(c.paidAt),
    cancelledAt: iso(c.cancelledAt),
    payoutReference: c.payoutReference,
  };
}

export function toAdminCommissionRow(r: JoinedCommission): AdminCommissionRow {
  const c = r.commission;
  return {
    ...toCommissionRow(r),
    affiliate: {
      id: c.affiliateId,
      name: nameOf(r.affiliateFirstName, r.affiliateLastName),
      code: r.affiliateCode,
    },
    student: {
      id: c.studentId,
      name: nameOf(r.studentFirstName, r.studentLastName),
      email: r.studentEmail,
      emailMasked: maskEmail(r.studentEmail),
    },
    paymentId: c.paymentId,
    paymentStatus: r.paymentStatus,
    refundedAfterPaid: c.refundedAfterPaidAt !== null,
  };
}
