import '@/i18n/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { getSubjects, moved, reorderSubjects, subjectsQueryKey } from '@/features/subjects/api';
import { SubjectCard } from '@/features/subjects/subject-card';
import { SubjectFormDialog } from '@/features/subjects/subject-form-dialog';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Administrators' subjects and topics: create, edit, reorder, activate and deactivate. */
export function Component() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('subjects.pageTitle'));
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const query = useQuery({ queryKey: subjectsQueryKey, queryFn: getSubjects });
  const list = query.data?.subjects ?? [];
  const reorder = useMutation({
    mutationFn: reorderSubjects,
    onSuccess: (data) => queryClient.setQueryData(subjectsQueryKey, data),
    onError: (error) => toast.error(errorMessage(error, t('subjects.saveFailed'))),
  });

  return (
    <>
      <PageHeader title={t('subjects.title')} description={t('subjects.subtitle')}>
        <Button onClick={() => setCreating(true)}>
          <Plus />
          {t('subjects.new')}
        </Button>
      </PageHeader>
      {query.isPending ? (
        <div className="grid gap-4">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : query.isError ? (
        <FormAlert>{t('subjects.loadFailed')}</FormAlert>
      ) : list.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          title={t('subjects.emptyTitle')}
          description={t('subjects.emptyText')}
          headingLevel={2}
        />
      ) : (
        <div className="grid gap-5">
          {list.map((subject, index) => (
            <SubjectCard
              key={subject.id}
              subject={subject}
              index={index}
              count={list.length}
              onMove={(step) =>
                reorder.mutate(
                  moved(
                    list.map((s) => s.id),
                    index,
                    step,
                  ),
                )
              }
            />
          ))}
        </div>
      )}
      <SubjectFormDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
