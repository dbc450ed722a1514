import { z } from 'zod';
import {
  dayField,
  pagedListSchema,
  pageField,
  pageSizeField,
  searchField,
  withDayRange,
} from './validation';

/** `entity.verb` (e.g. `package.update`), or a prefix ending in a dot (`package.`). */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-z_]*(\.[a-z_]*)?$/;

/** An optional filter; control characters refused, empty means no filter. */
const text = (max: number) =>
  searchField(max, { refuseControl: true }).transform((v) => (v ? v : undefined));

const dateField = dayField().optional();

export const auditLogQuerySchema = withDayRange(
  z.object({
    page: pageField(),
    pageSize: pageSizeField(),
    /** The administrator's user id. */
    actor: text(200),
    /** Exact (`package.update`) or every action of an entity (`package.`). */
    action: text(100).refine((v) => v === undefined || AUDIT_ACTION_PATTERN.test(v), {
      error: 'Use an action like package.update, or a prefix like package.',
    }),
    targetType: text(100),
    targetId: text(200),
    /** First and last day included (UTC). */
    from: dateField,
    to: dateField,
    /** Part of the administrator's e-mail or of the target's id. */
    search: text(200),
  }),
);
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** Null once the administrator's account is deleted; the e-mail stays. */
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = pagedListSchema(auditEntrySchema);
export type AuditLog = z.infer<typeof auditLogSchema>;
