import '@/i18n/account';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { OwnSessionsCard } from '@/features/sessions/own-sessions-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChangePasswordCard } from './change-password-card';

/** /{area}/settings: change the password and manage where the account is signed in. */
export function SettingsPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('settings.pageTitle'));
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.subtitle')} />
      <div className="grid max-w-3xl gap-6">
        <ChangePasswordCard />
        <OwnSessionsCard />
      </div>
    </>
  );
}
