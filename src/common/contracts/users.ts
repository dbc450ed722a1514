import { z } from 'zod';
import { MSG } from '../messages';
import { ROLES } from '../roles';
import { AFFILIATE_CODE_PATTERN, normalizeCode } from './account';
import {
  emailField,
  idField,
  orderField,
  pagedListSchema,
  pageField,
  pageSizeField,
  searchField,
} from './validation';

/** A user's role after an administrator deactivated or reactivated the account. */
export const accountStatusSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  previousRole: z.enum(ROLES).nullable(),
  /** Sessions signed out by the change. */
  sessionsEnded: z.number().int(),
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** The manual verification fix (spec section 4): vouch for the profile with this e-mail. */
export const verificationFixSchema = z.object({ email: emailField() });
export type VerificationFixInput = z.infer<typeof verificationFixSchema>;

export const verificationFixResultSchema = z.object({
  email: z.string(),
  /** The administrator fixed their own profile and is signed out. */
  self: z.boolean(),
});
export type VerificationFixResult = z.infer<typeof verificationFixResultSchema>;

// Administrators: the users and user-verification screen

/** A user's id in an address: what our ids look like (UUIDs), nothing else reaches the database. */
export const userIdParamsSchema = z.object({
  userId: idField('Invalid user id'),
});

/** Roles an administrator may give (deactivation has its own action). */
export const ASSIGNABLE_ROLES = ['student', 'affiliate', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Verification filter: confirmed e-mail, vouched for by an administrator, or neither. */
export const VERIFICATION_FILTERS = ['email', 'admin', 'unverified'] as const;
export type VerificationFilter = (typeof VERIFICATION_FILTERS)[number];

export const USER_SORTS = ['name', 'email', 'role', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const userListQuerySchema = z.object({
  /** Part of the name or e-mail. */
  search: searchField(200, { refuseControl: true }),
  role: z.enum(ROLES, { error: 'Unknown role' }).optional(),
  verification: z.enum(VERIFICATION_FILTERS, { error: 'Unknown verification filter' }).optional(),
  sort: z.enum(USER_SORTS, { error: 'Unknown sort' }).default('createdAt'),
  order: orderField(),
  page: pageField(),
  pageSize: pageSizeField(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The role a deactivated account gets back. */
  previousRole: z.enum(ROLES).nullable(),
  emailVerified: z.boolean(),
  adminVerified: z.boolean(),
  /** An affiliate's own code (kept when the role changes). */
  code: z.string().nullable(),
  /** Signed-in sessions that have not expired. */
  activeSessions: z.number().int(),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userListSchema = pagedListSchema(userRowSchema);
export type UserList = z.infer<typeof userListSchema>;

/** Change of role; making someone an affiliate needs a code unless they already have one. */
export const changeRoleSchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, { error: 'Choose student, affiliate or admin' }),
  code: z
    .string()
    .max(64, { error: MSG.codeFormat })
    .transform(normalizeCode)
    .pipe(z.string().regex(AFFILIATE_CODE_PATTERN, MSG.codeFormat).or(z.literal('')))
    .optional()
    .transform((code) => code || undefined),
});
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;

/** The user after an action, and how many sessions it signed out. */
export const userActionResultSchema = z.object({
  user: userRowSchema,
  sessionsEnded: z.number().int(),
});
export type UserActionResult = z.infer<typeof userActionResultSchema>;

// View as student (better-auth's impersonation)

export const impersonationStartSchema = z.object({
  /** Where the browser goes next: the student area. */
  redirectTo: z.string(),
});
export type ImpersonationStart = z.infer<typeof impersonationStartSchema>;

export const impersonationStatusSchema = z.object({
  impersonating: z.boolean(),
  /** The student whose area is shown. */
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The administrator viewing it, when impersonating. */
  admin: z.object({ id: z.string(), email: z.string() }).nullable(),
});
export type ImpersonationStatus = z.infer<typeof impersonationStatusSchema>;

export const impersonationStopSchema = z.object({
  /** The administrator's return address (spec: /admin/dashboard). */
  redirectTo: z.string(),
});
export type ImpersonationStop = z.infer<typeof impersonationStopSchema>;
