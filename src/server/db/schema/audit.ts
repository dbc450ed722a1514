import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/**
 * One entry per administrator action (domain.md: E-mail, analytics, logs), written in the same
 * transaction as the change it records, so the log never claims what did not happen.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the administrator's account is deleted; `actor_email` keeps who it was. */
    actorId: text('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull().default(''),
    /** `entity.verb`, e.g. `package.update`, `commission.approve`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
