// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import {
  type AdminPackage,
  type PackageInput,
  packageInputSchema,
} from '@common/contracts/commerce';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
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
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { adminCommerceKeys, createPackage, updatePackage } from './admin-api';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; pkg?: AdminPackage };

const FIELDS = [
  'name',
  'description',
  'price',
  'discountPercent',
  'unlockPoints',
  'validityMonths',
  'examLimit',
  'isTrial',
  'status',
] as const;

const asNumber = { setValueAs: (v: unknown) => (v === '' || v === null ? undefined : Number(v)) };
const asLimit = { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) };

/** Creates a package or edits `pkg`; bought packages keep their buyers' terms (snapshots). */
export function PackageFormDialog({ open, onOpenChange, pkg }: Props) {
  const { t } = useTranslation('commerce');
  const queryClient = useQueryClient();
  const form = useForm<PackageInput>({
    resolver: zodResolver(packageInputSchema),
    values: {
      name: pkg?.name ?? '',
      description: pkg?.description ?? '',
      price: pkg?.price ?? 0,
      discountPercent: pkg?.discountPercent ?? 0,
      unlockPoints: pkg?.unlockPoints ?? 1,
      validityMonths: pkg?.validityMonths ?? 3,
      examLimit: pkg?.examLimit ?? null,
      isTrial: pkg?.isTrial ?? false,
      status: pkg?.status ?? true,
    },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: async (values: PackageInput): Promise<unknown> =>
      pkg ? updatePackage(pkg.id, values) : createPackage(values),
    onSuccess: async () => {
      toast.success(pkg ? t('adminPackages.saved') : t('adminPackages.created'));
      await queryClient.invalidateQueries({ queryKey: adminCommerceKeys.packages });
      onOpenChange(false);
      form.reset();
    },
    onError: (error) => {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) {
        toast.error(errorMessage(error, t('adminPackages.saveFailed')));
      }
    },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {pkg ? t('adminPackages.editTitle') : t('adminPackages.newTitle')}
          </DialogTitle>
          <DialogDescription>{t('adminPackages.formText')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <FormField label={t('adminPackages.fields.name')} error={errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <FormField
            label={t('adminPackages.fields.description')}
            error={errors.description?.message}
          >
            <Textarea rows={2} {...form.register('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('adminPackages.fields.price')} error={errors.price?.message}>
              <Input
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                {...form.register('price', asNumber)}
              />
            </FormField>
            <FormField
              label={t('adminPackages.fields.discountPercent')}
              error={errors.discountPercent?.message}
            >
              <Input
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                max="100"
                {...form.register('discountPercent', asNumber)}
              />
            </FormField>
            <FormField
              label={t('adminPackages.fields.unlockPoints')}
              error={errors.unlockPoints?.message}
            >
              <Input
                type="number"
                inputMode="numeric"
                min="1"
                {...form.register('unlockPoints', asNumber)}
              />
            </FormField>
            <FormField
              label={t('adminPackages.fields.validityMonths')}
              error={errors.validityMonths?.message}
            >
              <Input
                type="number"
                inputMode="numeric"
                min="0"
                {...form.register('validityMonths', asNumber)}
              />
            </FormField>
            <FormField
              label={t('adminPackages.fields.examLimit')}
              hint={t('adminPackages.fields.examLimitHint')}
              error={errors.examLimit?.message}
              className="sm:col-span-2"
            >
              <Input
                type="number"
                inputMode="numeric"
                min="1"
                {...form.register('examLimit', asLimit)}
              />
            </FormField>
          </div>
          <div className="grid gap-3">
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="package-status"
                    checked={field.value}
                    onCheckedChange={(v) => field.onChange(v === true)}
                  />
                  <Label htmlFor="package-status">{t('adminPackages.fields.status')}</Label>
                </div>
              )}
            />
            <Controller
              control={form.control}
              name="isTrial"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="package-trial"
                    checked={field.value}
                    onCheckedChange={(v) => field.onChange(v === true)}
                  />
                  <Label htmlFor="package-trial">{t('adminPackages.fields.isTrial')}</Label>
                </div>
              )}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('adminPackages.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {pkg ? t('adminPackages.save') : t('adminPackages.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
