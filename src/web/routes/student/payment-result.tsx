import '@/i18n/commerce';
import type { OwnPayment } from '@common/contracts/commerce';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Clock, LoaderCircle, RotateCcw, Undo2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { meQueryKey } from '@/features/auth/session';
import { commerceKeys, getPayment } from '@/features/commerce/api';
import { failureText } from '@/features/commerce/failure-reason';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

/** How often the page asks while the payment is still pending. */
export const POLL_INTERVAL_MS = 1_500;

/**
 * Waits for the payment's outcome (spec: student/payment-result): the points credited and a way
 * to spend them, or the reason it failed and a retry.
 */
export function Component() {
  const { t } = useTranslation('commerce');
  useDocumentTitle(t('result.pageTitle'));
  const [params] = useSearchParams();
  const paymentId = params.get('payment') ?? '';
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: commerceKeys.payment(paymentId),
    queryFn: () => getPayment(paymentId),
    enabled: Boolean(paymentId),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? POLL_INTERVAL_MS : false),
  });
  const status = query.data?.status;

  // Points moved: every screen that shows them asks again.
  useEffect(() => {
    if (status === 'succeeded') {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.ownPackages });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.subjects });
    }
  }, [status, queryClient]);

  const chooseAgain = (
    <Button asChild variant="secondary">
      <Link to={paths.student.buyPackage.href()}>{t('result.choose')}</Link>
    </Button>
  );

  let body: ReactNode;
  if (
    !paymentId ||
    (query.isError && (isApiError(query.error, 404) || isApiError(query.error, 400)))
  ) {
    body = (
      <div className="grid gap-4">
        <FormAlert>{paymentId ? t('result.notFound') : t('result.missing')}</FormAlert>
        <div>{chooseAgain}</div>
      </div>
    );
  } else if (query.isError) {
    body = <FormAlert>{t('result.loadFailed')}</FormAlert>;
  } else if (!query.data || status === 'pending') {
    body = (
      <Outcome icon={LoaderCircle} tone="pending" title={t('result.pendingTitle')}>
        <p role="status">{t('result.pendingText')}</p>
      </Outcome>
    );
  } else {
    body = <Finished payment={query.data} chooseAgain={chooseAgain} />;
  }

  return (
    <>
      <PageHeader title={t('result.pageTitle')} />
      <div className="max-w-2xl">{body}</div>
    </>
  );
}

function Finished({ payment, chooseAgain }: { payment: OwnPayment; chooseAgain: ReactNode }) {
  const { t, i18n } = useTranslation('commerce');
  const retry = (
    <Button asChild>
      <Link to={paths.student.payment.href({ packageId: payment.packageId })}>
        <RotateCcw />
        {t('result.retry')}
      </Link>
    </Button>
  );
  if (payment.status === 'succeeded') {
    const points = payment.credit?.points ?? 0;
    return (
      <Outcome icon={CircleCheck} tone="success" title={t('result.successTitle')}>
        <p>{t('result.successText', { count: points, name: payment.packageName })}</p>
        {payment.credit ? (
          <p>
            {t('result.validUntil', { date: formatDate(payment.credit.expiresAt, i18n.language) })}
          </p>
        ) : null}
        <p className="font-semibold text-ink">{t('result.total', { count: payment.points })}</p>
        <p className="text-ink-muted text-sm">
          {t('result.amountPaid', {
            amount: formatMoney(
              payment.pricing.finalPrice,
              i18n.language,
              payment.pricing.currency,
            ),
          })}
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={paths.student.unlockedSubjects.href()}>{t('result.unlock')}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={paths.student.packages.href()}>{t('result.myPackages')}</Link>
          </Button>
        </div>
      </Outcome>
    );
  }
  if (payment.status === 'failed') {
    return (
      <Outcome icon={CircleX} tone="danger" title={t('result.failedTitle')}>
        <p role="alert">{failureText(t, payment.failureReason)}</p>
        <div className="mt-2 flex flex-wrap gap-3">
          {retry}
          {chooseAgain}
        </div>
      </Outcome>
    );
  }
  if (payment.status === 'expired') {
    return (
      <Outcome icon={Clock} tone="neutral" title={t('result.expiredTitle')}>
        <p>{t('result.expiredText')}</p>
        <div className="mt-2 flex flex-wrap gap-3">
          {retry}
          {chooseAgain}
        </div>
      </Outcome>
    );
  }
  return (
    <Outcome icon={Undo2} tone="neutral" title={t('result.refundedTitle')}>
      <p>{t('result.refundedText')}</p>
      <div className="mt-2">{chooseAgain}</div>
    </Outcome>
  );
}

const tones = {
  pending: 'bg-primary-50 text-primary-700',
  success: 'bg-emerald-50 text-emerald-700',
  danger: 'bg-red-50 text-red-700',
  neutral: 'bg-slate-100 text-slate-600',
};

function Outcome({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: typeof CircleCheck;
  tone: keyof typeof tones;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className={cn('grid size-12 shrink-0 place-items-center rounded-full', tones[tone])}>
          <Icon
            className={cn('size-6', tone === 'pending' && 'motion-safe:animate-spin')}
            aria-hidden="true"
          />
        </span>
        <div className="grid min-w-0 gap-2 text-slate-700">
          <h2 className="font-semibold text-ink text-xl">{title}</h2>
          {children}
        </div>
      </CardContent>
    </Card>
  );
}
