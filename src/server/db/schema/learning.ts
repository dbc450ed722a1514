import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { examTemplates, questions, subjects, topics } from './content';
import { profiles } from './profiles';

/**
 * A student's ability on one topic (domain.md: learning model): θ and SE from every response the
 * student gave to the topic's questions, recomputed when an exam closes. The mastery level
 * (Attempted … Mastered) follows from θ through the thresholds of `learning/mastery-levels.ts`.
 */
export const topicMastery = pgTable(
  'topic_mastery',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id),
    theta: doublePrecision('theta').notNull(),
    se: doublePrecision('se').notNull(),
    responses: integer('responses').notNull(),
    correct: doublePrecision('correct').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topicId] }),
    index('topic_mastery_user_subject_idx').on(t.userId, t.subjectId),
  ],
);

/**
 * One question in a student's spaced-review queue (ts-fsrs card). A missed question becomes a
 * card; a review exam grades it back. Columns mirror ts-fsrs's `Card`.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
    state: integer('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('review_cards_user_question_idx').on(t.userId, t.questionId),
    index('review_cards_user_due_idx').on(t.userId, t.due),
    check('review_cards_state_check', sql`${t.state} between 0 and 3`),
  ],
);

/**
 * A student's study plan for one subject: the exam date and the target score on the scale of
 * the template the plan follows. The daily counts are derived, so the plan re-balances itself.
 */
export const studyPlans = pgTable(
  'study_plans',
  {
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id),
    templateId: uuid('template_id').references(() => examTemplates.id, { onDelete: 'set null' }),
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    /** A label of the template's scale ("4", "A*", "650") or a percent for percent scales. */
    targetScore: text('target_score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectId] })],
);
