import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type Control, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { choiceLetter, controlId, type EditorValues, nextChoiceId } from './editor-values';

const MAX_CHOICES = 10;
/** Text worth previewing: it has math or Markdown in it. */
const hasMarkup = (text: string) => /[$*_`\\]/.test(text);

type Props = {
  control: Control<EditorValues>;
  register: UseFormRegister<EditorValues>;
  errors: Record<string, string>;
  /** Marks the correct choices. */
  setCorrect: (ids: string[]) => void;
};

/** Choices of a single or multiple choice question: add, remove, reorder, mark correct. */
export function ChoiceEditor({ control, register, errors, setCorrect }: Props) {
  const { t } = useTranslation('questionEditor');
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'choices',
    // Choices have their own `id`: the array's React keys go elsewhere.
    keyName: 'key',
  });
  const type = useWatch({ control, name: 'type' });
  const correct = useWatch({ control, name: 'correct' });
  const choices = useWatch({ control, name: 'choices' });
  const multiple = type === 'multiple';
  const groupError = errors.choices;
  const answerError = errors.answer;
  const describedBy = [groupError && 'qe-choices-error', answerError && 'qe-answer-error']
    .filter(Boolean)
    .join(' ');

  const toggle = (id: string, on: boolean) => {
    if (!multiple) setCorrect(on ? [id] : []);
    else
      setCorrect(on ? [...correct.filter((c) => c !== id), id] : correct.filter((c) => c !== id));
  };

  return (
    <fieldset
      id={controlId('choices')}
      className="grid gap-3"
      aria-describedby={describedBy || undefined}
    >
      <legend className="mb-1 font-medium text-ink text-sm">{t('fields.choices')}</legend>
      <p className="text-ink-muted text-xs">{multiple ? t('hints.multiple') : t('hints.single')}</p>
      <ol className="grid gap-3">
        {fields.map((field, index) => {
          const letter = choiceLetter(index);
          const text = choices[index]?.text ?? '';
          const error = errors[`choices.${index}.text`];
          const inputId = controlId(`choices.${index}.text`);
          const choiceId = choices[index]?.id ?? '';
          const isCorrect = choiceId !== '' && correct.includes(choiceId);
          return (
            <li
              key={field.key}
              className={cn(
                'grid gap-2 rounded-lg border p-3 transition-colors',
                isCorrect ? 'border-emerald-300 bg-emerald-50/60' : 'border-border',
              )}
            >
              <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap sm:gap-3">
                {multiple ? (
                  <Checkbox
                    aria-label={t('markCorrect', { letter })}
                    checked={isCorrect}
                    onCheckedChange={(on) => toggle(choiceId, on === true)}
                  />
                ) : (
                  <input
                    type="radio"
                    name="qe-correct"
                    aria-label={t('markCorrect', { letter })}
                    checked={isCorrect}
                    onChange={(e) => toggle(choiceId, e.target.checked)}
                    className="size-5 shrink-0 accent-primary-700"
                  />
                )}
                <span
                  aria-hidden="true"
                  className="w-5 shrink-0 text-center font-semibold text-ink"
                >
                  {letter}
                </span>
                <Input
                  id={inputId}
                  aria-label={t('fields.choice', { letter })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  placeholder={t('placeholders.choice')}
                  className="min-w-40 flex-1 sm:min-w-0"
                  {...register(`choices.${index}.text`)}
                />
                <div className="ms-auto flex shrink-0">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 sm:size-10"
                    aria-label={t('moveUp', { letter })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 sm:size-10"
                    aria-label={t('moveDown', { letter })}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 text-danger sm:size-10"
                    aria-label={t('removeChoice', { letter })}
                    disabled={fields.length <= 2}
                    onClick={() => {
                      setCorrect(correct.filter((c) => c !== choiceId));
                      remove(index);
                    }}
                  >
                    <Trash2 />
                  </Button>
                </div>
              </div>
              {hasMarkup(text) ? (
                <div className="ms-14 rounded-md bg-slate-50 px-3 py-1.5 text-ink text-sm">
                  <RichText inline text={text} />
                </div>
              ) : null}
              {error ? (
                <p id={`${inputId}-error`} className="ms-14 font-medium text-danger text-sm">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={fields.length >= MAX_CHOICES}
          onClick={() => append({ id: nextChoiceId(choices), text: '' })}
        >
          <Plus />
          {t('addChoice')}
        </Button>
      </div>
      {groupError ? (
        <p id="qe-choices-error" className="font-medium text-danger text-sm">
          {groupError}
        </p>
      ) : null}
      {answerError ? (
        <p id="qe-answer-error" className="font-medium text-danger text-sm">
          {answerError}
        </p>
      ) : null}
    </fieldset>
  );
}
