import { z } from 'zod';
import { normalizeCode } from './account';
import { sessionItemSchema } from './sessions';
import {
  dayField,
  FIELD_MSG,
  idField,
  orderField,
  pagedListSchema,
  pageField,
  pageSizeField,
  searchField,
  uuidField,
  withDayRange,
} from './validation';

/** Administrators' student tools (issue 15): search, profile, packages given by hand. */

export const STUDENT_MSG = {
  notFound: 'Student not found',
  packageNotFound: 'Package not found',
  heldPackageNotFound: 'This package is not one of the student’s packages',
  trialTwice: 'This student has already had the Free Trial: it is given once',
  expiryPast: 'Choose an expiry date from today on',
  date: FIELD_MSG.day,
  examLimit: 'Use a whole number of exams from 0 to 10,000, or leave it empty for unlimited',
  nothingToChange: 'Nothing to change',
  alreadyRevoked: 'This package is already revoked',
  revokedNotEditable: 'A revoked package cannot be changed',
  allowanceBelowUsed: (used: number) =>
    `The student has already created ${used} ${used === 1 ? 'exam' : 'exams'} counted against their packages: the allowance cannot go below that`,
} as const;

export const STUDENT_SORTS = ['joined', 'name', 'email', 'points'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

export const studentSearchQuerySchema = withDayRange(
  z.object({
    /** Part of the name, e-mail or phone number (digits match however the number is written). */
    search: searchField(),
    /** yes: holds an active, unexpired package; no: holds none. */
    hasActivePackage: z.enum(['yes', 'no'], { error: 'Use yes or no' }).optional(),
    /** The referring affiliate's code (any case). */
    affiliateCode: z
      .string()
      .max(64, { error: 'At most 64 characters' })
      .transform(normalizeCode)
      .pipe(z.string().regex(/^[A-Z0-9-]*$/, { error: 'Use letters, digits and -' }))
      .optional(),
    /** First and last day of sign-up included (UTC). */
    joinedFrom: dayField().optional(),
    joinedTo: dayField().optional(),
    sort: z.enum(STUDENT_SORTS, { error: 'Unknown sort' }).default('joined'),
    order: orderField(),
    page: pageField(),
    pageSize: pageSizeField(),
  }),
  'joinedFrom',
  'joinedTo',
);
export type StudentSearchQuery = z.input<typeof studentSearchQuerySchema>;

const affiliateRefSchema = z.object({ id: z.string(), name: z.string(), code: z.string() });

export const studentRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** False once the account is deactivated. */
  active: z.boolean(),
  emailVerified: z.boolean(),
  adminVerified: z.boolean(),
  /** Points the student can spend now. */
  points: z.number().int(),
  activePackages: z.number().int(),
  affiliate: affiliateRefSchema.nullable(),
  joinedAt: z.string(),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

export const studentListSchema = pagedListSchema(studentRowSchema);
export type StudentList = z.infer<typeof studentListSchema>;

/** Profile ids are better-auth's: letters, digits, - and _. Anything else is no student. */
export const studentIdParamsSchema = z.object({
  studentId: idField(STUDENT_MSG.notFound),
});
export const heldPackageParamsSchema = studentIdParamsSchema.extend({
  usersPackageId: uuidField(STUDENT_MSG.heldPackageNotFound),
});

export const HELD_PACKAGE_STATUSES = ['active', 'expired', 'revoked'] as const;

export const heldPackageSchema = z.object({
  id: z.string(),
  packageId: z.string(),
  name: z.string(),
  isTrial: z.boolean(),
  unlockPoints: z.number().int(),
  /** Points left in this package. */
  availability: z.number().int(),
  /** Exams this package adds to the allowance; null = unlimited. */
  examLimit: z.number().int().nullable(),
  /** Null when an administrator gave it (or the Free Trial). */
  paymentId: z.string().nullable(),
  /** Subjects unlocked with its points. */
  subjectsUnlocked: z.number().int(),
  purchaseDate: z.string(),
  expiryDate: z.string(),
  status: z.enum(HELD_PACKAGE_STATUSES),
});
export type HeldPackage = z.infer<typeof heldPackageSchema>;

export const examAllowanceSummarySchema = z.object({
  /** Null = unlimited. */
  limit: z.number().int().nullable(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
});

export const studentSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  countryCode: z.string().nullable(),
  emailVerified: z.boolean(),
  adminVerified: z.boolean(),
  active: z.boolean(),
  joinedAt: z.string(),
  points: z.number().int(),
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;

export const studentProfileSchema = z.object({
  student: studentSummarySchema,
  affiliate: affiliateRefSchema.nullable(),
  examAllowance: examAllowanceSummarySchema,
  packages: z.array(heldPackageSchema),
  subjects: z.array(
    z.object({
      id: z.string(),
      subjectId: z.string(),
      name: z.string(),
      board: z.string(),
      packageName: z.string(),
      unlockedAt: z.string(),
      expiresAt: z.string(),
      active: z.boolean(),
    }),
  ),
  exams: z.object({
    /** The latest 50, newest first. */
    items: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        subjectName: z.string(),
        mode: z.string(),
        status: z.string(),
        questionCount: z.number().int(),
        createdAt: z.string(),
        submittedAt: z.string().nullable(),
        percent: z.number().nullable(),
        scaled: z.string().nullable(),
      }),
    ),
    total: z.number().int(),
  }),
  /** Active sessions (used in the last 24 hours). */
  sessions: z.array(sessionItemSchema),
  payments: z.object({
    /** The latest 10, newest first. */
    items: z.array(
      z.object({
        id: z.string(),
        packageName: z.string(),
        amountPaid: z.number(),
        currency: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
    total: z.number().int(),
    /** What succeeded payments brought, refunds excluded (US dollars). */
    paidTotal: z.number(),
  }),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

export const grantablePackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  unlockPoints: z.number().int(),
  validityMonths: z.number().int(),
  examLimit: z.number().int().nullable(),
  isTrial: z.boolean(),
  /** False for a package no longer on sale: an administrator may still give it. */
  onSale: z.boolean(),
});
export type GrantablePackage = z.infer<typeof grantablePackageSchema>;

export const studentPackagesSchema = z.object({
  student: studentSummarySchema,
  examAllowance: examAllowanceSummarySchema,
  packages: z.array(heldPackageSchema),
  grantable: z.array(grantablePackageSchema),
  /** The student has held the Free Trial already (it is given once). */
  hadTrial: z.boolean(),
});
export type StudentPackages = z.infer<typeof studentPackagesSchema>;

const examLimitField = z
  .number({ error: STUDENT_MSG.examLimit })
  .int({ error: STUDENT_MSG.examLimit })
  .min(0, { error: STUDENT_MSG.examLimit })
  .max(10_000, { error: STUDENT_MSG.examLimit })
  .nullable();

export const grantPackageSchema = z.object({
  packageId: uuidField(STUDENT_MSG.packageNotFound),
  /** Last day of access (UTC, inclusive); default: today + the package's validity. */
  expiryDate: dayField().optional(),
  /** Default: the package's own exam limit. */
  examLimit: examLimitField.optional(),
});
export type GrantPackageInput = z.input<typeof grantPackageSchema>;

export const updateHeldPackageSchema = z
  .object({
    /** Last day of access (UTC, inclusive). */
    expiryDate: dayField().optional(),
    examLimit: examLimitField.optional(),
  })
  .refine((v) => v.expiryDate !== undefined || v.examLimit !== undefined, {
    error: STUDENT_MSG.nothingToChange,
  });
export type UpdateHeldPackageInput = z.input<typeof updateHeldPackageSchema>;

/** What a grant, change or revocation leaves: the package and the student's points. */
export const heldPackageResultSchema = z.object({
  package: heldPackageSchema,
  points: z.number().int(),
});
export type HeldPackageResult = z.infer<typeof heldPackageResultSchema>;
