import { and, count, desc, eq, gte, isNotNull, lt, max, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SecurityOverview, securityPeriodSchema } from '../../../common/contracts/security';
import type { DbOrTx } from '../../db/client';
import { authEvents, profiles } from '../../db/schema';

type Period = z.output<typeof securityPeriodSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const TOP = 10;
const DEFAULT_DAYS = 7;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The chosen days (UTC), by default the last seven including today. */
export function resolvePeriod(query: Period, now = new Date()) {
  const to = query.to ?? isoDay(now);
  const from =
    query.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS));
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  return { from, to, start, end };
}

const n = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** Locked now: deactivated accounts (role inactive) and better-auth bans not yet expired. */
export const lockedCondition = () =>
  or(
    eq(profiles.role, 'inactive'),
    and(
      eq(profiles.banned, true),
      or(sql`${profiles.banExpires} is null`, sql`${profiles.banExpires} > now()`),
    ),
  );

/** Failed sign-ins over time, top addresses and e-mails, throttled requests, locked accounts. */
export async function securityOverview(db: DbOrTx, query: Period): Promise<SecurityOverview> {
  const { from, to, start, end } = resolvePeriod(query);
  const bucket = end.getTime() - start.getTime() <= 2 * DAY_MS ? 'hour' : 'day';
  const inPeriod = and(gte(authEvents.createdAt, start), lt(authEvents.createdAt, end));
  const failed = eq(authEvents.kind, 'sign_in_failed');
  // `bucket` is one of two literals: inlined, so the select and the group by are one expression.
  const slot = sql<string>`to_char(date_trunc(${sql.raw(`'${bucket}'`)}, ${authEvents.createdAt} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:00:00"Z"')`;

  const [byKind, bySlot, ips, emails, [locked]] = await Promise.all([
    db
      .select({ kind: authEvents.kind, n: count() })
      .from(authEvents)
      .where(inPeriod)
      .groupBy(authEvents.kind),
    db
      .select({ at: slot, kind: authEvents.kind, n: count() })
      .from(authEvents)
      .where(inPeriod)
      .groupBy(slot, authEvents.kind),
    db
      .select({ ip: authEvents.ip, n: count(), lastAt: max(authEvents.createdAt) })
      .from(authEvents)
      .where(and(inPeriod, failed, isNotNull(authEvents.ip)))
      .groupBy(authEvents.ip)
      .orderBy(desc(count()), authEvents.ip)
      .limit(TOP),
    db
      .select({ email: authEvents.email, n: count(), lastAt: max(authEvents.createdAt) })
      .from(authEvents)
      .where(and(inPeriod, failed, isNotNull(authEvents.email)))
      .groupBy(authEvents.email)
      .orderBy(desc(count()), authEvents.email)
      .limit(TOP),
    db.select({ n: count() }).from(profiles).where(lockedCondition()),
  ]);

  const total = (kind: string) => n(byKind.find((r) => r.kind === kind)?.n);
  const step = bucket === 'hour' ? HOUR_MS : DAY_MS;
  const slots = new Map<string, { failed: number; succeeded: number; rateLimited: number }>();
  for (let t = start.getTime(); t < end.getTime(); t += step) {
    slots.set(`${new Date(t).toISOString().slice(0, 13)}:00:00Z`, {
      failed: 0,
      succeeded: 0,
      rateLimited: 0,
    });
  }
  for (const row of bySlot) {
    const entry = slots.get(row.at);
    if (!entry) continue;
    if (row.kind === 'sign_in_failed') entry.failed += n(row.n);
    else if (row.kind === 'sign_in_succeeded') entry.succeeded += n(row.n);
    else if (row.kind === 'rate_limited') entry.rateLimited += n(row.n);
  }

  return {
    from,
    to,
    bucket,
    totals: {
      failed: total('sign_in_failed'),
      succeeded: total('sign_in_succeeded'),
      rateLimited: total('rate_limited'),
      lockedAccounts: n(locked?.n),
    },
    series: [...slots].map(([at, v]) => ({ at, ...v })),
    topIps: ips.map((r) => ({ ip: r.ip ?? '', count: n(r.n), lastAt: iso(r.lastAt) })),
    topEmails: emails.map((r) => ({ email: r.email ?? '', count: n(r.n), lastAt: iso(r.lastAt) })),
  };
}
