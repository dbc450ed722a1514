import '@/i18n/users';
import type { UserRow } from '@common/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, LogOut } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
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
import { toast } from '@/components/ui/toast';
import { forcePasswordReset, getUsers, revokeSessions } from '@/features/users/api';
import { errorMessage } from '@/lib/api';
import { securityKeys } from './api';

type Action = 'revoke' | 'reset';
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * Finds an account by its exact e-mail and runs the users module's audited actions on it:
 * sign out everywhere, force a password reset. Each asks to type the e-mail first.
 */
export function AccountActions() {
  const { t } = useTranslation('security');
  const { t: tu } = useTranslation('users');
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [user, setUser] = useState<UserRow | null>(null);
  const [pending, setPending] = useState<Action | null>(null);
  const [typed, setTyped] = useState('');

  const find = useMutation({
    mutationFn: async (address: string) => {
      const list = await getUsers({ search: address, pageSize: 10 });
      return list.items.find((u) => u.email.toLowerCase() === address) ?? null;
    },
    onSuccess: (found) => {
      setUser(found);
      setError(found ? undefined : t('actions.notFound'));
    },
  });

  const act = useMutation({
    mutationFn: async ({ action, target }: { action: Action; target: UserRow }) => {
      if (action === 'reset') {
        await forcePasswordReset(target.id);
        return t('actions.resetDone', { email: target.email });
      }
      const result = await revokeSessions(target.id);
      return t('actions.revoked', { email: target.email, count: result.sessionsEnded });
    },
    onSuccess: (message, { target }) => {
      toast.success(message);
      setPending(null);
      setUser({ ...target, activeSessions: 0 });
      void queryClient.invalidateQueries({ queryKey: securityKeys.all });
    },
    onError: (err) => {
      setPending(null);
      toast.error(errorMessage(err, t('actions.failed')));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!EMAIL.test(address)) {
      setError(t('actions.invalidEmail'));
      setUser(null);
      return;
    }
    find.mutate(address);
  };

  const open = (action: Action) => {
    setTyped('');
    setPending(action);
  };
  const confirmed = user !== null && typed.trim().toLowerCase() === user.email.toLowerCase();

  return (
    <section aria-labelledby="security-actions" className="grid gap-3">
      <div>
        <h2 id="security-actions" className="font-semibold text-ink text-lg">
          {t('actions.title')}
        </h2>
        <p className="text-ink-muted text-sm">{t('actions.text')}</p>
      </div>
      <Card className="grid gap-4 p-4 sm:p-5">
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <FormField label={t('actions.email')} error={error} className="min-w-0 flex-1">
            <Input
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Button type="submit" loading={find.isPending} className="sm:mb-0">
            {t('actions.find')}
          </Button>
        </form>
        {find.isError ? <FormAlert>{errorMessage(find.error, t('loadFailed'))}</FormAlert> : null}
        {user ? (
          <div className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="grid min-w-0 gap-0.5">
              <span className="truncate font-medium text-ink">{user.name || user.email}</span>
              <span className="truncate text-ink-muted text-sm">{user.email}</span>
              <span className="flex flex-wrap items-center gap-2 text-ink-muted text-xs">
                <Badge variant="neutral">{tu(`roles.${user.role}`)}</Badge>
                {t('actions.sessions', { count: user.activeSessions })}
              </span>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => open('revoke')}>
                <LogOut className="rtl-flip size-4" aria-hidden="true" />
                {t('actions.revoke')}
              </Button>
              <Button variant="danger" onClick={() => open('reset')}>
                <KeyRound className="size-4" aria-hidden="true" />
                {t('actions.reset')}
              </Button>
            </div>
          </div>
        ) : null}
      </Card>

      <Dialog open={pending !== null} onOpenChange={(o) => (o ? undefined : setPending(null))}>
        <DialogContent role="alertdialog" className="max-w-md">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (confirmed && pending && user) act.mutate({ action: pending, target: user });
            }}
            className="grid gap-4"
          >
            <DialogHeader>
              <DialogTitle>
                {pending === 'reset'
                  ? t('actions.confirmResetTitle', { email: user?.email })
                  : t('actions.confirmRevokeTitle', { email: user?.email })}
              </DialogTitle>
              <DialogDescription>
                {pending === 'reset'
                  ? t('actions.confirmResetText')
                  : t('actions.confirmRevokeText')}
              </DialogDescription>
            </DialogHeader>
            <FormField label={t('actions.typeToConfirm', { word: user?.email })}>
              <Input autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
            </FormField>
            <DialogFooter>
              <Button
                type="button"
                variant="secondary"
                onClick={() => setPending(null)}
                disabled={act.isPending}
              >
                {t('actions.cancel')}
              </Button>
              <Button type="submit" variant="danger" disabled={!confirmed} loading={act.isPending}>
                {pending === 'reset' ? t('actions.reset') : t('actions.revoke')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
