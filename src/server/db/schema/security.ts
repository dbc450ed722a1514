import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuthEventKind } from '../../../common/contracts/security';
import { profiles } from './profiles';

/**
 * Sign-in outcomes and throttled requests, for the administrators' security page. Written after
 * the answer is sent (never slowing or failing a sign-in); `email` is what was typed, lower-cased.
 */
export const authEvents = pgTable(
  'auth_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<AuthEventKind>().notNull(),
    email: text('email'),
    ip: text('ip'),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The error code better-auth answered, or the throttled path. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'auth_events_kind_check',
      sql`${t.kind} in ('sign_in_failed', 'sign_in_succeeded', 'rate_limited', 'locked')`,
    ),
    index('auth_events_created_idx').on(t.createdAt),
    index('auth_events_email_idx').on(t.email, t.createdAt),
    index('auth_events_ip_idx').on(t.ip, t.createdAt),
  ],
);
