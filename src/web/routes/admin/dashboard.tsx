import '@/i18n/app';
import { BadgeCheck, CalendarDays, ShieldCheck, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { useCurrentUser } from '@/features/auth/session';
import { StatCard } from '@/features/dashboard/stat-card';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t, i18n } = useTranslation(['app', 'common']);
  const me = useCurrentUser();
  useDocumentTitle(t('admin.pageTitle'));

  return (
    <>
      <PageHeader
        title={t('admin.heading')}
        description={t('admin.welcome', { firstName: me.firstName, email: me.email })}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          icon={ShieldCheck}
          label={t('admin.roleTitle')}
          value={t(`common:roles.${me.role}`)}
          hint={me.email}
        />
        <StatCard
          icon={BadgeCheck}
          tone={me.emailVerified ? 'primary' : 'accent'}
          label={t('admin.verifiedTitle')}
          value={me.emailVerified ? t('admin.verified') : t('admin.unverified')}
          hint={me.email}
        />
        <StatCard
          icon={CalendarDays}
          tone="neutral"
          label={t('admin.memberTitle')}
          value={formatDate(me.createdAt, i18n.language)}
        />
      </div>
      <section aria-labelledby="tools-title" className="mt-8">
        <h2 id="tools-title" className="mb-3 font-semibold text-ink text-lg">
          {t('admin.toolsTitle')}
        </h2>
        <EmptyState
          icon={Wrench}
          title={t('admin.toolsEmptyTitle')}
          description={t('admin.toolsEmptyText')}
        />
      </section>
    </>
  );
}
