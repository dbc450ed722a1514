// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import type {
  PasswordResetRequestInput,
  passwordResetRequestSchema,
} from '@common/contracts/password';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { requestPasswordReset } from '@/features/auth/api';
import { errorMessage, isApiError } from '@/lib/api';
import { emptyAsMissing } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthHeading, AuthIcon, AuthSwitch } from './auth-shell';
import type { AuthViewProps } from './types';

type FormValues = z.input<typeof passwordResetRequestSchema>;

/** The shared checks (and zod) download when the form is first used (see lazyResolver). */
const resolver = lazyResolver<FormValues, unknown, PasswordResetRequestInput>(async () => {
  const [{ zodResolver }, { passwordResetRequestSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@common/contracts/password'),
  ]);
  return zodResolver(passwordResetRequestSchema);
});

/**
 * A refusal about the address itself (unknown account) still reads as sent, so the answer never
 * reveals whether an account exists; anything else (network, rate limit, server) is a failure.
 */
function failedToSend(error: unknown) {
  return !isApiError(error, 400) && !isApiError(error, 404);
}

/**
 * reset-password: asks for the e-mail and always says the instructions are on their way, so the
 * answer never reveals whether an account exists.
 */
export function ResetPasswordView({ email, goTo }: AuthViewProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.pageTitle'));

  const form = useForm<FormValues, unknown, PasswordResetRequestInput>({
    resolver,
    defaultValues: { email },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: async ({ email: address }: PasswordResetRequestInput) => {
      try {
        await requestPasswordReset(address);
      } catch (error) {
        if (failedToSend(error)) throw error;
      }
      return address;
    },
  });

  const links = (
    <div className="mt-6 grid gap-2">
      <AuthSwitch
        question={t('reset.remembered')}
        action={t('reset.toLogin')}
        onClick={() => goTo('login', { email: form.getValues('email') ?? '' })}
      />
      <AuthSwitch
        question={t('reset.noAccount')}
        action={t('reset.toRegister')}
        onClick={() => goTo('register', { email: form.getValues('email') ?? '' })}
      />
    </div>
  );

  if (mutation.isSuccess) {
    return (
      <>
        <AuthIcon icon={MailCheck} tone="success" />
        <div role="status">
          <AuthHeading title={t('reset.sentTitle')} subtitle={t('reset.sent')} />
          <p className="-mt-2 text-ink-muted text-sm">
            {t('reset.sentText', { email: mutation.data })}
          </p>
        </div>
        {links}
      </>
    );
  }

  return (
    <>
      <AuthHeading title={t('reset.title')} subtitle={t('reset.subtitle')} />
      <form
        noValidate
        onFocus={resolver.preload}
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        {mutation.isError ? (
          <FormAlert>
            {isApiError(mutation.error, 429)
              ? errorMessage(mutation.error, t('reset.failed'))
              : t('reset.failed')}
          </FormAlert>
        ) : null}
        <FormField label={t('fields.email')} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.register('email', emptyAsMissing)}
          />
        </FormField>
        <Button type="submit" size="lg" className="mt-2 w-full" loading={mutation.isPending}>
          {mutation.isPending ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
      {links}
    </>
  );
}
