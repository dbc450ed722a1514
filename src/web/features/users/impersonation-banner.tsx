import '@/i18n/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useMe } from '@/features/auth/session';
import { errorMessage, isApiError } from '@/lib/api';
import { paths } from '@/paths';
import { getImpersonation, impersonationKey, stopImpersonation } from './api';

/**
 * Shown above the student area while an administrator views it as a student: whose area it is,
 * and the way back to the administrator's own session (and /admin/dashboard).
 */
export function ImpersonationBanner() {
  const { t } = useTranslation('users');
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stop = useMutation({
    mutationFn: stopImpersonation,
    onSuccess: async (result) => {
      // The administrator's session is back: nothing cached belongs to it.
      queryClient.clear();
      await navigate(result.redirectTo);
    },
    onError: async (error) => {
      toast.error(errorMessage(error, t('impersonation.failed')));
      if (isApiError(error, 401)) {
        queryClient.clear();
        await navigate(paths.auth.href());
      }
    },
  });

  const status = useQuery({
    queryKey: impersonationKey,
    queryFn: getImpersonation,
    // Not while the administrator's session is coming back.
    enabled: me.data?.role === 'student' && (stop.isIdle || stop.isError),
    staleTime: 60_000,
  });
  if (!status.data?.impersonating) return null;
  return (
    <section
      aria-label={t('impersonation.banner', { name: status.data.student.name })}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 bg-accent-300 px-4 py-2 text-accent-950 sm:px-6"
    >
      <Eye className="size-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm">
        <strong className="font-semibold">
          {t('impersonation.banner', { name: status.data.student.name })}
        </strong>
        <span className="ms-2 hidden md:inline">{t('impersonation.hint')}</span>
      </p>
      <Button size="sm" variant="inverse" onClick={() => stop.mutate()} loading={stop.isPending}>
        <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
        {t('impersonation.back')}
      </Button>
    </section>
  );
}
