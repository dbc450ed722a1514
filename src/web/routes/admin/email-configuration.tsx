import '@/i18n/email';
import type {
  EmailConfiguration,
  SmtpServer,
  SmtpSettingsForm,
  SmtpTestResult,
} from '@common/contracts/email-outbox';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, PlugZap, Save, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  emailOutboxKeys,
  getEmailConfiguration,
  removeEmailConfiguration,
  saveEmailConfiguration,
  testEmailConfiguration,
} from '@/features/email-outbox/api';
import { ApiRequestError, errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

type Form = {
  host: string;
  port: string;
  secure: boolean;
  user: string;
  password: string;
  clearPassword: boolean;
  from: string;
};

const formOf = (stored: SmtpServer | null, fallbackFrom: string): Form => ({
  host: stored?.host ?? '',
  port: String(stored?.port ?? 587),
  secure: stored?.secure ?? false,
  user: stored?.user ?? '',
  password: '',
  clearPassword: false,
  from: stored?.from ?? fallbackFrom,
});

const toInput = (form: Form): SmtpSettingsForm => ({
  host: form.host,
  port: Number(form.port),
  secure: form.secure,
  user: form.user,
  password: form.password,
  clearPassword: form.clearPassword,
  from: form.from,
});

function TestResult({ result }: { result: SmtpTestResult }) {
  const { t } = useTranslation('email');
  const Icon = result.ok ? CircleCheck : CircleX;
  return (
    <div
      role="status"
      className={
        result.ok
          ? 'flex gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-900 text-sm'
          : 'flex gap-2 rounded-md border border-red-200 bg-danger-soft p-3 text-red-900 text-sm'
      }
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <strong>
          {result.ok ? t('configuration.testOk') : t('configuration.testFailed')}
          {result.host ? ` · ${result.host}:${result.port}` : ''}
          {result.durationMs ? ` · ${t('configuration.testTime', { ms: result.durationMs })}` : ''}
        </strong>
        <span className="break-words font-mono text-xs">{result.message}</span>
      </div>
    </div>
  );
}

function InForce({ config }: { config: EmailConfiguration }) {
  const { t } = useTranslation('email');
  const s = config.inForce;
  const rows: [string, string][] = s
    ? [
        [t('configuration.host'), s.host],
        [t('configuration.port'), String(s.port)],
        [
          t('configuration.security'),
          s.secure ? t('configuration.tls') : t('configuration.starttls'),
        ],
        [t('configuration.user'), s.user ?? t('configuration.none')],
        [
          t('configuration.password'),
          s.passwordSet ? t('configuration.passwordSet') : t('configuration.passwordNone'),
        ],
        [t('configuration.sender'), config.from],
      ]
    : [[t('configuration.sender'), config.from]];
  return (
    <div className="grid gap-4">
      <p className="text-sm">{t(`configuration.sources.${config.source}`)}</p>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-ink-muted text-xs">{label}</dt>
            <dd className="break-words font-medium text-sm">{value}</dd>
          </div>
        ))}
      </dl>
      {config.queued > 0 ? (
        <p className="text-ink-muted text-sm">
          {t('configuration.queued', { count: config.queued })}
        </p>
      ) : null}
    </div>
  );
}

/** Administrators' SMTP settings: what is in force, the stored ones, and a connection test. */
export function Component() {
  const { t } = useTranslation('email');
  useDocumentTitle(t('configuration.pageTitle'));
  const queryClient = useQueryClient();
  const config = useQuery({
    queryKey: emailOutboxKeys.configuration,
    queryFn: getEmailConfiguration,
  });
  const [form, setForm] = useState<Form | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [testResult, setTestResult] = useState<SmtpTestResult | null>(null);
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    if (config.data && form === null) setForm(formOf(config.data.stored, config.data.from));
  }, [config.data, form]);

  const applied = (next: EmailConfiguration) => {
    queryClient.setQueryData(emailOutboxKeys.configuration, next);
    void queryClient.invalidateQueries({ queryKey: emailOutboxKeys.messages });
    setForm(formOf(next.stored, next.from));
    setFields({});
  };
  const save = useMutation({
    mutationFn: saveEmailConfiguration,
    onSuccess: (next) => {
      applied(next);
      toast.success(t('configuration.saved'));
    },
    onError: (error) => {
      setFields(error instanceof ApiRequestError ? error.fields : {});
    },
  });
  const remove = useMutation({
    mutationFn: removeEmailConfiguration,
    onSuccess: (next) => {
      applied(next);
      setRemoving(false);
      toast.success(t('configuration.removed'));
    },
    onError: (error) => {
      setRemoving(false);
      toast.error(errorMessage(error, t('configuration.saveFailed')));
    },
  });
  const test = useMutation({
    mutationFn: testEmailConfiguration,
    onMutate: () => setTestResult(null),
    onSuccess: setTestResult,
    onError: (error) =>
      setTestResult({
        ok: false,
        message: errorMessage(error, t('configuration.testFailed')),
        host: null,
        port: null,
        durationMs: 0,
      }),
  });

  if (config.isError) {
    return (
      <>
        <PageHeader title={t('configuration.title')} description={t('configuration.subtitle')} />
        <FormAlert>{errorMessage(config.error, t('configuration.loadFailed'))}</FormAlert>
      </>
    );
  }
  const data = config.data;
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => (current ? { ...current, [key]: value } : current));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form) save.mutate(toInput(form));
  };

  return (
    <>
      <PageHeader title={t('configuration.title')} description={t('configuration.subtitle')} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle level={2}>{t('configuration.inForce')}</CardTitle>
              {data ? (
                <Badge variant={data.source === 'none' ? 'neutral' : 'success'}>
                  {t(`configuration.sourceBadge.${data.source}`)}
                </Badge>
              ) : null}
            </div>
          </CardHeader>
          <CardContent className="grid gap-4">
            {data ? <InForce config={data} /> : <Skeleton className="h-40" />}
            <div>
              <Button
                variant="secondary"
                onClick={() => test.mutate(undefined)}
                disabled={!data || data.source === 'none' || test.isPending}
              >
                <PlugZap />
                {test.isPending && !test.variables
                  ? t('configuration.testing')
                  : t('configuration.test')}
              </Button>
            </div>
            {testResult && !test.variables ? <TestResult result={testResult} /> : null}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('configuration.stored')}</CardTitle>
            <CardDescription>
              {t('configuration.storedHint')}
              {data?.source === 'environment' ? ` ${t('configuration.storedShadowed')}` : ''}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {form ? (
              <form className="grid gap-4" onSubmit={onSubmit} noValidate>
                {save.isError && !Object.keys(fields).length ? (
                  <FormAlert>{errorMessage(save.error, t('configuration.saveFailed'))}</FormAlert>
                ) : null}
                <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
                  <FormField label={t('configuration.host')} error={fields.host}>
                    <Input
                      value={form.host}
                      onChange={(e) => set('host', e.target.value)}
                      autoComplete="off"
                      spellCheck={false}
                      placeholder="smtp.example.com"
                    />
                  </FormField>
                  <FormField label={t('configuration.port')} error={fields.port}>
                    <Input
                      value={form.port}
                      onChange={(e) => set('port', e.target.value)}
                      inputMode="numeric"
                    />
                  </FormField>
                </div>
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="smtp-secure"
                    checked={form.secure}
                    onCheckedChange={(on) => set('secure', on === true)}
                  />
                  <Label htmlFor="smtp-secure">{t('configuration.secureLabel')}</Label>
                </div>
                <FormField label={t('configuration.user')} error={fields.user}>
                  <Input
                    value={form.user}
                    onChange={(e) => set('user', e.target.value)}
                    autoComplete="off"
                    spellCheck={false}
                  />
                </FormField>
                <FormField
                  label={t('configuration.password')}
                  error={fields.password}
                  hint={
                    data?.stored?.passwordSet
                      ? t('configuration.passwordKeep')
                      : t('configuration.passwordNew')
                  }
                >
                  <Input
                    type="password"
                    value={form.password}
                    onChange={(e) => set('password', e.target.value)}
                    autoComplete="new-password"
                    disabled={form.clearPassword}
                  />
                </FormField>
                {data?.stored?.passwordSet ? (
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id="smtp-clear-password"
                      checked={form.clearPassword}
                      onCheckedChange={(on) => set('clearPassword', on === true)}
                    />
                    <Label htmlFor="smtp-clear-password">{t('configuration.clearPassword')}</Label>
                  </div>
                ) : null}
                <FormField
                  label={t('configuration.sender')}
                  error={fields.from}
                  hint={t('configuration.fromHint')}
                >
                  <Input
                    value={form.from}
                    onChange={(e) => set('from', e.target.value)}
                    spellCheck={false}
                  />
                </FormField>
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" disabled={save.isPending}>
                    <Save />
                    {save.isPending ? t('configuration.saving') : t('configuration.save')}
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={test.isPending}
                    onClick={() => test.mutate(toInput(form))}
                  >
                    <PlugZap />
                    {test.isPending && test.variables
                      ? t('configuration.testing')
                      : t('configuration.testForm')}
                  </Button>
                  {data?.stored ? (
                    <Button type="button" variant="ghost" onClick={() => setRemoving(true)}>
                      <Trash2 />
                      {t('configuration.remove')}
                    </Button>
                  ) : null}
                </div>
                {testResult && test.variables ? <TestResult result={testResult} /> : null}
              </form>
            ) : (
              <Skeleton className="h-80" />
            )}
          </CardContent>
        </Card>
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t('configuration.removeTitle')}
        description={t('configuration.removeText')}
        confirmLabel={t('configuration.removeConfirm')}
        cancelLabel={t('configuration.cancel')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
