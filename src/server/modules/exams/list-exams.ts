import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { allowedMinutes } from '../../../common/contracts/accommodations';
import type {
  ExamDetails,
  ExamList,
  ExamListParams,
  ExamSummary,
} from '../../../common/contracts/exams';
import type { Db, DbOrTx } from '../../db/client';
import { examItems, exams, examTemplates, subjects } from '../../db/schema';
import { extraTimeOf } from './exam-clock';
import { topicNames } from './exam-state';
import { expireOverdueExamsOf } from './expire-own';
import { type ExamRow, loadSettledExam } from './load-exam';

async function summaries(db: DbOrTx, rows: ExamRow[]): Promise<ExamSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const subjectRows = await db
    .select({ id: subjects.id, name: subjects.name, board: subjects.board })
    .from(subjects)
    .where(inArray(subjects.id, [...new Set(rows.map((r) => r.subjectId))]));
  const templateIds = [...new Set(rows.flatMap((r) => (r.templateId ? [r.templateId] : [])))];
  const templateRows = templateIds.length
    ? await db
        .select({ id: examTemplates.id, name: examTemplates.name, kind: examTemplates.kind })
        .from(examTemplates)
        .where(inArray(examTemplates.id, templateIds))
    : [];
  const answered = await db
    .select({ id: examItems.examId, n: count() })
    .from(examItems)
    .where(
      and(
        inArray(examItems.examId, ids),
        or(isNotNull(examItems.answer), eq(examItems.locked, true)),
      ),
    )
    .groupBy(examItems.examId);
  const subjectsById = new Map(subjectRows.map((s) => [s.id, s]));
  const templatesById = new Map(templateRows.map((t) => [t.id, t]));
  const answeredById = new Map(answered.map((a) => [a.id, Number(a.n)]));
  return rows.map((r) => toSummary(r, subjectsById, templatesById, answeredById));
}

function toSummary(
  r: ExamRow,
  subjectsById: Map<string, { id: string; name: string; board: string }>,
  templatesById: Map<string, { id: string; name: string; kind: string }>,
  answeredById: Map<string, number>,
): ExamSummary {
  const subject = subjectsById.get(r.subjectId);
  const template = r.templateId ? templatesById.get(r.templateId) : undefined;
  const finished = r.status === 'submitted' || r.status === 'expired';
  // With the extra time the exam was created with (ADR 0029).
  const extra = extraTimeOf(r.settings);
  const minutes = r.sections.reduce(
    (n, s) => n + (allowedMinutes(s.durationMinutes, extra) ?? 0),
    0,
  );
  const lastDeadline = [...r.sections].reverse().find((s) => s.deadlineAt)?.deadlineAt ?? null;
  return {
    id: r.id,
    title: r.title,
    subject: {
      id: r.subjectId,
      name: subject?.name ?? '',
      board: (subject?.board ?? 'AP') as ExamSummary['subject']['board'],
    },
    template: template
      ? { id: template.id, name: template.name, kind: template.kind as 'full' }
      : null,
    mode: r.mode as ExamSummary['mode'],
    status: r.status as ExamSummary['status'],
    questionCount: r.questionCount,
    answeredCount: answeredById.get(r.id) ?? 0,
    timed: r.settings.timed,
    durationMinutes: r.settings.timed ? minutes : null,
    createdAt: r.createdAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    deadlineAt: r.status === 'in_progress' ? (r.deadlineAt?.toISOString() ?? null) : lastDeadline,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    score: finished
      ? {
          raw: r.rawScore ?? 0,
          max: r.maxScore ?? 0,
          percent: r.percent ?? 0,
          scaled: r.scaled,
        }
      : null,
  };
}

export async function examSummary(db: DbOrTx, exam: ExamRow): Promise<ExamSummary> {
  const [one] = await summaries(db, [exam]);
  if (!one) throw new Error('summary of an exam failed');
  return one;
}

/** GET /api/student/exams: the student's exams, newest first (overdue ones settled first). */
export async function listExams(db: Db, userId: string, query: ExamListParams): Promise<ExamList> {
  await expireOverdueExamsOf(db, userId);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const where = and(
    eq(exams.userId, userId),
    query.status ? eq(exams.status, query.status) : undefined,
    query.subject ? eq(exams.subjectId, query.subject) : undefined,
    query.mode ? eq(exams.mode, query.mode) : undefined,
  );
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(exams).where(where);
  const rows = await db
    .select()
    .from(exams)
    .where(where)
    .orderBy(desc(exams.createdAt), desc(exams.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: await summaries(db, rows), total: Number(total?.n ?? 0), page, pageSize };
}

/** GET /api/student/exams/:id. */
export async function getExamDetails(db: Db, userId: string, examId: string): Promise<ExamDetails> {
  const exam = await loadSettledExam(db, userId, examId);
  const names = await topicNames(db, [...new Set(exam.sections.flatMap((s) => s.topicIds))]);
  return {
    ...(await examSummary(db, exam)),
    difficulty: exam.settings.difficulty,
    sections: exam.sections.map((s, index) => ({
      index,
      title: s.title,
      directions: s.directions,
      calculator: s.calculator,
      questionCount: s.questionCount,
      durationMinutes: allowedMinutes(s.durationMinutes, extraTimeOf(exam.settings)),
      topics: s.topicIds.map((id) => ({ id, name: names.get(id) ?? '' })),
    })),
  };
}
