import '@/i18n/commerce';
import type { CatalogueSubject } from '@common/contracts/commerce';
import { BOARDS } from '@common/contracts/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Coins, Lock, LockOpen, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { meQueryKey } from '@/features/auth/session';
import { commerceKeys, getSubjectCatalogue, unlockSubject } from '@/features/commerce/api';
import { UnlockDialog } from '@/features/commerce/unlock-dialog';
import { errorMessage, isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

type Board = (typeof BOARDS)[number];

/** The subject catalogue with the student's lock state; a point unlocks a subject. */
export function Component() {
  const { t, i18n } = useTranslation('commerce');
  useDocumentTitle(t('unlock.pageTitle'));
  const queryClient = useQueryClient();
  const [board, setBoard] = useState<Board | null>(null);
  const [target, setTarget] = useState<CatalogueSubject | null>(null);
  const [noPoints, setNoPoints] = useState<string | null>(null);
  const query = useQuery({ queryKey: commerceKeys.subjects, queryFn: getSubjectCatalogue });
  const points = query.data?.points ?? 0;

  const unlock = useMutation({
    mutationFn: (subject: CatalogueSubject) => unlockSubject(subject.id),
    onSuccess: (result, subject) => {
      toast.success(
        t('unlock.done', { name: subject.name, date: formatDate(result.expiresAt, i18n.language) }),
      );
      setTarget(null);
      void queryClient.invalidateQueries({ queryKey: commerceKeys.subjects });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.ownPackages });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (error) => {
      setTarget(null);
      if (isApiError(error, 402)) setNoPoints(error.message);
      else toast.error(errorMessage(error, t('unlock.failed')));
      void queryClient.invalidateQueries({ queryKey: commerceKeys.subjects });
    },
  });

  const ask = (subject: CatalogueSubject) => {
    if (points < 1) {
      setNoPoints(t('unlock.noPointsText'));
      return;
    }
    setNoPoints(null);
    setTarget(subject);
  };

  const subjects = (query.data?.subjects ?? []).filter((s) => !board || s.board === board);
  const buy = (
    <Button asChild>
      <Link to={paths.student.buyPackage.href()}>
        <ShoppingCart />
        {t('unlock.buy')}
      </Link>
    </Button>
  );

  return (
    <>
      <PageHeader title={t('unlock.title')} description={t('unlock.subtitle')}>
        {query.data ? (
          <p className="flex items-center gap-2 rounded-full bg-accent-50 px-4 py-2 font-semibold text-accent-900 text-sm">
            <Coins className="size-4" aria-hidden="true" />
            {points > 0 ? t('points.available', { count: points }) : t('points.none')}
          </p>
        ) : null}
      </PageHeader>
      {noPoints ? (
        <div
          role="alert"
          className="mb-6 flex flex-col gap-3 rounded-card border border-amber-200 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid gap-0.5">
            <p className="font-semibold">{t('unlock.noPointsTitle')}</p>
            <p className="text-sm">{noPoints}</p>
          </div>
          {buy}
        </div>
      ) : null}
      {query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
          <Skeleton className="h-44" />
        </div>
      ) : query.isError ? (
        <FormAlert>{t('unlock.loadFailed')}</FormAlert>
      ) : query.data.subjects.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          title={t('unlock.emptyTitle')}
          description={t('unlock.emptyText')}
          headingLevel={2}
        />
      ) : (
        <>
          <fieldset className="mb-5 flex flex-wrap gap-2">
            <legend className="sr-only">{t('unlock.board')}</legend>
            {[null, ...BOARDS].map((b) => (
              <Button
                key={b ?? 'all'}
                size="sm"
                variant={board === b ? 'primary' : 'secondary'}
                aria-pressed={board === b}
                onClick={() => setBoard(b)}
              >
                {b ?? t('unlock.allBoards')}
              </Button>
            ))}
          </fieldset>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {subjects.map((subject) => (
              <li key={subject.id}>
                <SubjectCard subject={subject} language={i18n.language} onUnlock={ask} />
              </li>
            ))}
          </ul>
        </>
      )}
      <UnlockDialog
        subjectName={target?.name ?? null}
        points={points}
        pending={unlock.isPending}
        onOpenChange={(open) => {
          if (!open && !unlock.isPending) setTarget(null);
        }}
        onConfirm={() => target && unlock.mutate(target)}
      />
    </>
  );
}

function SubjectCard({
  subject,
  language,
  onUnlock,
}: {
  subject: CatalogueSubject;
  language: string;
  onUnlock: (subject: CatalogueSubject) => void;
}) {
  const { t } = useTranslation('commerce');
  const cardRef = useRef<HTMLDivElement>(null);
  const wasUnlocked = useRef(subject.unlocked);
  // Unlocking removes the focused button: the card's new state takes the focus instead of the
  // page's start, so keyboard and screen-reader users stay where they were.
  useEffect(() => {
    const justUnlocked = subject.unlocked && !wasUnlocked.current;
    wasUnlocked.current = subject.unlocked;
    if (!justUnlocked) return;
    const active = document.activeElement;
    if (active && active !== document.body && !cardRef.current?.contains(active)) return;
    cardRef.current?.querySelector<HTMLElement>('[data-unlocked-state]')?.focus();
  }, [subject.unlocked]);
  return (
    <Card
      ref={cardRef}
      data-subject={subject.id}
      className={cn('flex h-full flex-col gap-3 p-5', subject.unlocked && 'border-emerald-200')}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold text-ink">{subject.name}</h2>
        <Badge variant="outline">{subject.board}</Badge>
      </div>
      {subject.description ? (
        <p dir="auto" className="line-clamp-3 text-ink-muted text-sm">
          {subject.description}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
        {subject.unlocked ? (
          <>
            <Badge variant="success" tabIndex={-1} data-unlocked-state>
              <LockOpen className="size-3.5" aria-hidden="true" />
              {t('unlock.unlocked')}
            </Badge>
            <span className="text-ink-muted text-xs">
              {t('unlock.until', { date: formatDate(subject.expiresAt ?? '', language) })}
            </span>
          </>
        ) : (
          <>
            <Badge variant="neutral">
              <Lock className="size-3.5" aria-hidden="true" />
              {t('unlock.locked')}
            </Badge>
            <Button
              size="sm"
              onClick={() => onUnlock(subject)}
              aria-label={t('unlock.unlock', { name: subject.name })}
            >
              {t('unlock.unlockShort')}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
