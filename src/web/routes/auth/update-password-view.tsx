// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import type { NewPasswordInput, newPasswordSchema } from '@common/contracts/password';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { resetPassword } from '@/features/auth/api';
import { errorMessage, isApiError } from '@/lib/api';
import { emptyAsMissing } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthHeading, AuthSwitch } from './auth-shell';
import type { AuthViewProps } from './types';

type FormValues = z.input<typeof newPasswordSchema>;

/** The shared checks (and zod) download when the form is first used (see lazyResolver). */
const resolver = lazyResolver<FormValues, unknown, NewPasswordInput>(async () => {
  const [{ zodResolver }, { newPasswordSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@common/contracts/password'),
  ]);
  return zodResolver(newPasswordSchema);
});

/** update-password: the reset link lands here with `?token=`; a new password is set with it. */
export function UpdatePasswordView({ goTo }: AuthViewProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('update.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The reset link answers a bad or used token with ?error=INVALID_TOKEN and no token.
  const linkInvalid = !token;

  const form = useForm<FormValues, unknown, NewPasswordInput>({
    resolver,
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: ({ password }: NewPasswordInput) => resetPassword({ newPassword: password, token }),
    onSuccess: () => {
      toast.success(t('update.success'));
      goTo('login', { showMode: true });
    },
  });

  // The server refused the link's token (invalid, expired or used): a new link is the way on.
  const tokenRefused =
    isApiError(mutation.error) && mutation.error.status >= 400 && mutation.error.status < 500;
  const failure = (() => {
    if (!mutation.isError) return null;
    // A refused token (invalid or expired) is explained by the server's own message.
    if (tokenRefused) return errorMessage(mutation.error, t('update.failed'));
    return t('update.failed');
  })();

  return (
    <>
      <AuthHeading title={t('update.title')} subtitle={t('update.subtitle')} />
      {linkInvalid ? (
        <div className="grid gap-4">
          <FormAlert>{t('update.invalidLink')}</FormAlert>
          <Button size="lg" className="w-full" onClick={() => goTo('reset-password')}>
            {t('update.requestNew')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onFocus={resolver.preload}
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        >
          {failure ? (
            <FormAlert>
              {failure}
              {tokenRefused ? (
                <>
                  {' '}
                  <Button
                    variant="link"
                    className="font-semibold text-danger"
                    onClick={() => goTo('reset-password')}
                  >
                    {t('update.requestNew')}
                  </Button>
                </>
              ) : null}
            </FormAlert>
          ) : null}
          <FormField label={t('fields.newPassword')} error={errors.password?.message}>
            <PasswordInput
              autoComplete="new-password"
              {...form.register('password', emptyAsMissing)}
            />
          </FormField>
          <Button type="submit" size="lg" className="mt-2 w-full" loading={mutation.isPending}>
            {mutation.isPending ? t('update.submitting') : t('update.submit')}
          </Button>
        </form>
      )}
      <div className="mt-6 grid gap-2">
        <p className="text-center text-sm">
          <Button variant="link" className="font-semibold" onClick={() => goTo('login')}>
            {t('update.toLogin')}
          </Button>
        </p>
        <AuthSwitch
          question={t('update.noAccount')}
          action={t('update.toRegister')}
          onClick={() => goTo('register')}
        />
      </div>
    </>
  );
}
