import type { StudyPlan, StudyPlanInput } from '../../../common/contracts/learning';
import type { Db } from '../../db/client';
import { studyPlans } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { assertSubjectUnlocked } from '../exams/exam-allowance';
import { assertSubjectExists } from './create-review-exam';
import { getStudyPlan } from './get-study-plan';
import { daysBetween, isoDay, minPercentFor, targetsOf } from './plan-schedule';
import { activePlanTemplates, type PlanTemplate } from './plan-template';

/** Furthest exam date a plan accepts, in days (two years). */
const MAX_DAYS_AHEAD = 731;

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

/**
 * PUT /api/student/learning/plans/:subjectId: sets (or changes) the plan. The exam date must be
 * today or later and at most two years ahead; the target must be on the template's scale (a label
 * of its cut points, 1–100 on a percent scale). Changing a plan keeps its start, so the progress
 * since then still counts.
 */
export async function saveStudyPlan(
  db: Db,
  userId: string,
  subjectId: string,
  input: StudyPlanInput,
  now = new Date(),
): Promise<StudyPlan> {
  await assertSubjectExists(db, subjectId);
  await assertSubjectUnlocked(db, userId, subjectId, now);

  const examDate = input.examDate;
  const parsed = new Date(`${examDate}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || isoDay(parsed) !== examDate) {
    throw invalid('examDate', 'Exam date must be a date (YYYY-MM-DD)');
  }
  const ahead = daysBetween(isoDay(now), examDate);
  if (ahead < 0) throw invalid('examDate', 'The exam date cannot be in the past');
  if (ahead > MAX_DAYS_AHEAD) {
    throw invalid('examDate', 'The exam date must be within two years from today');
  }

  const templates = await activePlanTemplates(db, subjectId);
  let template: PlanTemplate | null = templates[0] ?? null;
  if (input.templateId) {
    template = templates.find((t) => t.id === input.templateId) ?? null;
    if (!template)
      throw invalid('templateId', 'This exam template is not available for this subject');
  }
  const scoring = template?.scoring ?? { scale: 'percent' as const, cutPoints: [] };
  const percent = minPercentFor(scoring, input.targetScore);
  if (percent === null) {
    const choices =
      scoring.scale === 'percent' || scoring.cutPoints.length === 0
        ? 'a percent from 1 to 100'
        : `one of ${targetsOf(scoring).join(', ')}`;
    throw invalid('targetScore', `Target score is not on this exam’s scale: choose ${choices}`);
  }
  // Stored as the scale writes it: "85" rather than "85%" or " 85".
  const targetScore =
    scoring.scale === 'percent' || scoring.cutPoints.length === 0
      ? String(percent)
      : input.targetScore.trim();

  await db
    .insert(studyPlans)
    .values({
      userId,
      subjectId,
      templateId: template?.id ?? null,
      examDate,
      targetScore,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [studyPlans.userId, studyPlans.subjectId],
      set: { templateId: template?.id ?? null, examDate, targetScore, updatedAt: now },
    });
  const plan = await getStudyPlan(db, userId, subjectId, now);
  if (!plan) throw new Error('study plan vanished after saving');
  return plan;
}
