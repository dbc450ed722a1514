import '@/i18n/itemModels';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  deleteItemModel,
  getItemModel,
  itemModelQueryKey,
  itemModelsQueryKey,
} from '@/features/item-models/api';
import { GeneratePanel } from '@/features/item-models/generate-panel';
import { ItemModelForm } from '@/features/item-models/item-model-form';
import { getSubjects, subjectsQueryKey } from '@/features/subjects/api';
import { errorMessage, isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

/** One item model's author form (new when there is no id), its preview and generation. */
export function Component() {
  const { t } = useTranslation('itemModels');
  const { id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const subjects = useQuery({ queryKey: subjectsQueryKey, queryFn: getSubjects });
  const model = useQuery({
    queryKey: itemModelQueryKey(id ?? ''),
    queryFn: () => getItemModel(id ?? ''),
    enabled: Boolean(id),
  });
  const [deleting, setDeleting] = useState(false);
  const title = id ? (model.data?.name ?? t('form.editTitle')) : t('form.newTitle');
  useDocumentTitle(title);

  const remove = useMutation({
    mutationFn: () => deleteItemModel(id ?? ''),
    onSuccess: async () => {
      toast.success(t('confirmDelete.deleted'));
      setDeleting(false);
      queryClient.removeQueries({ queryKey: itemModelQueryKey(id ?? '') });
      await queryClient.invalidateQueries({ queryKey: itemModelsQueryKey });
      navigate(paths.admin.itemModels.href());
    },
    onError: (error) => {
      setDeleting(false);
      toast.error(errorMessage(error, t('confirmDelete.failed')));
    },
  });

  const loading = subjects.isPending || (id && model.isPending);
  return (
    <>
      <Button variant="link" className="mb-2" asChild>
        <Link to={paths.admin.itemModels.href()}>
          <ArrowLeft className="rtl:rotate-180" />
          {t('back')}
        </Link>
      </Button>
      <PageHeader title={title} description={t('formSubtitle')} />
      {loading ? (
        <Skeleton className="h-96" />
      ) : id && model.isError ? (
        <FormAlert>
          {isApiError(model.error, 404)
            ? t('form.notFound')
            : errorMessage(model.error, t('form.loadFailed'))}
        </FormAlert>
      ) : subjects.isError ? (
        <FormAlert>{errorMessage(subjects.error, t('form.loadFailed'))}</FormAlert>
      ) : (
        <div className="grid gap-6">
          {model.data ? <GeneratePanel model={model.data} /> : null}
          <ItemModelForm
            key={model.data?.id ?? 'new'}
            model={model.data}
            subjects={subjects.data?.subjects ?? []}
            initialSubjectId={params.get('subject') ?? undefined}
            onCreated={(created) =>
              navigate(paths.admin.itemModelEdit.href({ id: created.id }), { replace: true })
            }
            onDelete={model.data ? () => setDeleting(true) : undefined}
          />
        </div>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={(isOpen) => !isOpen && setDeleting(false)}
        title={t('confirmDelete.title')}
        description={t('confirmDelete.text', { name: model.data?.name ?? '' })}
        confirmLabel={t('confirmDelete.confirm')}
        cancelLabel={t('confirmDelete.cancel')}
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
      />
    </>
  );
}
