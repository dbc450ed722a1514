import type { StudentReportGroup } from '../../../common/contracts/student-reports';
import type { DbOrTx } from '../../db/client';
import { toCsv } from '../../lib/csv';
import { listStudentReport } from './list-student-report';

/** The most rows a CSV of the group holds. */
export const REPORT_CSV_MAX = 10_000;

const round1 = (n: number | null) => (n === null ? '' : Math.round(n * 10) / 10);

/** The whole group as CSV (name order), one row per student, subjects in one column. */
export async function exportStudentReport(
  db: DbOrTx,
  group: StudentReportGroup,
  now = new Date(),
): Promise<string> {
  const list = await listStudentReport(
    db,
    { ...group, sort: 'name', order: 'asc', page: 1, pageSize: REPORT_CSV_MAX },
    now,
  );
  return toCsv([
    [
      'Name',
      'E-mail',
      'Status',
      'Joined',
      'Affiliate code',
      'Exams taken',
      'Exams finished',
      'Average score %',
      'Latest score %',
      'Time spent (minutes)',
      'Last active',
      'Packages',
      'Subjects',
    ],
    ...list.items.map((r) => [
      r.name,
      r.email,
      r.active ? 'active' : 'deactivated',
      r.joinedAt.slice(0, 10),
      r.affiliateCode ?? '',
      r.examsTaken,
      r.examsFinished,
      round1(r.averageScore),
      round1(r.latestScore),
      Math.round(r.timeSpentSeconds / 60),
      r.lastActiveAt ?? '',
      r.packages.join('; '),
      r.subjects
        .map(
          (s) =>
            `${s.name} (${s.board}): ${s.finished} finished, average ${round1(s.averageScore)}%`,
        )
        .join('; '),
    ]),
  ]);
}
