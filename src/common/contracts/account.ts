import { z } from 'zod';
import { AFFILIATE_CODE_PATTERN, normalizeCode, registrationProblem } from '../account-rules';
import { NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { LOCALES } from '../locales';
import { MSG } from '../messages';
import { ROLES } from '../roles';
import { emailField, minString, nameField, requiredString } from './validation';

export { AFFILIATE_CODE_PATTERN, normalizeCode, registrationProblem };

export const signInSchema = z.object({
  email: emailField(),
  password: minString(PASSWORD_MIN_LENGTH),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Account types a visitor may register as: `role=affiliate` means affiliate, anything else student. */
export const registrationRole = z
  .string()
  .optional()
  .transform((role): 'student' | 'affiliate' => (role === 'affiliate' ? 'affiliate' : 'student'));

export const localeField = z.enum(LOCALES, { error: 'Choose English (en) or Arabic (ar)' });

export const registerSchema = z
  .object({
    email: emailField(),
    password: minString(PASSWORD_MIN_LENGTH),
    firstName: nameField(NAME_MIN_LENGTH),
    lastName: nameField(NAME_MIN_LENGTH),
    phoneNumber: z.string().trim().max(32).optional().default(''),
    role: registrationRole,
    code: z
      .string()
      .max(64)
      .optional()
      .transform((code) => (code ? normalizeCode(code) : undefined) || undefined),
    /** The interface language the visitor registered in: their e-mails' language. */
    locale: localeField.optional().default('en'),
  })
  .superRefine((value, ctx) => {
    if (value.role !== 'affiliate') return;
    if (!value.code) ctx.addIssue({ code: 'custom', path: ['code'], message: MSG.required });
    else if (!AFFILIATE_CODE_PATTERN.test(value.code)) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: MSG.codeFormat });
    }
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const registerResultSchema = z.object({
  userId: z.string(),
  message: z.string(),
  isExistingUser: z.boolean(),
  manualCreation: z.boolean(),
  requiresEmailVerification: z.boolean(),
  /** Verification is required but its e-mail could not go out: the account may sign in anyway. */
  verificationUnavailable: z.boolean(),
});
export type RegisterResult = z.infer<typeof registerResultSchema>;

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  unlockPoints: z.number().int(),
  emailVerified: z.boolean(),
  phoneNumber: z.string(),
  countryCode: z.string().nullable(),
  code: z.string().nullable(),
  locale: localeField,
  createdAt: z.string(),
});
export type Me = z.infer<typeof meSchema>;

export const updateProfileSchema = z.object({
  firstName: nameField(NAME_MIN_LENGTH),
  lastName: nameField(NAME_MIN_LENGTH),
  phoneNumber: z
    .string()
    .trim()
    .max(32)
    .regex(/^[+\d][\d\s()-]*$|^$/, { error: 'Use digits, spaces and an optional leading +' })
    .optional()
    .default(''),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$|^$/, { error: 'Use a two-letter country code' })
    .optional()
    .default('')
    .transform((code) => code || null),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const setLocaleSchema = z.object({ locale: localeField });

export const adminCreateSchema = z.object({
  email: emailField(),
  password: minString(8),
  firstName: nameField(NAME_MIN_LENGTH),
  lastName: nameField(NAME_MIN_LENGTH),
});

export const setupRequestSchema = adminCreateSchema.extend({
  token: requiredString().min(1, { error: 'Required' }),
});
export type SetupRequest = z.infer<typeof setupRequestSchema>;

export const setupStatusSchema = z.object({ needed: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;
