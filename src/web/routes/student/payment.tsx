import '@/i18n/commerce';
import type { CheckoutResult, SandboxOutcome } from '@common/contracts/commerce';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Lock, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import {
  commerceKeys,
  confirmSandboxPayment,
  getQuote,
  startCheckout,
} from '@/features/commerce/api';
import { PackageFacts } from '@/features/commerce/package-facts';
import { PriceLines } from '@/features/commerce/price-lines';
import { SandboxCardForm } from '@/features/commerce/sandbox-card-form';
import { CouponCodeField } from '@/features/coupons/coupon-code-field';
import { errorMessage, isApiError } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

/**
 * Order summary and Pay (spec: student/payment/{packageId}). Pay starts a checkout whose amount
 * the server computes: Stripe's hosted page when Stripe is configured, otherwise the sandbox's
 * card form on this page.
 */
export function Component() {
  const { t, i18n } = useTranslation('commerce');
  useDocumentTitle(t('payment.pageTitle'));
  const { packageId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checkout, setCheckout] = useState<CheckoutResult | null>(null);
  /** The coupon code the server accepted for this package (the quote shows its line). */
  const [coupon, setCoupon] = useState<string | null>(null);
  const quote = useQuery({
    queryKey: commerceKeys.quote(packageId, coupon),
    queryFn: () => getQuote(packageId, coupon),
    // An accepted code keeps its price on the page; the checkout checks it again.
    staleTime: coupon ? Number.POSITIVE_INFINITY : undefined,
  });
  const applyCoupon = async (code: string) => {
    const result = await getQuote(packageId, code);
    const accepted = result.package.pricing.couponCode ?? code.toUpperCase();
    queryClient.setQueryData(commerceKeys.quote(packageId, accepted), result);
    setCoupon(accepted);
  };

  const start = useMutation({
    mutationFn: () => startCheckout(packageId, coupon),
    onSuccess: (result) => {
      if (result.completed) {
        void navigate(`${paths.student.paymentResult.href()}?payment=${result.paymentId}`);
      } else if (result.checkoutUrl) window.location.assign(result.checkoutUrl);
      else setCheckout(result);
    },
  });
  const pay = useMutation({
    mutationFn: (outcome: SandboxOutcome) =>
      confirmSandboxPayment(checkout?.paymentId ?? '', outcome),
    onSuccess: (payment) => {
      queryClient.setQueryData(commerceKeys.payment(payment.id), payment);
      void navigate(`${paths.student.paymentResult.href()}?payment=${payment.id}`);
    },
  });

  const back = (
    <Button asChild variant="secondary">
      <Link to={paths.student.buyPackage.href()}>
        <ArrowLeft />
        {t('payment.back')}
      </Link>
    </Button>
  );

  if (quote.isPending) {
    return (
      <>
        <PageHeader title={t('payment.title')} description={t('payment.subtitle')} />
        <div className="grid gap-5 lg:grid-cols-[1fr_26rem]">
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      </>
    );
  }
  if (quote.isError) {
    return (
      <>
        <PageHeader title={t('payment.title')} />
        <div className="grid max-w-xl gap-4">
          <FormAlert>
            {isApiError(quote.error, 404) || isApiError(quote.error, 400)
              ? t('payment.notFound')
              : errorMessage(quote.error, t('payment.loadFailed'))}
          </FormAlert>
          <div>{back}</div>
        </div>
      </>
    );
  }

  const pkg = quote.data.package;
  const amount = formatMoney(pkg.pricing.finalPrice, i18n.language, pkg.pricing.currency);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });

  return (
    <>
      <PageHeader title={t('payment.title')} description={t('payment.subtitle')}>
        {back}
      </PageHeader>
      <div className="grid items-start gap-5 lg:grid-cols-[1fr_26rem]">
        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('payment.summary')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <div className="grid gap-1">
              <p className="font-semibold text-ink text-lg">{pkg.name}</p>
              <p dir="auto" className="text-ink-muted text-sm">
                {pkg.description}
              </p>
            </div>
            <PackageFacts
              unlockPoints={pkg.unlockPoints}
              validityMonths={pkg.validityMonths}
              examLimit={pkg.examLimit}
            />
            <PriceLines pricing={pkg.pricing} name={pkg.name} />
            <CouponCodeField
              applied={coupon}
              onApply={applyCoupon}
              onRemove={() => setCoupon(null)}
              disabled={checkout !== null || start.isPending || start.isSuccess}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle level={2} className="flex items-center gap-2">
              <Lock className="size-4 text-primary-600" aria-hidden="true" />
              {t('payment.pageTitle')}
            </CardTitle>
            <CardDescription className="flex items-start gap-2">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {t('payment.secure')}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {start.isError ? (
              <FormAlert>{errorMessage(start.error, t('payment.startFailed'))}</FormAlert>
            ) : null}
            {pay.isError ? (
              <FormAlert>{errorMessage(pay.error, t('payment.confirmFailed'))}</FormAlert>
            ) : null}
            {checkout ? (
              <>
                <p className="wrap-anywhere text-ink-muted text-xs">
                  {t('payment.reference', { reference: checkout.reference })}
                  <br />
                  {t('payment.expiresAt', { time: time.format(new Date(checkout.expiresAt)) })}
                </p>
                <SandboxCardForm
                  amountLabel={formatMoney(
                    checkout.pricing.finalPrice,
                    i18n.language,
                    checkout.pricing.currency,
                  )}
                  pending={pay.isPending}
                  onPay={(outcome) => pay.mutate(outcome)}
                />
              </>
            ) : (
              <Button
                size="lg"
                className="w-full"
                loading={start.isPending || start.isSuccess}
                onClick={() => start.mutate()}
              >
                {start.isPending || start.isSuccess
                  ? t('payment.redirecting')
                  : t('payment.pay', { amount })}
              </Button>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
