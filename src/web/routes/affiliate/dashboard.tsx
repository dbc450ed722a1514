import '@/i18n/app';
import { CalendarDays, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { useCurrentUser } from '@/features/auth/session';
import { StatCard } from '@/features/dashboard/stat-card';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t, i18n } = useTranslation('app');
  const me = useCurrentUser();
  useDocumentTitle(t('affiliate.pageTitle'));

  return (
    <>
      <PageHeader
        title={t('affiliate.heading')}
        description={t('affiliate.welcome', { firstName: me.firstName })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          icon={UserRound}
          label={t('affiliate.accountTitle')}
          value={`${me.firstName} ${me.lastName}`}
          hint={me.email}
        />
        <StatCard
          icon={CalendarDays}
          tone="neutral"
          label={t('affiliate.memberTitle')}
          value={formatDate(me.createdAt, i18n.language)}
        />
      </div>
      <section aria-labelledby="referrals-title" className="mt-8">
        <h2 id="referrals-title" className="mb-3 font-semibold text-ink text-lg">
          {t('affiliate.referralsTitle')}
        </h2>
        <EmptyState
          icon={Users}
          title={t('affiliate.noReferralsTitle')}
          description={t('affiliate.noReferralsText')}
        />
      </section>
    </>
  );
}
