import type { Auth } from '../auth/create-auth';

/** Where the verification link lands after better-auth has confirmed the address. */
export const VERIFIED_CALLBACK = '/auth?mode=otp-success';

/**
 * Sends the verification e-mail to an unverified account (nothing for unknown or verified
 * addresses), as if the user had asked for it; for services that create accounts themselves.
 */
export async function sendVerificationFor(auth: Auth, email: string): Promise<void> {
  await auth.api.sendVerificationEmail({ body: { email, callbackURL: VERIFIED_CALLBACK } });
}
