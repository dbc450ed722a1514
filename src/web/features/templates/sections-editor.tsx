import type { Topic } from '@common/contracts/subjects';
import type { TemplateValues } from '@common/contracts/templates';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { emptySection, type TemplateFormValues } from './form-values';

type Form = UseFormReturn<TemplateFormValues, unknown, TemplateValues>;

type TopicPickerProps = {
  topics: Topic[];
  value: string[] | null | undefined;
  onChange: (value: string[] | null) => void;
  error?: string;
};

/** "All active topics", or a choice among the subject's topics (kept in the subject's order). */
function TopicPicker({ topics, value, onChange, error }: TopicPickerProps) {
  const { t } = useTranslation('templates');
  const id = useId();
  const all = value == null;
  const chosen = new Set(value ?? []);
  const toggle = (slug: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(slug);
    else next.delete(slug);
    onChange(topics.filter((topic) => next.has(topic.slug)).map((topic) => topic.slug));
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="grid min-w-0 gap-2">
      <legend className="mb-2 font-medium text-ink text-sm">{t('form.topics')}</legend>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-all`}
          checked={all}
          onCheckedChange={(checked) =>
            onChange(checked === true ? null : topics.filter((x) => x.isActive).map((x) => x.slug))
          }
        />
        <Label htmlFor={`${id}-all`} className="font-normal">
          {t('form.allTopics')}
        </Label>
      </div>
      {all ? null : (
        <ul className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-2">
          {topics.map((topic) => (
            <li key={topic.slug} className="flex items-start gap-2">
              <Checkbox
                id={`${id}-${topic.slug}`}
                checked={chosen.has(topic.slug)}
                onCheckedChange={(checked) => toggle(topic.slug, checked === true)}
              />
              <Label htmlFor={`${id}-${topic.slug}`} className="font-normal leading-snug">
                {topic.name}{' '}
                <span className="text-slate-600 text-xs">
                  {t('form.topicWeight', { weight: topic.blueprintWeight })}
                  {topic.isActive ? null : ` · ${t('form.topicInactive')}`}
                </span>
              </Label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={`${id}-error`} className="font-medium text-danger text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Add, remove and reorder sections; each with its title, size, timing, topics and directions. */
export function SectionsEditor({ form, topics }: { form: Form; topics: Topic[] }) {
  const { t } = useTranslation('templates');
  const id = useId();
  const { fields, append, remove, move } = useFieldArray({
    control: form.control,
    name: 'sections',
  });
  const errors = form.formState.errors.sections;
  const listError = errors?.message ?? errors?.root?.message;

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h3 id={`${id}-heading`} className="font-semibold text-base text-ink">
        {t('form.sectionsHeading')}
      </h3>
      {listError ? <p className="font-medium text-danger text-sm">{listError}</p> : null}
      <div className="grid gap-4">
        {fields.map((field, index) => {
          const number = index + 1;
          const own = errors?.[index];
          return (
            <fieldset
              key={field.id}
              aria-labelledby={`${id}-${field.id}`}
              data-section-editor
              className="grid min-w-0 gap-3 rounded-lg border border-border bg-surface p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 id={`${id}-${field.id}`} className="font-semibold text-ink text-sm">
                  {t('form.sectionLegend', { number })}
                </h4>
                <div className="flex gap-0.5">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('form.moveSectionUp', { number })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('form.moveSectionDown', { number })}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={t('form.removeSection', { number })}
                    disabled={fields.length === 1}
                    onClick={() => remove(index)}
                  >
                    <Trash2 />
                  </Button>
                </div>
              </div>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_6.5rem_6.5rem]">
                <FormField
                  label={t('form.sectionTitle')}
                  error={own?.title?.message}
                  className="col-span-2 sm:col-span-1"
                >
                  <Input {...form.register(`sections.${index}.title`)} />
                </FormField>
                <FormField label={t('form.questionCount')} error={own?.questionCount?.message}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={200}
                    step={1}
                    {...form.register(`sections.${index}.questionCount`, { valueAsNumber: true })}
                  />
                </FormField>
                <FormField label={t('form.durationMinutes')} error={own?.durationMinutes?.message}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={600}
                    step={1}
                    {...form.register(`sections.${index}.durationMinutes`, {
                      valueAsNumber: true,
                    })}
                  />
                </FormField>
              </div>
              <Controller
                control={form.control}
                name={`sections.${index}.calculator`}
                render={({ field: calculator }) => (
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id={`${id}-${field.id}-calculator`}
                      checked={calculator.value === true}
                      onCheckedChange={(checked) => calculator.onChange(checked === true)}
                    />
                    <Label htmlFor={`${id}-${field.id}-calculator`} className="font-normal">
                      {t('form.calculator')}
                    </Label>
                  </div>
                )}
              />
              <Controller
                control={form.control}
                name={`sections.${index}.topics`}
                render={({ field: picked, fieldState }) => (
                  <TopicPicker
                    topics={topics}
                    value={picked.value}
                    onChange={picked.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <FormField
                label={t('form.directions')}
                hint={t('form.directionsHint')}
                error={own?.directions?.message}
              >
                <Textarea rows={2} {...form.register(`sections.${index}.directions`)} />
              </FormField>
            </fieldset>
          );
        })}
      </div>
      <div>
        <Button
          variant="secondary"
          size="sm"
          className={cn(fields.length >= 20 && 'hidden')}
          onClick={() => append(emptySection())}
        >
          <Plus />
          {t('form.addSection')}
        </Button>
      </div>
    </section>
  );
}
