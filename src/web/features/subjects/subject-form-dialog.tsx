// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import { BOARDS } from '@common/contracts/content';
import { type Subject, type SubjectInput, subjectInputSchema } from '@common/contracts/subjects';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
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
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { createSubject, subjectsQueryKey, updateSubject } from './api';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; subject?: Subject };

/** Creates a subject, or edits `subject`: name, board, description. */
export function SubjectFormDialog({ open, onOpenChange, subject }: Props) {
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  const form = useForm<SubjectInput>({
    resolver: zodResolver(subjectInputSchema),
    values: {
      name: subject?.name ?? '',
      board: subject?.board ?? 'AP',
      description: subject?.description ?? '',
    },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: async (values: SubjectInput): Promise<unknown> =>
      subject
        ? updateSubject(subject.id, {
            name: values.name,
            board: values.board,
            description: values.description,
          })
        : createSubject(values),
    onSuccess: async () => {
      toast.success(subject ? t('subjects.saved') : t('subjects.created'));
      await queryClient.invalidateQueries({ queryKey: subjectsQueryKey });
      onOpenChange(false);
      form.reset();
    },
    onError: (error) => {
      if (!applyServerFieldErrors(error, ['name', 'board', 'description', 'slug'], form.setError)) {
        toast.error(errorMessage(error, t('subjects.saveFailed')));
      }
    },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{subject ? t('subjects.editTitle') : t('subjects.newTitle')}</DialogTitle>
          <DialogDescription>{t('subjects.formText')}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <FormField label={t('subjects.name')} error={errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <FormField label={t('subjects.board')} error={errors.board?.message}>
            <Controller
              control={form.control}
              name="board"
              render={({ field }) => (
                <Select
                  id={undefined}
                  aria-label={t('subjects.board')}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={BOARDS.map((b) => ({ value: b, label: b }))}
                />
              )}
            />
          </FormField>
          <FormField label={t('subjects.description')} error={errors.description?.message}>
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {subject ? t('common.save') : t('subjects.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
