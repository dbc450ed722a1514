import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthHeading, AuthIcon } from './auth-shell';
import type { AuthViewProps } from './types';
import { recalledVerificationEmail, resendVerification } from './verification';

/** verify-email: the remembered e-mail awaits its confirmation; the link can be sent again. */
export function VerifyEmailView({ email, goTo }: AuthViewProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('verify.pageTitle'));
  const [address] = useState(() => email || recalledVerificationEmail());
  const [sending, setSending] = useState(false);

  // Nothing to verify without an e-mail: back to sign-in.
  useEffect(() => {
    if (!address) goTo('login');
  }, [address, goTo]);
  if (!address) return null;

  const resend = async () => {
    setSending(true);
    await resendVerification(address, t);
    setSending(false);
  };

  return (
    <>
      <AuthIcon icon={MailCheck} />
      <AuthHeading title={t('verify.title')} subtitle={t('verify.text', { email: address })} />
      <p className="mb-6 text-ink-muted text-sm">{t('verify.notReceived')}</p>
      <Button size="lg" className="w-full" loading={sending} onClick={resend}>
        {sending ? t('verify.resending') : t('verify.resend')}
      </Button>
      <p className="mt-6 text-center text-sm">
        <Button
          variant="link"
          className="font-semibold"
          onClick={() => goTo('login', { email: address })}
        >
          {t('verify.toLogin')}
        </Button>
      </p>
    </>
  );
}
