import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import type {
  QuestionAnswer,
  QuestionChoice,
  TemplateScoring,
  TemplateSection,
} from '../../../common/contracts/content';
import type {
  ItemModelAnswer,
  ItemModelDistractor,
  ItemModelVariable,
} from '../../../common/contracts/item-models';
import { profiles } from './profiles';

/** An exam subject (domain.md: Subjects, questions, templates). */
export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    board: text('board').notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('subjects_board_check', sql`${t.board} in ('AP', 'IGCSE', 'EST')`)],
);

export const topics = pgTable(
  'topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Share of a full exam drawn from this topic, in percent. */
    blueprintWeight: integer('blueprint_weight').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('topics_subject_slug_idx').on(t.subjectId, t.slug),
    check('topics_weight_range', sql`${t.blueprintWeight} between 0 and 100`),
  ],
);

/** A shared reading text several questions refer to (EST Literacy). */
export const passages = pgTable('passages', {
  id: uuid('id').primaryKey().defaultRandom(),
  subjectId: uuid('subject_id')
    .notNull()
    .references(() => subjects.id),
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A parametric question (domain.md: Generation; the format is documented in
 * common/contracts/item-models.ts): drawn values make many checked questions.
 */
export const itemModels = pgTable(
  'item_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id),
    name: text('name').notNull(),
    difficulty: text('difficulty').notNull(),
    questionType: text('question_type').notNull(),
    variables: jsonb('variables').$type<ItemModelVariable[]>().notNull(),
    constraints: jsonb('constraints').$type<string[]>().notNull().default([]),
    stem: text('stem').notNull(),
    explanation: text('explanation').notNull(),
    answer: jsonb('answer').$type<ItemModelAnswer>().notNull(),
    distractors: jsonb('distractors').$type<ItemModelDistractor[]>().notNull(),
    autoConfirm: boolean('auto_confirm').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('item_models_difficulty_check', sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
    check('item_models_question_type_check', sql`${t.questionType} in ('single', 'numeric')`),
    index('item_models_subject_idx').on(t.subjectId, t.updatedAt),
    // Exam assembly looks for a topic's active auto-confirming models.
    index('item_models_topic_idx').on(t.topicId),
  ],
);

/** easy < medium < hard, for sorting (and its index). */
export const questionDifficultyRank = (difficulty: AnyPgColumn) =>
  sql`(case ${difficulty} when 'easy' then 1 when 'medium' then 2 else 3 end)`;

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id),
    passageId: uuid('passage_id').references(() => passages.id),
    type: text('type').notNull(),
    stem: text('stem').notNull(),
    explanation: text('explanation').notNull().default(''),
    choices: jsonb('choices').$type<QuestionChoice[]>().notNull().default([]),
    answer: jsonb('answer').$type<QuestionAnswer>().notNull(),
    difficulty: text('difficulty').notNull(),
    irtA: doublePrecision('irt_a').notNull().default(1),
    irtB: doublePrecision('irt_b').notNull().default(0),
    irtC: doublePrecision('irt_c').notNull().default(0),
    calibratedAt: timestamp('calibrated_at', { withTimezone: true }),
    source: text('source').notNull().default('manual'),
    status: text('status').notNull().default('draft'),
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    confirmedBy: text('confirmed_by').references(() => profiles.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Normalised stem and choices: the same question cannot be stored twice. */
    contentHash: text('content_hash').notNull().unique(),
    /** Normalised stem, for near-duplicate search (pg_trgm). */
    normalizedStem: text('normalized_stem').notNull(),
    timesSeen: integer('times_seen').notNull().default(0),
    timesCorrect: integer('times_correct').notNull().default(0),
    totalTimeMs: doublePrecision('total_time_ms').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every edit and status move: a save from a stale copy is refused (ADR 19). */
    version: integer('version').notNull().default(1),
    /** The item model that generated the question (null once the model is deleted). */
    itemModelId: uuid('item_model_id').references(() => itemModels.id, { onDelete: 'set null' }),
    /** The draw behind a generated question: `{ seed, values }`, kept after the model is gone. */
    itemModelValues: jsonb('item_model_values').$type<{
      seed: number;
      values: Record<string, number | string>;
    }>(),
  },
  (t) => [
    check(
      'questions_type_check',
      sql`${t.type} in ('single', 'multiple', 'numeric', 'expression', 'text')`,
    ),
    check('questions_difficulty_check', sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
    check('questions_source_check', sql`${t.source} in ('manual', 'import', 'item_model', 'ai')`),
    check(
      'questions_status_check',
      sql`${t.status} in ('draft', 'pending_review', 'confirmed', 'archived')`,
    ),
    index('questions_subject_status_idx').on(t.subjectId, t.status),
    index('questions_topic_idx').on(t.topicId),
    index('questions_stem_trgm_idx').using('gin', sql`${t.normalizedStem} gin_trgm_ops`),
    // The question list pages through 50k+ rows by these orders without sorting them all.
    index('questions_updated_idx').on(t.updatedAt, t.id),
    index('questions_created_idx').on(t.createdAt, t.id),
    index('questions_subject_updated_idx').on(t.subjectId, t.updatedAt, t.id),
    index('questions_difficulty_rank_idx').on(questionDifficultyRank(t.difficulty), t.id),
    index('questions_status_sort_idx').on(t.status, t.id),
    index('questions_type_sort_idx').on(t.type, t.id),
    index('questions_item_model_idx').on(t.itemModelId),
  ],
);

/** Who changed a question, when, and what it looked like before (the manage screen's history). */
export const questionRevisions = pgTable(
  'question_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    changedBy: text('changed_by').references(() => profiles.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('question_revisions_question_idx').on(t.questionId, t.createdAt)],
);

/** Pairs an administrator marked as not duplicates (smaller id first). */
export const questionDistinctPairs = pgTable(
  'question_distinct_pairs',
  {
    firstId: uuid('first_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    secondId: uuid('second_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    markedBy: text('marked_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.firstId, t.secondId] }),
    check('question_distinct_pairs_order', sql`${t.firstId} < ${t.secondId}`),
  ],
);

export const examTemplates = pgTable(
  'exam_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull(),
    sections: jsonb('sections').$type<TemplateSection[]>().notNull(),
    scoring: jsonb('scoring').$type<TemplateScoring>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('exam_templates_kind_check', sql`${t.kind} in ('full', 'section', 'topic', 'adaptive')`),
    index('exam_templates_subject_idx').on(t.subjectId),
  ],
);

/**
 * One scored answer to one question within one attempt (an exam, later). Item analysis
 * (facility, discrimination, exposure, time) is computed from these rows.
 */
export const itemResponses = pgTable(
  'item_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The attempt the answer belongs to; the rest of its answers give the rest-of-test score. */
    attemptId: uuid('attempt_id').notNull(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** 0–1: fraction of the item's credit earned. */
    score: doublePrecision('score').notNull(),
    /**
     * The attempt's total score (the sum of its items' scores), stored when the attempt closes:
     * an item's discrimination correlates its score with the rest of the attempt
     * (attempt_score − score) without regrouping the responses by attempt on every read.
     */
    attemptScore: doublePrecision('attempt_score').notNull(),
    timeMs: integer('time_ms').notNull().default(0),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('item_responses_attempt_question_idx').on(t.attemptId, t.questionId),
    index('item_responses_question_idx').on(t.questionId),
    // A student's mastery and progress read their own responses (issue 18).
    index('item_responses_user_idx').on(t.userId, t.answeredAt),
    // Content analytics read the responses of a period (issue 17): covering, so the period's
    // responses come from the index alone.
    index('item_responses_period_idx').on(t.answeredAt, t.questionId, t.score, t.attemptScore),
    check('item_responses_score_range', sql`${t.score} between 0 and 1`),
  ],
);
