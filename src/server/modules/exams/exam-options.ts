import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  CUSTOM_MAX_MINUTES,
  CUSTOM_MAX_QUESTIONS,
  CUSTOM_MIN_QUESTIONS,
  type ExamOptions,
} from '../../../common/contracts/exams';
import type { Db } from '../../db/client';
import { examTemplates, questions, subjects, subjectUnlocks, topics } from '../../db/schema';
import { examAllowance } from './exam-allowance';

/**
 * GET /api/student/exams/options: the subjects the student may take exams in (unlocked, not
 * expired, active) with their topics, active templates and whether the bank can fill each one,
 * the subjects still locked, and the remaining exam allowance.
 */
export async function examOptions(
  db: Db,
  userId: string,
  subjectId?: string,
  now = new Date(),
): Promise<ExamOptions> {
  const all = await db
    .select({ id: subjects.id, slug: subjects.slug, name: subjects.name, board: subjects.board })
    .from(subjects)
    .where(and(eq(subjects.isActive, true), subjectId ? eq(subjects.id, subjectId) : undefined))
    .orderBy(asc(subjects.sortOrder), asc(subjects.name));
  const unlocks = await db
    .select({
      subjectId: subjectUnlocks.subjectId,
      until: sql<string>`max(${subjectUnlocks.expiresAt})`,
    })
    .from(subjectUnlocks)
    .where(and(eq(subjectUnlocks.userId, userId), gt(subjectUnlocks.expiresAt, now)))
    .groupBy(subjectUnlocks.subjectId);
  const until = new Map(unlocks.map((u) => [u.subjectId, new Date(u.until)]));
  const open = all.filter((s) => until.has(s.id));

  const result: ExamOptions['subjects'] = [];
  for (const s of open) {
    const topicRows = await db
      .select({
        id: topics.id,
        slug: topics.slug,
        name: topics.name,
        blueprintWeight: topics.blueprintWeight,
      })
      .from(topics)
      .where(and(eq(topics.subjectId, s.id), eq(topics.isActive, true)))
      .orderBy(asc(topics.sortOrder), asc(topics.name));
    const counts = await db
      .select({ topicId: questions.topicId, n: sql<number>`count(*)::int` })
      .from(questions)
      .where(and(eq(questions.subjectId, s.id), eq(questions.status, 'confirmed')))
      .groupBy(questions.topicId);
    const available = new Map(counts.map((c) => [c.topicId, Number(c.n)]));
    const bySlug = new Map(topicRows.map((t) => [t.slug, t]));
    const templates = await db
      .select()
      .from(examTemplates)
      .where(and(eq(examTemplates.subjectId, s.id), eq(examTemplates.isActive, true)))
      .orderBy(asc(examTemplates.name));
    result.push({
      ...s,
      board: s.board as ExamOptions['subjects'][number]['board'],
      unlockedUntil: (until.get(s.id) ?? now).toISOString(),
      topics: topicRows.map((t) => ({ ...t, available: available.get(t.id) ?? 0 })),
      templates: templates.map((t) => {
        const used = new Set<string>();
        let fillable = true;
        for (const section of t.sections) {
          const ids = section.topics
            ? section.topics.flatMap((slug) => {
                const topic = bySlug.get(slug);
                return topic ? [topic.id] : [];
              })
            : topicRows.map((x) => x.id);
          for (const id of ids) used.add(id);
          const n = ids.reduce((sum, id) => sum + (available.get(id) ?? 0), 0);
          if (n < section.questionCount) fillable = false;
        }
        const totalQuestions = t.sections.reduce((n, x) => n + x.questionCount, 0);
        const pool = [...used].reduce((sum, id) => sum + (available.get(id) ?? 0), 0);
        return {
          id: t.id,
          name: t.name,
          description: t.description,
          kind: t.kind as 'full',
          totalQuestions,
          totalMinutes: t.sections.reduce((n, x) => n + x.durationMinutes, 0),
          sections: t.sections.map((x) => ({
            title: x.title,
            questionCount: x.questionCount,
            durationMinutes: x.durationMinutes,
            calculator: x.calculator,
          })),
          fillable: fillable && pool >= totalQuestions,
        };
      }),
    });
  }
  return {
    subjects: result,
    lockedSubjects: all
      .filter((s) => !until.has(s.id))
      .map((s) => ({ id: s.id, name: s.name, board: s.board as 'AP' })),
    allowance: await examAllowance(db, userId, now),
    limits: {
      minQuestions: CUSTOM_MIN_QUESTIONS,
      maxQuestions: CUSTOM_MAX_QUESTIONS,
      maxMinutes: CUSTOM_MAX_MINUTES,
    },
  };
}
