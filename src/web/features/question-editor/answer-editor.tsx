import { Plus, Trash2 } from 'lucide-react';
import { type Control, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { controlId, type EditorValues } from './editor-values';

type Props = {
  control: Control<EditorValues>;
  register: UseFormRegister<EditorValues>;
  errors: Record<string, string>;
};

/** The answer key of a numeric, expression or short-text question. */
export function AnswerEditor({ control, register, errors }: Props) {
  const type = useWatch({ control, name: 'type' });
  if (type === 'numeric') return <NumericAnswer register={register} errors={errors} />;
  if (type === 'expression')
    return <ExpressionAnswer control={control} register={register} errors={errors} />;
  if (type === 'text') return <TextAnswer control={control} register={register} errors={errors} />;
  return null;
}

function NumericAnswer({ register, errors }: Omit<Props, 'control'>) {
  const { t } = useTranslation('questionEditor');
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField
        label={t('fields.numericValue')}
        id={controlId('answer.value')}
        error={errors['answer.value'] ?? errors.answer}
      >
        <Input inputMode="decimal" autoComplete="off" {...register('numeric.value')} />
      </FormField>
      <FormField
        label={t('fields.tolerance')}
        id={controlId('answer.tolerance')}
        error={errors['answer.tolerance']}
        hint={t('hints.tolerance')}
      >
        <Input inputMode="decimal" autoComplete="off" {...register('numeric.tolerance')} />
      </FormField>
    </div>
  );
}

function ExpressionAnswer({ control, register, errors }: Props) {
  const { t } = useTranslation('questionEditor');
  const expression = useWatch({ control, name: 'expression' });
  return (
    <div className="grid gap-3">
      <FormField
        label={t('fields.expression')}
        id={controlId('answer.expression')}
        error={errors['answer.expression'] ?? errors.answer}
        hint={t('hints.expression')}
      >
        <Input
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          placeholder={t('placeholders.expression')}
          {...register('expression')}
        />
      </FormField>
      <section
        aria-label={t('previewLabel', { field: t('fields.expression').toLowerCase() })}
        data-testid="qe-expression-preview"
        className="min-h-12 rounded-lg border border-border border-dashed bg-slate-50 px-4 py-2"
      >
        {expression.trim() ? (
          <RichText text={`$$${expression}$$`} />
        ) : (
          <p className="text-ink-muted text-sm">{t('previewEmpty')}</p>
        )}
      </section>
    </div>
  );
}

function TextAnswer({ control, register, errors }: Props) {
  const { t } = useTranslation('questionEditor');
  const { fields, append, remove } = useFieldArray({ control, name: 'accepted' });
  const error = errors['answer.accepted'] ?? errors.answer;
  return (
    <fieldset
      id={controlId('answer.accepted')}
      className="grid gap-2"
      aria-describedby={error ? 'qe-accepted-error' : 'qe-accepted-hint'}
    >
      <legend className="mb-1 font-medium text-ink text-sm">{t('fields.accepted')}</legend>
      <p id="qe-accepted-hint" className="text-ink-muted text-xs">
        {t('hints.accepted')}
      </p>
      <ul className="grid gap-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-center gap-2">
            <Input
              aria-label={t('fields.acceptedItem', { n: index + 1 })}
              placeholder={t('placeholders.accepted')}
              autoComplete="off"
              className="min-w-0 flex-1"
              {...register(`accepted.${index}.value`)}
            />
            <Button
              variant="ghost"
              size="icon"
              className="text-danger"
              aria-label={t('removeAccepted', { n: index + 1 })}
              disabled={fields.length <= 1}
              onClick={() => remove(index)}
            >
              <Trash2 />
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={fields.length >= 30}
          onClick={() => append({ value: '' })}
        >
          <Plus />
          {t('addAccepted')}
        </Button>
      </div>
      {error ? (
        <p id="qe-accepted-error" className="font-medium text-danger text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
