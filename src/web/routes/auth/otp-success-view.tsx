import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthHeading, AuthIcon, AuthSwitch } from './auth-shell';
import type { AuthViewProps } from './types';

/** otp-success: the verification link worked. */
export function OtpSuccessView({ email, goTo }: AuthViewProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('otpSuccess.pageTitle'));
  return (
    <>
      <AuthIcon icon={BadgeCheck} tone="success" />
      <AuthHeading title={t('otpSuccess.title')} subtitle={t('otpSuccess.text')} />
      <Button size="lg" className="w-full" onClick={() => goTo('login', { email })}>
        {t('otpSuccess.proceed')}
      </Button>
      <div className="mt-6">
        <AuthSwitch
          question={t('otpSuccess.noAccount')}
          action={t('otpSuccess.toRegister')}
          onClick={() => goTo('register')}
        />
      </div>
    </>
  );
}
