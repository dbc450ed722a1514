import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminPaymentList,
  AdminPaymentRow,
  PaymentListQuery,
  PaymentProvider,
  PaymentStatus,
  PaymentTotals,
} from '../../../common/contracts/commerce';
import type { DbOrTx } from '../../db/client';
import { packages, payments, profiles } from '../../db/schema';
import { csvField } from '../../lib/csv';

type Query = PaymentListQuery & { page: number; pageSize: number };

const DAY_MS = 86_400_000;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of the administrators' payment list and its CSV export. */
export function paymentFilters(query: PaymentListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(payments.status, query.status));
  if (query.provider) where.push(eq(payments.provider, query.provider));
  if (query.from) where.push(gte(payments.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    where.push(lt(payments.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  }
  const student = query.student?.trim();
  if (student) {
    const like = `%${escapeLike(student)}%`;
    const name = sql`(${profiles.firstName} || ' ' || ${profiles.lastName})`;
    const match = or(
      ilike(profiles.email, like),
      ilike(profiles.firstName, like),
      ilike(profiles.lastName, like),
      sql`${name} ilike ${like}`,
    );
    if (match) where.push(match);
  }
  return where.length ? and(...where) : undefined;
}

const rowFields = {
  payment: payments,
  email: profiles.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  packageName: packages.name,
};

type JoinedRow = {
  payment: typeof payments.$inferSelect;
  email: string;
  firstName: string;
  lastName: string;
  packageName: string;
};

export function toAdminRow(r: JoinedRow): AdminPaymentRow {
  const p = r.payment;
  return {
    id: p.id,
    student: { id: p.userId, email: r.email, name: `${r.firstName} ${r.lastName}`.trim() },
    packageId: p.packageId,
    packageName: r.packageName,
    provider: p.provider as PaymentProvider,
    providerRef: p.providerRef,
    status: p.status as PaymentStatus,
    failureReason: p.failureReason,
    amountList: p.amountList,
    amountPaid: p.amountPaid,
    currency: p.currency,
    createdAt: p.createdAt.toISOString(),
    completedAt: p.completedAt?.toISOString() ?? null,
  };
}

/** Payments matching the filters, newest first, page by page. */
export function selectPayments(db: DbOrTx, query: PaymentListQuery) {
  return db
    .select(rowFields)
    .from(payments)
    .innerJoin(profiles, eq(profiles.id, payments.userId))
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .where(paymentFilters(query))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

async function totalsOf(db: DbOrTx, query: PaymentListQuery): Promise<PaymentTotals> {
  const n = (status: PaymentStatus) =>
    sql<number>`(count(*) filter (where ${payments.status} = ${status}))::int`;
  const sum = (status: PaymentStatus) =>
    sql<string>`coalesce(sum(${payments.amountPaid}) filter (where ${payments.status} = ${status}), 0)`;
  const [row] = await db
    .select({
      count: count(),
      succeededCount: n('succeeded'),
      succeededAmount: sum('succeeded'),
      refundedCount: n('refunded'),
      refundedAmount: sum('refunded'),
      pendingCount: n('pending'),
      failedCount: n('failed'),
      expiredCount: n('expired'),
    })
    .from(payments)
    .innerJoin(profiles, eq(profiles.id, payments.userId))
    .where(paymentFilters(query));
  return {
    count: row?.count ?? 0,
    succeededCount: row?.succeededCount ?? 0,
    succeededAmount: Number(row?.succeededAmount ?? 0),
    refundedCount: row?.refundedCount ?? 0,
    refundedAmount: Number(row?.refundedAmount ?? 0),
    pendingCount: row?.pendingCount ?? 0,
    failedCount: row?.failedCount ?? 0,
    expiredCount: row?.expiredCount ?? 0,
  };
}

export async function listPayments(db: DbOrTx, query: Query): Promise<AdminPaymentList> {
  const [rows, totals] = await Promise.all([
    selectPayments(db, query)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    totalsOf(db, query),
  ]);
  return {
    items: rows.map(toAdminRow),
    total: totals.count,
    page: query.page,
    pageSize: query.pageSize,
    totals,
  };
}

const CSV_COLUMNS = [
  'id',
  'created_at',
  'completed_at',
  'status',
  'failure_reason',
  'provider',
  'provider_ref',
  'student_email',
  'student_name',
  'package',
  'amount_list',
  'discount_package',
  'discount_affiliate',
  'amount_paid',
  'currency',
] as const;

/** Every payment matching the filters as CSV (newest first), for the export button. */
export async function paymentsCsv(db: DbOrTx, query: PaymentListQuery): Promise<string> {
  const rows = await selectPayments(db, query).limit(100_000);
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    const p = r.payment;
    lines.push(
      [
        p.id,
        p.createdAt.toISOString(),
        p.completedAt?.toISOString() ?? null,
        p.status,
        p.failureReason,
        p.provider,
        p.providerRef,
        r.email,
        `${r.firstName} ${r.lastName}`.trim(),
        r.packageName,
        p.amountList.toFixed(2),
        p.discountPackage.toFixed(2),
        p.discountAffiliate.toFixed(2),
        p.amountPaid.toFixed(2),
        p.currency,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
