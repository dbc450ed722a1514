import '@/i18n/app';
import { Mail, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { RequireSession } from '@/app/guards';
import { Brand } from '@/components/brand';
import { LanguageSwitch } from '@/components/language-switch';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { homePath } from '@/features/auth/session';
import { useSignOut } from '@/features/auth/use-sign-out';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths, SUPPORT_EMAIL } from '@/paths';

function InactivePage({ email }: { email: string }) {
  const { t } = useTranslation('app');
  useDocumentTitle(t('inactive.pageTitle'));
  const signOut = useSignOut({
    to: paths.auth.href(),
    successMessage: t('inactive.signedOut'),
    errorMessage: t('inactive.signOutFailed'),
  });

  const contactSupport = () => {
    toast.info(t('inactive.openingMail'));
    const subject = encodeURIComponent(t('inactive.mailSubject'));
    const body = encodeURIComponent(t('inactive.mailBody', { email }));
    window.location.href = `mailto:${SUPPORT_EMAIL}?subject=${subject}&body=${body}`;
  };

  const handleSignOut = () => signOut.mutate();

  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="flex items-center justify-between gap-3 px-4 py-5 sm:px-6">
        <Brand />
        <LanguageSwitch />
      </header>
      <main id="main" className="grid flex-1 place-items-center px-4 pb-16">
        <div className="w-full max-w-lg rounded-card border border-border bg-surface p-6 text-center shadow-card sm:p-10">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent-100 text-accent-800">
            <ShieldAlert className="size-7" aria-hidden="true" />
          </span>
          <h1 className="mt-5 font-bold text-2xl text-ink">{t('inactive.title')}</h1>
          <p className="mt-2 text-ink-muted">{t('inactive.subtitle')}</p>
          <div className="mt-6 rounded-lg bg-slate-50 px-4 py-3">
            <p className="font-medium text-slate-500 text-xs uppercase tracking-wide">
              {t('inactive.accountLabel')}
            </p>
            <p className="mt-1 break-all font-semibold text-ink">{email}</p>
          </div>
          <p className="mt-6 text-slate-600 text-sm">{t('inactive.advice')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Button onClick={contactSupport}>
              <Mail aria-hidden="true" />
              {t('inactive.contactSupport')}
            </Button>
            <Button variant="secondary" onClick={handleSignOut} loading={signOut.isPending}>
              {t('inactive.signOut')}
            </Button>
          </div>
        </div>
      </main>
    </div>
  );
}

/** /inactive: the only page of a deactivated account. Active users go to their dashboard. */
export function Component() {
  return (
    <RequireSession>
      {(me) =>
        me.role === 'inactive' ? (
          <InactivePage email={me.email} />
        ) : (
          <Navigate to={homePath(me)} replace />
        )
      }
    </RequireSession>
  );
}
