// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import '@/i18n/diagnostics';
import '@/i18n/commerce';
import {
  type DiagnosticFix,
  type DiagnosticQuery,
  diagnosticQuerySchema,
} from '@common/contracts/diagnostics';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Stethoscope } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { applyDiagnosticFix, diagnosticKeys, getUserDiagnostic } from '@/features/diagnostics/api';
import { CheckList } from '@/features/diagnostics/check-list';
import {
  AuthSection,
  EmailsSection,
  ErrorsSection,
  PackagesSection,
  PaymentsSection,
  ProfileSection,
  SessionsSection,
  UnlocksSection,
} from '@/features/diagnostics/sections';
import { errorMessage, isApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

type FormValues = z.input<typeof diagnosticQuerySchema>;

/**
 * User diagnostic: everything about one e-mail (profile, auth account, verification, sessions,
 * packages, unlocks, payments, e-mails, errors) and the checks that say whether it holds
 * together, with a Fix button where one is safe. The e-mail lives in the address (?email=).
 */
export function Component() {
  const { t, i18n } = useTranslation('diagnostics');
  useDocumentTitle(t('pageTitle'));
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const [confirming, setConfirming] = useState<DiagnosticFix | null>(null);

  const form = useForm<FormValues, unknown, DiagnosticQuery>({
    resolver: zodResolver(diagnosticQuerySchema),
    defaultValues: { email },
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (form.getValues('email') !== email) form.reset({ email });
  }, [email, form]);

  const diagnostic = useQuery({
    queryKey: diagnosticKeys.byEmail(email),
    queryFn: ({ signal }) => getUserDiagnostic(email, signal),
    enabled: email !== '',
    retry: false,
  });
  const data = diagnostic.data;

  const fix = useMutation({
    mutationFn: (name: DiagnosticFix) => {
      if (!data) throw new Error('no diagnostic loaded');
      return applyDiagnosticFix(data.profile.id, name);
    },
    onSuccess: (result) => {
      queryClient.setQueryData(diagnosticKeys.byEmail(email), result.diagnostic);
      toast.success(t(`fixes.${result.fix}.done`, { email: result.diagnostic.profile.email }));
    },
    onError: (error) => {
      toast.error(`${t('fixes.failed')}${errorMessage(error, t('fixes.failedFallback'))}`);
      void diagnostic.refetch();
    },
    onSettled: () => setConfirming(null),
  });

  const notFound = isApiError(diagnostic.error, 404);

  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')} />
      <Card className="mb-6">
        <CardContent>
          <form
            noValidate
            className="flex flex-col gap-3 sm:flex-row sm:items-start"
            onSubmit={form.handleSubmit((values) => {
              if (values.email === email) void diagnostic.refetch();
              else setParams({ email: values.email });
            })}
          >
            <FormField
              label={t('search.label')}
              hint={t('search.hint')}
              error={errors.email?.message}
              className="flex-1"
            >
              <Input type="email" autoComplete="off" {...form.register('email')} />
            </FormField>
            <Button type="submit" className="sm:mt-7" loading={diagnostic.isFetching}>
              <Stethoscope aria-hidden="true" />
              {diagnostic.isFetching ? t('search.checking') : t('search.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>

      {diagnostic.isError ? (
        <FormAlert className="mb-6">
          {notFound
            ? errorMessage(diagnostic.error, '')
            : `${t('loadFailed')}${errorMessage(diagnostic.error, t('loadFailedFallback'))}`}
        </FormAlert>
      ) : null}

      {email && diagnostic.isPending ? (
        <div className="grid gap-4" aria-hidden="true">
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : null}

      {data && !diagnostic.isError ? (
        <div className="grid gap-6">
          <div className="flex flex-wrap items-center justify-between gap-2 text-ink-muted text-sm">
            <p>
              {t('checkedAt', { time: formatDateTime(data.checkedAt, i18n.language) })} ·{' '}
              {t('listNote')}
            </p>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void diagnostic.refetch()}
              disabled={diagnostic.isFetching}
            >
              <RefreshCw aria-hidden="true" />
              {t('runAgain')}
            </Button>
          </div>
          <CheckList
            checks={data.checks}
            onFix={setConfirming}
            fixing={fix.isPending ? (fix.variables ?? null) : null}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <ProfileSection d={data} />
            <AuthSection d={data} />
          </div>
          <SessionsSection d={data} />
          <PackagesSection d={data} />
          <UnlocksSection d={data} />
          <PaymentsSection d={data} />
          <EmailsSection d={data} />
          <ErrorsSection d={data} />
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !fix.isPending) setConfirming(null);
        }}
        title={confirming ? t(`fixes.${confirming}.confirmTitle`) : ''}
        description={confirming ? t(`fixes.${confirming}.confirmText`) : ''}
        confirmLabel={confirming ? t(`fixes.${confirming}.label`) : ''}
        cancelLabel={t('fixes.cancel')}
        pending={fix.isPending}
        onConfirm={() => confirming && fix.mutate(confirming)}
      />
    </>
  );
}
