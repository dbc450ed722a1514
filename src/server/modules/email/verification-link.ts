/** Where a verification link lands after better-auth has confirmed the address. */
export const VERIFIED_CALLBACK = '/auth?mode=otp-success';
