// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import { type Topic, type TopicInput, topicInputSchema } from '@common/contracts/subjects';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { createTopic, subjectsQueryKey, updateTopic } from './api';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subjectId: string;
  subjectName: string;
  topic?: Topic;
};

/** Adds a topic to a subject, or edits `topic`: name and blueprint weight. */
export function TopicFormDialog({ open, onOpenChange, subjectId, subjectName, topic }: Props) {
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  const form = useForm<TopicInput>({
    resolver: zodResolver(topicInputSchema),
    values: { name: topic?.name ?? '', blueprintWeight: topic?.blueprintWeight ?? 0 },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: async (values: TopicInput): Promise<unknown> =>
      topic
        ? updateTopic(topic.id, { name: values.name, blueprintWeight: values.blueprintWeight })
        : createTopic(subjectId, values),
    onSuccess: async () => {
      toast.success(topic ? t('topics.saved') : t('topics.created'));
      await queryClient.invalidateQueries({ queryKey: subjectsQueryKey });
      onOpenChange(false);
      form.reset();
    },
    onError: (error) => {
      if (!applyServerFieldErrors(error, ['name', 'blueprintWeight', 'slug'], form.setError)) {
        toast.error(errorMessage(error, t('topics.saveFailed')));
      }
    },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>
            {topic ? t('topics.editTitle') : t('topics.newTitle', { subject: subjectName })}
          </DialogTitle>
          <DialogDescription>{t('topics.formText')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <FormField label={t('topics.name')} error={errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <FormField
            label={t('topics.weight')}
            hint={t('topics.weightHint')}
            error={errors.blueprintWeight?.message}
          >
            <Input
              type="number"
              min={0}
              max={100}
              step={1}
              {...form.register('blueprintWeight', { valueAsNumber: true })}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {topic ? t('common.save') : t('topics.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
