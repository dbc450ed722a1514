import { sql } from 'drizzle-orm';
import type {
  StudentReportGroup,
  StudentReportSummary,
} from '../../../common/contracts/student-reports';
import type { DbOrTx } from '../../db/client';
import { activeSince, examScope, groupCte, numberOf, type RawRows } from './report-group';

/**
 * The group as a whole: how many students (and how many active), exams started and finished,
 * the mean score of the finished exams, time on questions, and per subject the students, the
 * finished exams, their mean and their distribution over the score bands.
 */
export async function summarizeStudentReport(
  db: DbOrTx,
  group: StudentReportGroup,
  now = new Date(),
): Promise<StudentReportSummary> {
  const scope = examScope(group);
  const since = activeSince(now).toISOString();
  const cte = sql`with ${groupCte(group, now)},
    ge as (select e.* from exams e join grp on grp.id = e.user_id where ${scope}),
    fin as (select user_id, subject_id, percent from ge
      where status = 'submitted' and percent is not null)`;
  const [totals, subjects] = await Promise.all([
    db.execute(sql`${cte}
      select
        (select count(*)::int from grp) as students,
        (select count(*)::int from grp where last_active >= ${since}::timestamptz) as active,
        (select count(*)::int from ge where started_at is not null) as taken,
        (select count(*)::int from ge where status = 'submitted') as finished,
        (select avg(percent) from fin) as average,
        (select coalesce(sum(ei.time_spent_ms), 0)::bigint from exam_items ei
          join ge on ge.id = ei.exam_id) as ms`) as unknown as Promise<
      RawRows<Record<'students' | 'active' | 'taken' | 'finished' | 'average' | 'ms', unknown>>
    >,
    db.execute(sql`${cte}
      select s.id, s.name, s.board, count(distinct fin.user_id)::int as students,
        count(*)::int as finished, avg(fin.percent) as average,
        count(*) filter (where fin.percent < 20)::int as b0,
        count(*) filter (where fin.percent >= 20 and fin.percent < 40)::int as b1,
        count(*) filter (where fin.percent >= 40 and fin.percent < 60)::int as b2,
        count(*) filter (where fin.percent >= 60 and fin.percent < 80)::int as b3,
        count(*) filter (where fin.percent >= 80)::int as b4
      from fin join subjects s on s.id = fin.subject_id
      group by s.id, s.name, s.board
      order by s.name, s.board`) as unknown as Promise<
      RawRows<{ id: string; name: string; board: string } & Record<string, unknown>>
    >,
  ]);
  const t: Partial<Record<string, unknown>> = totals.rows[0] ?? {};
  const students = numberOf(t.students) ?? 0;
  const taken = numberOf(t.taken) ?? 0;
  const seconds = Math.round((numberOf(t.ms) ?? 0) / 1000);
  return {
    students,
    activeStudents: numberOf(t.active) ?? 0,
    examsTaken: taken,
    examsFinished: numberOf(t.finished) ?? 0,
    averageScore: numberOf(t.average),
    averageExamsPerStudent: students > 0 ? taken / students : 0,
    timeSpentSeconds: seconds,
    averageTimeSeconds: students > 0 ? seconds / students : 0,
    subjects: subjects.rows.map((s) => ({
      subjectId: s.id,
      name: s.name,
      board: s.board,
      students: numberOf(s.students) ?? 0,
      examsFinished: numberOf(s.finished) ?? 0,
      averageScore: numberOf(s.average),
      distribution: ['b0', 'b1', 'b2', 'b3', 'b4'].map((k) => numberOf(s[k]) ?? 0),
    })),
  };
}
