// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { RedirectIfSignedIn } from '@/app/guards';
import { type AuthMode, isAuthMode } from '@/paths';
import { AuthShell } from './auth-shell';
import { ErrorOtpView, hasExpiredOtp } from './error-otp-view';
import { OtpSuccessView } from './otp-success-view';
import { RegisterView } from './register-view';
import { ResetPasswordView } from './reset-password-view';
import { SignInView } from './sign-in-view';
import type { AuthViewProps } from './types';
import { UpdatePasswordView } from './update-password-view';
import { VerifyEmailView } from './verify-email-view';

/** The views of the authentication screen, by `?mode=` (spec section 2). */
const VIEWS: Record<AuthMode, ComponentType<AuthViewProps>> = {
  login: SignInView,
  register: RegisterView,
  'reset-password': ResetPasswordView,
  'update-password': UpdatePasswordView,
  'verify-email': VerifyEmailView,
  'otp-success': OtpSuccessView,
  'error-otp': ErrorOtpView,
};

function currentMode(params: URLSearchParams, search: string, hash: string): AuthMode {
  if (hasExpiredOtp(search, hash)) return 'error-otp';
  const requested = params.get('mode');
  // A verification link that failed comes back to its callback with ?error=….
  if (requested === 'otp-success' && params.has('error')) return 'error-otp';
  return isAuthMode(requested) ? requested : 'login';
}

function AuthScreen() {
  const [params, setParams] = useSearchParams();
  const { search, hash } = useLocation();
  const [email, setEmail] = useState('');
  const mode = currentMode(params, search, hash);
  const affiliate = params.get('role') === 'affiliate';

  const goTo = useCallback<AuthViewProps['goTo']>(
    (next, options = {}) => {
      if (options.email !== undefined) setEmail(options.email);
      // A new view starts from a clean address: only registration keeps the account type.
      setParams((current) => {
        const query = new URLSearchParams();
        const keepRole = next === 'register' && !options.student;
        if (keepRole && current.get('role') === 'affiliate') query.set('role', 'affiliate');
        if (next !== 'login' || options.showMode) query.set('mode', next);
        return query;
      });
    },
    [setParams],
  );

  // After a switch of view, keyboard and screen-reader users continue from its heading.
  const viewRef = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    viewRef.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [mode]);

  const View = VIEWS[mode];
  return (
    <AuthShell>
      <div ref={viewRef}>
        <View key={mode} email={email} goTo={goTo} affiliate={affiliate} />
      </div>
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
