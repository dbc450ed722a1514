import '@/i18n/commerce';
import { useQuery } from '@tanstack/react-query';
import { Gift, PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { commerceKeys, getQuotes } from '@/features/commerce/api';
import { PackageFacts } from '@/features/commerce/package-facts';
import { PriceLines } from '@/features/commerce/price-lines';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

/** The packages on sale with this student's price, line by line (spec: student/buy-package). */
export function Component() {
  const { t } = useTranslation('commerce');
  useDocumentTitle(t('buy.pageTitle'));
  const query = useQuery({ queryKey: commerceKeys.quotes, queryFn: getQuotes });
  const referral = query.data?.referral ?? null;
  const list = query.data?.packages ?? [];

  return (
    <>
      <PageHeader title={t('buy.title')} description={t('buy.subtitle')} />
      {referral ? (
        <p className="mb-6 flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900 text-sm">
          <Gift className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {referral.code
            ? t('buy.referralWithCode', { name: referral.name, code: referral.code })
            : t('buy.referral', { name: referral.name })}
        </p>
      ) : null}
      {query.isPending ? (
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      ) : query.isError ? (
        <FormAlert>{t('buy.loadFailed')}</FormAlert>
      ) : list.length === 0 ? (
        <EmptyState
          icon={PackageOpen}
          title={t('buy.emptyTitle')}
          description={t('buy.emptyText')}
          headingLevel={2}
        />
      ) : (
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {list.map((pkg, index) => {
            const popular = index === 1 && list.length >= 3;
            return (
              <li key={pkg.id}>
                <Card
                  className={cn(
                    'flex h-full flex-col',
                    popular && 'border-primary-300 ring-2 ring-primary-200',
                  )}
                >
                  <CardHeader>
                    <div className="flex items-center justify-between gap-2">
                      <CardTitle level={2} className="text-lg">
                        {pkg.name}
                      </CardTitle>
                      {popular ? <Badge variant="accent">{t('package.popular')}</Badge> : null}
                    </div>
                    <CardDescription dir="auto">{pkg.description}</CardDescription>
                  </CardHeader>
                  <CardContent className="grid flex-1 content-start gap-5">
                    <PackageFacts
                      unlockPoints={pkg.unlockPoints}
                      validityMonths={pkg.validityMonths}
                      examLimit={pkg.examLimit}
                    />
                    <PriceLines pricing={pkg.pricing} name={pkg.name} />
                  </CardContent>
                  <CardFooter>
                    <Button asChild className="w-full" variant={popular ? 'primary' : 'secondary'}>
                      <Link
                        to={paths.student.payment.href({ packageId: pkg.id })}
                        aria-label={t('buy.choose', { name: pkg.name })}
                      >
                        {t('buy.choose', { name: pkg.name })}
                      </Link>
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
