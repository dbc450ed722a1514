/** Business constants from the product specification, section 9. */
export const SESSION_LIFETIME_SECONDS = 86_400;
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const FREE_TRIAL_DAYS = 3;
/** Fixed id of the Free Trial package (domain.md: "Free Trial with its fixed id"). */
export const FREE_TRIAL_PACKAGE_ID = '00000000-0000-4000-8000-000000000001';
export const TOAST_VISIBLE = 3;
export const TOAST_DURATION_MS = 4_000;
/** Support address of the product (spec: deactivated page, FAQ; the deactivation e-mail). */
export const SUPPORT_EMAIL = 'support@tafawuq.com';

/** Grace after an exam deadline for answers already on their way (network latency), in ms. */
export const DEADLINE_GRACE_MS = 2000;
