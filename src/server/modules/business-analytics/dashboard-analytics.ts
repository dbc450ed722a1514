import { sql } from 'drizzle-orm';
import { type PeriodQuery, periodDays } from '../../../common/contracts/analytics-period';
import {
  ANALYTICS_QUESTION_STATUSES,
  ANALYTICS_ROLES,
  type DashboardAnalytics,
} from '../../../common/contracts/business-analytics-site';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { periodOf, resolvePeriod } from '../../lib/analytics-period';
import { at, figure, isStudentAccount, utcDay } from './website-sql';

const RECENT = 5;

type FigureRow = {
  signups: number;
  signups_prev: number;
  revenue: string | number;
  revenue_prev: string | number;
  orders: number;
  orders_prev: number;
  exams: number;
  exams_prev: number;
  submitted: number;
  submitted_prev: number;
};

/**
 * The admin dashboard of a period: sign-ups, revenue, orders and exams against the period
 * before, their daily series, accounts by role, the bank by status, the newest payments and
 * accounts of the period, and the work waiting (pending questions and commissions, failed
 * e-mails). A handful of set-based statements, each reading one range of an indexed column.
 */
export async function getDashboardAnalytics(
  db: DbOrTx,
  query: PeriodQuery,
  now = new Date(),
): Promise<DashboardAnalytics> {
  const p = resolvePeriod(query, now);
  const start = at(p.start);
  const end = at(p.end);
  const before = at(p.previousStart);

  const [figures, daily, roles, statuses, payments, signUps, attention] = await Promise.all([
    rowsOf<FigureRow>(
      db,
      sql`
      select s.signups, s.signups_prev, pay.revenue, pay.revenue_prev, pay.orders, pay.orders_prev,
             ex.exams, ex.exams_prev, sub.submitted, sub.submitted_prev
        from (select count(*) filter (where u.created_at >= ${start})::int as signups,
                     count(*) filter (where u.created_at < ${start})::int as signups_prev
                from profiles u
               where u.created_at >= ${before} and u.created_at < ${end}
                 and ${isStudentAccount('u')}) s,
             (select coalesce(sum(amount_paid) filter (where created_at >= ${start}), 0) as revenue,
                     coalesce(sum(amount_paid) filter (where created_at < ${start}), 0) as revenue_prev,
                     count(*) filter (where created_at >= ${start})::int as orders,
                     count(*) filter (where created_at < ${start})::int as orders_prev
                from payments
               where status = 'succeeded' and created_at >= ${before} and created_at < ${end}) pay,
             (select count(*) filter (where created_at >= ${start})::int as exams,
                     count(*) filter (where created_at < ${start})::int as exams_prev
                from exams where created_at >= ${before} and created_at < ${end}) ex,
             (select count(*) filter (where submitted_at >= ${start})::int as submitted,
                     count(*) filter (where submitted_at < ${start})::int as submitted_prev
                from exams where submitted_at >= ${before} and submitted_at < ${end}) sub
    `,
    ),
    rowsOf<{ kind: string; day: string; n: number; amount: string | number }>(
      db,
      sql`
      select 'signups' as kind, ${utcDay(sql`u.created_at`)} as day, count(*)::int as n,
             0::numeric as amount
        from profiles u
       where u.created_at >= ${start} and u.created_at < ${end} and ${isStudentAccount('u')}
       group by 2
      union all
      select 'revenue', ${utcDay(sql`created_at`)}, count(*)::int, sum(amount_paid)
        from payments
       where status = 'succeeded' and created_at >= ${start} and created_at < ${end}
       group by 2
      union all
      select 'exams', ${utcDay(sql`created_at`)}, count(*)::int, 0
        from exams where created_at >= ${start} and created_at < ${end}
       group by 2
    `,
    ),
    rowsOf<{ role: string; n: number }>(
      db,
      sql`select role, count(*)::int as n from profiles group by role`,
    ),
    rowsOf<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from questions group by status`,
    ),
    rowsOf<{
      id: string;
      user_id: string;
      first_name: string;
      last_name: string;
      email: string;
      package_name: string;
      amount_paid: string | number;
      currency: string;
      status: string;
      created_at: string | Date;
    }>(
      db,
      sql`
      select pay.id, pay.user_id, u.first_name, u.last_name, u.email, pk.name as package_name,
             pay.amount_paid, pay.currency, pay.status, pay.created_at
        from payments pay
        join profiles u on u.id = pay.user_id
        join packages pk on pk.id = pay.package_id
       where pay.created_at >= ${start} and pay.created_at < ${end}
       order by pay.created_at desc, pay.id desc
       limit ${RECENT}
    `,
    ),
    rowsOf<{
      id: string;
      first_name: string;
      last_name: string;
      email: string;
      role: string;
      created_at: string | Date;
    }>(
      db,
      sql`
      select id, first_name, last_name, email, role, created_at
        from profiles
       where created_at >= ${start} and created_at < ${end}
       order by created_at desc, id desc
       limit ${RECENT}
    `,
    ),
    rowsOf<{ questions: number; commissions: number; emails: number }>(
      db,
      sql`
      select (select count(*) from questions where status = 'pending_review')::int as questions,
             (select count(*) from commissions where status = 'pending')::int as commissions,
             (select count(*) from email_messages where status = 'failed')::int as emails
    `,
    ),
  ]);

  const f = figures[0];
  const days = new Map<string, DashboardAnalytics['daily'][number]>(
    periodDays(p).map((day) => [day, { day, signUps: 0, revenue: 0, exams: 0 }]),
  );
  for (const row of daily) {
    const d = days.get(row.day);
    if (!d) continue;
    if (row.kind === 'signups') d.signUps = Number(row.n);
    else if (row.kind === 'exams') d.exams = Number(row.n);
    else d.revenue = Math.round(Number(row.amount) * 100) / 100;
  }
  const roleCount = new Map(roles.map((r) => [r.role, Number(r.n)]));
  const statusCount = new Map(statuses.map((r) => [r.status, Number(r.n)]));
  const iso = (value: string | Date) => new Date(value).toISOString();
  const name = (first: string, last: string, email: string) => `${first} ${last}`.trim() || email;

  return {
    period: periodOf(p),
    usersByRole: ANALYTICS_ROLES.map((role) => ({ role, count: roleCount.get(role) ?? 0 })),
    signUps: figure(f?.signups, f?.signups_prev),
    revenue: figure(f?.revenue, f?.revenue_prev, true),
    orders: figure(f?.orders, f?.orders_prev),
    exams: figure(f?.exams, f?.exams_prev),
    examsSubmitted: figure(f?.submitted, f?.submitted_prev),
    daily: [...days.values()],
    questionsByStatus: ANALYTICS_QUESTION_STATUSES.map((status) => ({
      status,
      count: statusCount.get(status) ?? 0,
    })),
    recentPayments: payments.map((r) => ({
      id: r.id,
      studentId: r.user_id,
      studentName: name(r.first_name, r.last_name, r.email),
      studentEmail: r.email,
      packageName: r.package_name,
      amountPaid: Number(r.amount_paid),
      currency: r.currency,
      status: r.status,
      createdAt: iso(r.created_at),
    })),
    recentSignUps: signUps.map((r) => ({
      id: r.id,
      name: name(r.first_name, r.last_name, r.email),
      email: r.email,
      role: r.role,
      createdAt: iso(r.created_at),
    })),
    attention: {
      pendingQuestions: Number(attention[0]?.questions ?? 0),
      pendingCommissions: Number(attention[0]?.commissions ?? 0),
      failedEmails: Number(attention[0]?.emails ?? 0),
    },
  };
}
