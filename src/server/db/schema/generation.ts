import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subjects, topics } from './content';
import { profiles } from './profiles';

/** An item the checks turned away, with the reason an administrator reads. */
export type RejectedItem = { stem: string; reason: string };

/**
 * LLM generation jobs (issue 19): one row per request, worked by whichever instance claims it
 * first. `lease_until` is the claim's heartbeat: a 'running' job whose lease ran out belongs to a
 * worker that died, and is taken up again.
 */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestedBy: text('requested_by').references(() => profiles.id, { onDelete: 'set null' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    difficulty: text('difficulty').notNull(),
    count: integer('count').notNull(),
    sourceText: text('source_text'),
    status: text('status').notNull().default('queued'),
    /** Items asked for and answered so far (kept or rejected), out of `count`. */
    done: integer('done').notNull().default(0),
    keptIds: jsonb('kept_ids').$type<string[]>().notNull().default([]),
    rejected: jsonb('rejected').$type<RejectedItem[]>().notNull().default([]),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    totalTokens: integer('total_tokens').notNull().default(0),
    /** The model that answered (the settings can change while jobs wait). */
    model: text('model'),
    error: text('error'),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'generation_jobs_status_check',
      sql`${t.status} in ('queued', 'running', 'succeeded', 'failed', 'cancelled')`,
    ),
    check('generation_jobs_difficulty_check', sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
    check('generation_jobs_count_check', sql`${t.count} between 1 and 50`),
    check('generation_jobs_done_check', sql`${t.done} between 0 and ${t.count}`),
    index('generation_jobs_status_idx').on(t.status, t.createdAt),
    index('generation_jobs_created_idx').on(t.createdAt, t.id),
  ],
);
