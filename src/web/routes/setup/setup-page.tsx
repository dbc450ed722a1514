// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import { adminCreateSchema } from '@common/contracts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { createFirstAdmin, getSetupStatus } from '@/features/auth/api';
import { errorMessage, isApiError } from '@/lib/api';
import { applyServerFieldErrors, emptyAsMissing } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';
import { AuthHeading, AuthShell } from '../auth/auth-shell';

type FormValues = z.input<typeof adminCreateSchema>;
type Submitted = z.output<typeof adminCreateSchema>;

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

function SetupDone() {
  const { t } = useTranslation('auth');
  return (
    <div className="grid gap-2">
      <span className="mb-2 grid size-11 place-items-center rounded-full bg-emerald-50 text-success">
        <CircleCheck className="size-6" aria-hidden="true" />
      </span>
      <AuthHeading title={t('setup.doneTitle')} subtitle={t('setup.doneText')} />
      <Button asChild>
        <Link to={paths.auth.href()}>{t('setup.toLogin')}</Link>
      </Button>
    </div>
  );
}

function SetupForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm<FormValues, unknown, Submitted>({
    resolver: zodResolver(adminCreateSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: (values: Submitted) => createFirstAdmin({ ...values, token }),
    onSuccess: async () => {
      toast.success(t('setup.success'));
      await navigate(paths.auth.href());
    },
    onError: (error) => {
      applyServerFieldErrors(error, FIELDS, form.setError);
    },
  });

  if (isApiError(mutation.error, 410)) return <SetupDone />;
  const fieldErrors = isApiError(mutation.error) && Object.keys(mutation.error.fields).length > 0;

  return (
    <>
      <AuthHeading title={t('setup.title')} subtitle={t('setup.subtitle')} />
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        {token ? null : <FormAlert>{t('setup.missingToken')}</FormAlert>}
        {mutation.isError && !fieldErrors ? (
          <FormAlert>{errorMessage(mutation.error, t('setup.failed'))}</FormAlert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('fields.firstName')} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName', emptyAsMissing)} />
          </FormField>
          <FormField label={t('fields.lastName')} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName', emptyAsMissing)} />
          </FormField>
        </div>
        <FormField label={t('fields.email')} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email', emptyAsMissing)} />
        </FormField>
        <FormField
          label={t('fields.password')}
          hint={t('setup.passwordHint')}
          error={errors.password?.message}
        >
          <PasswordInput
            autoComplete="new-password"
            {...form.register('password', emptyAsMissing)}
          />
        </FormField>
        <Button
          type="submit"
          size="lg"
          className="mt-2 w-full"
          loading={mutation.isPending}
          disabled={!token}
        >
          {mutation.isPending ? t('setup.submitting') : t('setup.submit')}
        </Button>
      </form>
    </>
  );
}

/** /setup?token=…: creates the first administrator once. */
export function Component() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('setup.pageTitle'));
  const [params] = useSearchParams();
  const status = useQuery({ queryKey: ['setup-status'], queryFn: getSetupStatus, staleTime: 0 });

  let content: ReactNode;
  if (status.isPending) {
    content = (
      <div className="grid gap-4" aria-busy="true">
        <p className="sr-only" role="status">
          {t('common:fallback.loading')}
        </p>
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (status.isError) {
    content = (
      <>
        <AuthHeading title={t('setup.title')} />
        <FormAlert>{errorMessage(status.error, t('setup.statusFailed'))}</FormAlert>
      </>
    );
  } else if (!status.data.needed) {
    content = <SetupDone />;
  } else {
    content = <SetupForm token={params.get('token') ?? ''} />;
  }
  return <AuthShell>{content}</AuthShell>;
}
