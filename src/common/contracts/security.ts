import { z } from 'zod';
import {
  dayField,
  pagedListSchema,
  pageField,
  pageSizeField,
  searchField,
  withDayRange,
} from './validation';

export const AUTH_EVENT_KINDS = [
  'sign_in_failed',
  'sign_in_succeeded',
  'rate_limited',
  'locked',
] as const;
export type AuthEventKind = (typeof AUTH_EVENT_KINDS)[number];

/** The longest period the overview answers (its hourly/daily series stays small). */
export const SECURITY_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `from`/`to`: first and last day included (UTC); by default the last 7 days. */
export const securityPeriodSchema = withDayRange(
  z.object({ from: dayField().optional(), to: dayField().optional() }),
).refine(
  (v) =>
    !v.from ||
    !v.to ||
    (Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`)) / DAY_MS <
      SECURITY_MAX_DAYS,
  { error: `Choose a period of at most ${SECURITY_MAX_DAYS} days`, path: ['from'] },
);
export type SecurityPeriodQuery = z.input<typeof securityPeriodSchema>;

const countRow = z.object({ count: z.number().int(), lastAt: z.string() });

export const securityOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Hourly for periods up to two days, daily beyond. */
  bucket: z.enum(['hour', 'day']),
  totals: z.object({
    failed: z.number().int(),
    succeeded: z.number().int(),
    rateLimited: z.number().int(),
    /** Accounts locked now: deactivated (role inactive) or banned. */
    lockedAccounts: z.number().int(),
  }),
  series: z.array(
    z.object({
      at: z.string(),
      failed: z.number().int(),
      succeeded: z.number().int(),
      rateLimited: z.number().int(),
    }),
  ),
  topIps: z.array(countRow.extend({ ip: z.string() })),
  topEmails: z.array(countRow.extend({ email: z.string() })),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

export const authEventListQuerySchema = withDayRange(
  z.object({
    page: pageField(),
    pageSize: pageSizeField(),
    kind: z.enum(AUTH_EVENT_KINDS, { error: 'Unknown event kind' }).optional(),
    /** Part of the e-mail or of the address. */
    search: searchField(200, { refuseControl: true }),
    from: dayField().optional(),
    to: dayField().optional(),
  }),
);
export type AuthEventListQuery = z.input<typeof authEventListQuerySchema>;

export const authEventSchema = z.object({
  id: z.string(),
  kind: z.enum(AUTH_EVENT_KINDS),
  email: z.string().nullable(),
  ip: z.string().nullable(),
  userId: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuthEventView = z.infer<typeof authEventSchema>;
export const authEventListSchema = pagedListSchema(authEventSchema);
export type AuthEventList = z.infer<typeof authEventListSchema>;

export const securityAdminSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  lastSignInAt: z.string().nullable(),
  lastSignInIp: z.string().nullable(),
  activeSessions: z.number().int(),
});
export const securityAdminListSchema = z.object({ items: z.array(securityAdminSchema) });
export type SecurityAdmin = z.infer<typeof securityAdminSchema>;

export const lockedAccountQuerySchema = z.object({
  page: pageField(),
  pageSize: pageSizeField(),
  search: searchField(200, { refuseControl: true }),
});
export type LockedAccountQuery = z.input<typeof lockedAccountQuerySchema>;

export const lockedAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** `deactivated`: role inactive (the platform's lock); `banned`: better-auth's ban. */
  lock: z.enum(['deactivated', 'banned']),
  reason: z.string().nullable(),
  until: z.string().nullable(),
  updatedAt: z.string(),
});
export type LockedAccount = z.infer<typeof lockedAccountSchema>;
export const lockedAccountListSchema = pagedListSchema(lockedAccountSchema);
export type LockedAccountList = z.infer<typeof lockedAccountListSchema>;
