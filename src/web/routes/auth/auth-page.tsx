// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import { Info } from 'lucide-react';
import { type ComponentType, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RedirectIfSignedIn } from '@/app/guards';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type AuthMode, isAuthMode } from '@/paths';
import { AuthHeading, AuthShell } from './auth-shell';
import { RegisterView } from './register-view';
import { SignInView } from './sign-in-view';
import type { AuthViewProps } from './types';

/** The views built so far; a mode without a view shows a short notice. Add modes here. */
const VIEWS: Partial<Record<AuthMode, ComponentType<AuthViewProps>>> = {
  login: SignInView,
  register: RegisterView,
};

function UnavailableView({ goTo, message }: AuthViewProps & { message?: string }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('unsupported.title'));
  return (
    <div className="grid gap-4">
      <span className="grid size-11 place-items-center rounded-full bg-primary-50 text-primary-700">
        <Info className="size-5" aria-hidden="true" />
      </span>
      <AuthHeading title={t('unsupported.title')} subtitle={message ?? t('unsupported.text')} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => goTo('login')}>{t('unsupported.toLogin')}</Button>
        <Button variant="secondary" onClick={() => goTo('register', { student: true })}>
          {t('register.submit')}
        </Button>
      </div>
    </div>
  );
}

function AuthScreen() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const requested = params.get('mode');
  const mode: AuthMode = isAuthMode(requested) ? requested : 'login';
  const affiliate = params.get('role') === 'affiliate';

  const goTo = useCallback<AuthViewProps['goTo']>(
    (next, options = {}) => {
      if (options.email !== undefined) setEmail(options.email);
      setParams((current) => {
        const query = new URLSearchParams(current);
        if (next === 'login') query.delete('mode');
        else query.set('mode', next);
        if (options.student) query.delete('role');
        return query;
      });
    },
    [setParams],
  );

  // Affiliate registration (own referral code) arrives with the full authentication screen.
  const View = affiliate && mode === 'register' ? undefined : VIEWS[mode];
  const props: AuthViewProps = { email, goTo, affiliate };
  return (
    <AuthShell>
      {View ? (
        <View key={mode} {...props} />
      ) : (
        <UnavailableView
          {...props}
          message={
            affiliate && mode === 'register' ? t('register.affiliateUnavailable') : undefined
          }
        />
      )}
    </AuthShell>
  );
}

/** /auth: sign-in by default, other views by ?mode=; signed-in users go to their dashboard. */
export function Component() {
  return (
    <RedirectIfSignedIn>
      <AuthScreen />
    </RedirectIfSignedIn>
  );
}
