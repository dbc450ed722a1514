import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthHeading, AuthIcon } from './auth-shell';
import type { AuthViewProps } from './types';
import { recalledVerificationEmail, resendVerification } from './verification';

/**
 * Whether the address says the verification link failed: `error=access_denied` with
 * `error_code=otp_expired` in the query or in the hash (spec section 2).
 */
export function hasExpiredOtp(search: string, hash: string): boolean {
  return [search, hash.replace(/^#/, '')].some((part) => {
    const query = new URLSearchParams(part);
    return query.get('error') === 'access_denied' && query.get('error_code') === 'otp_expired';
  });
}

/** error-otp: the verification link expired or is invalid; resend it or go to sign-in. */
export function ErrorOtpView({ email, goTo }: AuthViewProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('errorOtp.pageTitle'));
  const [address] = useState(() => email || recalledVerificationEmail());
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    await resendVerification(address, t);
    setSending(false);
  };

  return (
    <>
      <AuthIcon icon={MailWarning} tone="warning" />
      <AuthHeading title={t('errorOtp.title')} subtitle={t('errorOtp.text')} />
      <p className="mb-6 text-ink-muted text-sm">
        {address ? t('errorOtp.resendText', { email: address }) : t('errorOtp.loginText')}
      </p>
      {address ? (
        <Button size="lg" className="w-full" loading={sending} onClick={resend}>
          {sending ? t('verify.resending') : t('verify.resend')}
        </Button>
      ) : null}
      <p className="mt-6 text-center text-sm">
        <Button
          variant={address ? 'link' : 'primary'}
          size={address ? 'md' : 'lg'}
          className={address ? 'font-semibold' : 'w-full'}
          onClick={() => goTo('login', { email: address })}
        >
          {t('errorOtp.toLogin')}
        </Button>
      </p>
    </>
  );
}
