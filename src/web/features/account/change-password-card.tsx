// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import '@/i18n/account';
import { PASSWORD_MIN_LENGTH } from '@common/constants';
import { minString, requiredString } from '@common/contracts/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { ownSessionsQueryKey } from '@/features/sessions/api';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors, emptyAsMissing } from '@/lib/form-errors';
import { changePassword } from './api';

/** Confirmation must repeat the new password; its message comes from the page's strings. */
function passwordSchema(mismatch: string) {
  return z
    .object({
      currentPassword: minString(PASSWORD_MIN_LENGTH),
      newPassword: minString(PASSWORD_MIN_LENGTH),
      confirmPassword: requiredString(),
    })
    .refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      error: mismatch,
    });
}

type FormValues = z.input<ReturnType<typeof passwordSchema>>;

const EMPTY: FormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Changes the password; better-auth signs every other session out. */
export function ChangePasswordCard() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    resolver: zodResolver(passwordSchema(t('settings.passwordsDiffer'))),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: (values: FormValues) =>
      changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: async () => {
      form.reset(EMPTY);
      toast.success(t('settings.passwordUpdated'));
      await queryClient.invalidateQueries({ queryKey: ownSessionsQueryKey });
    },
    onError: (error) => {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) {
        toast.error(errorMessage(error, t('settings.passwordFailed')));
      }
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary-700" aria-hidden="true" />
          {t('settings.passwordTitle')}
        </CardTitle>
        <CardDescription>{t('settings.passwordText')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          <FormField label={t('settings.currentPassword')} error={errors.currentPassword?.message}>
            <PasswordInput
              autoComplete="current-password"
              {...form.register('currentPassword', emptyAsMissing)}
            />
          </FormField>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label={t('settings.newPassword')} error={errors.newPassword?.message}>
              <PasswordInput
                autoComplete="new-password"
                {...form.register('newPassword', emptyAsMissing)}
              />
            </FormField>
            <FormField
              label={t('settings.confirmPassword')}
              error={errors.confirmPassword?.message}
            >
              <PasswordInput
                autoComplete="new-password"
                {...form.register('confirmPassword', emptyAsMissing)}
              />
            </FormField>
          </div>
          <div className="flex justify-end border-border border-t pt-4">
            <Button type="submit" loading={mutation.isPending} className="w-full sm:w-auto">
              {mutation.isPending ? t('settings.updating') : t('settings.updatePassword')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
