import { z } from 'zod';
import { ROLES } from '../roles';
import { VERIFICATION_FILTERS } from './users';
import { idField, searchField } from './validation';

/** Administrators' bulk account actions (issue 17): a dry run first, then the run. */

/** The most users one run may touch. */
export const ACCOUNT_ACTION_LIMIT = 500;

export const ACCOUNT_ACTIONS = [
  'deactivate',
  'reactivate',
  'resend_verification',
  'grant_package',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** Why a selected user is left alone. */
export const SKIP_REASONS = [
  'self',
  'administrator',
  'alreadyInactive',
  'notInactive',
  'alreadyVerified',
  'deactivated',
  'notStudent',
  'trialAlreadyHad',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export const ACCOUNT_ACTION_MSG = {
  action: 'Unknown action',
  emptySelection: 'Select at least one user',
  tooMany: (n: number) =>
    `At most ${ACCOUNT_ACTION_LIMIT} users per run: ${n} are selected. Narrow the filter or select fewer users`,
  tooManyIds: `At most ${ACCOUNT_ACTION_LIMIT} users per run`,
  packageRequired: 'Choose the package to grant',
  packageNotFound: 'Package not found',
  userId: 'Invalid user id',
} as const;

/** The users list's filter ("select all matching"): the same fields as /api/admin/users. */
export const accountActionFilterSchema = z.object({
  search: searchField(200, { refuseControl: true }),
  role: z.enum(ROLES, { error: 'Unknown role' }).optional(),
  verification: z.enum(VERIFICATION_FILTERS, { error: 'Unknown verification filter' }).optional(),
});
export type AccountActionFilter = z.infer<typeof accountActionFilterSchema>;

export const accountActionSelectionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('ids'),
      ids: z
        .array(idField(ACCOUNT_ACTION_MSG.userId), { error: ACCOUNT_ACTION_MSG.emptySelection })
        .min(1, { error: ACCOUNT_ACTION_MSG.emptySelection })
        // The run's limit is checked with the count in the message; this only bounds the body.
        .max(10_000, { error: ACCOUNT_ACTION_MSG.tooManyIds })
        .transform((ids) => [...new Set(ids)]),
    }),
    z.object({ type: z.literal('filter'), filter: accountActionFilterSchema }),
  ],
  { error: ACCOUNT_ACTION_MSG.emptySelection },
);
export type AccountActionSelection = z.input<typeof accountActionSelectionSchema>;

export const accountActionRequestSchema = z
  .object({
    action: z.enum(ACCOUNT_ACTIONS, { error: ACCOUNT_ACTION_MSG.action }),
    selection: accountActionSelectionSchema,
    /** grant_package: the package to give. */
    packageId: z.uuid({ error: ACCOUNT_ACTION_MSG.packageNotFound }).optional(),
  })
  .refine((body) => body.action !== 'grant_package' || body.packageId !== undefined, {
    error: ACCOUNT_ACTION_MSG.packageRequired,
    path: ['packageId'],
  });
export type AccountActionRequest = z.input<typeof accountActionRequestSchema>;

export const accountActionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** change: the action applies; skip: left alone (reason). */
  outcome: z.enum(['change', 'skip']),
  reason: z.enum(SKIP_REASONS).nullable(),
});
export type AccountActionUser = z.infer<typeof accountActionUserSchema>;

const reasonCountSchema = z.object({ reason: z.enum(SKIP_REASONS), count: z.number().int() });

export const accountActionPreviewSchema = z.object({
  action: z.enum(ACCOUNT_ACTIONS),
  packageName: z.string().nullable(),
  selected: z.number().int(),
  willChange: z.number().int(),
  skipped: z.number().int(),
  reasons: z.array(reasonCountSchema),
  users: z.array(accountActionUserSchema),
});
export type AccountActionPreview = z.infer<typeof accountActionPreviewSchema>;

export const accountActionRunSchema = z.object({
  action: z.enum(ACCOUNT_ACTIONS),
  packageName: z.string().nullable(),
  selected: z.number().int(),
  changed: z.number().int(),
  skipped: z.number().int(),
  reasons: z.array(reasonCountSchema),
  /** Users the action refused between the dry run and the run (someone changed them meanwhile). */
  failed: z.array(z.object({ id: z.string(), email: z.string(), message: z.string() })),
  changedIds: z.array(z.string()),
});
export type AccountActionRun = z.infer<typeof accountActionRunSchema>;
