import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { changeRatio, periodDays } from '../../../common/contracts/analytics-period';
import {
  REVENUE_BOARDS,
  type RevenueBoard,
  type RevenueReport,
  type revenueReportQuerySchema,
} from '../../../common/contracts/business-analytics-revenue';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { periodOf, resolvePeriod } from '../../lib/analytics-period';
import { bounds, cents, isoOf, num } from './revenue-sql';

type Query = z.output<typeof revenueReportQuerySchema>;

/**
 * The period's money events, one row each: a sale (`sale` = 1) on the day its payment completed,
 * a refund (`sale` = 0) on the day it was refunded. Both scans filter one payment column by a
 * range, so the grouped queries below each read the payments once.
 */
function eventsCte(start: SQL, end: SQL) {
  return sql`ev as (
    select p.id, p.package_id, p.affiliate_id, p.amount_paid as amount, 1 as sale,
           p.discount_affiliate as affiliate_discount,
           to_char(p.completed_at at time zone 'UTC', 'YYYY-MM-DD') as day
      from payments p
     where p.status in ('succeeded', 'refunded') and p.completed_at >= ${start} and p.completed_at < ${end}
    union all
    select p.id, p.package_id, p.affiliate_id, p.amount_paid, 0, 0,
           to_char(p.refunded_at at time zone 'UTC', 'YYYY-MM-DD')
      from payments p
     where p.status = 'refunded' and p.refunded_at >= ${start} and p.refunded_at < ${end}
  )`;
}

/** Orders, sales, refunds and refunded money of a group of events. */
const FIGURES = sql.raw(`
  coalesce(sum(ev.sale), 0) as orders,
  coalesce(sum(ev.amount) filter (where ev.sale = 1), 0) as gross,
  count(*) filter (where ev.sale = 0) as refunds,
  coalesce(sum(ev.amount) filter (where ev.sale = 0), 0) as refunded`);

type FigureRow = { orders: unknown; gross: unknown; refunds: unknown; refunded: unknown };
const figuresOf = (row: FigureRow | undefined) => {
  const gross = cents(row?.gross);
  const refunded = cents(row?.refunded);
  return {
    orders: num(row?.orders),
    gross,
    refunds: num(row?.refunds),
    refunded,
    net: cents(gross - refunded),
  };
};
const byNet = (a: { net: number; gross: number }, b: { net: number; gross: number }) =>
  b.net - a.net || b.gross - a.gross;

/**
 * Revenue Reports: sales, refunds and net by day, package, subject board and referring
 * affiliate; the refunds themselves (paged); discounts by kind. See the contract for the
 * definitions.
 */
export async function getRevenueReport(
  db: DbOrTx,
  query: Query,
  now = new Date(),
): Promise<RevenueReport> {
  const period = resolvePeriod(query, now);
  const { start, end } = bounds(period);
  const previous = bounds({ start: period.previousStart, end: period.start });
  const saleInPeriod = sql`p.status in ('succeeded', 'refunded') and p.completed_at >= ${start} and p.completed_at < ${end}`;
  const pageSize = query.refundsPageSize;

  const [grouped, boards, [discounts], couponRows, refunds, [before]] = await Promise.all([
    rowsOf<
      FigureRow & {
        dim: string;
        day: string | null;
        package_id: string | null;
        package_name: string | null;
        affiliate_id: string | null;
        affiliate_name: string | null;
        affiliate_code: string | null;
        discount: unknown;
      }
    >(
      db,
      sql`with ${eventsCte(start, end)}, named as (
            select ev.*, pk.name as package_name, a.name as affiliate_name, a.code as affiliate_code
              from ev
              join packages pk on pk.id = ev.package_id
              left join profiles a on a.id = ev.affiliate_id
          )
          select case when grouping(ev.day) = 0 then 'day'
                      when grouping(ev.package_id) = 0 then 'package'
                      when grouping(ev.affiliate_id) = 0 then 'affiliate'
                      else 'total' end as dim,
                 ev.day, ev.package_id::text as package_id, ev.package_name,
                 ev.affiliate_id, ev.affiliate_name, ev.affiliate_code,
                 coalesce(sum(ev.affiliate_discount), 0) as discount, ${FIGURES}
            from named ev
           group by grouping sets ((ev.day), (ev.package_id, ev.package_name),
                                   (ev.affiliate_id, ev.affiliate_name, ev.affiliate_code), ())`,
    ),
    rowsOf<{ board: string; gross: unknown; refunded: unknown }>(
      db,
      sql`with ${eventsCte(start, end)},
          alloc as (
            select up.payment_id, s.board,
                   least(1, count(*)::numeric / nullif(up.package_unlock_points, 0)) as share
              from users_packages up
              join subject_unlocks su on su.users_package_id = up.id
              join subjects s on s.id = su.subject_id
             where up.payment_id in (select ev.id from ev)
             group by up.payment_id, up.package_unlock_points, s.board
          ),
          spent as (
            select payment_id, sum(share) as share from alloc group by payment_id
          ),
          parts as (
            select ev.sale, a.board, ev.amount * a.share as amount
              from ev join alloc a on a.payment_id = ev.id
            union all
            select ev.sale, 'unassigned', ev.amount * greatest(0, 1 - coalesce(spent.share, 0))
              from ev left join spent on spent.payment_id = ev.id
          )
          select board,
                 coalesce(sum(amount) filter (where sale = 1), 0) as gross,
                 coalesce(sum(amount) filter (where sale = 0), 0) as refunded
            from parts group by board`,
    ),
    rowsOf<{ package: unknown; affiliate: unknown; coupon: unknown; orders: unknown }>(
      db,
      sql`select coalesce(sum(p.discount_package), 0) as package,
                 coalesce(sum(p.discount_affiliate), 0) as affiliate,
                 coalesce(sum(p.discount_coupon), 0) as coupon,
                 count(*) filter (where p.discount_package + p.discount_affiliate + p.discount_coupon > 0) as orders
            from payments p where ${saleInPeriod}`,
    ),
    rowsOf<{ code: string; orders: unknown; amount: unknown }>(
      db,
      sql`select c.code, count(*) as orders, coalesce(sum(p.discount_coupon), 0) as amount
            from payments p join coupons c on c.id = p.coupon_id
           where ${saleInPeriod}
           group by c.code order by 3 desc, c.code limit 10`,
    ),
    rowsOf<{
      id: string;
      refunded_at: unknown;
      completed_at: unknown;
      user_id: string;
      student_name: string;
      student_email: string;
      package_name: string;
      amount: unknown;
      refunded_by_name: string | null;
    }>(
      db,
      sql`select p.id::text as id, p.refunded_at, p.completed_at, p.user_id,
                 u.name as student_name, u.email as student_email, pk.name as package_name,
                 p.amount_paid as amount, rb.name as refunded_by_name
            from payments p
            join profiles u on u.id = p.user_id
            join packages pk on pk.id = p.package_id
            left join profiles rb on rb.id = p.refunded_by
           where p.status = 'refunded' and p.refunded_at >= ${start} and p.refunded_at < ${end}
           order by p.refunded_at desc, p.id desc
           limit ${pageSize} offset ${(query.refundsPage - 1) * pageSize}`,
    ),
    rowsOf<{ net: unknown }>(
      db,
      sql`with ${eventsCte(previous.start, previous.end)}
          select coalesce(sum(case when ev.sale = 1 then ev.amount else -ev.amount end), 0) as net
            from ev`,
    ),
  ]);

  const totals = figuresOf(grouped.find((r) => r.dim === 'total'));
  const previousNet = cents(before?.net);
  const days = new Map(
    grouped.filter((r) => r.dim === 'day').map((r) => [r.day ?? '', figuresOf(r)]),
  );
  const boardOf = new Map(boards.map((r) => [r.board, r]));
  const discount = {
    package: cents(discounts?.package),
    affiliate: cents(discounts?.affiliate),
    coupon: cents(discounts?.coupon),
  };

  return {
    period: periodOf(period),
    totals: { ...totals, previousNet, netChange: changeRatio(totals.net, previousNet) },
    byDay: periodDays(period).map((day) => ({ day, ...(days.get(day) ?? figuresOf(undefined)) })),
    byPackage: grouped
      .filter((r) => r.dim === 'package')
      .map((r) => ({ packageId: r.package_id ?? '', name: r.package_name ?? '', ...figuresOf(r) }))
      .sort((a, b) => byNet(a, b) || a.name.localeCompare(b.name)),
    byBoard: REVENUE_BOARDS.map((board: RevenueBoard) => {
      const row = boardOf.get(board);
      const gross = cents(row?.gross);
      const refunded = cents(row?.refunded);
      return { board, gross, refunded, net: cents(gross - refunded) };
    }),
    byAffiliate: grouped
      .filter((r) => r.dim === 'affiliate')
      .map((r) => ({
        affiliateId: r.affiliate_id,
        name: r.affiliate_id ? r.affiliate_name : null,
        code: r.affiliate_id ? r.affiliate_code : null,
        ...figuresOf(r),
        discount: cents(r.discount),
      }))
      .sort(byNet),
    discounts: {
      ...discount,
      total: cents(discount.package + discount.affiliate + discount.coupon),
      discountedOrders: num(discounts?.orders),
      coupons: couponRows.map((r) => ({
        code: r.code,
        orders: num(r.orders),
        amount: cents(r.amount),
      })),
    },
    refundList: {
      items: refunds.map((r) => ({
        paymentId: r.id,
        refundedAt: isoOf(r.refunded_at),
        completedAt: r.completed_at ? isoOf(r.completed_at) : null,
        studentId: r.user_id,
        studentName: r.student_name,
        studentEmail: r.student_email,
        packageName: r.package_name,
        amount: cents(r.amount),
        refundedByName: r.refunded_by_name,
      })),
      total: totals.refunds,
      page: query.refundsPage,
      pageSize,
    },
  };
}
