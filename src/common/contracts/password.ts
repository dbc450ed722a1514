import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { emailField, minString } from './validation';

/** Reset request form (spec section 5): a valid e-mail. */
export const passwordResetRequestSchema = z.object({ email: emailField() });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** New-password form (spec section 5): at least 6 characters. */
export const newPasswordSchema = z.object({ password: minString(PASSWORD_MIN_LENGTH) });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
