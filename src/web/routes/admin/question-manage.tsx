import '@/i18n/questionEditor';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { getQuestion, questionQueryKey } from '@/features/question-editor/api';
import { QuestionEditor } from '@/features/question-editor/question-editor';
import { STATUS_BADGE } from '@/features/question-editor/status-panel';
import { getSubjects, subjectsQueryKey } from '@/features/subjects/api';
import { errorMessage, isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

/**
 * The question manage screen (spec: admin/questions/manage and manage/{id}): one screen to create
 * a question or edit one, with live preview, status moves and change history.
 */
export function Component() {
  const { t } = useTranslation('questionEditor');
  const { id } = useParams();
  const [params] = useSearchParams();
  useDocumentTitle(id ? t('pageTitleEdit') : t('pageTitleNew'));
  const subjects = useQuery({ queryKey: subjectsQueryKey, queryFn: getSubjects });
  const question = useQuery({
    queryKey: questionQueryKey(id ?? ''),
    queryFn: () => getQuestion(id ?? ''),
    enabled: Boolean(id),
  });
  const loading = subjects.isPending || (id !== undefined && question.isPending);
  const failure = subjects.error ?? (id ? question.error : null);

  return (
    <>
      <Button asChild variant="link" className="mb-3">
        <Link to={paths.admin.questions.href()}>
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t('back')}
        </Link>
      </Button>
      <PageHeader
        title={id ? t('editTitle') : t('newTitle')}
        description={id ? t('editSubtitle') : t('newSubtitle')}
      >
        {question.data ? (
          <Badge variant={STATUS_BADGE[question.data.status]} className="self-start sm:self-end">
            {t(`statuses.${question.data.status}`)}
          </Badge>
        ) : null}
      </PageHeader>
      {loading ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="grid gap-6">
            <Skeleton className="h-40" />
            <Skeleton className="h-72" />
            <Skeleton className="h-56" />
          </div>
          <Skeleton className="h-64" />
        </div>
      ) : failure ? (
        <FormAlert>
          {isApiError(failure, 404) ? t('notFound') : errorMessage(failure, t('loadFailed'))}
        </FormAlert>
      ) : (
        <QuestionEditor
          key={id ?? 'new'}
          question={question.data}
          subjects={subjects.data?.subjects ?? []}
          initialSubjectId={params.get('subject') ?? undefined}
          initialTopicId={params.get('topic') ?? undefined}
        />
      )}
    </>
  );
}
