// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import { payCommissionsSchema } from '@common/contracts/affiliates';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The commissions an action applies to: how many and their total, already formatted. */
export type CommissionBatch = { ids: string[]; total: string };

/** Asks before approving: the count and the total, since each affiliate gets an e-mail. */
export function ApproveDialog({
  batch,
  onOpenChange,
  onConfirm,
  pending,
}: {
  batch: CommissionBatch | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('affiliateAdmin');
  const count = batch?.ids.length ?? 0;
  return (
    <Dialog open={batch !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('commissions.approveTitle', { count })}</DialogTitle>
          <DialogDescription>
            {t('commissions.approveText', { amount: batch?.total ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            {t('commissions.approveConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const payoutSchema = payCommissionsSchema.pick({ payoutReference: true });
type PayoutForm = { payoutReference: string };

/** Marks approved commissions paid; the payout reference is required. */
export function PayDialog({
  batch,
  onOpenChange,
  onConfirm,
  pending,
  serverError,
}: {
  batch: CommissionBatch | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (payoutReference: string) => void;
  pending: boolean;
  /** The server's message about the payout reference, if it refused it. */
  serverError?: string;
}) {
  const { t } = useTranslation('affiliateAdmin');
  const count = batch?.ids.length ?? 0;
  const form = useForm<PayoutForm, unknown, PayoutForm>({
    resolver: zodResolver(payoutSchema),
    defaultValues: { payoutReference: '' },
  });
  const open = batch !== null;
  useEffect(() => {
    if (open) form.reset({ payoutReference: '' });
  }, [open, form]);
  useEffect(() => {
    if (serverError) form.setError('payoutReference', { type: 'server', message: serverError });
  }, [serverError, form]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('commissions.payTitle', { count })}</DialogTitle>
          <DialogDescription>
            {t('commissions.payText', { amount: batch?.total ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => onConfirm(values.payoutReference))}
        >
          <FormField
            label={t('commissions.payoutReference')}
            hint={t('commissions.payoutReferenceHint')}
            error={form.formState.errors.payoutReference?.message}
          >
            <Input autoComplete="off" maxLength={120} {...form.register('payoutReference')} />
          </FormField>
          <DialogFooter>
            <Button
              type="button"
              variant="secondary"
              onClick={() => onOpenChange(false)}
              disabled={pending}
            >
              {t('cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('commissions.payConfirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
