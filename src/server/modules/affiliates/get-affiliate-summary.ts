import { eq, sql } from 'drizzle-orm';
import type { AffiliateMonth, AffiliateSummary } from '../../../common/contracts/affiliates';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { commissionTotals, commissionWhere, toMoney } from './commission-rows';

const MONTHS = 12;

/** `YYYY-MM` of the UTC month `offset` months from the one `now` is in. */
function monthKey(now: Date, offset: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1))
    .toISOString()
    .slice(0, 7);
}

type Rows<T> = { rows: T[] };

/**
 * The affiliate dashboard: code and link, visits, sign-ups, paying students, the rates between
 * them, commissions by status, and the last 12 UTC months (oldest first, empty months as 0).
 * Only the affiliate's own rows are read.
 */
export async function getAffiliateSummary(
  db: DbOrTx,
  affiliateId: string,
  appUrl: string,
  now = new Date(),
): Promise<AffiliateSummary> {
  const [me] = await db
    .select({
      code: profiles.code,
      commissionRate: profiles.commissionRate,
      referralDiscountPercent: profiles.referralDiscountPercent,
    })
    .from(profiles)
    .where(eq(profiles.id, affiliateId));
  if (!me) throw new AppError('NOT_FOUND', 'Affiliate not found');

  const first = `${monthKey(now, -(MONTHS - 1))}-01`;
  const end = `${monthKey(now, 1)}-01`;
  const [counts, monthly, { totals }] = await Promise.all([
    db.execute(sql`
      select
        (select count(*) from referral_visits where affiliate_id = ${affiliateId})::int as visits,
        (select count(*) from profiles where referred_by = ${affiliateId})::int as signups,
        (select count(distinct pay.user_id)
           from payments pay join profiles s on s.id = pay.user_id
          where s.referred_by = ${affiliateId} and pay.status = 'succeeded')::int as paying
    `) as unknown as Promise<Rows<{ visits: number; signups: number; paying: number }>>,
    db.execute(sql`
      select 'visits' as kind, to_char(day, 'YYYY-MM') as month, count(*)::int as n,
             0::numeric as amount
        from referral_visits
       where affiliate_id = ${affiliateId} and day >= ${first}::date and day < ${end}::date
       group by 2
      union all
      select 'signups', to_char(created_at at time zone 'UTC', 'YYYY-MM'), count(*)::int, 0
        from profiles
       where referred_by = ${affiliateId}
         and created_at >= (${first}::timestamp at time zone 'UTC')
         and created_at < (${end}::timestamp at time zone 'UTC')
       group by 2
      union all
      select 'commissions', to_char(created_at at time zone 'UTC', 'YYYY-MM'), count(*)::int,
             sum(amount)
        from commissions
       where affiliate_id = ${affiliateId} and status <> 'cancelled'
         and created_at >= (${first}::timestamp at time zone 'UTC')
         and created_at < (${end}::timestamp at time zone 'UTC')
       group by 2
    `) as unknown as Promise<Rows<{ kind: string; month: string; n: number; amount: unknown }>>,
    commissionTotals(db, commissionWhere({ affiliateId })),
  ]);

  const months = new Map<string, AffiliateMonth>();
  for (let offset = -(MONTHS - 1); offset <= 0; offset++) {
    const month = monthKey(now, offset);
    months.set(month, { month, visits: 0, signups: 0, commissions: 0 });
  }
  for (const row of monthly.rows) {
    const m = months.get(row.month);
    if (!m) continue;
    if (row.kind === 'visits') m.visits = Number(row.n);
    else if (row.kind === 'signups') m.signups = Number(row.n);
    else m.commissions = toMoney(row.amount);
  }

  const visits = Number(counts.rows[0]?.visits ?? 0);
  const signups = Number(counts.rows[0]?.signups ?? 0);
  const paying = Number(counts.rows[0]?.paying ?? 0);
  const ratio = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : null);
  const code = me.code ?? '';
  return {
    code,
    referralUrl: code ? `${appUrl.replace(/\/+$/, '')}/?code=${encodeURIComponent(code)}` : '',
    commissionRate: me.commissionRate,
    referralDiscountPercent: me.referralDiscountPercent,
    visits,
    signups,
    payingStudents: paying,
    signupRate: ratio(signups, visits),
    payingRate: ratio(paying, signups),
    commissions: totals,
    monthly: [...months.values()],
  };
}
