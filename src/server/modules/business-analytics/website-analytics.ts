import { sql } from 'drizzle-orm';
import { type PeriodQuery, periodDays } from '../../../common/contracts/analytics-period';
import {
  DEVICE_KINDS,
  type DeviceKind,
  type WebsiteAnalytics,
} from '../../../common/contracts/business-analytics-site';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { periodOf, resolvePeriod } from '../../lib/analytics-period';
import { at, figure, isStudentAccount } from './website-sql';

const TOP = 10;

/**
 * The website statistics of a period: page views and unique visitors (against the period
 * before) and per day, top pages, referring sites, devices and countries, the funnel
 * visit → sign-up → trial → purchase, and visits through affiliate links. `ownHost` is the
 * product's host name: a referrer on it is the site itself and counts as direct.
 */
export async function getWebsiteAnalytics(
  db: DbOrTx,
  query: PeriodQuery,
  opts: { ownHost: string | null },
  now = new Date(),
): Promise<WebsiteAnalytics> {
  const p = resolvePeriod(query, now);
  const start = at(p.start);
  const end = at(p.end);
  const before = at(p.previousStart);
  const own = opts.ownHost?.toLowerCase() ?? '';
  const inPeriod = sql`created_at >= ${start} and created_at < ${end}`;

  // Performance (issue 17, p95 ≤ 200 ms): the eight statements run at once, so each keeps its
  // own work small. A distinct count is done on a `collate "C"` key (byte comparisons, no
  // locale) or as a group by; the referrer's host is read as stored, not parsed per view;
  // totals and audience share one pass over the views, grouped by visitor. Group keys of
  // `collate "C"` are equal exactly when the default-collated ones are, and every ORDER BY the
  // answer depends on still uses the default collation, so answers are unchanged. Grouping in
  // an index's order (by visitor, by path) or per day keeps each sort small and in memory: a
  // hash table or sort of the whole period spills to disk on long periods (ADR 0016).
  const [visitorRows, daily, pages, referrers, funnel, affiliateTotals, affiliates] =
    await Promise.all([
      // One row per visitor of both periods, in visitor order (page_views_visitor_idx: read
      // from the index alone where the period is long enough to pay): its views in each and,
      // for the current one, the device and country recorded with its views. Grouped by device
      // and country at once (g: a few rows); only visitors whose views lack either keep their
      // account, whose latest session then fills them in (views recorded before those columns
      // existed). The rows with visitors are the audience; summed up, the totals.
      rowsOf<{
        device: string | null;
        country: string | null;
        views: number;
        views_prev: number;
        visitors: number;
        visitors_prev: number;
      }>(
        db,
        sql`
        with g as (
          select device, country,
                 case when device is null or country is null then user_id end as user_id,
                 sum(views) as views, sum(views_prev) as views_prev,
                 count(*) filter (where views > 0) as visitors,
                 count(*) filter (where views_prev > 0) as visitors_prev
            from (select visitor_id,
                         count(*) filter (where created_at >= ${start}) as views,
                         count(*) filter (where created_at < ${start}) as views_prev,
                         max(user_id) filter (where created_at >= ${start}) as user_id,
                         max(device_type) filter (where created_at >= ${start}) as device,
                         max(country_code) filter (where created_at >= ${start}) as country
                    from (select visitor_id, created_at, user_id, device_type, country_code
                            from page_views
                           where created_at >= ${before} and created_at < ${end}
                           order by visitor_id) o
                   group by visitor_id) v
           group by 1, 2, 3
        ), s as (
          select distinct on (us.user_id) us.user_id, us.device_type,
                 us.location_info ->> 'country_code' as country
            from user_sessions us
           where us.user_id in (select user_id from g where user_id is not null)
           order by us.user_id, us.created_at desc
        )
        select coalesce(g.device, s.device_type) as device,
               coalesce(g.country, s.country) as country,
               sum(g.views)::int as views, sum(g.views_prev)::int as views_prev,
               sum(g.visitors)::int as visitors, sum(g.visitors_prev)::int as visitors_prev
          from g left join s on s.user_id = g.user_id
         group by 1, 2
      `,
      ),
      // One small count per UTC day (a range of the created_at index each), rather than one
      // sort of the whole period by day: ninety sorts of a day's views stay in memory where
      // one of ninety days' spills to disk (ADR 0016). Hours, not days, so that the session's
      // time zone never moves a boundary.
      rowsOf<{ kind: string; day: string; views: number; visitors: number }>(
        db,
        sql`
        select 'views' as kind, to_char(g.at at time zone 'UTC', 'YYYY-MM-DD') as day, c.views,
               c.visitors
          from generate_series(${start}, ${end} - interval '24 hours', interval '24 hours') as g(at)
         cross join lateral (
           select count(*)::int as views, count(distinct visitor_id collate "C")::int as visitors
             from page_views
            where created_at >= g.at and created_at < g.at + interval '24 hours'
         ) c
         where c.views > 0
        union all
        select 'affiliate', to_char(day, 'YYYY-MM-DD'), count(*)::int, 0
          from referral_visits
         where day >= ${p.from}::date and day <= ${p.to}::date
         group by 2
      `,
      ),
      // Grouped in the path index's order (path, created_at, visitor_id: ADR 0016), read
      // from the index alone on long periods, so each page's visitors are a small sort.
      rowsOf<{ path: string; views: number; visitors: number }>(
        db,
        sql`
        select path, count(*)::int as views,
               count(distinct visitor_id collate "C")::int as visitors
          from page_views where ${inPeriod}
         group by path
         order by views desc, path
         limit ${TOP}
      `,
      ),
      // The referrer's host is stored with the view (page_views.referrer_host, computed by the
      // database on insert); the product's own host counts as direct. Deduplicated to (host,
      // visitor) first, so each host's visitors are a count of rows, not a sort per host.
      rowsOf<{ host: string | null; views: number; visitors: number }>(
        db,
        sql`
        select hv.host collate "default" as host, sum(hv.views)::int as views,
               count(*)::int as visitors
          from (select nullif(referrer_host, ${own}) collate "C" as host,
                       visitor_id collate "C" as visitor_id, count(*) as views
                  from page_views where ${inPeriod}
                 group by 1, 2) hv
         group by hv.host
         order by visitors desc, views desc, host nulls first
         limit ${TOP}
      `,
      ),
      rowsOf<{ signups: number; trials: number; purchases: number }>(
        db,
        sql`
        select count(*)::int as signups,
               count(*) filter (where exists (
                 select 1 from exams e where e.user_id = u.id and e.created_at < ${end}))::int
                 as trials,
               count(*) filter (where exists (
                 select 1 from payments pay
                  where pay.user_id = u.id and pay.status = 'succeeded'
                    and pay.created_at < ${end}))::int as purchases
          from profiles u
         where u.created_at >= ${start} and u.created_at < ${end} and ${isStudentAccount('u')}
      `,
      ),
      rowsOf<{ visits: number; visits_prev: number }>(
        db,
        sql`
        select count(*) filter (where day >= ${p.from}::date)::int as visits,
               count(*) filter (where day < ${p.from}::date)::int as visits_prev
          from referral_visits
         where day >= ${p.previousFrom}::date and day <= ${p.to}::date
      `,
      ),
      rowsOf<{
        affiliate_id: string;
        first_name: string;
        last_name: string;
        email: string;
        code: string | null;
        visits: number;
        signups: number;
      }>(
        db,
        sql`
        select rv.affiliate_id, a.first_name, a.last_name, a.email, a.code, rv.visits,
               (select count(*) from profiles s
                 where s.referred_by = rv.affiliate_id
                   and s.created_at >= ${start} and s.created_at < ${end})::int as signups
          from (select affiliate_id, count(*)::int as visits
                  from referral_visits
                 where day >= ${p.from}::date and day <= ${p.to}::date
                 group by affiliate_id
                 order by visits desc, affiliate_id
                 limit ${TOP}) rv
          join profiles a on a.id = rv.affiliate_id
         order by rv.visits desc, a.first_name, a.last_name
      `,
      ),
    ]);

  const t = { views: 0, views_prev: 0, visitors: 0, visitors_prev: 0 };
  for (const row of visitorRows) {
    t.views += Number(row.views);
    t.views_prev += Number(row.views_prev);
    t.visitors += Number(row.visitors);
    t.visitors_prev += Number(row.visitors_prev);
  }
  const days = new Map<string, WebsiteAnalytics['daily'][number]>(
    periodDays(p).map((day) => [day, { day, views: 0, visitors: 0, affiliateVisits: 0 }]),
  );
  for (const row of daily) {
    const d = days.get(row.day);
    if (!d) continue;
    if (row.kind === 'views') {
      d.views = Number(row.views);
      d.visitors = Number(row.visitors);
    } else d.affiliateVisits = Number(row.views);
  }

  const devices = new Map<DeviceKind, number>();
  const countries = new Map<string | null, number>();
  for (const row of visitorRows) {
    // A group of visitors of the previous period only (no views in this one).
    if (Number(row.visitors) === 0) continue;
    const device = (DEVICE_KINDS as readonly string[]).includes(row.device ?? '')
      ? (row.device as DeviceKind)
      : 'unknown';
    devices.set(device, (devices.get(device) ?? 0) + Number(row.visitors));
    const country = row.country ? row.country.toUpperCase() : null;
    countries.set(country, (countries.get(country) ?? 0) + Number(row.visitors));
  }
  // Most visitors first; the unknown share last; ties by name.
  const unknownLast = (key: unknown) => (key === null || key === 'unknown' ? 1 : 0);
  const byCount = <K>(map: Map<K, number>) =>
    [...map.entries()].sort(
      (a, b) =>
        unknownLast(a[0]) - unknownLast(b[0]) ||
        b[1] - a[1] ||
        String(a[0]).localeCompare(String(b[0])),
    );

  const visitors = t.visitors;
  const f = funnel[0];
  return {
    period: periodOf(p),
    pageViews: figure(t.views, t.views_prev),
    visitors: figure(t.visitors, t.visitors_prev),
    affiliateVisits: figure(affiliateTotals[0]?.visits, affiliateTotals[0]?.visits_prev),
    daily: [...days.values()],
    topPages: pages.map((r) => ({
      path: r.path,
      views: Number(r.views),
      visitors: Number(r.visitors),
    })),
    referrers: referrers.map((r) => ({
      host: r.host,
      views: Number(r.views),
      visitors: Number(r.visitors),
    })),
    devices: byCount(devices).map(([device, n]) => ({ device, visitors: n })),
    countries: byCount(countries)
      .slice(0, TOP)
      .map(([countryCode, n]) => ({ countryCode, visitors: n })),
    funnel: {
      visitors,
      signUps: Number(f?.signups ?? 0),
      trials: Number(f?.trials ?? 0),
      purchases: Number(f?.purchases ?? 0),
    },
    affiliates: affiliates.map((r) => ({
      affiliateId: r.affiliate_id,
      name: `${r.first_name} ${r.last_name}`.trim() || r.email,
      code: r.code,
      visits: Number(r.visits),
      signUps: Number(r.signups),
    })),
  };
}
