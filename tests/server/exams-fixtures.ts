import { eq, sql } from 'drizzle-orm';
import { FREE_TRIAL_PACKAGE_ID } from '../../src/common/constants';
import type { Difficulty } from '../../src/common/contracts/content';
import {
  exams,
  examTemplates,
  questions,
  subjects,
  subjectUnlocks,
  topics,
  usersPackages,
} from '../../src/server/db/schema';
import { contentHash, normalizeText } from '../../src/server/modules/questions/normalize';
import type { TestUser } from '../helpers/factory';
import type { TestContext } from '../helpers/test-app';

const DAY = 86_400_000;
let counter = 0;

export type Bank = { subjectId: string; topicIds: string[]; name: string };

/**
 * A subject of its own with topics (weights) and confirmed single-choice questions whose right
 * answer is choice 'a'; `drafts` adds unconfirmed ones that must never reach an exam.
 */
export async function makeBank(
  ctx: TestContext,
  spec: { topics: { weight: number; count: number; difficulty?: Difficulty }[]; drafts?: number },
): Promise<Bank> {
  const db = ctx.database.db;
  counter += 1;
  const slug = `exam-lab-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const name = `Exam Lab ${counter}`;
  const [subject] = await db
    .insert(subjects)
    .values({ slug, name, board: 'AP', sortOrder: 90 + counter })
    .returning({ id: subjects.id });
  const subjectId = subject?.id ?? '';
  const topicIds: string[] = [];
  for (const [i, t] of spec.topics.entries()) {
    const [row] = await db
      .insert(topics)
      .values({
        subjectId,
        slug: `t${i}`,
        name: `Topic ${i}`,
        blueprintWeight: t.weight,
        sortOrder: i,
      })
      .returning({ id: topics.id });
    topicIds.push(row?.id ?? '');
    await addQuestions(ctx, subjectId, row?.id ?? '', t.count, t.difficulty ?? 'medium');
  }
  if (spec.drafts) {
    await addQuestions(ctx, subjectId, topicIds[0] ?? '', spec.drafts, 'medium', 'draft');
  }
  return { subjectId, topicIds, name };
}

export async function addQuestions(
  ctx: TestContext,
  subjectId: string,
  topicId: string,
  count: number,
  difficulty: Difficulty,
  status = 'confirmed',
) {
  if (count === 0) return;
  const values = Array.from({ length: count }, () => {
    counter += 1;
    const stem = `Exam question ${counter} ${Math.random().toString(36).slice(2)}: pick a`;
    const choices = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Choice ${id} of ${counter}` }));
    return {
      subjectId,
      topicId,
      type: 'single',
      stem,
      choices,
      answer: { type: 'single' as const, correct: 'a' },
      explanation: `Because a (${counter})`,
      difficulty,
      irtB: difficulty === 'easy' ? -1 : difficulty === 'hard' ? 1 : 0,
      irtC: 0.25,
      status,
      contentHash: contentHash(stem, choices),
      normalizedStem: normalizeText(stem),
    };
  });
  await ctx.database.db.insert(questions).values(values);
}

/** An active package (exam_limit null = unlimited) and an unlock of the subject. */
export async function grantAccess(
  ctx: TestContext,
  user: TestUser,
  subjectId: string,
  opts: { examLimit?: number | null; unlockExpiresAt?: Date } = {},
) {
  const db = ctx.database.db;
  const [pkg] = await db
    .insert(usersPackages)
    .values({
      userId: user.id,
      packageId: FREE_TRIAL_PACKAGE_ID,
      packageName: 'Test package',
      packagePrice: 0,
      packageUnlockPoints: 1,
      availability: 0,
      examLimit: opts.examLimit === undefined ? null : opts.examLimit,
      purchaseDate: new Date(Date.now() - DAY),
      expiryDate: new Date(Date.now() + 30 * DAY),
    })
    .returning({ id: usersPackages.id });
  await db.insert(subjectUnlocks).values({
    userId: user.id,
    subjectId,
    usersPackageId: pkg?.id ?? '',
    expiresAt: opts.unlockExpiresAt ?? new Date(Date.now() + 30 * DAY),
  });
}

export async function makeTemplate(
  ctx: TestContext,
  subjectId: string,
  sections: {
    title: string;
    questionCount: number;
    durationMinutes: number;
    topics: string[] | null;
  }[],
  scale: 'ap_1_5' | 'percent' = 'ap_1_5',
) {
  const [row] = await ctx.database.db
    .insert(examTemplates)
    .values({
      subjectId,
      slug: `tpl-${Math.random().toString(36).slice(2, 10)}`,
      name: 'Lab template',
      kind: sections.length > 1 ? 'full' : 'section',
      sections: sections.map((s) => ({ ...s, calculator: false, directions: 'Answer all.' })),
      scoring: {
        scale,
        cutPoints:
          scale === 'percent'
            ? []
            : [
                { label: '5', minPercent: 80 },
                { label: '4', minPercent: 60 },
                { label: '3', minPercent: 40 },
                { label: '2', minPercent: 20 },
                { label: '1', minPercent: 0 },
              ],
      },
    })
    .returning({ id: examTemplates.id });
  return row?.id ?? '';
}

/** Moves an exam's clock `ms` into the past (as if it had started that long ago). */
export async function backdate(ctx: TestContext, examId: string, ms: number) {
  const db = ctx.database.db;
  const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
  if (!exam) throw new Error('no exam');
  const shift = (v: string | null) =>
    v ? new Date(new Date(v).getTime() - ms).toISOString() : null;
  await db
    .update(exams)
    .set({
      startedAt: exam.startedAt ? new Date(exam.startedAt.getTime() - ms) : null,
      deadlineAt: exam.deadlineAt ? new Date(exam.deadlineAt.getTime() - ms) : null,
      createdAt: new Date(exam.createdAt.getTime() - ms),
      sections: exam.sections.map((s) => ({
        ...s,
        startedAt: shift(s.startedAt),
        deadlineAt: shift(s.deadlineAt),
        finishedAt: shift(s.finishedAt),
      })),
    })
    .where(eq(exams.id, examId));
}

export async function api(
  ctx: TestContext,
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

export const examCount = async (ctx: TestContext, userId: string) => {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(exams)
    .where(eq(exams.userId, userId));
  return Number(row?.n ?? 0);
};
