// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import '@/i18n/account';
import { type VerificationFixInput, verificationFixSchema } from '@common/contracts/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import type { SignedOutState } from '@/features/auth/session';
import { fixVerification } from '@/features/users/api';
import { errorMessage } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

/** How long an administrator who fixed their own profile reads the message (spec section 9). */
const SELF_FIX_REDIRECT_MS = 2_000;

type FormValues = z.input<typeof verificationFixSchema>;

/** Manual verification fix: vouch for a profile, found by e-mail, that cannot confirm its address. */
export function Component() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('verificationFix.pageTitle'));
  const navigate = useNavigate();
  const form = useForm<FormValues, unknown, VerificationFixInput>({
    resolver: zodResolver(verificationFixSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: fixVerification,
    onSuccess: (result) => {
      form.reset({ email: '' });
      if (!result.self) {
        toast.success(t('verificationFix.fixedOther', { email: result.email }));
        return;
      }
      // The server ended this administrator's sessions: sign in again after reading this.
      toast.success(t('verificationFix.fixedSelf', { email: result.email }));
      const state: SignedOutState = { signedOut: true };
      window.setTimeout(() => {
        void navigate(paths.auth.href(), { replace: true, state });
      }, SELF_FIX_REDIRECT_MS);
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, ['email'], form.setError)) return;
      toast.error(`${t('verificationFix.failed')}${errorMessage(error, '')}`);
    },
  });

  return (
    <>
      <PageHeader title={t('verificationFix.title')} description={t('verificationFix.subtitle')} />
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle level={2} className="flex items-center gap-2">
            <MailCheck className="size-5 shrink-0 text-primary-700" aria-hidden="true" />
            {t('verificationFix.cardTitle')}
          </CardTitle>
          <CardDescription>{t('verificationFix.cardText')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
          >
            <FormField label={t('verificationFix.email')} error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...form.register('email')} />
            </FormField>
            <div>
              <Button type="submit" loading={mutation.isPending}>
                {mutation.isPending ? t('verificationFix.fixing') : t('verificationFix.submit')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
