import { z } from 'zod';
import {
  dayField,
  pagedListSchema,
  pageField,
  pageSizeField,
  searchField,
  withDayRange,
} from './validation';

export const SYSTEM_LOG_LEVELS = ['error', 'warn', 'info'] as const;
export const SYSTEM_LOG_SOURCES = ['server', 'client'] as const;

/** An optional filter; control characters refused, empty means no filter. */
const text = (max: number) =>
  searchField(max, { refuseControl: true }).transform((v) => (v ? v : undefined));

/** GET /api/admin/logs: server warnings and errors and the web app's reports. */
export const systemLogQuerySchema = withDayRange(
  z.object({
    page: pageField(),
    pageSize: pageSizeField(),
    level: z
      .enum(SYSTEM_LOG_LEVELS, { error: 'Use error, warn or info' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    source: z
      .enum(SYSTEM_LOG_SOURCES, { error: 'Use server or client' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** First and last day included (UTC). */
    from: dayField().optional(),
    to: dayField().optional(),
    /** The user's id, or part of their e-mail. */
    user: text(200),
    /** Part of the message, the path or the request id. */
    search: text(200),
  }),
);
export type SystemLogQuery = z.input<typeof systemLogQuerySchema>;

export const systemLogEntrySchema = z.object({
  id: z.string(),
  level: z.enum(SYSTEM_LOG_LEVELS),
  source: z.enum(SYSTEM_LOG_SOURCES),
  message: z.string(),
  data: z.unknown(),
  requestId: z.string().nullable(),
  user: z.object({ id: z.string(), email: z.string().nullable() }).nullable(),
  path: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type SystemLogEntry = z.infer<typeof systemLogEntrySchema>;

export const systemLogListSchema = pagedListSchema(systemLogEntrySchema);
export type SystemLogList = z.infer<typeof systemLogListSchema>;
