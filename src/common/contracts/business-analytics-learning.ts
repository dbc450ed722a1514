import { z } from 'zod';
import { periodQuerySchema, resolvedPeriodSchema } from './analytics-period';
import { DIFFICULTIES } from './content';
import { EXAM_MODES } from './exams';
import { ITEM_FLAGS } from './question-insights';

/**
 * Content analytics and user behaviour analytics (issue 17): GET /api/admin/analytics/content
 * and GET /api/admin/analytics/user-behavior, both with the analytics period (`?days=` or
 * `?from=&to=`).
 */
export const learningAnalyticsQuerySchema = periodQuerySchema;
export type LearningAnalyticsQuery = z.infer<typeof learningAnalyticsQuerySchema>;

/** How many rows the "most missed" and "flagged" lists show. */
export const MOST_MISSED_LIMIT = 10;
export const FLAGGED_LIMIT = 20;

const named = z.object({ id: z.string(), name: z.string() });
const byDifficulty = z.object({
  easy: z.number().int(),
  medium: z.number().int(),
  hard: z.number().int(),
});

// ── Content ─────────────────────────────────────────────────────────────────────────────────

export const contentSubjectRowSchema = z.object({
  subject: named,
  /** Every question of the subject, whatever its status. */
  total: z.number().int(),
  confirmed: z.number().int(),
  pendingReview: z.number().int(),
  draft: z.number().int(),
  /** Confirmed questions by difficulty. */
  confirmedByDifficulty: byDifficulty,
  /** Questions created in the period. */
  addedInPeriod: z.number().int(),
  /** Questions confirmed in the period. */
  confirmedInPeriod: z.number().int(),
  /** Active templates of the subject. */
  templates: z.number().int(),
});
export type ContentSubjectRow = z.infer<typeof contentSubjectRowSchema>;

export const topicCoverageSchema = z.object({
  topic: named.extend({ weight: z.number().int() }),
  subject: named,
  /** Confirmed questions by difficulty. */
  confirmed: byDifficulty,
  available: z.number().int(),
  /**
   * The most questions one exam of an active template draws from this topic by blueprint weight
   * (largest remainders, sections summed); 0 when no active template uses the topic.
   */
  needed: z.number().int(),
  /** The template that needs the most, when one does. */
  neededBy: named.nullable(),
  /** needed − available, at least 0: questions missing for one exam. */
  shortfall: z.number().int(),
  /**
   * Difficulties with fewer confirmed questions than `needed` (an exam of one target difficulty
   * draws that difficulty first).
   */
  thinDifficulties: z.array(z.enum(DIFFICULTIES)),
});
export type TopicCoverage = z.infer<typeof topicCoverageSchema>;

export const flaggedItemSchema = z.object({
  id: z.string(),
  stem: z.string(),
  subject: named,
  topic: named,
  /** Responses in the period. */
  responses: z.number().int(),
  /** Mean score in the period, percent. */
  facility: z.number(),
  /** Item score against rest-of-attempt score in the period, percent; null when undefined. */
  discrimination: z.number().nullable(),
  flags: z.array(z.enum(ITEM_FLAGS)),
});
export type FlaggedItem = z.infer<typeof flaggedItemSchema>;

export const missedQuestionSchema = z.object({
  id: z.string(),
  stem: z.string(),
  subject: named,
  topic: named,
  difficulty: z.enum(DIFFICULTIES),
  responses: z.number().int(),
  /** Responses without full credit. */
  missed: z.number().int(),
  /** missed / responses, 0–1. */
  missRate: z.number(),
});
export type MissedQuestion = z.infer<typeof missedQuestionSchema>;

export const contentAnalyticsSchema = z.object({
  period: resolvedPeriodSchema,
  totals: z.object({
    questions: z.number().int(),
    confirmed: z.number().int(),
    addedInPeriod: z.number().int(),
    confirmedInPeriod: z.number().int(),
    /** Scored answers (item responses) in the period. */
    responses: z.number().int(),
    /** Topics whose confirmed questions cannot fill one exam of an active template. */
    thinTopics: z.number().int(),
  }),
  subjects: z.array(contentSubjectRowSchema),
  coverage: z.array(topicCoverageSchema),
  flagged: z.object({
    /** Responses an item needs in the period before it is judged. */
    minResponses: z.number().int(),
    /** Items flagged in the period (the list shows the first FLAGGED_LIMIT). */
    total: z.number().int(),
    rows: z.array(flaggedItemSchema),
  }),
  mostMissed: z.array(missedQuestionSchema),
});
export type ContentAnalytics = z.infer<typeof contentAnalyticsSchema>;

// ── User behaviour ──────────────────────────────────────────────────────────────────────────

/** The exam journey, in order; each step counts students who also took every step before. */
export const JOURNEY_STEPS = [
  'signed_up',
  'started_exam',
  'finished_exam',
  'viewed_report',
  'second_exam',
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/** Retention columns shown per cohort (week or month 0 = the sign-up week or month). */
export const RETENTION_OFFSETS = 9;
/** Periods up to this many days get weekly cohorts; longer ones monthly. */
export const WEEKLY_COHORTS_UP_TO_DAYS = 91;

const withPrevious = z.object({ current: z.number(), previous: z.number() });

export const userBehaviorSchema = z.object({
  period: resolvedPeriodSchema,
  totals: z.object({
    /** Distinct students active in the period, and in the period before. */
    activeStudents: withPrevious,
    examsStarted: withPrevious,
    examsFinished: withPrevious,
    /** Minutes spent answering in exams finished in the period. */
    minutesSpent: withPrevious,
    signUps: withPrevious,
  }),
  /** Every day of the period (0 when nobody was active). */
  activeByDay: z.array(z.object({ date: z.string(), students: z.number().int() })),
  /** Weeks (Monday first) that overlap the period; the first and last may be partial. */
  activeByWeek: z.array(
    z.object({ weekStart: z.string(), students: z.number().int(), partial: z.boolean() }),
  ),
  examsByDay: z.array(
    z.object({ date: z.string(), started: z.number().int(), finished: z.number().int() }),
  ),
  /** Minutes answering per day (exams finished that day). */
  timeByDay: z.array(z.object({ date: z.string(), minutes: z.number(), exams: z.number().int() })),
  /** Per mode: exams finished in the period and minutes spent per exam. */
  timeByMode: z.array(
    z.object({
      mode: z.enum(EXAM_MODES),
      exams: z.number().int(),
      averageMinutes: z.number().nullable(),
      medianMinutes: z.number().nullable(),
    }),
  ),
  /** Students who signed up in the period, through the exam journey (up to today). */
  journey: z.array(z.object({ step: z.enum(JOURNEY_STEPS), students: z.number().int() })),
  retention: z.object({
    unit: z.enum(['week', 'month']),
    cohorts: z.array(
      z.object({
        /** First day of the cohort's week (Monday) or month. */
        start: z.string(),
        size: z.number().int(),
        /** Students of the cohort active in its week/month 0, 1, 2…; null while still to come. */
        active: z.array(z.number().int().nullable()),
      }),
    ),
  }),
});
export type UserBehavior = z.infer<typeof userBehaviorSchema>;
