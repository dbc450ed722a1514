// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import { AFFILIATE_CODE_PATTERN, normalizeCode, registrationProblem } from '@common/account-rules';
import type { RegisterResult, registerSchema } from '@common/contracts/account';
import { MSG } from '@common/messages';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { registerAccount } from '@/features/auth/api';
import { clearReferralCode, readReferralCode } from '@/features/auth/referral';
import { useReferralCode } from '@/features/auth/use-referral-capture';
import { errorMessage, isApiError } from '@/lib/api';
import { applyServerFieldErrors, emptyAsMissing } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthHeading, AuthSwitch } from './auth-shell';
import type { AuthViewProps } from './types';
import { rememberVerificationEmail } from './verification';

type FormValues = z.input<typeof registerSchema>;
type Submitted = z.output<typeof registerSchema>;

/** The shared checks (and zod) download when the form is first used (see lazyResolver). */
const schemaResolver = lazyResolver<FormValues, unknown, Submitted>(async () => {
  const [{ zodResolver }, { registerSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@common/contracts/account'),
  ]);
  return zodResolver(registerSchema);
});

/**
 * The shared schema checks the affiliate code once the other fields are valid; the form checks
 * it together with them, so every message shows at the first submit.
 */
function withAffiliateCode(affiliate: boolean): Resolver<FormValues, unknown, Submitted> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    if (!affiliate || result.errors.code) return result;
    const code = normalizeCode(values.code ?? '');
    const message = !code
      ? MSG.required
      : AFFILIATE_CODE_PATTERN.test(code)
        ? undefined
        : MSG.codeFormat;
    if (!message) return result;
    return { values: {}, errors: { ...result.errors, code: { type: 'validate', message } } };
  };
}

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phoneNumber', 'code'] as const;

/**
 * register: a student account (optional referral code, filled in from a referral link) or, with
 * role=affiliate, an affiliate account with its own required code.
 */
export function RegisterView({ email, goTo, affiliate }: AuthViewProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.pageTitle'));

  const form = useForm<FormValues, unknown, Submitted>({
    resolver: withAffiliateCode(affiliate),
    defaultValues: {
      firstName: '',
      lastName: '',
      email,
      password: '',
      phoneNumber: '',
      role: affiliate ? 'affiliate' : 'student',
      // Only a code the server accepted (its cookie): an unknown one is never filled in.
      code: affiliate ? '' : readReferralCode(),
    },
  });
  // A referral link opened on this page: the code arrives when the server has answered.
  const remembered = useReferralCode();
  useEffect(() => {
    if (affiliate || !remembered) return;
    if (form.getValues('code')) return;
    form.setValue('code', remembered);
  }, [affiliate, remembered, form]);
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: registerAccount,
    onSuccess: (result: RegisterResult, values) => {
      if (result.isExistingUser) return;
      if (!affiliate) clearReferralCode();
      if (result.verificationUnavailable) {
        // The link could not be sent: the server let the account in without it.
        toast.success(t('register.verificationUnavailable'));
        goTo('login', { email: values.email });
        return;
      }
      if (result.requiresEmailVerification) {
        // This install confirms addresses before sign-in (REQUIRE_EMAIL_VERIFICATION).
        rememberVerificationEmail(values.email);
        toast.success(t('register.successVerify'));
        goTo('verify-email', { email: values.email });
        return;
      }
      toast.success(t('register.success'));
      goTo('login', { email: values.email });
    },
    onError: (error) => {
      applyServerFieldErrors(error, FIELDS, form.setError);
    },
  });

  const formError = (() => {
    if (mutation.data?.isExistingUser) return t('register.existingUnverified');
    if (!mutation.isError) return null;
    // Messages that found their field show under it, not twice.
    const { error } = mutation;
    if (isApiError(error) && FIELDS.some((field) => field in error.fields)) return null;
    return errorMessage(mutation.error, t('register.failed'));
  })();
  // Above the fields, the catalogue's sentence for a bad address or password (spec section 8);
  // each field keeps its own validation message (section 5).
  const problem = registrationProblem({
    email: errors.email?.message,
    password: errors.password?.message,
  });
  const summary =
    problem === MSG.enterValidEmail
      ? t('register.invalidEmail')
      : problem === MSG.passwordRequirements
        ? t('register.weakPassword')
        : null;
  const alert = formError ?? summary;

  return (
    <>
      <AuthHeading
        title={affiliate ? t('register.affiliateTitle') : t('register.title')}
        subtitle={affiliate ? t('register.affiliateSubtitle') : t('register.subtitle')}
      />
      <form
        noValidate
        onFocus={schemaResolver.preload}
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('fields.firstName')} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName', emptyAsMissing)} />
          </FormField>
          <FormField label={t('fields.lastName')} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName', emptyAsMissing)} />
          </FormField>
        </div>
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
            autoComplete="new-password"
            {...form.register('password', emptyAsMissing)}
          />
        </FormField>
        <FormField label={t('fields.phoneNumber')} error={errors.phoneNumber?.message}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phoneNumber')} />
        </FormField>
        {affiliate ? (
          <FormField
            label={t('fields.affiliateCode')}
            hint={t('register.affiliateCodeHint')}
            error={errors.code?.message}
          >
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t('register.affiliateCodePlaceholder')}
              className="uppercase placeholder:normal-case"
              {...form.register('code')}
            />
          </FormField>
        ) : (
          <FormField
            label={t('fields.referralCode')}
            hint={t('register.referralCodeHint')}
            error={errors.code?.message}
          >
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="uppercase"
              {...form.register('code')}
            />
          </FormField>
        )}
        <Button type="submit" size="lg" className="mt-2 w-full" loading={mutation.isPending}>
          {mutation.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <div className="mt-6">
        <AuthSwitch
          question={t('register.hasAccount')}
          action={t('register.toLogin')}
          onClick={() => goTo('login', { email: form.getValues('email') ?? '' })}
        />
      </div>
    </>
  );
}
