import { z } from 'zod';
import { MASTERY_LEVELS, type MasteryLevel } from '../mastery-levels';
import { BOARDS, DIFFICULTIES, SCORING_SCALES } from './content';
import { EXAM_MODES } from './exams';

/**
 * The learning model (issue 18, domain.md: Adaptive engine and learning model): mastery per
 * topic, progress analytics, study plans and spaced review. Every endpoint needs a student
 * session and reads or changes only the caller's own data.
 *
 * Endpoints (request → response schema):
 * - GET    /api/student/learning/overview                 → learningOverviewSchema (dashboard)
 * - GET    /api/student/learning/subjects/:subjectId      → subjectProgressSchema
 * - PUT    /api/student/learning/plans/:subjectId         studyPlanInputSchema → studyPlanSchema
 * - DELETE /api/student/learning/plans/:subjectId         → 204
 * - POST   /api/student/learning/plans/:subjectId/today   → 201 createdExamSchema (today's practice)
 * - POST   /api/student/learning/review                   reviewInputSchema → 201 createdExamSchema
 *
 * A subject the student has not unlocked answers SUBJECT_LOCKED (403) for plans, today's
 * practice and review, as exam creation does; an unknown subject answers 404.
 */

export { MASTERY_LEVELS, type MasteryLevel };

/** The rule that earns a level, shown in the UI beside the topic map. */
export const masteryThresholdSchema = z.object({
  level: z.enum(MASTERY_LEVELS),
  /** θ at or above which the level is reached; null for levels that need only a response. */
  minTheta: z.number().nullable(),
  /** SE at or below which the level is reached (enough evidence); null: no condition. */
  maxSe: z.number().nullable(),
  /** Fewest responses on the topic the level needs. */
  minResponses: z.number().int(),
});
export type MasteryThreshold = z.infer<typeof masteryThresholdSchema>;

export const topicMasterySchema = z.object({
  topicId: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** The topic's blueprint weight, percent of a full exam. */
  weight: z.number().int(),
  level: z.enum(MASTERY_LEVELS),
  theta: z.number().nullable(),
  se: z.number().nullable(),
  responses: z.number().int(),
  /** Percent of credit earned over all responses; null without responses. */
  accuracy: z.number().nullable(),
});
export type TopicMastery = z.infer<typeof topicMasterySchema>;

/** A score on a template's scale with its band (θ ± 1.96 SE): "predicted AP score 4 (3–5)". */
export const predictedScoreSchema = z.object({
  templateId: z.uuid(),
  templateName: z.string(),
  scale: z.enum(SCORING_SCALES),
  label: z.string(),
  low: z.string(),
  high: z.string(),
  /** How many submitted exams the prediction rests on. */
  basedOnExams: z.number().int(),
});
export type PredictedScore = z.infer<typeof predictedScoreSchema>;

export const percentileSchema = z.object({
  templateId: z.uuid(),
  templateName: z.string(),
  /** Percent of peers (other students' latest submitted exam on the template) scoring below. */
  percentile: z.number().min(0).max(100),
  peers: z.number().int(),
});
export type Percentile = z.infer<typeof percentileSchema>;

export const trendPointSchema = z.object({
  examId: z.uuid(),
  title: z.string(),
  mode: z.enum(EXAM_MODES),
  submittedAt: z.string(),
  percent: z.number(),
  scaled: z.string().nullable(),
  /** The exam's band on its scale, when it has one. */
  low: z.string().nullable(),
  high: z.string().nullable(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const difficultyStatSchema = z.object({
  difficulty: z.enum(DIFFICULTIES),
  responses: z.number().int(),
  /** Percent of credit earned; null without responses. */
  accuracy: z.number().nullable(),
  /** Mean time per answered question, ms; null without responses. */
  averageMs: z.number().nullable(),
});
export type DifficultyStat = z.infer<typeof difficultyStatSchema>;

export const NEXT_ACTION_KINDS = [
  'resume_exam',
  'review',
  'plan_today',
  'practise_topic',
  'first_exam',
  'unlock',
  'buy',
] as const;
export type NextActionKind = (typeof NEXT_ACTION_KINDS)[number];

/** The one thing the student should do next, most urgent first (the order of the kinds). */
export const nextActionSchema = z.object({
  kind: z.enum(NEXT_ACTION_KINDS),
  /** resume_exam: the exam in progress. */
  examId: z.uuid().nullable(),
  subjectId: z.uuid().nullable(),
  subjectName: z.string().nullable(),
  /** practise_topic: the weakest topic. */
  topicId: z.uuid().nullable(),
  topicName: z.string().nullable(),
  /** review: cards due now. */
  dueCards: z.number().int().nullable(),
});
export type NextAction = z.infer<typeof nextActionSchema>;

export const PLAN_STATUSES = ['on_track', 'behind', 'ahead', 'done', 'past'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const planTopicSchema = z.object({
  topicId: z.uuid(),
  name: z.string(),
  weight: z.number().int(),
  level: z.enum(MASTERY_LEVELS),
  /** θ needed for the target minus the topic's θ (0 when reached). */
  gap: z.number(),
  /** weight × gap: the plan's order, highest first. */
  priority: z.number(),
  /** Questions of this topic in today's practice. */
  questionsToday: z.number().int(),
});
export type PlanTopic = z.infer<typeof planTopicSchema>;

export const studyPlanSchema = z.object({
  subjectId: z.uuid(),
  templateId: z.uuid().nullable(),
  templateName: z.string().nullable(),
  scale: z.enum(SCORING_SCALES),
  examDate: z.string(),
  targetScore: z.string(),
  /** Whole days from today to the exam date (0: the exam is today). */
  daysLeft: z.number().int(),
  /** Questions the plan asks for today (re-balanced from what is left and the days left). */
  todayTarget: z.number().int(),
  /** Questions of this subject answered today. */
  doneToday: z.number().int(),
  /** Questions the plan asks for from its start to the exam, and answered since its start. */
  totalTarget: z.number().int(),
  done: z.number().int(),
  /** Where the student should be by today on an even pace. */
  expectedByToday: z.number().int(),
  status: z.enum(PLAN_STATUSES),
  topics: z.array(planTopicSchema),
  createdAt: z.string(),
});
export type StudyPlan = z.infer<typeof studyPlanSchema>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const studyPlanInputSchema = z.object({
  examDate: z
    .string({ error: 'Exam date is required' })
    .regex(isoDate, 'Exam date must be a date (YYYY-MM-DD)'),
  targetScore: z
    .string({ error: 'Target score is required' })
    .trim()
    .min(1, 'Target score is required')
    .max(10, 'Target score is not on this exam’s scale'),
  /** The template whose scale and blueprint the plan follows; default: the subject's full exam. */
  templateId: z.uuid('Choose an exam template').nullable().optional(),
});
export type StudyPlanInput = z.infer<typeof studyPlanInputSchema>;

export const reviewInputSchema = z.object({
  /** Review only this subject's due cards; default: the subject with the most due cards. */
  subjectId: z.uuid('Choose a subject').nullable().optional(),
  /** Most cards in one review exam. */
  count: z.number().int().min(1).max(50).optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** The targets a plan can aim for on a template's scale (the form's choices). */
export const planTargetOptionSchema = z.object({
  templateId: z.uuid(),
  templateName: z.string(),
  scale: z.enum(SCORING_SCALES),
  /** Highest first: the scale's labels, or "50"…"100" for percent scales. */
  targets: z.array(z.string()),
});
export type PlanTargetOption = z.infer<typeof planTargetOptionSchema>;

export const subjectProgressSchema = z.object({
  subject: z.object({ id: z.uuid(), name: z.string(), board: z.enum(BOARDS) }),
  unlocked: z.boolean(),
  examsTaken: z.number().int(),
  thresholds: z.array(masteryThresholdSchema),
  topics: z.array(topicMasterySchema),
  /** Submitted exams, oldest first (the latest 50). */
  trend: z.array(trendPointSchema),
  byDifficulty: z.array(difficultyStatSchema),
  /** Mean time per answered question over all the subject's responses, ms. */
  averageMs: z.number().nullable(),
  predicted: predictedScoreSchema.nullable(),
  percentile: percentileSchema.nullable(),
  plan: studyPlanSchema.nullable(),
  planTargets: z.array(planTargetOptionSchema),
  dueCards: z.number().int(),
  nextAction: nextActionSchema,
});
export type SubjectProgress = z.infer<typeof subjectProgressSchema>;

export const subjectSummarySchema = z.object({
  subjectId: z.uuid(),
  name: z.string(),
  board: z.enum(BOARDS),
  unlocked: z.boolean(),
  examsTaken: z.number().int(),
  lastPercent: z.number().nullable(),
  predicted: predictedScoreSchema.nullable(),
  /** Topics per level (keys: MASTERY_LEVELS). */
  levels: z.record(z.enum(MASTERY_LEVELS), z.number().int()),
  dueCards: z.number().int(),
  plan: studyPlanSchema.nullable(),
});
export type SubjectSummary = z.infer<typeof subjectSummarySchema>;

export const learningOverviewSchema = z.object({
  /** Subjects unlocked or with at least one exam, in catalogue order. */
  subjects: z.array(subjectSummarySchema),
  dueCards: z.number().int(),
  /** Cards due within the next 7 days (after today), for "coming up". */
  dueSoon: z.number().int(),
  nextAction: nextActionSchema,
});
export type LearningOverview = z.infer<typeof learningOverviewSchema>;
