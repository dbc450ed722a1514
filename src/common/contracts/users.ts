import { z } from 'zod';
import { ROLES } from '../roles';

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
