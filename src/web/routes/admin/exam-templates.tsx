import '@/i18n/templates';
import type { ExamTemplate } from '@common/contracts/templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileStack, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { getSubjects, subjectsQueryKey } from '@/features/subjects/api';
import {
  getTemplates,
  setTemplateActive,
  templateListQueryKey,
  templatesQueryKey,
} from '@/features/templates/api';
import { TemplateCard } from '@/features/templates/template-card';
import { TemplateFormDialog } from '@/features/templates/template-form-dialog';
import { TemplatePreviewDialog } from '@/features/templates/template-preview-dialog';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

const ALL = 'all';

type Group = { subject: ExamTemplate['subject']; templates: ExamTemplate[] };

/** Administrators' exam templates: sections, timing, topics, scoring, and what the bank can fill. */
export function Component() {
  const { t } = useTranslation('templates');
  useDocumentTitle(t('pageTitle'));
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const subjectFilter = params.get('subject') || undefined;
  const subjects = useQuery({ queryKey: subjectsQueryKey, queryFn: getSubjects });
  const list = useQuery({
    queryKey: templateListQueryKey(subjectFilter),
    queryFn: () => getTemplates(subjectFilter),
  });
  const [editing, setEditing] = useState<{ template?: ExamTemplate } | null>(null);
  const [previewing, setPreviewing] = useState<ExamTemplate | null>(null);
  const [toggling, setToggling] = useState<ExamTemplate | null>(null);

  const toggle = useMutation({
    mutationFn: (template: ExamTemplate) => setTemplateActive(template.id, !template.isActive),
    onSuccess: async (updated) => {
      toast.success(updated.isActive ? t('toggle.activated') : t('toggle.deactivated'));
      setToggling(null);
      await queryClient.invalidateQueries({ queryKey: templatesQueryKey });
    },
    onError: (error) => {
      setToggling(null);
      toast.error(errorMessage(error, t('toggle.failed')));
    },
  });

  const groups = useMemo(() => {
    const bySubject = new Map<string, Group>();
    for (const template of list.data?.templates ?? []) {
      const group = bySubject.get(template.subject.id) ?? {
        subject: template.subject,
        templates: [],
      };
      group.templates.push(template);
      bySubject.set(template.subject.id, group);
    }
    return [...bySubject.values()];
  }, [list.data]);
  const subjectList = subjects.data?.subjects ?? [];

  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')}>
        <Button onClick={() => setEditing({})} disabled={subjectList.length === 0}>
          <Plus />
          {t('new')}
        </Button>
      </PageHeader>
      <div className="mb-6 sm:max-w-xs">
        <Select
          aria-label={t('filterLabel')}
          value={subjectFilter ?? ALL}
          onValueChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value === ALL) next.delete('subject');
                else next.set('subject', value);
                return next;
              },
              { replace: true },
            )
          }
          options={[
            { value: ALL, label: t('allSubjects') },
            ...subjectList.map((s) => ({ value: s.id, label: s.name })),
          ]}
          className="w-full"
        />
      </div>
      {list.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      ) : list.isError ? (
        <FormAlert>{errorMessage(list.error, t('loadFailed'))}</FormAlert>
      ) : groups.length === 0 ? (
        <EmptyState
          icon={FileStack}
          title={t('emptyTitle')}
          description={t('emptyText')}
          headingLevel={2}
        />
      ) : (
        <div className="grid gap-8">
          {groups.map(({ subject, templates }) => (
            <section key={subject.id} aria-labelledby={`subject-${subject.id}`}>
              <div className="mb-3 flex flex-wrap items-center gap-2">
                <h2 id={`subject-${subject.id}`} className="font-semibold text-ink text-lg">
                  {subject.name}
                </h2>
                <Badge variant="accent">{subject.board}</Badge>
                <span className="text-ink-muted text-sm">
                  {t('groupCount', { count: templates.length })}
                </span>
              </div>
              <div className="grid gap-4 lg:grid-cols-2">
                {templates.map((template) => (
                  <TemplateCard
                    key={template.id}
                    template={template}
                    onPreview={() => setPreviewing(template)}
                    onEdit={() => setEditing({ template })}
                    onToggle={() => setToggling(template)}
                  />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}

      <TemplateFormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        template={editing?.template}
        subjects={subjectList}
        defaultSubjectId={subjectFilter}
      />
      <TemplatePreviewDialog
        template={previewing}
        onOpenChange={(open) => {
          if (!open) setPreviewing(null);
        }}
      />
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => {
          if (!open) setToggling(null);
        }}
        title={
          toggling?.isActive
            ? t('toggle.deactivateTitle', { name: toggling.name })
            : t('toggle.activateTitle', { name: toggling?.name ?? '' })
        }
        description={toggling?.isActive ? t('toggle.deactivateText') : t('toggle.activateText')}
        confirmLabel={toggling?.isActive ? t('card.deactivate') : t('card.activate')}
        cancelLabel={t('toggle.cancel')}
        pending={toggle.isPending}
        onConfirm={() => {
          if (toggling) toggle.mutate(toggling);
        }}
      />
    </>
  );
}
