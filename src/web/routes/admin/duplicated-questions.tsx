import '@/i18n/questionInsights';
import type { DuplicateQuestion } from '@common/contracts/question-insights';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CopyCheck, Layers } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  archiveQuestion,
  duplicatesQueryKey,
  getDuplicates,
  markNotDuplicates,
} from '@/features/question-insights/api';
import { DuplicateGroupCard } from '@/features/question-insights/duplicate-group-card';
import { getSubjects, subjectsQueryKey } from '@/features/subjects/api';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Near-duplicate questions of one subject, group by group, side by side: archive one of them or
 * say a pair is not a duplicate (remembered, so it does not come back).
 */
export function Component() {
  const { t } = useTranslation('questionInsights');
  useDocumentTitle(t('duplicates.pageTitle'));
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const subjects = useQuery({ queryKey: subjectsQueryKey, queryFn: getSubjects });
  const subjectList = subjects.data?.subjects ?? [];
  const subjectId = params.get('subject') ?? subjectList[0]?.id ?? '';
  const subjectName = subjectList.find((s) => s.id === subjectId)?.name ?? '';

  const scan = useQuery({
    queryKey: duplicatesQueryKey(subjectId),
    queryFn: () => getDuplicates(subjectId),
    enabled: Boolean(subjectId),
  });
  const [toArchive, setToArchive] = useState<{
    question: DuplicateQuestion;
    letter: string;
  } | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ['admin', 'question-insights', 'duplicates'] });

  const archive = useMutation({
    mutationFn: (id: string) => archiveQuestion(id),
    onSuccess: async (result) => {
      setToArchive(null);
      const [skipped] = result.skipped;
      if (skipped) toast.error(skipped.reason);
      else toast.success(t('duplicates.archived'));
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: ['admin', 'questions'] }),
      ]);
    },
    onError: (error) => toast.error(errorMessage(error, t('duplicates.archiveFailed'))),
  });
  const distinct = useMutation({
    mutationFn: (pair: { firstId: string; secondId: string }) => markNotDuplicates(pair),
    onSuccess: async () => {
      toast.success(t('duplicates.markedDistinct'));
      await refresh();
    },
    onError: (error) => toast.error(errorMessage(error, t('duplicates.markFailed'))),
  });
  const busy = archive.isPending
    ? (archive.variables ?? null)
    : distinct.isPending && distinct.variables
      ? `${distinct.variables.firstId}:${distinct.variables.secondId}`
      : null;

  const groups = scan.data?.groups ?? [];
  return (
    <>
      <PageHeader title={t('duplicates.title')} description={t('duplicates.subtitle')}>
        <div className="w-full sm:w-72">
          <Select
            aria-label={t('common.subject')}
            placeholder={t('duplicates.chooseSubject')}
            value={subjectId}
            onValueChange={(value) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.set('subject', value);
                return next;
              })
            }
            options={subjectList.map((s) => ({ value: s.id, label: s.name }))}
            className="w-full"
          />
        </div>
      </PageHeader>

      <div className="grid gap-5">
        {subjects.isError ? (
          <FormAlert>{errorMessage(subjects.error, t('common.loadFailed'))}</FormAlert>
        ) : null}
        {!subjectId && !subjects.isPending ? (
          <EmptyState
            icon={Layers}
            headingLevel={2}
            title={t('duplicates.chooseSubject')}
            description={t('duplicates.chooseSubjectText')}
          />
        ) : scan.isError ? (
          <FormAlert>{errorMessage(scan.error, t('common.loadFailed'))}</FormAlert>
        ) : scan.isPending ? (
          <div className="grid gap-4" aria-busy="true">
            <p className="text-ink-muted text-sm" role="status">
              {t('duplicates.scanning', { subject: subjectName })}
            </p>
            <Skeleton className="h-64 w-full rounded-card" />
            <Skeleton className="h-64 w-full rounded-card" />
          </div>
        ) : groups.length === 0 ? (
          <EmptyState
            icon={CopyCheck}
            headingLevel={2}
            title={t('duplicates.emptyTitle', { subject: scan.data.subject.name })}
            description={t('duplicates.emptyText')}
          />
        ) : (
          <>
            <p className="text-ink-muted text-sm" role="status">
              {t('duplicates.summary', { count: groups.length, subject: scan.data.subject.name })}
            </p>
            {scan.data.truncated ? (
              <p className="rounded-lg border border-accent-200 bg-accent-50 px-3 py-2.5 text-accent-900 text-sm">
                {t('duplicates.truncated')}
              </p>
            ) : null}
            {groups.map((group, index) => (
              <DuplicateGroupCard
                key={group.questions.map((q) => q.id).join(':')}
                group={group}
                number={index + 1}
                busy={busy}
                onArchive={(question, letter) => setToArchive({ question, letter })}
                onNotDuplicates={(firstId, secondId) => distinct.mutate({ firstId, secondId })}
              />
            ))}
          </>
        )}
      </div>

      <ConfirmDialog
        open={toArchive !== null}
        onOpenChange={(open) => {
          if (!open && !archive.isPending) setToArchive(null);
        }}
        title={t('duplicates.archiveTitle', { letter: toArchive?.letter ?? '' })}
        description={t('duplicates.archiveText')}
        confirmLabel={t('duplicates.archiveConfirm')}
        cancelLabel={t('common.cancel')}
        pending={archive.isPending}
        onConfirm={() => toArchive && archive.mutate(toArchive.question.id)}
      />
    </>
  );
}
