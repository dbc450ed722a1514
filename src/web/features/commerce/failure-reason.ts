import type { TFunction } from 'i18next';

const KNOWN = ['card_declined', 'insufficient_funds', 'provider_unavailable', 'payment_failed'];

/** The sentence a student reads for a failed payment's reason code. */
export function failureText(t: TFunction<'commerce'>, reason: string | null) {
  if (reason && KNOWN.includes(reason)) {
    return t(`result.reasons.${reason as 'card_declined'}`);
  }
  return reason ? t('result.reasons.other', { reason }) : t('result.reasons.payment_failed');
}
