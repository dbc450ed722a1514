import { z } from 'zod';

/** `entity.verb` (e.g. `package.update`), or a prefix ending in a dot (`package.`). */
export const AUDIT_ACTION_PATTERN = /^[a-z][a-z_]*(\.[a-z_]*)?$/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** YYYY-MM-DD that is a real calendar day (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const text = (max: number) =>
  z
    .string({ error: 'Invalid filter' })
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .refine((v) => !CONTROL.test(v), { error: 'Remove the control characters' })
    .optional()
    .transform((v) => (v ? v : undefined));

const dateField = z
  .string({ error: 'Use a date like 2026-01-31' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date like 2026-01-31' })
  .refine(isCalendarDay, { error: 'This date does not exist' })
  .optional();

export const auditLogQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: 'Invalid page' })
      .int({ error: 'Invalid page' })
      .min(1, { error: 'Invalid page' })
      .max(100_000, { error: 'Invalid page' })
      .default(1),
    pageSize: z.coerce
      .number({ error: 'Invalid page size' })
      .int({ error: 'Invalid page size' })
      .min(1, { error: 'Use 1 to 100 per page' })
      .max(100, { error: 'Use 1 to 100 per page' })
      .default(25),
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
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: 'The start date must not be after the end date',
    path: ['from'],
  });
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

export const auditLogSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;
