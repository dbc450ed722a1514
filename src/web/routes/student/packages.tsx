import '@/i18n/commerce';
import type { OwnPackage } from '@common/contracts/commerce';
import { useQuery } from '@tanstack/react-query';
import { Coins, PackageOpen, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { commerceKeys, getOwnPackages } from '@/features/commerce/api';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

const statusBadge = { active: 'success', expired: 'neutral', revoked: 'danger' } as const;

/** The student's packages: points left, expiry and status (spec: student/packages). */
export function Component() {
  const { t, i18n } = useTranslation('commerce');
  useDocumentTitle(t('mine.pageTitle'));
  const query = useQuery({ queryKey: commerceKeys.ownPackages, queryFn: getOwnPackages });
  const buy = (
    <Button asChild>
      <Link to={paths.student.buyPackage.href()}>
        <ShoppingCart />
        {t('mine.buy')}
      </Link>
    </Button>
  );

  return (
    <>
      <PageHeader title={t('mine.title')} description={t('mine.subtitle')}>
        {buy}
      </PageHeader>
      {query.isPending ? (
        <div className="grid gap-4">
          <Skeleton className="h-20" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : query.isError ? (
        <FormAlert>{t('mine.loadFailed')}</FormAlert>
      ) : (
        <div className="grid gap-5">
          <Card className="flex flex-wrap items-center gap-4 p-5">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-700">
              <Coins className="size-5" aria-hidden="true" />
            </span>
            <div className="grid gap-0.5">
              <h2 className="font-medium text-ink-muted text-sm">{t('points.label')}</h2>
              <p className="font-bold text-2xl text-ink">
                {new Intl.NumberFormat(i18n.language).format(query.data.points)}
              </p>
            </div>
            <Button asChild variant="secondary" className="ms-auto">
              <Link to={paths.student.unlockedSubjects.href()}>{t('result.unlock')}</Link>
            </Button>
          </Card>
          {query.data.packages.length === 0 ? (
            <EmptyState
              icon={PackageOpen}
              title={t('mine.emptyTitle')}
              description={t('mine.emptyText')}
              headingLevel={2}
              action={buy}
            />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {query.data.packages.map((pkg) => (
                <li key={pkg.id}>
                  <OwnPackageCard pkg={pkg} language={i18n.language} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}

function OwnPackageCard({ pkg, language }: { pkg: OwnPackage; language: string }) {
  const { t } = useTranslation('commerce');
  const active = pkg.status === 'active';
  const used = pkg.unlockPoints > 0 ? (pkg.unlockPoints - pkg.availability) / pkg.unlockPoints : 1;
  return (
    <Card
      className={cn('grid gap-3 p-5', !active && 'opacity-75')}
      data-package-status={pkg.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-ink text-lg">{pkg.name}</h2>
        <Badge variant={statusBadge[pkg.status]}>{t(`mine.status.${pkg.status}`)}</Badge>
      </div>
      <p dir="auto" className="text-ink-muted text-sm">
        {pkg.description}
      </p>
      <div className="grid gap-1.5">
        <p className="font-medium text-ink text-sm">
          {t('mine.left', { left: pkg.availability, total: pkg.unlockPoints })}
        </p>
        <div className="h-2 overflow-hidden rounded-full bg-slate-100" role="presentation">
          <div
            className={cn('h-full rounded-full', active ? 'bg-primary-600' : 'bg-slate-400')}
            style={{ width: `${Math.round((1 - used) * 100)}%` }}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-ink-muted text-xs">
        <p>{t('mine.purchased', { date: formatDate(pkg.purchaseDate, language) })}</p>
        <p>
          {pkg.status === 'expired'
            ? t('mine.expired', { date: formatDate(pkg.expiryDate, language) })
            : t('mine.expires', { date: formatDate(pkg.expiryDate, language) })}
        </p>
      </div>
    </Card>
  );
}
