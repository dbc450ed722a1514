import '@/i18n/app';
import { CalendarDays, ClipboardList, Coins, UserRound } from 'lucide-react';
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
  useDocumentTitle(t('student.pageTitle'));
  const numbers = new Intl.NumberFormat(i18n.language);

  return (
    <>
      <PageHeader
        title={t('student.welcome', { firstName: me.firstName })}
        description={t('student.subtitle')}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          icon={Coins}
          tone="accent"
          label={t('student.pointsTitle')}
          value={numbers.format(me.unlockPoints)}
          hint={t('student.pointsHint', { count: me.unlockPoints })}
        />
        <StatCard
          icon={UserRound}
          label={t('student.roleTitle')}
          value={t(`common:roles.${me.role}`)}
          hint={t('student.roleHint', { email: me.email })}
        />
        <StatCard
          icon={CalendarDays}
          tone="neutral"
          label={t('student.memberTitle')}
          value={formatDate(me.createdAt, i18n.language)}
          hint={t('student.memberHint')}
        />
      </div>
      <section aria-labelledby="exams-title" className="mt-8">
        <h2 id="exams-title" className="mb-3 font-semibold text-ink text-lg">
          {t('student.examsTitle')}
        </h2>
        <EmptyState
          icon={ClipboardList}
          title={t('student.noExamsTitle')}
          description={t('student.noExamsText')}
        />
      </section>
    </>
  );
}
