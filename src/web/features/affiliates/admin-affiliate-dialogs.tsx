// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import {
  type AdminAffiliateRow,
  type CreateAffiliateInput,
  createAffiliateSchema,
  type UpdateAffiliateInput,
  updateAffiliateSchema,
} from '@common/contracts/affiliates';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type FieldErrors, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
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
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors, emptyAsMissing } from '@/lib/form-errors';
import { adminAffiliateKeys, createAffiliate, updateAffiliate } from './admin-api';

/** An empty number field is not a number: the schema answers with the range it expects. */
const asNumber = { setValueAs: (v: unknown) => (v === '' || v === null ? Number.NaN : Number(v)) };

/** Commission rate (0–50 %) and referral discount (5–15 %): the same boxes on create and edit. */
function RateFields({
  commissionRate,
  referralDiscount,
  errors,
}: {
  commissionRate: UseFormRegisterReturn;
  referralDiscount: UseFormRegisterReturn;
  errors: FieldErrors<Pick<CreateAffiliateInput, 'commissionRate' | 'referralDiscountPercent'>>;
}) {
  const { t } = useTranslation('affiliateAdmin');
  return (
    <>
      <FormField
        label={t('form.commissionRate')}
        hint={t('form.commissionRateHint')}
        error={errors.commissionRate?.message}
      >
        <Input type="number" inputMode="decimal" step="0.01" min="0" max="50" {...commissionRate} />
      </FormField>
      <FormField
        label={t('form.referralDiscount')}
        hint={t('form.referralDiscountHint')}
        error={errors.referralDiscountPercent?.message}
      >
        <Input
          type="number"
          inputMode="decimal"
          step="0.01"
          min="5"
          max="15"
          {...referralDiscount}
        />
      </FormField>
    </>
  );
}

const CREATE_FIELDS = [
  'email',
  'password',
  'firstName',
  'lastName',
  'phoneNumber',
  'code',
  'commissionRate',
  'referralDiscountPercent',
] as const;

const CREATE_DEFAULTS: CreateAffiliateInput = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  code: '',
  commissionRate: 10,
  referralDiscountPercent: 10,
};

type CreateOutput = z.output<typeof createAffiliateSchema>;

/** The spec's privileged creation of an affiliate account (the e-mail counts as confirmed). */
export function CreateAffiliateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('affiliateAdmin');
  const queryClient = useQueryClient();
  const form = useForm<CreateAffiliateInput, unknown, CreateOutput>({
    resolver: zodResolver(createAffiliateSchema),
    defaultValues: CREATE_DEFAULTS,
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (open) form.reset(CREATE_DEFAULTS);
  }, [open, form]);

  const mutation = useMutation({
    mutationFn: (values: CreateOutput) => createAffiliate(values),
    onSuccess: async (row) => {
      toast.success(t('form.created', { code: row.code }));
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: adminAffiliateKeys.all });
    },
    onError: (error) => {
      if (!applyServerFieldErrors(error, CREATE_FIELDS, form.setError)) {
        toast.error(errorMessage(error, t('form.saveFailed')));
      }
    },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('form.createTitle')}</DialogTitle>
          <DialogDescription>{t('form.createText')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label={t('form.firstName')} error={errors.firstName?.message}>
              <Input autoComplete="off" {...form.register('firstName', emptyAsMissing)} />
            </FormField>
            <FormField label={t('form.lastName')} error={errors.lastName?.message}>
              <Input autoComplete="off" {...form.register('lastName', emptyAsMissing)} />
            </FormField>
            <FormField label={t('form.email')} error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="off"
                inputMode="email"
                {...form.register('email', emptyAsMissing)}
              />
            </FormField>
            <FormField label={t('form.password')} error={errors.password?.message}>
              <PasswordInput
                autoComplete="new-password"
                {...form.register('password', emptyAsMissing)}
              />
            </FormField>
            <FormField label={t('form.phoneNumber')} error={errors.phoneNumber?.message}>
              <Input type="tel" autoComplete="off" {...form.register('phoneNumber')} />
            </FormField>
            <FormField
              label={t('form.code')}
              hint={t('form.codeHint')}
              error={errors.code?.message}
            >
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="uppercase"
                {...form.register('code', emptyAsMissing)}
              />
            </FormField>
            <RateFields
              commissionRate={form.register('commissionRate', asNumber)}
              referralDiscount={form.register('referralDiscountPercent', asNumber)}
              errors={errors}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('form.submitCreate')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const RATE_FIELDS = ['commissionRate', 'referralDiscountPercent'] as const;
type RatesOutput = z.output<typeof updateAffiliateSchema>;

/** Commission rate (0–50 %) and referral discount (5–15 %) of one affiliate. */
export function EditRatesDialog({
  affiliate,
  onOpenChange,
}: {
  affiliate: AdminAffiliateRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('affiliateAdmin');
  const queryClient = useQueryClient();
  const form = useForm<UpdateAffiliateInput, unknown, RatesOutput>({
    resolver: zodResolver(updateAffiliateSchema),
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (affiliate) {
      form.reset({
        commissionRate: affiliate.commissionRate,
        referralDiscountPercent: affiliate.referralDiscountPercent,
      });
    }
  }, [affiliate, form]);

  const mutation = useMutation({
    mutationFn: (values: RatesOutput) => updateAffiliate(affiliate?.id ?? '', values),
    onSuccess: async (row) => {
      toast.success(t('form.saved', { name: row.name || row.email }));
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: adminAffiliateKeys.all });
    },
    onError: (error) => {
      if (!applyServerFieldErrors(error, RATE_FIELDS, form.setError)) {
        toast.error(errorMessage(error, t('form.saveFailed')));
      }
    },
  });
  const name = affiliate ? affiliate.name || affiliate.email : '';

  return (
    <Dialog open={affiliate !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('form.editTitle', { name })}</DialogTitle>
          <DialogDescription>{t('form.editText')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <RateFields
            commissionRate={form.register('commissionRate', asNumber)}
            referralDiscount={form.register('referralDiscountPercent', asNumber)}
            errors={errors}
          />
          {errors.root?.message ? (
            <p className="font-medium text-danger text-sm">{errors.root.message}</p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('form.submitEdit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
