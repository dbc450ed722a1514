// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import { type CouponKind, type CouponRow, couponInputSchema } from '@common/contracts/coupons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
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
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { adminCommerceKeys, getAdminPackages } from '@/features/commerce/admin-api';
import { errorMessage, isApiError } from '@/lib/api';
import { couponKeys, createCoupon, updateCoupon } from './admin-api';

type Values = {
  code: string;
  kind: CouponKind;
  value: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  maxUsesPerStudent: string;
  packageIds: string[];
  active: boolean;
};
type FieldName = Exclude<keyof Values, 'active'>;
const FIELDS: FieldName[] = [
  'code',
  'kind',
  'value',
  'validFrom',
  'validUntil',
  'maxUses',
  'maxUsesPerStudent',
  'packageIds',
];

const EMPTY: Values = {
  code: '',
  kind: 'percent',
  value: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  maxUsesPerStudent: '',
  packageIds: [],
  active: true,
};

const valuesOf = (c: CouponRow): Values => ({
  code: c.code,
  kind: c.kind,
  value: String(c.value),
  validFrom: c.validFrom ?? '',
  validUntil: c.validUntil ?? '',
  maxUses: c.maxUses === null ? '' : String(c.maxUses),
  maxUsesPerStudent: c.maxUsesPerStudent === null ? '' : String(c.maxUsesPerStudent),
  packageIds: c.packages.map((p) => p.id),
  active: c.active,
});

/** Empty boxes are "none"; a number box that holds text stays text, so the schema refuses it. */
const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));
const payloadOf = (v: Values) => ({
  code: v.code,
  kind: v.kind,
  value: v.value.trim() === '' ? Number.NaN : Number(v.value),
  validFrom: v.validFrom || null,
  validUntil: v.validUntil || null,
  maxUses: numberOrNull(v.maxUses),
  maxUsesPerStudent: numberOrNull(v.maxUsesPerStudent),
  packageIds: v.packageIds,
  active: v.active,
});

/** Create a coupon, or edit one (`coupon` set). Every field is checked here and on the server. */
export function CouponFormDialog({
  open,
  coupon,
  onOpenChange,
}: {
  open: boolean;
  coupon: CouponRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('coupons');
  const queryClient = useQueryClient();
  const packagesId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const packages = useQuery({
    queryKey: adminCommerceKeys.packages,
    queryFn: getAdminPackages,
    enabled: open,
  });

  useEffect(() => {
    if (!open) return;
    setValues(coupon ? valuesOf(coupon) : EMPTY);
    setErrors({});
  }, [open, coupon]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors(({ [key as FieldName]: _, ...rest }) => rest);
  };

  const save = useMutation({
    mutationFn: (payload: ReturnType<typeof payloadOf>) =>
      coupon ? updateCoupon(coupon.id, payload) : createCoupon(payload),
    onSuccess: async (row) => {
      toast.success(t(coupon ? 'form.saved' : 'form.created', { code: row.code }));
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
    },
    onError: (error) => {
      const fields = isApiError(error) ? error.fields : {};
      const mine = Object.entries(fields).filter(([k]) => FIELDS.includes(k as FieldName));
      if (mine.length) setErrors(Object.fromEntries(mine));
      else toast.error(errorMessage(error, t('form.saveFailed')));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const payload = payloadOf(values);
    const parsed = couponInputSchema.safeParse(payload);
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as FieldName;
        if (FIELDS.includes(key) && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      return;
    }
    save.mutate(payload);
  };

  const sellable = (packages.data?.packages ?? []).filter((p) => !p.isTrial);
  const togglePackage = (id: string, on: boolean) =>
    set('packageIds', on ? [...values.packageIds, id] : values.packageIds.filter((p) => p !== id));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {coupon ? t('form.editTitle', { code: coupon.code }) : t('form.createTitle')}
          </DialogTitle>
          <DialogDescription>
            {coupon ? t('form.editText') : t('form.createText')}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label={t('form.code')} hint={t('form.codeHint')} error={errors.code}>
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                className="font-mono uppercase"
                value={values.code}
                onChange={(e) => set('code', e.target.value)}
              />
            </FormField>
            <FormField label={t('form.kind')} error={errors.kind}>
              <Select
                value={values.kind}
                onValueChange={(v) => set('kind', v as CouponKind)}
                options={[
                  { value: 'percent', label: t('form.kindPercent') },
                  { value: 'fixed', label: t('form.kindFixed') },
                ]}
                className="w-full"
              />
            </FormField>
            <FormField
              label={t('form.value')}
              hint={
                values.kind === 'percent' ? t('form.valuePercentHint') : t('form.valueFixedHint')
              }
              error={errors.value}
            >
              <Input
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                value={values.value}
                onChange={(e) => set('value', e.target.value)}
              />
            </FormField>
            <div className="hidden sm:block" />
            <FormField
              label={t('form.validFrom')}
              hint={t('form.datesHint')}
              error={errors.validFrom}
            >
              <Input
                type="date"
                value={values.validFrom}
                onChange={(e) => set('validFrom', e.target.value)}
              />
            </FormField>
            <FormField label={t('form.validUntil')} error={errors.validUntil}>
              <Input
                type="date"
                value={values.validUntil}
                onChange={(e) => set('validUntil', e.target.value)}
              />
            </FormField>
            <FormField label={t('form.maxUses')} hint={t('form.limitHint')} error={errors.maxUses}>
              <Input
                type="number"
                inputMode="numeric"
                step="1"
                min="1"
                value={values.maxUses}
                onChange={(e) => set('maxUses', e.target.value)}
              />
            </FormField>
            <FormField
              label={t('form.maxUsesPerStudent')}
              hint={t('form.limitHint')}
              error={errors.maxUsesPerStudent}
            >
              <Input
                type="number"
                inputMode="numeric"
                step="1"
                min="1"
                value={values.maxUsesPerStudent}
                onChange={(e) => set('maxUsesPerStudent', e.target.value)}
              />
            </FormField>
          </div>
          <fieldset className="grid gap-2" aria-describedby={`${packagesId}-hint`}>
            <legend className="mb-1 font-medium text-ink text-sm">{t('form.packages')}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {sellable.map((p) => (
                <div key={p.id} className="flex items-center gap-2">
                  <Checkbox
                    id={`${packagesId}-${p.id}`}
                    checked={values.packageIds.includes(p.id)}
                    onCheckedChange={(on) => togglePackage(p.id, on === true)}
                  />
                  <Label htmlFor={`${packagesId}-${p.id}`}>{p.name}</Label>
                </div>
              ))}
            </div>
            <p id={`${packagesId}-hint`} className="text-ink-muted text-xs">
              {t('form.packagesHint')}
            </p>
            {errors.packageIds ? <p className="text-danger text-sm">{errors.packageIds}</p> : null}
          </fieldset>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${packagesId}-active`}
              checked={values.active}
              onCheckedChange={(on) => set('active', on === true)}
            />
            <Label htmlFor={`${packagesId}-active`}>{t('form.active')}</Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {coupon ? t('form.submitEdit') : t('form.submitCreate')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
