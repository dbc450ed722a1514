import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TemplateScoring } from '../../../common/contracts/content';
import type { CustomDifficulty, ItemAnswer, ItemHighlight } from '../../../common/contracts/exams';
import { examTemplates, questions, subjects } from './content';
import { profiles } from './profiles';

/** One section of one exam: what it is, and (once taken) its server-authoritative clock. */
export type ExamSectionRecord = {
  title: string;
  directions: string;
  calculator: boolean;
  questionCount: number;
  /** null: untimed. */
  durationMinutes: number | null;
  topicIds: string[];
  startedAt: string | null;
  deadlineAt: string | null;
  finishedAt: string | null;
  /**
   * Extra breaks (ADR 0029): set on the section that follows a break, until when the break lasts;
   * the section opens when the student resumes or at this time, whichever comes first.
   */
  breakEndsAt?: string | null;
};

/** review: due review cards (learning/create-review-exam.ts); study_plan: a plan's day (issue 18). */
export type ExamOrigin =
  | 'template'
  | 'custom'
  | 'retry_incorrect'
  | 'weak_topics'
  | 'review'
  | 'study_plan';

export type ExamSettings = {
  origin: ExamOrigin;
  timed: boolean;
  difficulty: CustomDifficulty | null;
  /** Adaptive: the most items the engine may give. */
  maxItems: number | null;
  scoring: TemplateScoring;
  /** Follow-up exams: the exam they came from. */
  sourceExamId: string | null;
  /**
   * The student's testing accommodations when the exam was created (ADR 0029): they apply to
   * this exam's timed sections whatever changes later. Absent on exams created before issue 20.
   */
  accommodations?: { extraTimePercent: number; extraBreaks: boolean };
};

export type ExamBand = { theta: number; se: number; low: string; high: string; label: string };

/** A student's exam (domain.md: Exams). */
export const exams = pgTable(
  'exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id),
    templateId: uuid('template_id').references(() => examTemplates.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    mode: text('mode').notNull(),
    status: text('status').notNull().default('ready'),
    settings: jsonb('settings').$type<ExamSettings>().notNull(),
    sections: jsonb('sections').$type<ExamSectionRecord[]>().notNull(),
    currentSection: integer('current_section').notNull().default(0),
    /** Adaptive engine state (irt/adaptive-session.ts), JSON. */
    adaptiveState: jsonb('adaptive_state'),
    questionCount: integer('question_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** The current section's deadline (server-authoritative); null when untimed. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    rawScore: doublePrecision('raw_score'),
    maxScore: integer('max_score'),
    percent: doublePrecision('percent'),
    scaled: text('scaled'),
    theta: doublePrecision('theta'),
    thetaSe: doublePrecision('theta_se'),
    /** Scaled-score band from θ ± 1.96 SE, fixed when the exam is scored. */
    band: jsonb('band').$type<ExamBand>(),
    /**
     * The time spent on the exam's items, summed when it closes (they no longer change then);
     * null while it is open. Analytics read it instead of summing ~20 item rows per exam.
     */
    timeSpentMs: integer('time_spent_ms'),
  },
  (t) => [
    check('exams_mode_check', sql`${t.mode} in ('practice', 'simulation', 'adaptive')`),
    check(
      'exams_status_check',
      sql`${t.status} in ('ready', 'in_progress', 'submitted', 'expired')`,
    ),
    index('exams_user_idx').on(t.userId, t.createdAt),
    index('exams_user_subject_idx').on(t.userId, t.subjectId),
    index('exams_deadline_idx').on(t.status, t.deadlineAt),
    index('exams_template_idx').on(t.templateId, t.status),
    // Analytics read exams by when they were created, started and finished (issue 17); the
    // student rides along so that active-student counts read the index alone (ADR 0016).
    index('exams_created_idx').on(t.createdAt),
    index('exams_started_idx').on(t.startedAt, t.userId),
    index('exams_submitted_idx').on(t.submittedAt, t.userId),
    // Finished exams by the time they closed, with what user behaviour sums (mode, time spent;
    // the id for an exam written without its time): read from the index alone, not the wide rows.
    index('exams_finished_time_idx')
      .on(t.submittedAt, t.userId, t.mode, t.timeSpentMs, t.id)
      .where(sql`${t.status} in ('submitted', 'expired')`),
    // The learning model (issue 18, ADR 0017): a student's finished exams per subject, newest
    // last (trend, prediction), the exam to resume, and every peer's latest exam on a template
    // with its percent, read from the index alone (percentile).
    index('exams_user_closed_idx')
      .on(t.userId, t.subjectId, t.submittedAt)
      .where(sql`${t.status} in ('submitted', 'expired')`),
    index('exams_user_open_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.status} in ('in_progress', 'ready')`),
    index('exams_template_peers_idx')
      .on(t.templateId, t.userId, t.submittedAt.desc(), t.percent)
      .where(sql`${t.status} in ('submitted', 'expired')`),
  ],
);

/** One question of one exam, with the student's answer as saved. */
export const examItems = pgTable(
  'exam_items',
  {
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    /** 1-based across the exam. */
    position: integer('position').notNull(),
    section: integer('section').notNull().default(0),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    /** Choice ids in the order this exam shows them. */
    choiceOrder: jsonb('choice_order').$type<string[]>().notNull().default([]),
    answer: jsonb('answer').$type<ItemAnswer>(),
    isCorrect: boolean('is_correct'),
    score: doublePrecision('score'),
    flagged: boolean('flagged').notNull().default(false),
    eliminated: jsonb('eliminated').$type<string[]>().notNull().default([]),
    /** The student's highlighter marks on the stem and passage (at most MAX_HIGHLIGHTS). */
    highlights: jsonb('highlights').$type<ItemHighlight[]>().notNull().default([]),
    timeSpentMs: integer('time_spent_ms').notNull().default(0),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The client's sequence number of the last save applied (last write wins). */
    clientSeq: integer('client_seq').notNull().default(-1),
    /** Scored while the exam runs (adaptive items, checked practice answers): the answer stays. */
    locked: boolean('locked').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.position] }),
    // An exam never repeats a question.
    uniqueIndex('exam_items_exam_question_idx').on(t.examId, t.questionId),
    index('exam_items_question_idx').on(t.questionId),
    // An exam's time spent (the sum of its items') read from the index alone: the heap rows
    // are wide, and analytics sum them for thousands of exams (ADR 0016).
    index('exam_items_exam_time_idx').on(t.examId, t.timeSpentMs),
  ],
);
