import type { ExamTemplate } from '@common/contracts/templates';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { getTemplatePreview, templatePreviewQueryKey } from './api';
import { TemplatePreviewPanel } from './template-preview-panel';

type Props = { template: ExamTemplate | null; onOpenChange: (open: boolean) => void };

/** What a saved template would draw from the bank now. */
export function TemplatePreviewDialog({ template, onOpenChange }: Props) {
  const { t } = useTranslation('templates');
  return (
    <Dialog open={template !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('preview.dialogTitle', { name: template?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('preview.dialogText')}</DialogDescription>
        </DialogHeader>
        {template ? <SavedPreview templateId={template.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SavedPreview({ templateId }: { templateId: string }) {
  const { t } = useTranslation('templates');
  const query = useQuery({
    queryKey: templatePreviewQueryKey(templateId),
    queryFn: () => getTemplatePreview(templateId),
  });
  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status">
        <span className="sr-only">{t('preview.loading')}</span>
        <Skeleton className="h-16" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (query.isError) return <FormAlert>{errorMessage(query.error, t('preview.failed'))}</FormAlert>;
  return <TemplatePreviewPanel preview={query.data} />;
}
