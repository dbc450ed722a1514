// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import '@/i18n/account';
import { type Me, updateProfileSchema } from '@common/contracts/account';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, ChevronDown, Mail, ShieldCheck, Ticket } from 'lucide-react';
import { type ComponentProps, type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, useFieldControl } from '@/components/ui/form-field';
import { controlClasses, Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { meQueryKey, useCurrentUser } from '@/features/auth/session';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { applyServerFieldErrors, emptyAsMissing } from '@/lib/form-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { updateProfile } from './api';
import { countryOptions } from './countries';

type FormValues = z.input<typeof updateProfileSchema>;
type Submitted = z.output<typeof updateProfileSchema>;

const FIELDS = ['firstName', 'lastName', 'phoneNumber', 'countryCode'] as const;

function defaultsOf(me: Me): FormValues {
  return {
    firstName: me.firstName,
    lastName: me.lastName,
    phoneNumber: me.phoneNumber,
    countryCode: me.countryCode ?? '',
  };
}

function ReadOnlyRow({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Mail;
  label: string;
  children: ReactNode;
}) {
  return (
    // A <dl> group holds only its <dt> and <dd>: the icon sits inside the term.
    <div className="relative grid min-h-9 min-w-0 gap-0.5 ps-12">
      <dt className="font-medium text-ink-muted text-xs uppercase tracking-wide">
        <span
          aria-hidden="true"
          className="absolute start-0 top-0 grid size-9 place-items-center rounded-lg bg-slate-100 text-slate-600"
        >
          <Icon className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * A native select: with some 250 countries the phone's own picker and type-ahead serve better
 * than a custom list. The Middle East comes first, in its own group.
 */
function CountrySelect(props: ComponentProps<'select'>) {
  const { t, i18n } = useTranslation('account');
  const field = useFieldControl();
  const { priority, rest } = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <div className="relative">
      <select
        id={field?.id}
        aria-describedby={field?.describedBy}
        aria-invalid={field?.invalid || undefined}
        className={cn(controlClasses, 'h-10 appearance-none pe-9')}
        {...props}
      >
        <option value="">{t('profile.noCountry')}</option>
        <optgroup label={t('profile.middleEast')}>
          {priority.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('profile.otherCountries')}>
          {rest.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </optgroup>
      </select>
      <ChevronDown
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}

function ProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, Submitted>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: defaultsOf(me),
  });
  const { errors, isDirty } = form.formState;

  const mutation = useMutation({
    mutationFn: (values: Submitted) =>
      updateProfile({ ...values, countryCode: values.countryCode ?? '' }),
    onSuccess: (updated) => {
      queryClient.setQueryData(meQueryKey, updated);
      form.reset(defaultsOf(updated));
      toast.success(t('profile.saved'));
    },
    onError: (error) => {
      if (!applyServerFieldErrors(error, FIELDS, form.setError)) {
        toast.error(errorMessage(error, t('profile.saveFailed')));
      }
    },
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t('profile.firstName')} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName', emptyAsMissing)} />
        </FormField>
        <FormField label={t('profile.lastName')} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName', emptyAsMissing)} />
        </FormField>
        <FormField
          label={t('profile.phone')}
          hint={t('profile.phoneHint')}
          error={errors.phoneNumber?.message}
        >
          <Input
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="tel"
            {...form.register('phoneNumber')}
          />
        </FormField>
        <FormField label={t('profile.country')} error={errors.countryCode?.message}>
          <CountrySelect
            autoComplete="country"
            defaultValue={me.countryCode ?? ''}
            {...form.register('countryCode')}
          />
        </FormField>
      </div>
      <div className="flex justify-end border-border border-t pt-4">
        <Button
          type="submit"
          loading={mutation.isPending}
          disabled={!isDirty && !mutation.isPending}
          className="w-full sm:w-auto"
        >
          {mutation.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}

/** /{area}/profile: the account's fixed details and the form for the editable ones. */
export function ProfilePage() {
  const { t } = useTranslation(['account', 'common']);
  const me = useCurrentUser();
  useDocumentTitle(t('profile.pageTitle'));

  return (
    <>
      <PageHeader title={t('profile.title')} description={t('profile.subtitle')} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle level={2}>{t('profile.accountTitle')}</CardTitle>
            <CardDescription>{t('profile.accountText')}</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4">
              <ReadOnlyRow icon={Mail} label={t('profile.email')}>
                <span className="grid gap-1">
                  <span dir="ltr" className="break-all">
                    {me.email}
                  </span>
                  <span>
                    <Badge variant={me.emailVerified ? 'success' : 'neutral'}>
                      {me.emailVerified ? t('profile.verified') : t('profile.unverified')}
                    </Badge>
                  </span>
                </span>
              </ReadOnlyRow>
              <ReadOnlyRow icon={ShieldCheck} label={t('profile.role')}>
                {t(`common:roles.${me.role}`)}
              </ReadOnlyRow>
              {me.role === 'affiliate' ? (
                <ReadOnlyRow icon={Ticket} label={t('profile.affiliateCode')}>
                  <span className="grid gap-0.5">
                    <span dir="ltr" className="font-mono font-semibold tracking-wider">
                      {me.code ?? '—'}
                    </span>
                    <span className="text-ink-muted text-xs">{t('profile.affiliateCodeHint')}</span>
                  </span>
                </ReadOnlyRow>
              ) : null}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle level={2} className="flex items-center gap-2">
              <BadgeCheck className="size-5 text-primary-700" aria-hidden="true" />
              {t('profile.detailsTitle')}
            </CardTitle>
            <CardDescription>{t('profile.detailsText')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ProfileForm me={me} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
