import { type Control, type UseFormRegister, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { EditorValues } from './editor-values';

type Props = {
  label: string;
  name: 'stem' | 'explanation';
  control: Control<EditorValues>;
  register: UseFormRegister<EditorValues>;
  placeholder: string;
  error?: string;
  id: string;
};

/** A Markdown + LaTeX textarea with a live preview beside it (below it on small screens). */
export function MarkdownField({ label, name, control, register, placeholder, error, id }: Props) {
  const { t } = useTranslation('questionEditor');
  // Watched here, so typing re-renders the field and its preview, not the whole form.
  const value = useWatch({ control, name });
  const previewId = `${id}-preview`;
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <FormField label={label} error={error} hint={t('hints.markdown')} id={id}>
        <Textarea
          rows={8}
          spellCheck
          className="min-h-40 font-mono text-sm sm:text-sm"
          placeholder={placeholder}
          {...register(name)}
        />
      </FormField>
      <section aria-labelledby={`${previewId}-label`} className="grid content-start gap-1.5">
        <h3 id={`${previewId}-label`} className="font-medium text-ink text-sm">
          {t('previewLabel', { field: label.toLowerCase() })}
        </h3>
        <div
          id={previewId}
          data-testid={previewId}
          className="min-h-40 overflow-x-auto rounded-lg border border-border border-dashed bg-slate-50 px-4 py-3 text-ink"
        >
          {value.trim() ? (
            <RichText text={value} />
          ) : (
            <p className="text-ink-muted text-sm">{t('previewEmpty')}</p>
          )}
        </div>
      </section>
    </div>
  );
}
