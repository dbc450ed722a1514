// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import '@/i18n/email';
import {
  type EmailLocale,
  type EmailTemplate,
  type EmailTemplateInput,
  type EmailTemplateValues,
  emailTemplateInputSchema,
} from '@common/contracts/email';
import { LOCALE_DIR } from '@common/locales';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/paths';
import {
  emailTemplateQueryKey,
  emailTemplatesListQueryKey,
  resetEmailTemplate,
  saveEmailTemplate,
} from './api';
import { EmailPreview, TemplateProblems } from './email-preview';
import { useLivePreview } from './use-live-preview';
import { useTemplateName } from './use-template-name';

type Part = keyof EmailTemplateInput;
const PARTS: readonly Part[] = ['subject', 'html', 'text'];
type Control = HTMLInputElement | HTMLTextAreaElement;

const contentOf = (t: EmailTemplate): EmailTemplateInput => ({
  subject: t.subject,
  html: t.html,
  text: t.text,
});

/**
 * Subject, HTML and text of one language's version of a template, its variables to insert,
 * and the live preview.
 */
export function TemplateEditor({ template }: { template: EmailTemplate }) {
  const { t } = useTranslation('email');
  const locale: EmailLocale = template.locale ?? 'en';
  const dir = LOCALE_DIR[locale];
  const names = useTemplateName();
  const name = names.name(template.key);
  const queryClient = useQueryClient();
  const form = useForm<EmailTemplateInput, unknown, EmailTemplateValues>({
    resolver: zodResolver(emailTemplateInputSchema),
    defaultValues: contentOf(template),
  });
  const { errors, isDirty } = form.formState;
  const [confirmReset, setConfirmReset] = useState(false);
  const controls = useRef<Partial<Record<Part, Control | null>>>({});
  const lastPart = useRef<Part>('html');

  const [subject = '', html = '', text = ''] = useWatch({
    control: form.control,
    name: ['subject', 'html', 'text'],
  });
  const preview = useLivePreview({
    key: template.key,
    // English previews ask as before languages; others name theirs.
    ...(locale === 'en' ? {} : { locale }),
    subject,
    html,
    text,
  });

  const afterChange = async (updated: EmailTemplate) => {
    form.reset(contentOf(updated));
    queryClient.setQueryData(emailTemplateQueryKey(updated.key, locale), updated);
    await queryClient.invalidateQueries({
      queryKey: emailTemplatesListQueryKey(locale),
      exact: true,
    });
  };

  const save = useMutation({
    mutationFn: (values: EmailTemplateValues) => saveEmailTemplate(template.key, values, locale),
    onSuccess: async (updated) => {
      toast.success(t('templates.saved'));
      await afterChange(updated);
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, PARTS, form.setError)) return;
      toast.error(`${t('templates.saveFailed')}${errorMessage(error, '')}`);
    },
  });
  const reset = useMutation({
    mutationFn: () => resetEmailTemplate(template.key, locale),
    onSuccess: async (updated) => {
      setConfirmReset(false);
      toast.success(t('templates.resetDone'));
      await afterChange(updated);
    },
    onError: (error) => {
      setConfirmReset(false);
      toast.error(`${t('templates.resetFailed')}${errorMessage(error, '')}`);
    },
  });

  /** Puts {{name}} where the cursor was in the field last used (the HTML by default). */
  function insertVariable(variable: string) {
    const part = lastPart.current;
    const control = controls.current[part];
    const placeholder = `{{${variable}}}`;
    const current = form.getValues(part) ?? '';
    const start = control?.selectionStart ?? current.length;
    const end = control?.selectionEnd ?? start;
    form.setValue(part, current.slice(0, start) + placeholder + current.slice(end), {
      shouldDirty: true,
    });
    if (form.formState.errors[part]) void form.trigger(part);
    window.requestAnimationFrame(() => {
      const el = controls.current[part];
      if (!el) return;
      el.focus();
      el.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  }

  const field = (part: Part) => {
    const registered = form.register(part);
    return {
      ...registered,
      ref: (el: Control | null) => {
        registered.ref(el);
        controls.current[part] = el;
      },
      onFocus: () => {
        lastPart.current = part;
      },
    };
  };

  return (
    <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle level={2}>{t('templates.contentTitle')}</CardTitle>
            {template.edited ? (
              <Badge variant="accent">{t('templates.edited')}</Badge>
            ) : (
              <Badge variant="neutral">{t('templates.default')}</Badge>
            )}
            <Badge variant="neutral" data-testid="template-language">
              {t('templates.version', { language: t(`templates.languages.${locale}`) })}
            </Badge>
            {isDirty ? <Badge variant="outline">{t('templates.unsaved')}</Badge> : null}
          </div>
          <CardDescription>
            <code className="font-mono text-xs">{template.key}</code>
            {names.description(template.key) ? ` · ${names.description(template.key)}` : ''}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            className="grid gap-5"
            aria-label={t('templates.editLabel', { name })}
            onSubmit={form.handleSubmit((values) => save.mutate(values))}
          >
            <fieldset className="grid gap-2">
              <legend className="font-medium text-ink text-sm">{t('templates.variables')}</legend>
              <p className="text-ink-muted text-xs">{t('templates.variablesHint')}</p>
              <div className="flex flex-wrap gap-2">
                {template.variables.map((variable) => (
                  <Button
                    key={variable}
                    type="button"
                    size="sm"
                    variant="secondary"
                    className="font-mono"
                    aria-label={t('templates.insertVariable', { name: `{{${variable}}}` })}
                    // Keep the cursor where it is in the field being edited.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => insertVariable(variable)}
                  >
                    {`{{${variable}}}`}
                  </Button>
                ))}
              </div>
            </fieldset>
            <FormField label={t('templates.subject')} error={errors.subject?.message}>
              <Input autoComplete="off" spellCheck dir={dir} lang={locale} {...field('subject')} />
            </FormField>
            <FormField
              label={t('templates.html')}
              hint={t('templates.htmlHint', { example: '{{url}}' })}
              error={errors.html?.message}
            >
              <Textarea
                rows={18}
                spellCheck={false}
                dir="ltr"
                className="font-mono text-xs leading-relaxed"
                {...field('html')}
              />
            </FormField>
            <FormField
              label={t('templates.text')}
              hint={t('templates.textHint')}
              error={errors.text?.message}
            >
              <Textarea
                rows={12}
                spellCheck
                dir={dir}
                lang={locale}
                className="font-mono text-xs leading-relaxed"
                {...field('text')}
              />
            </FormField>
            {preview.problems ? (
              // Beside the form the preview says it; on narrower screens it is far below.
              <TemplateProblems problems={preview.problems} className="xl:hidden" />
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" loading={save.isPending} disabled={!isDirty}>
                {save.isPending ? t('templates.saving') : t('templates.save')}
              </Button>
              {isDirty ? (
                <Button type="button" variant="ghost" onClick={() => form.reset()}>
                  {t('templates.discard')}
                </Button>
              ) : null}
              <div className="ms-auto flex flex-wrap gap-3">
                <Button asChild variant="secondary">
                  <Link
                    to={`${paths.admin.emailTest.href()}?template=${encodeURIComponent(template.key)}`}
                  >
                    <Send aria-hidden="true" />
                    {t('templates.sendTest')}
                  </Link>
                </Button>
                {template.hasDefault ? (
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={!template.edited && !isDirty}
                    onClick={() => setConfirmReset(true)}
                  >
                    <RotateCcw aria-hidden="true" />
                    {t('templates.reset')}
                  </Button>
                ) : null}
              </div>
            </div>
          </form>
        </CardContent>
      </Card>
      <EmailPreview preview={preview} name={name} className="xl:sticky xl:top-4" />
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('templates.resetTitle', { name })}
        description={t('templates.resetLanguageText', {
          language: t(`templates.languages.${locale}`),
        })}
        confirmLabel={t('templates.resetConfirm')}
        cancelLabel={t('templates.cancel')}
        pending={reset.isPending}
        onConfirm={() => reset.mutate()}
      />
    </div>
  );
}
