// Registration rules the sign-up form applies as the visitor types, apart from their zod schemas
// (contracts/account.ts re-exports them) so that the sign-in page does not download zod.
import { MSG } from './messages';

/** Codes are compared trimmed and upper-cased (spec section 5). */
export const normalizeCode = (code: string) => code.trim().toUpperCase();
export const AFFILIATE_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,18}[A-Z0-9]$/;

/**
 * The catalogue's sentence (spec section 8) for a registration refused over what was typed as
 * e-mail or password, given the field messages (section 5's defaults, which stay under the
 * fields). A missing field is only 'Required'; an address refused for being taken is not a
 * badly typed one: it has its own messages.
 */
export function registrationProblem(fields: {
  email?: string | undefined;
  password?: string | undefined;
}): string | null {
  const notTyping: string[] = [MSG.required, MSG.emailExists, MSG.existingUnverified];
  if (fields.email && !notTyping.includes(fields.email)) return MSG.enterValidEmail;
  if (fields.password && fields.password !== MSG.required) return MSG.passwordRequirements;
  return null;
}
