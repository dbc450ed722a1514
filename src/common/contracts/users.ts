import { z } from 'zod';
import { ROLES } from '../roles';
import { emailField } from './validation';

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
