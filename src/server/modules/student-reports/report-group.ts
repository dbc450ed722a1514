import { type SQL, sql } from 'drizzle-orm';
import { ACTIVE_DAYS, type StudentReportGroup } from '../../../common/contracts/student-reports';
import { likePattern } from '../affiliates/search-pattern';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of the "active" window: ACTIVE_DAYS before `now`. */
export const activeSince = (now: Date) => new Date(now.getTime() - ACTIVE_DAYS * DAY_MS);

/** The exams a report counts: every exam, or the chosen subject's (exams aliased `e`). */
export const examScope = (group: StudentReportGroup): SQL =>
  group.subjectId ? sql`e.subject_id = ${group.subjectId}::uuid` : sql`true`;

/**
 * `grp`: the group's students (profiles aliased `p`), with their referrer's code and when they
 * were last seen (signed-in activity or an exam), as a CTE for the report's queries.
 */
export function groupCte(group: StudentReportGroup, now: Date): SQL {
  const where: SQL[] = [
    sql`(p.role = 'student' or (p.role = 'inactive' and p.previous_role = 'student'))`,
  ];
  const like = likePattern(group.search);
  if (like) {
    where.push(sql`(p.email ilike ${like} or (p.first_name || ' ' || p.last_name) ilike ${like}
      or p.name ilike ${like})`);
  }
  if (group.subjectId) {
    where.push(sql`(exists (select 1 from subject_unlocks su
        where su.user_id = p.id and su.subject_id = ${group.subjectId}::uuid)
      or exists (select 1 from exams e where e.user_id = p.id and e.subject_id = ${group.subjectId}::uuid))`);
  }
  if (group.packageId) {
    where.push(sql`exists (select 1 from users_packages up where up.user_id = p.id
      and up.package_id = ${group.packageId}::uuid and up.status <> 'revoked')`);
  }
  if (group.joinedFrom) {
    where.push(sql`p.created_at >= ${`${group.joinedFrom}T00:00:00.000Z`}::timestamptz`);
  }
  if (group.joinedTo) {
    where.push(sql`p.created_at <= ${`${group.joinedTo}T23:59:59.999Z`}::timestamptz`);
  }
  if (group.affiliateCode) where.push(sql`r.code = ${group.affiliateCode}`);
  if (group.referred === 'yes') where.push(sql`p.referred_by is not null`);
  if (group.referred === 'no') where.push(sql`p.referred_by is null`);

  const since = activeSince(now).toISOString();
  const activity: Record<string, SQL> = {
    active: sql`where last_active >= ${since}::timestamptz`,
    idle: sql`where last_active < ${since}::timestamptz`,
    never: sql`where last_active is null`,
  };
  return sql`grp0 as (
      select p.id, p.first_name, p.last_name, p.name, p.email, p.role, p.created_at,
        r.code as affiliate_code,
        greatest(
          (select max(us.last_activity) from user_sessions us where us.user_id = p.id),
          (select max(coalesce(e.submitted_at, e.started_at, e.created_at)) from exams e
            where e.user_id = p.id)
        ) as last_active
      from profiles p left join profiles r on r.id = p.referred_by
      where ${sql.join(where, sql` and `)}
    ),
    grp as (select * from grp0 ${group.activity ? activity[group.activity] : sql``})`;
}

/** A timestamp from a raw row (Date from node-postgres and PGlite; text just in case). */
export function isoOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

/** A number from a raw row (numeric and bigint may come back as text), or null. */
export function numberOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Raw SQL through either driver: both answer `{ rows }`. */
export type RawRows<T> = { rows: T[] };
