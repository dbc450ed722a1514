// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import '@/i18n/email';
import {
  type EmailTemplate,
  type EmailTestResult,
  emailTestInputSchema,
} from '@common/contracts/email';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ExternalLink, RotateCcw, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PageHeader } from '@/components/page-header';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  emailTemplateQueryKey,
  emailTemplatesQueryKey,
  getEmailTemplate,
  getEmailTemplates,
  getTestEmailResult,
  sendTestEmail,
} from '@/features/email-templates/api';
import { EmailPreview } from '@/features/email-templates/email-preview';
import { useLivePreview } from '@/features/email-templates/use-live-preview';
import { useTemplateName } from '@/features/email-templates/use-template-name';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

type FormInput = z.input<typeof emailTestInputSchema>;
type FormValues = z.output<typeof emailTestInputSchema>;

/** How often a queued test message is looked at again, and for how long. */
const POLL_MS = 1_500;
const POLL_LIMIT = 40;

const STATUS_BADGE: Record<EmailTestResult['status'], BadgeProps['variant']> = {
  stored: 'neutral',
  queued: 'primary',
  sending: 'primary',
  sent: 'success',
  failed: 'danger',
};

/** Send any template with sample data to any address, through the platform's own outbox. */
export function Component() {
  const { t } = useTranslation('email');
  useDocumentTitle(t('test.pageTitle'));
  const names = useTemplateName();
  const [params] = useSearchParams();
  const list = useQuery({ queryKey: emailTemplatesQueryKey, queryFn: getEmailTemplates });
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(emailTestInputSchema),
    defaultValues: { key: params.get('template') ?? '', to: '', vars: {} },
  });
  const { errors } = form.formState;
  const [key = '', vars = {}] = useWatch({ control: form.control, name: ['key', 'vars'] });

  // The first template, unless the address names one.
  const templates = list.data?.templates ?? [];
  useEffect(() => {
    const first = templates[0];
    if (first && !templates.some((tpl) => tpl.key === form.getValues('key'))) {
      form.setValue('key', first.key);
    }
  }, [templates, form]);

  const template = useQuery({
    queryKey: emailTemplateQueryKey(key),
    queryFn: () => getEmailTemplate(key),
    enabled: templates.some((tpl) => tpl.key === key),
  });
  // Each template starts from its sample values.
  const loaded = template.data;
  useEffect(() => {
    if (loaded) form.setValue('vars', { ...loaded.sampleVars });
  }, [loaded, form]);

  const preview = useLivePreview(loaded && loaded.key === key ? previewInput(loaded, vars) : null);

  const [result, setResult] = useState<EmailTestResult | null>(null);
  const send = useMutation({
    mutationFn: sendTestEmail,
    onMutate: () => setResult(null),
    onSuccess: (sent) => setResult(sent),
    onError: (error) => {
      const fields = loaded ? loaded.variables.map((v) => `vars.${v}` as const) : [];
      if (applyServerFieldErrors(error, ['key', 'to', ...fields], form.setError)) return;
      toast.error(`${t('test.failed')}${errorMessage(error, '')}`);
    },
  });

  return (
    <>
      <PageHeader title={t('test.title')} description={t('test.subtitle')} />
      {list.isError ? (
        <FormAlert>{errorMessage(list.error, t('test.loadFailed'))}</FormAlert>
      ) : (
        <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
          <div className="grid gap-6">
            <Card>
              <CardHeader>
                <CardTitle level={2}>{t('test.formTitle')}</CardTitle>
              </CardHeader>
              <CardContent>
                <form
                  noValidate
                  className="grid gap-5"
                  aria-label={t('test.formTitle')}
                  onSubmit={form.handleSubmit((values) => send.mutate(values))}
                >
                  <FormField label={t('test.template')} error={errors.key?.message}>
                    <Controller
                      control={form.control}
                      name="key"
                      render={({ field }) => (
                        <Select
                          value={field.value}
                          onValueChange={field.onChange}
                          disabled={list.isPending}
                          options={templates.map((tpl) => ({
                            value: tpl.key,
                            label: names.name(tpl.key),
                          }))}
                          className="w-full"
                        />
                      )}
                    />
                  </FormField>
                  <FormField
                    label={t('test.to')}
                    hint={t('test.toHint')}
                    error={errors.to?.message}
                  >
                    <Input type="email" autoComplete="off" {...form.register('to')} />
                  </FormField>
                  <fieldset className="grid gap-3">
                    <legend className="font-medium text-ink text-sm">{t('test.values')}</legend>
                    <p className="-mt-1 text-ink-muted text-xs">{t('test.valuesHint')}</p>
                    {loaded && loaded.key === key ? (
                      <div className="grid gap-3 sm:grid-cols-2">
                        {loaded.variables.map((variable) => (
                          <FormField
                            key={`${loaded.key}-${variable}`}
                            label={<span className="font-mono">{variable}</span>}
                            error={errors.vars?.[variable]?.message}
                          >
                            <Input autoComplete="off" {...form.register(`vars.${variable}`)} />
                          </FormField>
                        ))}
                      </div>
                    ) : (
                      <Skeleton className="h-32" />
                    )}
                    <div>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        disabled={!loaded}
                        onClick={() => loaded && form.setValue('vars', { ...loaded.sampleVars })}
                      >
                        <RotateCcw aria-hidden="true" />
                        {t('test.restore')}
                      </Button>
                    </div>
                  </fieldset>
                  <div>
                    <Button type="submit" loading={send.isPending} disabled={!loaded}>
                      <Send aria-hidden="true" />
                      {send.isPending ? t('test.sending') : t('test.send')}
                    </Button>
                  </div>
                </form>
              </CardContent>
            </Card>
            {result ? <ResultCard key={result.messageId} initial={result} /> : null}
          </div>
          {loaded ? (
            <EmailPreview
              preview={preview}
              name={names.name(loaded.key)}
              title={t('test.previewTitle')}
              className="xl:sticky xl:top-4"
            />
          ) : (
            <Skeleton className="h-[40rem]" />
          )}
        </div>
      )}
    </>
  );
}

function previewInput(template: EmailTemplate, vars: Record<string, string>) {
  return {
    key: template.key,
    subject: template.subject,
    html: template.html,
    text: template.text,
    vars,
  };
}

/** The message's status, looked at again while the outbox is still working on it. */
function ResultCard({ initial }: { initial: EmailTestResult }) {
  const { t } = useTranslation('email');
  const names = useTemplateName();
  const [polls, setPolls] = useState(0);
  const latest = useQuery({
    queryKey: ['admin', 'email-test', initial.messageId],
    queryFn: async () => {
      setPolls((n) => n + 1);
      return getTestEmailResult(initial.messageId as string);
    },
    initialData: initial,
    // The answer of the send is fresh: look again only after a moment.
    staleTime: POLL_MS,
    enabled: Boolean(initial.messageId) && !initial.final,
    refetchInterval: (query) => (query.state.data?.final || polls >= POLL_LIMIT ? false : POLL_MS),
  });
  const result = latest.data ?? initial;
  return (
    <Card aria-live="polite" data-testid="test-result">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle level={2}>{t('test.resultTitle')}</CardTitle>
          <Badge variant={STATUS_BADGE[result.status]}>{t(`test.status.${result.status}`)}</Badge>
        </div>
        <CardDescription>
          {t('test.resultText', { to: result.to, template: names.name(result.key) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-ink text-sm">
          {t(`test.statusText.${result.status}`)}
          {!result.final && polls < POLL_LIMIT ? ` ${t('test.checking')}` : ''}
        </p>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {result.providerId ? (
            <>
              <dt className="text-ink-muted">{t('test.providerId')}</dt>
              <dd className="break-all font-mono text-xs">{result.providerId}</dd>
            </>
          ) : null}
          {result.error ? (
            <>
              <dt className="text-ink-muted">{t('test.error')}</dt>
              <dd className="break-words text-danger">{result.error}</dd>
            </>
          ) : null}
          <dt className="text-ink-muted">{t('test.attempts')}</dt>
          <dd>{result.attempts}</dd>
          {result.messageId ? (
            <>
              <dt className="text-ink-muted">{t('test.messageId')}</dt>
              <dd className="break-all font-mono text-xs">{result.messageId}</dd>
            </>
          ) : null}
        </dl>
        {result.messageId ? (
          <div>
            <Button asChild variant="secondary" size="sm">
              <Link
                to={`${paths.admin.emailManagement.href()}?message=${encodeURIComponent(result.messageId)}`}
              >
                <ExternalLink aria-hidden="true" />
                {t('test.openMessage')}
              </Link>
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
