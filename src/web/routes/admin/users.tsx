import '@/i18n/users';
import type { VerificationFilter } from '@common/contracts/users';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { UsersPanel } from '@/features/users/users-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Administrators' users and user-verification screen (spec: one screen for both routes). The
 * verification route opens on the unverified accounts.
 */
export function UsersScreen({ verification }: { verification?: VerificationFilter }) {
  const { t } = useTranslation('users');
  useDocumentTitle(verification ? t('verificationPageTitle') : t('pageTitle'));
  return (
    <>
      <PageHeader
        title={verification ? t('verificationTitle') : t('title')}
        description={verification ? t('verificationSubtitle') : t('subtitle')}
      />
      <UsersPanel defaultVerification={verification} />
    </>
  );
}

export function Component() {
  return <UsersScreen />;
}
