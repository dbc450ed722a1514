import { type SQL, sql } from 'drizzle-orm';
import type {
  ReportSort,
  StudentReportGroup,
  StudentReportList,
  StudentSubjectFigures,
} from '../../../common/contracts/student-reports';
import type { DbOrTx } from '../../db/client';
import { examScope, groupCte, isoOf, numberOf, type RawRows } from './report-group';

export type StudentReportQuery = StudentReportGroup & {
  sort: ReportSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

type Row = {
  id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  role: string;
  created_at: unknown;
  affiliate_code: string | null;
  last_active: unknown;
  taken: unknown;
  finished: unknown;
  average: unknown;
  latest: unknown;
  ms: unknown;
};

const SORTS: Record<ReportSort, SQL> = {
  name: sql`lower(grp.first_name || ' ' || grp.last_name)`,
  joined: sql`grp.created_at`,
  lastActive: sql`grp.last_active`,
  averageScore: sql`ex.average`,
  finished: sql`coalesce(ex.finished, 0)`,
};

const inList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * One page of the group's students with their figures: exams started and finished, average and
 * latest score, time on questions, last seen, packages held, and the same per subject. With a
 * subject chosen, every figure counts that subject only. Set-based: one query for the page, one
 * for its subjects, one for its packages.
 */
export async function listStudentReport(
  db: DbOrTx,
  query: StudentReportQuery,
  now = new Date(),
): Promise<StudentReportList> {
  const scope = examScope(query);
  const direction = query.order === 'asc' ? sql`asc` : sql`desc`;
  // The page is chosen first; the figures are then read for its students only (a sort by a
  // figure ranks on exams alone). Reading every student's exam items for a page of 25 was the
  // analytics budget's slowest query (bench/analytics.mjs).
  const byFigure = query.sort === 'averageScore' || query.sort === 'finished';
  const page = (await db.execute(sql`with ${groupCte(query, now)},
      ${
        byFigure
          ? sql`ranked as (
        select e.user_id,
          count(*) filter (where e.status = 'submitted')::int as finished,
          avg(e.percent) filter (where e.status = 'submitted') as average
        from exams e join grp on grp.id = e.user_id
        where ${scope}
        group by e.user_id
      ),`
          : sql``
      }
      pg as (
        select grp.* from grp ${byFigure ? sql`left join ranked ex on ex.user_id = grp.id` : sql``}
        order by ${SORTS[query.sort]} ${direction} nulls last, grp.id asc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}
      ),
      ex as (
        select e.user_id,
          count(*) filter (where e.started_at is not null)::int as taken,
          count(*) filter (where e.status = 'submitted')::int as finished,
          avg(e.percent) filter (where e.status = 'submitted') as average,
          (array_agg(e.percent order by e.submitted_at desc)
            filter (where e.status = 'submitted' and e.percent is not null))[1] as latest
        from exams e join pg on pg.id = e.user_id
        where ${scope}
        group by e.user_id
      ),
      tm as (
        select e.user_id, sum(ei.time_spent_ms)::bigint as ms
        from exam_items ei join exams e on e.id = ei.exam_id join pg on pg.id = e.user_id
        where ${scope}
        group by e.user_id
      )
    select grp.id, grp.first_name, grp.last_name, grp.name, grp.email, grp.role, grp.created_at,
      grp.affiliate_code, grp.last_active, coalesce(ex.taken, 0) as taken,
      coalesce(ex.finished, 0) as finished, ex.average, ex.latest, coalesce(tm.ms, 0) as ms
    from pg as grp left join ex on ex.user_id = grp.id left join tm on tm.user_id = grp.id
    order by ${SORTS[query.sort]} ${direction} nulls last, grp.id asc`)) as unknown as RawRows<Row>;
  const counted = (await db.execute(
    sql`with ${groupCte(query, now)} select count(*)::int as n from grp`,
  )) as unknown as RawRows<{ n: unknown }>;

  const ids = page.rows.map((r) => r.id);
  const subjectsOf = new Map<string, StudentSubjectFigures[]>();
  const packagesOf = new Map<string, string[]>();
  if (ids.length > 0) {
    const [subjects, held] = await Promise.all([
      db.execute(sql`select e.user_id, s.id as subject_id, s.name, s.board,
          count(*)::int as finished, avg(e.percent) as average,
          (array_agg(e.percent order by e.submitted_at desc))[1] as latest
        from exams e join subjects s on s.id = e.subject_id
        where e.user_id in (${inList(ids)}) and e.status = 'submitted'
          and e.percent is not null and ${scope}
        group by e.user_id, s.id, s.name, s.board
        order by s.name, s.board`) as unknown as Promise<
        RawRows<{
          user_id: string;
          subject_id: string;
          name: string;
          board: string;
          finished: unknown;
          average: unknown;
          latest: unknown;
        }>
      >,
      db.execute(sql`select up.user_id, up.package_name from users_packages up
        where up.user_id in (${inList(ids)}) and up.status = 'active'
          and up.expiry_date > ${now.toISOString()}::timestamptz
        order by up.purchase_date, up.id`) as unknown as Promise<
        RawRows<{ user_id: string; package_name: string }>
      >,
    ]);
    for (const s of subjects.rows) {
      const list = subjectsOf.get(s.user_id) ?? [];
      list.push({
        subjectId: s.subject_id,
        name: s.name,
        board: s.board,
        finished: numberOf(s.finished) ?? 0,
        averageScore: numberOf(s.average),
        latestScore: numberOf(s.latest),
      });
      subjectsOf.set(s.user_id, list);
    }
    for (const h of held.rows) {
      const list = packagesOf.get(h.user_id) ?? [];
      list.push(h.package_name);
      packagesOf.set(h.user_id, list);
    }
  }

  return {
    items: page.rows.map((r) => ({
      id: r.id,
      name: `${r.first_name} ${r.last_name}`.trim() || r.name.trim(),
      email: r.email,
      active: r.role === 'student',
      joinedAt: isoOf(r.created_at) ?? '',
      affiliateCode: r.affiliate_code,
      examsTaken: numberOf(r.taken) ?? 0,
      examsFinished: numberOf(r.finished) ?? 0,
      averageScore: numberOf(r.average),
      latestScore: numberOf(r.latest),
      timeSpentSeconds: Math.round((numberOf(r.ms) ?? 0) / 1000),
      lastActiveAt: isoOf(r.last_active),
      packages: packagesOf.get(r.id) ?? [],
      subjects: subjectsOf.get(r.id) ?? [],
    })),
    total: numberOf(counted.rows[0]?.n) ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
