// First: zod must be configured before the shared schemas are built (see lib/zod-config).
import '@/lib/zod-config';
import '@/i18n/students';
import {
  type GrantablePackage,
  grantPackageSchema,
  type HeldPackage,
  updateHeldPackageSchema,
} from '@common/contracts/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodError } from 'zod';
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
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api';
import { grantPackage, studentKeys, updateHeldPackage } from './api';

type Errors = Partial<Record<'packageId' | 'expiryDate' | 'examLimit', string>>;

/** The first message of each field of a failed parse. */
function fieldErrors(error: ZodError): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const key = (issue.path[0] ?? 'packageId') as keyof Errors;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The server's refusal: its field messages, or a toast when it names no field. */
function serverErrors(error: unknown, fallback: string): Errors {
  if (isApiError(error) && Object.keys(error.fields).length > 0) {
    return error.fields as Errors;
  }
  toast.error(errorMessage(error, fallback));
  return {};
}

/** now + n calendar months as YYYY-MM-DD (UTC), as the server computes a default expiry. */
function defaultExpiry(pkg: GrantablePackage, now = new Date()): string {
  if (pkg.validityMonths <= 0)
    return new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  const d = new Date(now);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + pkg.validityMonths);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

const limitText = (limit: number | null) => (limit === null ? '' : String(limit));
const limitValue = (text: string) => (text.trim() === '' ? null : Number(text));

/** Gives the student a package without payment. */
export function GrantPackageDialog({
  open,
  onOpenChange,
  studentId,
  studentName,
  grantable,
  hadTrial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  studentId: string;
  studentName: string;
  grantable: GrantablePackage[];
  hadTrial: boolean;
}) {
  const { t } = useTranslation('students');
  const queryClient = useQueryClient();
  const [packageId, setPackageId] = useState('');
  const [expiryDate, setExpiryDate] = useState('');
  const [examLimit, setExamLimit] = useState('');
  const [touched, setTouched] = useState({ expiry: false, limit: false });
  const [errors, setErrors] = useState<Errors>({});
  const chosen = grantable.find((p) => p.id === packageId);

  useEffect(() => {
    if (open) {
      setPackageId('');
      setExpiryDate('');
      setExamLimit('');
      setTouched({ expiry: false, limit: false });
      setErrors({});
    }
  }, [open]);

  const choose = (id: string) => {
    setPackageId(id);
    const pkg = grantable.find((p) => p.id === id);
    if (pkg) {
      setExpiryDate(defaultExpiry(pkg));
      setExamLimit(limitText(pkg.examLimit));
      setTouched({ expiry: false, limit: false });
    }
    setErrors({});
  };

  const mutation = useMutation({
    mutationFn: (input: Parameters<typeof grantPackage>[1]) => grantPackage(studentId, input),
    onSuccess: async (result) => {
      toast.success(t('packages.granted', { name: result.package.name, student: studentName }));
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
    onError: (error) => setErrors(serverErrors(error, t('packages.grantFailed'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      packageId,
      ...(touched.expiry ? { expiryDate } : {}),
      ...(touched.limit ? { examLimit: limitValue(examLimit) } : {}),
    };
    const parsed = grantPackageSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    mutation.mutate(input);
  };

  const summary = (p: GrantablePackage) =>
    t('packages.packageSummary', {
      points: t('points', { count: p.unlockPoints }),
      validity:
        p.validityMonths > 0
          ? t('packages.months', { count: p.validityMonths })
          : t('packages.trialDays'),
      exams: p.examLimit === null ? t('unlimited') : p.examLimit,
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('packages.grantTitle', { name: studentName })}</DialogTitle>
          <DialogDescription>{t('packages.grantText')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <FormField
            label={t('packages.package')}
            hint={chosen ? summary(chosen) : undefined}
            error={errors.packageId}
          >
            <Select
              value={packageId}
              onValueChange={choose}
              placeholder={t('packages.choosePackage')}
              className="w-full"
              options={grantable.map((p) => {
                const notes = [
                  p.onSale ? null : t('packages.offSale'),
                  p.isTrial && hadTrial ? t('packages.trialUsed') : null,
                ].filter(Boolean);
                return {
                  value: p.id,
                  label: notes.length ? `${p.name} (${notes.join(', ')})` : p.name,
                  disabled: p.isTrial && hadTrial,
                };
              })}
            />
          </FormField>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField
              label={t('packages.expiryDate')}
              hint={t('packages.expiryHint')}
              error={errors.expiryDate}
            >
              <Input
                type="date"
                value={expiryDate}
                disabled={!chosen}
                onChange={(e) => {
                  setExpiryDate(e.target.value);
                  setTouched((v) => ({ ...v, expiry: true }));
                }}
              />
            </FormField>
            <ExamLimitField
              value={examLimit}
              error={errors.examLimit}
              disabled={!chosen}
              onChange={(value) => {
                setExamLimit(value);
                setTouched((v) => ({ ...v, limit: true }));
              }}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('packages.submitGrant')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Changes a held package's last day of access or its exam allowance. */
export function ChangePackageDialog({
  held,
  studentId,
  onOpenChange,
}: {
  held: HeldPackage | null;
  studentId: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('students');
  const queryClient = useQueryClient();
  const [expiryDate, setExpiryDate] = useState('');
  const [examLimit, setExamLimit] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (held) {
      setExpiryDate(held.expiryDate.slice(0, 10));
      setExamLimit(limitText(held.examLimit));
      setErrors({});
    }
  }, [held]);

  const mutation = useMutation({
    mutationFn: (input: Parameters<typeof updateHeldPackage>[2]) =>
      updateHeldPackage(studentId, held?.id ?? '', input),
    onSuccess: async (result) => {
      toast.success(t('packages.changed', { name: result.package.name }));
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
    onError: (error) => setErrors(serverErrors(error, t('packages.changeFailed'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!held) return;
    const limit = limitValue(examLimit);
    const input = {
      ...(expiryDate !== held.expiryDate.slice(0, 10) ? { expiryDate } : {}),
      ...(limit !== held.examLimit ? { examLimit: limit } : {}),
    };
    const parsed = updateHeldPackageSchema.safeParse(input);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      // "Nothing to change" belongs to the form, not to one field.
      if (found.packageId) toast.error(found.packageId);
      setErrors({ expiryDate: found.expiryDate, examLimit: found.examLimit });
      return;
    }
    setErrors({});
    mutation.mutate(input);
  };

  return (
    <Dialog open={held !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('packages.changeTitle', { name: held?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('packages.changeText')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <FormField label={t('packages.expiryDate')} error={errors.expiryDate}>
              <Input
                type="date"
                value={expiryDate}
                onChange={(e) => setExpiryDate(e.target.value)}
              />
            </FormField>
            <ExamLimitField value={examLimit} error={errors.examLimit} onChange={setExamLimit} />
          </div>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('packages.submitChange')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The exam allowance of a held package (empty for no limit), on grant and on change. */
function ExamLimitField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: string;
  error: string | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('students');
  return (
    <FormField label={t('packages.examLimit')} hint={t('packages.examLimitHint')} error={error}>
      <Input
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}
