// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import {
  type PassageDetail,
  type PassageInput,
  passageInputSchema,
} from '@common/contracts/passages';
import type { Subject } from '@common/contracts/subjects';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save, Trash2 } from 'lucide-react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/rich-text';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { createPassage, passageQueryKey, passagesQueryKey, updatePassage } from './api';

type Props = {
  /** The passage being edited; absent when creating. */
  passage?: PassageDetail;
  subjects: Subject[];
  initialSubjectId?: string;
  onCreated: (passage: PassageDetail) => void;
  onDelete?: () => void;
};

/** Live preview of the body, watched here so typing re-renders only the preview. */
function BodyPreview({ control }: { control: Control<PassageInput> }) {
  const { t } = useTranslation('passages');
  const body = useWatch({ control, name: 'body' }) ?? '';
  return (
    <section aria-labelledby="passage-preview-label" className="grid content-start gap-1.5">
      <h3 id="passage-preview-label" className="font-medium text-ink text-sm">
        {t('form.preview')}
      </h3>
      <div
        data-testid="passage-preview"
        className="min-h-64 overflow-x-auto rounded-lg border border-border border-dashed bg-slate-50 px-4 py-3 text-ink"
      >
        {body.trim() ? (
          <RichText text={body} />
        ) : (
          <p className="text-ink-muted text-sm">{t('form.previewEmpty')}</p>
        )}
      </div>
    </section>
  );
}

/** Title, subject and Markdown/LaTeX text of a passage, with a live preview of the text. */
export function PassageForm({ passage, subjects, initialSubjectId, onCreated, onDelete }: Props) {
  const { t } = useTranslation('passages');
  const queryClient = useQueryClient();
  const form = useForm<PassageInput>({
    resolver: zodResolver(passageInputSchema),
    values: {
      title: passage?.title ?? '',
      body: passage?.body ?? '',
      subjectId: passage?.subject.id ?? initialSubjectId ?? '',
    },
  });
  const { errors } = form.formState;
  const subjectLocked = (passage?.questions.length ?? 0) > 0;

  const save = useMutation({
    mutationFn: (values: PassageInput) =>
      passage ? updatePassage(passage.id, values) : createPassage(values),
    onSuccess: async (saved) => {
      queryClient.setQueryData(passageQueryKey(saved.id), saved);
      await queryClient.invalidateQueries({
        queryKey: passagesQueryKey,
        predicate: (q) => q.queryKey[2] !== 'detail',
      });
      if (passage) toast.success(t('form.saved'));
      else {
        toast.success(t('form.created'));
        onCreated(saved);
      }
    },
    onError: (error) => {
      if (!applyServerFieldErrors(error, ['title', 'body', 'subjectId'], form.setError))
        toast.error(errorMessage(error, t('form.saveFailed')));
    },
  });

  const subjectOptions = subjects
    .filter((s) => s.isActive || s.id === passage?.subject.id)
    .map((s) => ({ value: s.id, label: `${s.name} (${s.board})` }));

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{passage ? t('form.editTitle') : t('form.newTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label={passage ? t('form.editTitle') : t('form.newTitle')}
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('form.title')} error={errors.title?.message}>
              <Input autoComplete="off" {...form.register('title')} />
            </FormField>
            <FormField
              label={t('form.subject')}
              error={errors.subjectId?.message}
              hint={subjectLocked ? t('form.subjectLocked') : undefined}
            >
              <Controller
                control={form.control}
                name="subjectId"
                render={({ field }) => (
                  <Select
                    value={field.value || undefined}
                    disabled={subjectLocked}
                    placeholder={t('form.subjectPlaceholder')}
                    options={subjectOptions}
                    onValueChange={field.onChange}
                    className="w-full"
                  />
                )}
              />
            </FormField>
          </div>
          <div className="grid gap-3 md:grid-cols-2">
            <FormField
              label={t('form.body')}
              error={errors.body?.message}
              hint={t('form.bodyHint')}
            >
              <Textarea
                rows={14}
                spellCheck
                className="min-h-64 font-mono text-sm sm:text-sm"
                placeholder={t('form.bodyPlaceholder')}
                {...form.register('body')}
              />
            </FormField>
            <BodyPreview control={form.control} />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            {passage && onDelete ? (
              <Button type="button" variant="secondary" onClick={onDelete} className="me-auto">
                <Trash2 />
                {t('delete')}
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending}>
              <Save />
              {passage ? t('form.save') : t('form.create')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
