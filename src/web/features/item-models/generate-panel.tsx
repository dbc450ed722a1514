import {
  ITEM_MODEL_LIMITS,
  type ItemModelDetail,
  type ItemModelGenerateResult,
} from '@common/contracts/item-models';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { paths } from '@/paths';
import { generateItemModel, itemModelQueryKey, itemModelsQueryKey } from './api';

/** The question list showing what this model's subject and topic hold from item models. */
export function generatedQuestionsHref(
  model: Pick<ItemModelDetail, 'subject' | 'topic'>,
  status: ItemModelGenerateResult['status'],
) {
  const query = new URLSearchParams({
    subject: model.subject.id,
    topic: model.topic.id,
    source: 'item_model',
    status,
  });
  return `${paths.admin.questions.href()}?${query}`;
}

/** Stores N new questions drawn from the saved model, after saying where they will go. */
export function GeneratePanel({ model }: { model: ItemModelDetail }) {
  const { t } = useTranslation('itemModels');
  const queryClient = useQueryClient();
  const [count, setCount] = useState('10');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const n = Number(count);

  const generate = useMutation({
    mutationFn: (value: number) => generateItemModel(model.id, value),
    onSuccess: async () => {
      setConfirming(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: itemModelQueryKey(model.id) }),
        queryClient.invalidateQueries({
          queryKey: itemModelsQueryKey,
          predicate: (q) => q.queryKey[2] === 'list',
        }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'questions'] }),
      ]);
    },
    onError: () => setConfirming(false),
  });

  const open = () => {
    if (!Number.isInteger(n) || n < 1 || n > ITEM_MODEL_LIMITS.generate) {
      setError(t('generate.countInvalid', { max: ITEM_MODEL_LIMITS.generate }));
      return;
    }
    setError(undefined);
    generate.reset();
    setConfirming(true);
  };

  const result = generate.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('generate.title')}</CardTitle>
        <p className="text-ink-muted text-sm">
          {model.autoConfirm
            ? t('generate.descriptionConfirmed')
            : t('generate.descriptionPending')}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          noValidate
          aria-label={t('generate.title')}
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            open();
          }}
        >
          <FormField
            label={t('generate.count')}
            hint={t('generate.countHint', { max: ITEM_MODEL_LIMITS.generate })}
            error={error}
            className="w-48"
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={ITEM_MODEL_LIMITS.generate}
              value={count}
              onChange={(e) => setCount(e.target.value)}
            />
          </FormField>
          <Button type="submit" className="mb-5" disabled={!model.isActive}>
            <Sparkles />
            {t('generate.submit')}
          </Button>
        </form>
        {!model.isActive ? (
          <p className="text-ink-muted text-sm">{t('generate.inactive')}</p>
        ) : null}
        {generate.isError ? (
          <FormAlert>{errorMessage(generate.error, t('generate.failed'))}</FormAlert>
        ) : null}
        {result ? (
          <div
            role="status"
            className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5 text-emerald-900 text-sm"
          >
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="grid gap-1">
              <p>
                {t(`generate.created.${result.status}`, { count: result.created })}{' '}
                {t('generate.skipped', { count: result.skipped })}
              </p>
              <Link
                className="font-medium text-primary-700 underline underline-offset-4"
                to={generatedQuestionsHref(model, result.status)}
              >
                {result.status === 'confirmed'
                  ? t('generate.openConfirmed')
                  : t('generate.openPending')}
              </Link>
            </div>
          </div>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(isOpen) => !isOpen && setConfirming(false)}
        title={t('generate.confirmTitle')}
        description={
          model.autoConfirm
            ? t('generate.confirmConfirmed', { count: n, topic: model.topic.name })
            : t('generate.confirmPending', { count: n, topic: model.topic.name })
        }
        confirmLabel={t('generate.confirm', { count: n })}
        cancelLabel={t('generate.cancel')}
        onConfirm={() => generate.mutate(n)}
        pending={generate.isPending}
      />
    </Card>
  );
}
