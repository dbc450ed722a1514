import { and, asc, eq, sql } from 'drizzle-orm';
import type { TemplateScoring } from '../../../common/contracts/content';
import type { CreateExamInput, CustomDifficulty, ExamMode } from '../../../common/contracts/exams';
import type { Db, DbOrTx } from '../../db/client';
import {
  type ExamOrigin,
  type ExamSectionRecord,
  examItems,
  exams,
  examTemplates,
  profiles,
  questions,
  topics,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  type AssembledItem,
  assembleItems,
  type SectionBlueprint,
  shuffle,
} from './assemble-items';
import { assertExamAllowed, assertSubjectUnlocked } from './exam-allowance';
import { examTitlesFor } from './exam-titles';

export const PERCENT_SCORING: TemplateScoring = { scale: 'percent', cutPoints: [] };

type SubjectTopic = { id: string; slug: string; name: string; weight: number; isActive: boolean };

export async function subjectTopics(db: DbOrTx, subjectId: string): Promise<SubjectTopic[]> {
  return db
    .select({
      id: topics.id,
      slug: topics.slug,
      name: topics.name,
      weight: topics.blueprintWeight,
      isActive: topics.isActive,
    })
    .from(topics)
    .where(eq(topics.subjectId, subjectId))
    .orderBy(asc(topics.sortOrder), asc(topics.name));
}

export type ExamPlan = {
  subjectId: string;
  templateId: string | null;
  title: string;
  mode: ExamMode;
  origin: ExamOrigin;
  timed: boolean;
  difficulty: CustomDifficulty | null;
  scoring: TemplateScoring;
  sourceExamId?: string | null;
  sections: (Omit<ExamSectionRecord, 'startedAt' | 'deadlineAt' | 'finishedAt' | 'topicIds'> & {
    topics: SectionBlueprint['topics'];
  })[];
  /** Follow-ups that reuse given questions (retry incorrect) instead of drawing. */
  fixedQuestionIds?: string[];
};

/**
 * Checks the subject is unlocked and the allowance not used up, assembles the questions and
 * stores the exam (status `ready`), all in one transaction that holds the student's profile row,
 * so two exams created at once cannot both take the last allowance.
 */
export async function storeExam(db: Db, userId: string, plan: ExamPlan, now = new Date()) {
  return db.transaction(async (tx) => {
    const [holder] = await tx
      .select({ extraTimePercent: profiles.extraTimePercent, extraBreaks: profiles.extraBreaks })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    await assertSubjectUnlocked(tx, userId, plan.subjectId, now);
    await assertExamAllowed(tx, userId, now);

    const total = plan.sections.reduce((n, s) => n + s.questionCount, 0);
    let items: AssembledItem[] = [];
    if (plan.mode === 'adaptive') {
      const topicIds = [...new Set(plan.sections.flatMap((s) => s.topics.map((t) => t.id)))];
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(questions)
        .where(
          and(
            eq(questions.subjectId, plan.subjectId),
            eq(questions.status, 'confirmed'),
            sql`${questions.topicId} in (select jsonb_array_elements_text(${JSON.stringify(topicIds)}::jsonb)::uuid)`,
          ),
        );
      const available = Number(row?.n ?? 0);
      if (available < total) {
        throw new AppError(
          'BANK_TOO_SMALL',
          `An adaptive exam of up to ${total} questions needs at least ${total} confirmed questions in its topics; the question bank has ${available}. Choose fewer questions or more topics.`,
        );
      }
    } else if (plan.fixedQuestionIds) {
      const rows = await tx
        .select({ id: questions.id, choices: questions.choices })
        .from(questions)
        .where(
          sql`${questions.id} in (select jsonb_array_elements_text(${JSON.stringify(plan.fixedQuestionIds)}::jsonb)::uuid)`,
        );
      const byId = new Map(rows.map((r) => [r.id, r]));
      items = plan.fixedQuestionIds.flatMap((id) => {
        const q = byId.get(id);
        return q
          ? [{ questionId: id, section: 0, choiceOrder: shuffle(q.choices.map((c) => c.id)) }]
          : [];
      });
    } else {
      items = await assembleItems(tx, {
        userId,
        subjectId: plan.subjectId,
        sections: plan.sections.map((s) => ({
          title: s.title,
          questionCount: s.questionCount,
          topics: s.topics,
        })),
        difficulty: plan.difficulty,
      });
    }

    const [exam] = await tx
      .insert(exams)
      .values({
        userId,
        subjectId: plan.subjectId,
        templateId: plan.templateId,
        title: plan.title,
        mode: plan.mode,
        status: 'ready',
        settings: {
          origin: plan.origin,
          timed: plan.timed,
          difficulty: plan.difficulty,
          maxItems: plan.mode === 'adaptive' ? total : null,
          scoring: plan.scoring,
          sourceExamId: plan.sourceExamId ?? null,
          // The student's accommodations as of now: the exam keeps them (ADR 0029).
          accommodations: {
            extraTimePercent: holder?.extraTimePercent ?? 0,
            extraBreaks: holder?.extraBreaks ?? false,
          },
        },
        sections: plan.sections.map(({ topics: sectionTopics, ...s }) => ({
          ...s,
          topicIds: sectionTopics.map((t) => t.id),
          startedAt: null,
          deadlineAt: null,
          finishedAt: null,
        })),
        questionCount: plan.mode === 'adaptive' ? total : items.length,
        createdAt: now,
      })
      .returning({ id: exams.id });
    if (!exam) throw new Error('exam insert returned nothing');
    if (items.length > 0) {
      await tx.insert(examItems).values(
        items.map((item, i) => ({
          examId: exam.id,
          position: i + 1,
          section: item.section,
          questionId: item.questionId,
          choiceOrder: item.choiceOrder,
        })),
      );
    }
    return exam.id;
  });
}

const minutesOf = (timed: boolean, minutes: number) => (timed ? minutes : null);

/** POST /api/student/exams: a template or a custom exam, in one of the three modes. */
export async function createExam(
  db: Db,
  userId: string,
  input: CreateExamInput,
  now = new Date(),
): Promise<string> {
  // Refuse a locked subject before looking at the rest of the request.
  const subject = await assertSubjectUnlocked(db, userId, input.subjectId, now);
  const all = await subjectTopics(db, input.subjectId);

  if (input.templateId) {
    const [template] = await db
      .select()
      .from(examTemplates)
      .where(
        and(
          eq(examTemplates.id, input.templateId),
          eq(examTemplates.subjectId, input.subjectId),
          eq(examTemplates.isActive, true),
        ),
      )
      .limit(1);
    if (!template) {
      throw new AppError('VALIDATION', `This template is not available for ${subject.name}`, {
        templateId: `This template is not available for ${subject.name}`,
      });
    }
    // Practice is for learning: untimed. Simulation and adaptive keep the template's clock.
    const timed = input.mode !== 'practice';
    const bySlug = new Map(all.map((t) => [t.slug, t]));
    const sections = template.sections.map((s) => ({
      title: s.title,
      directions: s.directions ?? '',
      calculator: s.calculator,
      questionCount: s.questionCount,
      durationMinutes: minutesOf(timed, s.durationMinutes),
      topics: (s.topics
        ? s.topics.flatMap((slug) => {
            const t = bySlug.get(slug);
            return t ? [t] : [];
          })
        : all.filter((t) => t.isActive)
      ).map((t) => ({ id: t.id, name: t.name, weight: t.weight })),
    }));
    const adaptiveSections =
      input.mode === 'adaptive'
        ? [
            {
              title: template.name,
              directions: sections[0]?.directions ?? '',
              calculator: sections.some((s) => s.calculator),
              questionCount: sections.reduce((n, s) => n + s.questionCount, 0),
              durationMinutes: timed
                ? template.sections.reduce((n, s) => n + s.durationMinutes, 0)
                : null,
              topics: mergeTopics(sections.flatMap((s) => s.topics)),
            },
          ]
        : sections;
    return storeExam(
      db,
      userId,
      {
        subjectId: input.subjectId,
        templateId: template.id,
        title: template.name,
        mode: input.mode,
        origin: 'template',
        timed,
        difficulty: null,
        scoring: template.scoring,
        sections: adaptiveSections,
      },
      now,
    );
  }

  const custom = input.custom;
  if (!custom) throw new AppError('VALIDATION', 'Choose a template or build a custom exam');
  const byId = new Map(all.map((t) => [t.id, t]));
  const unknown = custom.topicIds.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    const message = `Choose topics of ${subject.name}`;
    throw new AppError('VALIDATION', message, { 'custom.topicIds': message });
  }
  const chosen = custom.topicIds.flatMap((id) => {
    const t = byId.get(id);
    return t ? [{ id: t.id, name: t.name, weight: t.weight }] : [];
  });
  const timed = custom.timed;
  const n = custom.questionCount;
  const titles = await examTitlesFor(db, userId);
  return storeExam(
    db,
    userId,
    {
      subjectId: input.subjectId,
      templateId: null,
      title: titles.custom(subject.name, input.mode, n),
      mode: input.mode,
      origin: 'custom',
      timed,
      difficulty: custom.difficulty,
      scoring: PERCENT_SCORING,
      sections: [
        {
          title: titles.customSection,
          directions: '',
          calculator: true,
          questionCount: n,
          durationMinutes: timed ? (custom.minutes ?? n * 2) : null,
          topics: chosen,
        },
      ],
    },
    now,
  );
}

function mergeTopics(list: SectionBlueprint['topics']): SectionBlueprint['topics'] {
  const seen = new Map<string, SectionBlueprint['topics'][number]>();
  for (const t of list) if (!seen.has(t.id)) seen.set(t.id, t);
  return [...seen.values()];
}
