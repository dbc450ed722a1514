import { Switch } from 'radix-ui';
import { type Control, Controller, type UseFormRegister, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import i18n from '@/i18n';
import { controlId, type EditorValues } from './editor-values';

type Props = {
  control: Control<EditorValues>;
  register: UseFormRegister<EditorValues>;
  errors: Record<string, string>;
  calibratedAt: string | null;
};

/** IRT a, b, c: read-only unless the 'Advanced' switch is on. */
export function IrtFields({ control, register, errors, calibratedAt }: Props) {
  const { t } = useTranslation('questionEditor');
  const advanced = useWatch({ control, name: 'advanced' });
  const field = (name: 'irtA' | 'irtB' | 'irtC') => (
    <FormField label={t(`fields.${name}`)} id={controlId(name)} error={errors[name]}>
      <Input
        inputMode="decimal"
        autoComplete="off"
        readOnly={!advanced}
        className={advanced ? undefined : 'bg-slate-50 text-ink-muted'}
        {...register(name)}
      />
    </FormField>
  );
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="advanced"
          render={({ field: f }) => (
            <Switch.Root
              id="qe-advanced"
              checked={f.value}
              onCheckedChange={f.onChange}
              className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:bg-primary-700"
            >
              <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5.5 rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-5.5" />
            </Switch.Root>
          )}
        />
        <Label htmlFor="qe-advanced">{t('advanced')}</Label>
      </div>
      <p className="text-ink-muted text-sm">
        {advanced ? t('hints.irtRanges') : t('hints.irtReadOnly')}
        {calibratedAt
          ? ` ${t('hints.calibrated', { date: new Date(calibratedAt).toLocaleDateString(i18n.language) })}`
          : null}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {field('irtA')}
        {field('irtB')}
        {field('irtC')}
      </div>
    </div>
  );
}
