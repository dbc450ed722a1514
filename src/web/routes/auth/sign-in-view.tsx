// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import type { SignInInput, signInSchema } from '@common/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { signIn } from '@/features/auth/api';
import { fetchMe, homePath, meQueryKey } from '@/features/auth/session';
import { errorMessage, isApiError } from '@/lib/api';
import { emptyAsMissing } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthHeading } from './auth-shell';
import type { AuthViewProps } from './types';
import {
  isVerificationFailure,
  rememberVerificationEmail,
  resendVerification,
} from './verification';

/** How long the unverified-e-mail toast stays (spec section 9). */
const VERIFICATION_TOAST_MS = 8_000;

type FormValues = z.input<typeof signInSchema>;

/** The shared checks (and zod) download when the form is first used (see lazyResolver). */
const resolver = lazyResolver<FormValues, unknown, SignInInput>(async () => {
  const [{ zodResolver }, { signInSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@common/contracts/account'),
  ]);
  return zodResolver(signInSchema);
});

export function SignInView({ email, goTo }: AuthViewProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.pageTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const form = useForm<FormValues, unknown, SignInInput>({
    resolver,
    defaultValues: { email, password: '' },
  });
  const { errors } = form.formState;
  // A wrong password or unknown address reads as the catalogue says (spec section 8).
  const failure = (error: unknown) =>
    isApiError(error) && error.code === 'INVALID_EMAIL_OR_PASSWORD'
      ? t('login.invalidCredentials')
      : errorMessage(error, t('login.failed'));

  const mutation = useMutation({
    mutationFn: signIn,
    onError: (error, values) => {
      const message = errorMessage(error, '');
      if (!isVerificationFailure(message)) return;
      // An unverified e-mail: remember it, explain in a toast and offer to resend (spec section 4).
      rememberVerificationEmail(values.email);
      toast.error(t('login.verifyToast'), {
        duration: VERIFICATION_TOAST_MS,
        action: {
          label: t('login.resendAction'),
          onClick: () => void resendVerification(values.email, t),
        },
      });
      goTo('verify-email', { email: values.email });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      const me = await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe });
      await navigate(homePath(me), { replace: true });
    },
  });

  return (
    <>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <form
        noValidate
        onFocus={resolver.preload}
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        {mutation.isError ? <FormAlert>{failure(mutation.error)}</FormAlert> : null}
        <FormField label={t('fields.email')} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.register('email', emptyAsMissing)}
          />
        </FormField>
        <FormField label={t('fields.password')} error={errors.password?.message}>
          <PasswordInput
            autoComplete="current-password"
            {...form.register('password', emptyAsMissing)}
          />
        </FormField>
        <div className="-mt-2 flex justify-end">
          <Button
            variant="link"
            className="font-medium"
            onClick={() => goTo('reset-password', { email: form.getValues('email') ?? '' })}
          >
            {t('login.forgotPassword')}
          </Button>
        </div>
        <Button type="submit" size="lg" className="mt-2 w-full" loading={mutation.isPending}>
          {mutation.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-ink-muted text-sm">
        {t('login.noAccount')}{' '}
        <Button
          variant="link"
          className="font-semibold"
          onClick={() => goTo('register', { email: form.getValues('email') ?? '' })}
        >
          {t('login.toRegister')}
        </Button>
      </p>
    </>
  );
}
