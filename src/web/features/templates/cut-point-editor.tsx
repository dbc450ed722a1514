import type { TemplateValues } from '@common/contracts/templates';
import { Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { defaultBands, type TemplateFormValues } from './form-values';

type Form = UseFormReturn<TemplateFormValues, unknown, TemplateValues>;

/** The scale's score bands, highest first: a label and the minimum percent that earns it. */
export function CutPointEditor({ form }: { form: Form }) {
  const { t } = useTranslation('templates');
  const id = useId();
  const { fields, append, remove, replace } = useFieldArray({
    control: form.control,
    name: 'scoring.cutPoints',
  });
  const scale = useWatch({ control: form.control, name: 'scoring.scale' });
  const errors = form.formState.errors.scoring?.cutPoints;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h3 id={`${id}-heading`} className="font-semibold text-base text-ink">
            {t('form.cutPointsHeading')}
          </h3>
          <p className="text-ink-muted text-sm">{t('form.cutPointsText')}</p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => replace(defaultBands(scale))}
          disabled={!scale}
        >
          <RotateCcw />
          {t('form.useDefaults')}
        </Button>
      </div>
      {listError ? <p className="font-medium text-danger text-sm">{listError}</p> : null}
      {fields.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('form.cutPointsNone')}</p>
      ) : (
        <div className="grid gap-2">
          <div className="grid grid-cols-[minmax(0,1fr)_6.5rem_2.5rem] gap-2 text-slate-600 text-xs">
            <span>{t('form.labelColumn')}</span>
            <span>{t('form.minColumn')}</span>
          </div>
          <ol className="grid gap-2">
            {fields.map((field, index) => {
              const number = index + 1;
              const own = errors?.[index];
              const messages = [own?.label?.message, own?.minPercent?.message].filter(Boolean);
              return (
                <li key={field.id} className="grid gap-1" data-band>
                  <div className="grid grid-cols-[minmax(0,1fr)_6.5rem_2.5rem] items-center gap-2">
                    <Input
                      aria-label={t('form.bandLabel', { number })}
                      aria-invalid={own?.label ? true : undefined}
                      {...form.register(`scoring.cutPoints.${index}.label`)}
                    />
                    <Input
                      type="number"
                      inputMode="decimal"
                      min={0}
                      max={100}
                      step="any"
                      aria-label={t('form.bandMin', { number })}
                      aria-invalid={own?.minPercent ? true : undefined}
                      {...form.register(`scoring.cutPoints.${index}.minPercent`, {
                        valueAsNumber: true,
                      })}
                    />
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('form.removeBand', { number })}
                      onClick={() => remove(index)}
                    >
                      <Trash2 />
                    </Button>
                  </div>
                  {messages.map((message) => (
                    <p key={message} className="font-medium text-danger text-sm">
                      {message}
                    </p>
                  ))}
                </li>
              );
            })}
          </ol>
        </div>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            const last = form.getValues('scoring.cutPoints').at(-1)?.minPercent;
            const next = Number.isFinite(last) ? Math.max(0, Number(last) - 10) : 0;
            append({ label: '', minPercent: next });
          }}
        >
          <Plus />
          {t('form.addBand')}
        </Button>
      </div>
    </section>
  );
}
