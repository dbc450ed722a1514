import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  changeRoleSchema,
  type UserRow,
} from '@common/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api';
import { changeRole, userKeys } from './api';

type Props = { user: UserRow | null; onOpenChange: (open: boolean) => void };

/** Change of role; making someone an affiliate asks for a code unless they have one. */
export function ChangeRoleDialog({ user, onOpenChange }: Props) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const [role, setRole] = useState<AssignableRole>('student');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  // Each opening starts from the user's situation.
  useEffect(() => {
    if (!user) return;
    const next = ASSIGNABLE_ROLES.find((r) => r !== user.role) ?? 'student';
    setRole(next);
    setCode('');
    setCodeError(null);
    setFormError(null);
  }, [user]);

  const mutation = useMutation({
    mutationFn: (input: { id: string; role: AssignableRole; code?: string }) =>
      changeRole(input.id, { role: input.role, code: input.code }),
    onSuccess: async (result) => {
      toast.success(
        t('changeRole.done', { name: result.user.name, role: t(`roles.${result.user.role}`) }),
      );
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.fields.code) setCodeError(error.fields.code);
      else setFormError(errorMessage(error, t('changeRole.failed')));
    },
  });

  const needsCode = role === 'affiliate' && !user?.code;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    setCodeError(null);
    setFormError(null);
    const parsed = changeRoleSchema.safeParse({ role, code: needsCode ? code : undefined });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (needsCode && !parsed.data.code) {
      setCodeError(t('changeRole.codeRequired'));
      return;
    }
    mutation.mutate({ id: user.id, role, code: parsed.data.code });
  };

  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('changeRole.title', { name: user?.name ?? '' })}</DialogTitle>
            <DialogDescription>{t('changeRole.description')}</DialogDescription>
          </DialogHeader>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <FormField label={t('changeRole.role')}>
            <Select
              value={role}
              onValueChange={(value) => setRole(value as AssignableRole)}
              options={ASSIGNABLE_ROLES.map((value) => ({
                value,
                label: t(`roles.${value}`),
                disabled: value === user?.role,
              }))}
              className="w-full"
            />
          </FormField>
          {role === 'affiliate' && user?.code ? (
            <p className="text-ink-muted text-sm">
              {t('changeRole.codeKept', { code: user.code })}
            </p>
          ) : null}
          {needsCode ? (
            <FormField
              label={t('changeRole.code')}
              hint={t('changeRole.codeHint')}
              error={codeError ?? undefined}
            >
              <Input
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="off"
                maxLength={64}
                className="font-mono uppercase"
              />
            </FormField>
          ) : null}
          <DialogFooter>
            <Button
              type="button"
              variant="secondary"
              onClick={() => onOpenChange(false)}
              disabled={mutation.isPending}
            >
              {t('cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('changeRole.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
