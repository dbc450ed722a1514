import type { GenerationSettings } from '@common/contracts/generation';
import { generationSettingsInputSchema } from '@common/contracts/generation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api';
import { generationSettingsQueryKey, saveGenerationSettings } from './api';

type Field = 'baseUrl' | 'model' | 'apiKey';

/** The provider in force, and the stored settings that override the environment. */
export function GenerationSettingsForm({ settings }: { settings: GenerationSettings }) {
  const { t } = useTranslation('generation');
  const queryClient = useQueryClient();
  const [baseUrl, setBaseUrl] = useState(settings.stored.baseUrl);
  const [model, setModel] = useState(settings.stored.model);
  const [apiKey, setApiKey] = useState('');
  const [clearApiKey, setClearApiKey] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    setBaseUrl(settings.stored.baseUrl);
    setModel(settings.stored.model);
  }, [settings.stored.baseUrl, settings.stored.model]);

  const save = useMutation({
    mutationFn: saveGenerationSettings,
    onSuccess: (next) => {
      toast.success(t('settings.saved'));
      setApiKey('');
      setClearApiKey(false);
      queryClient.setQueryData(generationSettingsQueryKey, next);
    },
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.fields).length) {
        setErrors(error.fields as Partial<Record<Field, string>>);
      } else {
        setFormError(errorMessage(error, t('settings.failed')));
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = { baseUrl, model, apiKey: apiKey || undefined, clearApiKey };
    const parsed = generationSettingsInputSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(input);
  };

  const source = (s: GenerationSettings['baseUrlSource']) => t(`settings.source.${s}`);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('settings.title')}</CardTitle>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl
          className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm"
          aria-label={t('settings.inForce')}
        >
          <InForce
            term={t('settings.baseUrl')}
            value={settings.baseUrl ?? t('settings.notSet')}
            source={source(settings.baseUrlSource)}
          />
          <InForce
            term={t('settings.model')}
            value={settings.model ?? t('settings.notSet')}
            source={source(settings.modelSource)}
          />
          <InForce
            term={t('settings.apiKey')}
            value={
              settings.apiKeySet
                ? t('settings.keySet', { hint: settings.apiKeyHint ?? '' })
                : t('settings.notSet')
            }
            source={source(settings.apiKeySource)}
          />
        </dl>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <FormField label={t('settings.baseUrl')} error={errors.baseUrl}>
            <Input
              type="url"
              value={baseUrl}
              placeholder={t('settings.baseUrlPlaceholder')}
              onChange={(event) => setBaseUrl(event.target.value)}
            />
          </FormField>
          <FormField label={t('settings.model')} error={errors.model}>
            <Input
              value={model}
              placeholder={t('settings.modelPlaceholder')}
              onChange={(event) => setModel(event.target.value)}
            />
          </FormField>
          <FormField
            label={t('settings.apiKey')}
            error={errors.apiKey}
            hint={t('settings.apiKeyHint')}
          >
            <PasswordInput
              autoComplete="off"
              value={apiKey}
              disabled={clearApiKey}
              placeholder={t('settings.apiKeyPlaceholder')}
              onChange={(event) => setApiKey(event.target.value)}
            />
          </FormField>
          {settings.stored.apiKeySet ? (
            <div className="flex items-center gap-2">
              <Checkbox
                id="generation-clear-key"
                checked={clearApiKey}
                onCheckedChange={(value) => setClearApiKey(value === true)}
              />
              <Label htmlFor="generation-clear-key">{t('settings.clearApiKey')}</Label>
            </div>
          ) : null}
          <div>
            <Button type="submit" variant="secondary" loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function InForce({ term, value, source }: { term: string; value: string; source: string }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-ink">{term}</dt>
      <dd className="min-w-0 text-ink-muted [overflow-wrap:anywhere]">
        {value} <span className="whitespace-nowrap text-xs">({source})</span>
      </dd>
    </div>
  );
}
