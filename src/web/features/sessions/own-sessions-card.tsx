import type { SessionItem } from '@common/contracts/sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Globe, LogOut, MapPin, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { deleteOwnSession, getOwnSessions, ownSessionsQueryKey } from './api';
import { browserAndOs, deviceIcon, deviceKind, fullDateTime, relativeTime } from './device';

function SessionRow({
  session,
  onSignOut,
}: {
  session: SessionItem;
  onSignOut: (session: SessionItem) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const Icon = deviceIcon(session.deviceType);
  const unknown = { browser: t('sessions.unknownBrowser'), os: t('sessions.unknownOs') };
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700">
          <Icon className="size-5" aria-hidden="true" />
          <span className="sr-only">{t(`sessions.devices.${deviceKind(session.deviceType)}`)}</span>
        </span>
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            <span className="truncate">{browserAndOs(session, unknown)}</span>
            {session.current ? <Badge variant="success">{t('sessions.thisDevice')}</Badge> : null}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-ink-muted text-sm">
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden="true" />
              {session.location ?? t('sessions.unknownLocation')}
            </span>
            <span className="inline-flex items-center gap-1">
              <Globe className="size-3.5" aria-hidden="true" />
              <span dir="ltr">{session.ipAddress ?? t('sessions.unknownIp')}</span>
            </span>
            <time
              dateTime={session.lastActivity}
              title={fullDateTime(session.lastActivity, i18n.language)}
            >
              {t('sessions.lastActive', {
                time: relativeTime(session.lastActivity, i18n.language),
              })}
            </time>
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"
          className="ms-13 self-start sm:ms-0 sm:self-center"
          onClick={() => onSignOut(session)}
          aria-label={`${t('sessions.signOut')}: ${browserAndOs(session, unknown)}`}
        >
          <LogOut className="rtl-flip" aria-hidden="true" />
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}

/** "Where you're signed in": the user's own sessions, each other one can be signed out. */
export function OwnSessionsCard() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<SessionItem | null>(null);
  const sessions = useQuery({ queryKey: ownSessionsQueryKey, queryFn: getOwnSessions });

  const signOut = useMutation({
    mutationFn: (session: SessionItem) => deleteOwnSession(session.id),
    onSuccess: async () => {
      setTarget(null);
      toast.success(t('sessions.signedOut'));
      await queryClient.invalidateQueries({ queryKey: ownSessionsQueryKey });
    },
    onError: () => {
      setTarget(null);
      toast.error(t('sessions.clearFailed'));
    },
  });

  const unknown = { browser: t('sessions.unknownBrowser'), os: t('sessions.unknownOs') };
  const list = sessions.data?.sessions ?? [];
  const ordered = [...list].sort((a, b) => Number(b.current) - Number(a.current));

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <MonitorSmartphone className="size-5 text-primary-700" aria-hidden="true" />
          {t('sessions.title')}
        </CardTitle>
        <CardDescription>{t('sessions.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <div className="grid gap-4" aria-busy="true">
            {[0, 1].map((key) => (
              <div key={key} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-xl" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-4 w-48" />
                  <Skeleton className="h-3 w-72 max-w-full" />
                </div>
              </div>
            ))}
          </div>
        ) : sessions.isError ? (
          <FormAlert>
            <span>{t('sessions.loadFailed')} </span>
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => sessions.refetch()}
            >
              {t('sessions.retry')}
            </button>
          </FormAlert>
        ) : ordered.length === 0 ? (
          <EmptyState
            icon={MonitorSmartphone}
            title={t('sessions.empty')}
            description={t('sessions.emptyText')}
          />
        ) : (
          <ul className="grid divide-y divide-border" aria-label={t('sessions.title')}>
            {ordered.map((session) => (
              <SessionRow key={session.id} session={session} onSignOut={setTarget} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open && !signOut.isPending) setTarget(null);
        }}
        title={t('sessions.signOutTitle')}
        description={t('sessions.signOutText', {
          device: target ? browserAndOs(target, unknown) : '',
        })}
        confirmLabel={t('sessions.signOut')}
        cancelLabel={t('sessions.cancel')}
        pending={signOut.isPending}
        onConfirm={() => {
          if (target) signOut.mutate(target);
        }}
      />
    </Card>
  );
}
