import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { changeRatio } from '../../../common/contracts/analytics-period';
import {
  COHORT_MAX_OFFSETS,
  type RevenueInsights,
  type revenueInsightsQuerySchema,
} from '../../../common/contracts/business-analytics-revenue';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { periodOf, resolvePeriod } from '../../lib/analytics-period';
import { bounds, cents, isStudent, num } from './revenue-sql';

type Query = z.output<typeof revenueInsightsQuerySchema>;

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);
const perHead = (money: number, heads: number) => (heads === 0 ? null : cents(money / heads));
const monthIndex = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return (year ?? 0) * 12 + (m ?? 1) - 1;
};

/**
 * Revenue Analytics: average order value, trial → paid conversion, repeat purchases, revenue
 * per referred and not referred student, and sign-up-month cohorts. Every figure rests on kept
 * payments (status `succeeded`, so refunds are left out); see the contract for each definition.
 */
export async function getRevenueInsights(
  db: DbOrTx,
  query: Query,
  now = new Date(),
): Promise<RevenueInsights> {
  const period = resolvePeriod(query, now);
  const { start, end } = bounds(period);
  const previousStart = sql`${period.previousStart.toISOString()}::timestamptz`;
  const student = isStudent('u');

  const [[aov], [trial], [repeat], referral, cohortRows] = await Promise.all([
    rowsOf<Record<'orders' | 'revenue' | 'prev_orders' | 'prev_revenue', unknown>>(
      db,
      sql`select count(*) filter (where p.completed_at >= ${start}) as orders,
                 coalesce(sum(p.amount_paid) filter (where p.completed_at >= ${start}), 0) as revenue,
                 count(*) filter (where p.completed_at < ${start}) as prev_orders,
                 coalesce(sum(p.amount_paid) filter (where p.completed_at < ${start}), 0) as prev_revenue
            from payments p
           where p.status = 'succeeded' and p.completed_at >= ${previousStart} and p.completed_at < ${end}`,
    ),
    rowsOf<Record<'started' | 'used' | 'converted', unknown>>(
      db,
      sql`with t as (
            select up.user_id, min(up.purchase_date) as started_at,
                   bool_or(up.id in (select su.users_package_id from subject_unlocks su)) as used
              from users_packages up
              join packages pk on pk.id = up.package_id and pk.is_trial
             where up.purchase_date >= ${start} and up.purchase_date < ${end}
             group by up.user_id
          ),
          paid as (
            select p.user_id, max(p.completed_at) as last_paid
              from payments p
             where p.status = 'succeeded' and p.user_id in (select t.user_id from t)
             group by p.user_id
          )
          select count(*) as started,
                 count(*) filter (where t.used) as used,
                 count(*) filter (where paid.last_paid >= t.started_at) as converted
            from t left join paid on paid.user_id = t.user_id`,
    ),
    rowsOf<
      Record<'buyers' | 'repeat_buyers' | 'orders' | 'repeat_orders' | 'repeat_revenue', unknown>
    >(
      db,
      sql`with kept as (
            select p.user_id, p.amount_paid, p.completed_at,
                   row_number() over (partition by p.user_id order by p.completed_at, p.id) as nth
              from payments p
             where p.status = 'succeeded' and p.completed_at < ${end}
               and p.user_id in (
                 select b.user_id from payments b
                  where b.status = 'succeeded' and b.completed_at >= ${start} and b.completed_at < ${end})
          ),
          per_user as (
            select user_id, count(*) as kept_total,
                   count(*) filter (where completed_at >= ${start}) as orders,
                   count(*) filter (where completed_at >= ${start} and nth > 1) as repeat_orders,
                   coalesce(sum(amount_paid) filter (where completed_at >= ${start} and nth > 1), 0) as repeat_revenue
              from kept group by user_id
          )
          select count(*) as buyers,
                 count(*) filter (where kept_total >= 2) as repeat_buyers,
                 coalesce(sum(orders), 0) as orders,
                 coalesce(sum(repeat_orders), 0) as repeat_orders,
                 coalesce(sum(repeat_revenue), 0) as repeat_revenue
            from per_user`,
    ),
    rowsOf<{ referred: boolean; students: unknown; paying: unknown; revenue: unknown }>(
      db,
      sql`with pay as (
            select p.user_id, sum(p.amount_paid) as revenue
              from payments p
             where p.status = 'succeeded' and p.completed_at >= ${start} and p.completed_at < ${end}
             group by p.user_id
          )
          select (u.referred_by is not null) as referred,
                 count(*) filter (where ${student} and u.created_at < ${end}) as students,
                 count(pay.user_id) as paying,
                 coalesce(sum(pay.revenue), 0) as revenue
            from profiles u left join pay on pay.user_id = u.id
           where (${student} and u.created_at < ${end}) or pay.user_id is not null
           group by 1`,
    ),
    rowsOf<{
      month: string;
      students: unknown;
      month_no: number | null;
      whole_row: unknown;
      revenue: unknown;
      payers: unknown;
    }>(
      db,
      sql`with c as (
            select u.id, date_trunc('month', u.created_at at time zone 'UTC') as month_start
              from profiles u
             where ${student} and u.created_at >= ${start} and u.created_at < ${end}
          ),
          sizes as (
            select month_start, count(*) as students from c group by month_start
          ),
          pay as (
            select c.month_start, p.user_id, p.amount_paid,
                   ((extract(year from p.completed_at at time zone 'UTC') - extract(year from c.month_start)) * 12
                    + extract(month from p.completed_at at time zone 'UTC') - extract(month from c.month_start))::int
                     as month_no
              from payments p join c on c.id = p.user_id
             where p.status = 'succeeded'
          ),
          shown as (
            select * from pay where month_no between 0 and ${COHORT_MAX_OFFSETS - 1}
          )
          select to_char(s.month_start, 'YYYY-MM') as month, s.students,
                 shown.month_no, grouping(shown.month_no) as whole_row,
                 coalesce(sum(shown.amount_paid), 0) as revenue,
                 count(distinct shown.user_id) as payers
            from sizes s left join shown on shown.month_start = s.month_start
           group by grouping sets ((s.month_start, s.students, shown.month_no), (s.month_start, s.students))
           order by 1`,
    ),
  ]);

  const orders = num(aov?.orders);
  const revenue = cents(aov?.revenue);
  const value = perHead(revenue, orders);
  const previousValue = perHead(cents(aov?.prev_revenue), num(aov?.prev_orders));
  const started = num(trial?.started);
  const used = num(trial?.used);
  const converted = num(trial?.converted);
  const buyers = num(repeat?.buyers);
  const repeatBuyers = num(repeat?.repeat_buyers);

  const nowMonth = monthIndex(now.toISOString().slice(0, 7));
  const months = new Map<string, RevenueInsights['cohorts']['rows'][number]>();
  for (const row of cohortRows) {
    let entry = months.get(row.month);
    if (!entry) {
      const shown = Math.min(COHORT_MAX_OFFSETS, nowMonth - monthIndex(row.month) + 1);
      entry = {
        month: row.month,
        students: num(row.students),
        revenue: 0,
        payingStudents: 0,
        cells: Array.from({ length: Math.max(1, shown) }, (_, offset) => ({
          offset,
          revenue: 0,
          payingStudents: 0,
        })),
      };
      months.set(row.month, entry);
    }
    if (num(row.whole_row) === 1) {
      entry.revenue = cents(row.revenue);
      entry.payingStudents = num(row.payers);
    } else if (row.month_no !== null) {
      const cell = entry.cells[num(row.month_no)];
      if (cell) {
        cell.revenue = cents(row.revenue);
        cell.payingStudents = num(row.payers);
      }
    }
  }
  const rows = [...months.values()];

  return {
    period: periodOf(period),
    averageOrder: {
      orders,
      revenue,
      value,
      previousValue,
      change: value === null || previousValue === null ? null : changeRatio(value, previousValue),
    },
    trial: {
      started,
      used,
      converted,
      rate: ratio(converted, started),
      usedRate: ratio(used, started),
    },
    repeat: {
      buyers,
      repeatBuyers,
      rate: ratio(repeatBuyers, buyers),
      orders: num(repeat?.orders),
      repeatOrders: num(repeat?.repeat_orders),
      repeatRevenue: cents(repeat?.repeat_revenue),
    },
    referral: (['referred', 'direct'] as const).map((group) => {
      const row = referral.find((r) => Boolean(r.referred) === (group === 'referred'));
      const students = num(row?.students);
      const payingStudents = num(row?.paying);
      const money = cents(row?.revenue);
      return {
        group,
        students,
        payingStudents,
        revenue: money,
        perStudent: perHead(money, students),
        perPayingStudent: perHead(money, payingStudents),
      };
    }),
    cohorts: {
      offsets: Math.max(0, ...rows.map((r) => r.cells.length)),
      rows,
    },
  };
}
