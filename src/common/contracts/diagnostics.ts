import { z } from 'zod';
import { appLogItemSchema } from './logs';
import { emailField } from './validation';

/**
 * User diagnostic (admin): everything the platform holds about one e-mail, with checks that
 * say whether the pieces agree, and the fixes that are safe to apply.
 */

export const DIAGNOSTIC_CHECKS = ['authAccount', 'role', 'referral', 'points', 'sessions'] as const;
export type DiagnosticCheckId = (typeof DIAGNOSTIC_CHECKS)[number];

/** Repairs an administrator may apply from the page; each is audited as `diagnostic.fix_<name>`. */
export const DIAGNOSTIC_FIXES = [
  'recompute_points',
  'close_orphaned_sessions',
  'clear_referral',
] as const;
export type DiagnosticFix = (typeof DIAGNOSTIC_FIXES)[number];

/** What a failing check found; the page words each one (with its params). */
export const DIAGNOSTIC_PROBLEMS = [
  'noAuthAccount',
  'noCredentialAccount',
  'noPassword',
  'emailNotNormalised',
  'unknownRole',
  'inactiveWithoutPreviousRole',
  'invalidPreviousRole',
  'selfReferral',
  'referrerMissing',
  'referrerNotAffiliate',
  'affiliateWithoutCode',
  'affiliateCodeInvalid',
  'pointsMismatch',
  'orphanedSessions',
] as const;
export type DiagnosticProblemCode = (typeof DIAGNOSTIC_PROBLEMS)[number];

export const DIAGNOSTIC_MESSAGES = {
  unknownFix: 'Unknown fix',
  notFound: (email: string) => `No user found with email: ${email}`,
  userGone: 'User not found',
  nothingToFix: {
    recompute_points: 'Nothing to fix: the stored points already equal the spendable points',
    close_orphaned_sessions: 'Nothing to fix: every active session still has its sign-in',
    clear_referral: 'Nothing to fix: the referral is valid',
  } satisfies Record<DiagnosticFix, string>,
} as const;

export const diagnosticQuerySchema = z.object({ email: emailField() });
export type DiagnosticQuery = z.infer<typeof diagnosticQuerySchema>;

export const diagnosticFixParamsSchema = z.object({
  userId: z.string().min(1),
  fix: z.enum(DIAGNOSTIC_FIXES, { error: DIAGNOSTIC_MESSAGES.unknownFix }),
});
export type DiagnosticFixParams = z.infer<typeof diagnosticFixParamsSchema>;

const personSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
});

export const diagnosticProblemSchema = z.object({
  code: z.enum(DIAGNOSTIC_PROBLEMS),
  /** Values the message names (an e-mail, a code, two numbers…). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type DiagnosticProblem = z.infer<typeof diagnosticProblemSchema>;

export const diagnosticCheckSchema = z.object({
  id: z.enum(DIAGNOSTIC_CHECKS),
  passed: z.boolean(),
  problems: z.array(diagnosticProblemSchema),
  /** A repair that is safe for what failed; null when none is (or nothing failed). */
  fix: z.enum(DIAGNOSTIC_FIXES).nullable(),
});
export type DiagnosticCheck = z.infer<typeof diagnosticCheckSchema>;

export const userDiagnosticSchema = z.object({
  checkedAt: z.string(),
  profile: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string(),
    role: z.string(),
    previousRole: z.string().nullable(),
    code: z.string().nullable(),
    countryCode: z.string().nullable(),
    unlockPoints: z.number().int(),
    /** The sum of availability over active, unexpired packages (what the student may spend). */
    spendablePoints: z.number().int(),
    banned: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  /** The profile's referrer: null when not referred; `missing` when the id matches no profile. */
  referrer: personSchema.nullable(),
  referredById: z.string().nullable(),
  /** better-auth's account rows; never the password hash, only whether there is one. */
  authAccounts: z.array(
    z.object({
      id: z.string(),
      providerId: z.string(),
      accountId: z.string(),
      hasPassword: z.boolean(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  verification: z.object({
    emailVerified: z.boolean(),
    adminVerified: z.boolean(),
    /** Whether sign-in is allowed when e-mail verification is required. */
    exempt: z.boolean(),
  }),
  authSessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      impersonatedBy: z.string().nullable(),
      expired: z.boolean(),
    }),
  ),
  trackedSessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      lastActivity: z.string(),
      expiresAt: z.string(),
      isActive: z.boolean(),
      deviceType: z.string().nullable(),
      browser: z.string().nullable(),
      os: z.string().nullable(),
      ipAddress: z.string().nullable(),
      location: z.string().nullable(),
      /** Its auth session still exists and has not expired. */
      signedIn: z.boolean(),
      /** Marked active and unexpired, but its auth session is gone. */
      orphaned: z.boolean(),
    }),
  ),
  packages: z.array(
    z.object({
      id: z.string(),
      packageName: z.string(),
      availability: z.number().int(),
      unlockPoints: z.number().int(),
      examLimit: z.number().int().nullable(),
      purchaseDate: z.string(),
      expiryDate: z.string(),
      status: z.string(),
      /** Active and unexpired: its availability counts towards the points. */
      spendable: z.boolean(),
    }),
  ),
  unlocks: z.array(
    z.object({
      id: z.string(),
      subjectName: z.string(),
      unlockedAt: z.string(),
      expiresAt: z.string(),
      active: z.boolean(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      packageName: z.string(),
      provider: z.string(),
      status: z.string(),
      amountPaid: z.number(),
      currency: z.string(),
      createdAt: z.string(),
      completedAt: z.string().nullable(),
    }),
  ),
  /** The latest 20 messages to the address. */
  emails: z.array(
    z.object({
      id: z.string(),
      templateKey: z.string().nullable(),
      subject: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      error: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
  /** The latest 20 app_logs entries (server and client) recorded for the user. */
  recentErrors: z.array(appLogItemSchema),
  checks: z.array(diagnosticCheckSchema),
});
export type UserDiagnostic = z.infer<typeof userDiagnosticSchema>;

export const diagnosticFixResultSchema = z.object({
  fix: z.enum(DIAGNOSTIC_FIXES),
  /** The diagnostic run again after the fix. */
  diagnostic: userDiagnosticSchema,
});
export type DiagnosticFixResult = z.infer<typeof diagnosticFixResultSchema>;

/** Sessions, payments, packages and unlocks shown per list (newest first). */
export const DIAGNOSTIC_LIST_LIMIT = 20;
