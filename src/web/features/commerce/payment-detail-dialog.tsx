import type { AdminPaymentDetail, PaymentStatus } from '@common/contracts/commerce';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { formatMoney, formatPercent } from '@/lib/format';
import { adminCommerceKeys, getAdminPayment, refundPayment } from './admin-api';
import { PriceLines } from './price-lines';

export const STATUS_BADGE: Record<
  PaymentStatus,
  'neutral' | 'success' | 'danger' | 'accent' | 'outline'
> = {
  pending: 'accent',
  succeeded: 'success',
  failed: 'danger',
  expired: 'neutral',
  refunded: 'outline',
};

const FAILURE_CODES: readonly string[] = [
  'card_declined',
  'insufficient_funds',
  'provider_unavailable',
  'payment_failed',
];

type Props = { paymentId: string | null; onOpenChange: (open: boolean) => void };

/** One payment for administrators: amounts, people, points, the event timeline, refund. */
export function PaymentDetailDialog({ paymentId, onOpenChange }: Props) {
  const { t } = useTranslation('commerce');
  const query = useQuery({
    queryKey: adminCommerceKeys.payment(paymentId ?? ''),
    queryFn: () => getAdminPayment(paymentId ?? ''),
    enabled: paymentId !== null,
  });
  return (
    <Dialog open={paymentId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('adminPayments.detailTitle')}</DialogTitle>
          <DialogDescription>{query.data?.id ?? ''}</DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <Skeleton className="h-80" />
        ) : query.isError ? (
          <FormAlert>{errorMessage(query.error, t('adminPayments.detailLoadFailed'))}</FormAlert>
        ) : (
          <Detail payment={query.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Detail({ payment }: { payment: AdminPaymentDetail }) {
  const { t, i18n } = useTranslation('commerce');
  const lng = i18n.language;
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const refund = useMutation({
    mutationFn: () => refundPayment(payment.id),
    onSuccess: async (data) => {
      queryClient.setQueryData(adminCommerceKeys.payment(payment.id), data);
      setConfirming(false);
      toast.success(t('adminPayments.refundDone'));
      await queryClient.invalidateQueries({ queryKey: adminCommerceKeys.paymentsAll });
    },
    onError: (error) => toast.error(errorMessage(error, t('adminPayments.refundFailed'))),
  });

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={STATUS_BADGE[payment.status]}>
          {t(`adminPayments.statuses.${payment.status}`)}
        </Badge>
        <span className="font-semibold text-ink">
          {formatMoney(payment.amountPaid, lng, payment.currency)}
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Row label={t('adminPayments.student')}>
          {payment.student.name}
          <br />
          <span className="text-ink-muted">{payment.student.email}</span>
        </Row>
        <Row label={t('adminPayments.package')}>{payment.packageName}</Row>
        <Row label={t('adminPayments.provider')}>
          {t(`adminPayments.providers.${payment.provider}`)}
        </Row>
        <Row label={t('adminPayments.reference')}>
          <span className="break-all">{payment.providerRef ?? '—'}</span>
        </Row>
        <Row label={t('adminPayments.created')}>{when(payment.createdAt)}</Row>
        {payment.completedAt ? (
          <Row label={t('adminPayments.completed')}>{when(payment.completedAt)}</Row>
        ) : null}
        {payment.failureReason ? (
          <Row label={t('adminPayments.failure')}>
            {FAILURE_CODES.includes(payment.failureReason)
              ? t(`adminPayments.failureReasons.${payment.failureReason as 'card_declined'}`)
              : null}{' '}
            <code className="font-mono text-ink-muted text-xs">{payment.failureReason}</code>
          </Row>
        ) : null}
        {payment.affiliate ? (
          <Row label={t('adminPayments.affiliate')}>
            {payment.affiliate.name}
            <br />
            <span className="text-ink-muted">{payment.affiliate.email}</span>
          </Row>
        ) : null}
        {payment.commission ? (
          <Row label={t('adminPayments.commission')}>
            {t('adminPayments.commissionValue', {
              amount: formatMoney(payment.commission.amount, lng, payment.currency),
              rate: formatPercent(payment.commission.rate, lng),
              status: payment.commission.status,
            })}
          </Row>
        ) : null}
        {payment.credit ? (
          <Row label={t('adminPayments.credit')}>
            {t('adminPayments.creditValue', {
              availability: payment.credit.availability,
              points: payment.credit.points,
              status: payment.credit.status,
              date: when(payment.credit.expiryDate),
            })}
          </Row>
        ) : null}
        {payment.refundedAt ? (
          <Row label={t('adminPayments.refundedAt')}>
            {t('adminPayments.refundedValue', {
              date: when(payment.refundedAt),
              name: payment.refundedBy?.name ?? '—',
            })}
          </Row>
        ) : null}
      </dl>
      <PriceLines
        pricing={payment.pricing}
        name={payment.packageName}
        finalLabel={t('adminPayments.paid')}
      />
      <section aria-labelledby="payment-timeline" className="grid gap-2">
        <h3 id="payment-timeline" className="font-semibold text-ink">
          {t('adminPayments.timeline')}
        </h3>
        <ol className="grid gap-3 border-border border-s-2 ps-4">
          {payment.events.map((event) => (
            <li key={event.id} className="grid gap-0.5 text-sm">
              <span className="text-ink-muted text-xs">
                {when(event.at)} · {event.provider}
              </span>
              <span className="font-medium font-mono text-ink text-xs">{event.type}</span>
              {event.outcome ? <span className="text-slate-700">{event.outcome}</span> : null}
            </li>
          ))}
        </ol>
      </section>
      {payment.status === 'succeeded' ? (
        confirming ? (
          <div
            role="alertdialog"
            aria-labelledby="refund-title"
            className="grid gap-3 rounded-lg border border-red-200 bg-danger-soft p-4"
          >
            <p id="refund-title" className="font-semibold text-danger">
              {t('adminPayments.refundTitle')}
            </p>
            <p className="text-slate-700 text-sm">
              {t('adminPayments.refundText', { count: payment.credit?.availability ?? 0 })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="danger" loading={refund.isPending} onClick={() => refund.mutate()}>
                {t('adminPayments.refundConfirm')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                {t('adminPayments.refundCancel')}
              </Button>
            </div>
          </div>
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <Undo2 />
              {t('adminPayments.refund')}
            </Button>
          </div>
        )
      ) : null}
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-ink-muted text-xs">{label}</dt>
      <dd className="wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}
