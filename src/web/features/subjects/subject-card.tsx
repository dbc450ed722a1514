import type { Subject, Topic } from '@common/contracts/subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ChevronRight, Pencil, Plus, Power, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import {
  deleteSubject,
  deleteTopic,
  moved,
  reorderTopics,
  subjectsQueryKey,
  updateSubject,
  updateTopic,
} from './api';
import { SubjectFormDialog } from './subject-form-dialog';
import { TopicFormDialog } from './topic-form-dialog';

type Pending = { kind: 'subject' } | { kind: 'topic'; topic: Topic };

/** One subject: its state, counts and topics, with every action an administrator needs. */
export function SubjectCard({
  subject,
  index,
  count,
  onMove,
}: {
  subject: Subject;
  index: number;
  count: number;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [topicDialog, setTopicDialog] = useState<{ topic?: Topic } | null>(null);
  const [confirm, setConfirm] = useState<Pending | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: subjectsQueryKey });
  const fail = (fallback: string) => (error: unknown) => toast.error(errorMessage(error, fallback));

  const toggle = useMutation({
    mutationFn: () => updateSubject(subject.id, { isActive: !subject.isActive }),
    onSuccess: async () => {
      toast.success(subject.isActive ? t('subjects.deactivated') : t('subjects.activated'));
      await refresh();
    },
    onError: fail(t('subjects.saveFailed')),
  });
  const toggleTopic = useMutation({
    mutationFn: (topic: Topic) => updateTopic(topic.id, { isActive: !topic.isActive }),
    onSuccess: refresh,
    onError: fail(t('topics.saveFailed')),
  });
  const moveTopic = useMutation({
    mutationFn: (ids: string[]) => reorderTopics(subject.id, ids),
    onSuccess: refresh,
    onError: fail(t('topics.saveFailed')),
  });
  const remove = useMutation({
    mutationFn: (pending: Pending) =>
      pending.kind === 'subject' ? deleteSubject(subject.id) : deleteTopic(pending.topic.id),
    onSuccess: async (_data, pending) => {
      toast.success(pending.kind === 'subject' ? t('subjects.deleted') : t('topics.deleted'));
      setConfirm(null);
      await refresh();
    },
    onError: (error) => {
      setConfirm(null);
      toast.error(errorMessage(error, t('subjects.deleteFailed')));
    },
  });

  const weightTotal = subject.topics
    .filter((x) => x.isActive)
    .reduce((n, x) => n + x.blueprintWeight, 0);
  const topicIds = subject.topics.map((x) => x.id);

  return (
    <Card
      data-subject={subject.slug}
      className={cn('overflow-hidden', !subject.isActive && 'opacity-80')}
    >
      <div className="flex flex-col gap-4 border-border border-b p-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="accent">{subject.board}</Badge>
            <h2 className="font-semibold text-ink text-lg">{subject.name}</h2>
            {subject.isActive ? null : <Badge variant="neutral">{t('subjects.inactive')}</Badge>}
          </div>
          <p dir="auto" className="mt-1 text-ink-muted text-sm">
            {subject.description}
          </p>
          <p className="mt-2 text-slate-600 text-xs">
            {t('subjects.counts', {
              topics: subject.topics.length,
              questions: subject.questionCount,
              confirmed: subject.confirmedCount,
            })}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('subjects.moveUp', { name: subject.name })}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <ArrowUp />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('subjects.moveDown', { name: subject.name })}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown />
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil />
            {t('common.edit')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => toggle.mutate()}
            loading={toggle.isPending}
          >
            <Power />
            {subject.isActive ? t('subjects.deactivate') : t('subjects.activate')}
          </Button>
          {subject.questionCount === 0 ? (
            <Button variant="ghost" size="sm" onClick={() => setConfirm({ kind: 'subject' })}>
              <Trash2 />
              {t('common.delete')}
            </Button>
          ) : null}
        </div>
      </div>

      <details className="group/topics">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 px-5 py-3 hover:bg-canvas [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2 font-semibold text-ink text-sm">
            <ChevronRight
              className="rtl-flip size-4 text-slate-500 transition-transform group-open/topics:rotate-90"
              aria-hidden="true"
            />
            {t('topics.summary', { count: subject.topics.length })}
          </span>
          <span
            className={cn(
              'text-xs',
              weightTotal === 100 ? 'text-slate-600' : 'font-semibold text-accent-800',
            )}
          >
            {weightTotal === 100
              ? t('topics.weightTotal', { total: weightTotal })
              : t('topics.weightWarning', { total: weightTotal })}
          </span>
        </summary>
        <div className="px-5 pb-5">
          <div className="mb-3 flex justify-end">
            <Button size="sm" variant="secondary" onClick={() => setTopicDialog({})}>
              <Plus />
              {t('topics.add')}
            </Button>
          </div>
          {subject.topics.length === 0 ? (
            <p className="text-ink-muted text-sm">{t('topics.none')}</p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border">
              {subject.topics.map((topic, i) => (
                <li
                  key={topic.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2.5"
                >
                  <span
                    className={cn(
                      'min-w-0 flex-1 text-sm',
                      topic.isActive ? 'text-ink' : 'text-slate-500 line-through',
                    )}
                  >
                    {topic.name}
                  </span>
                  <span className="w-20 text-slate-600 text-xs">
                    {t('topics.weightValue', { weight: topic.blueprintWeight })}
                  </span>
                  <span className="w-24 text-slate-600 text-xs">
                    {t('topics.questions', { count: topic.questionCount })}
                  </span>
                  <span className="ms-auto flex gap-0.5">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={t('topics.moveUp', { name: topic.name })}
                      disabled={i === 0}
                      onClick={() => moveTopic.mutate(moved(topicIds, i, -1))}
                    >
                      <ArrowUp />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={t('topics.moveDown', { name: topic.name })}
                      disabled={i === subject.topics.length - 1}
                      onClick={() => moveTopic.mutate(moved(topicIds, i, 1))}
                    >
                      <ArrowDown />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={t('topics.edit', { name: topic.name })}
                      onClick={() => setTopicDialog({ topic })}
                    >
                      <Pencil />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={
                        topic.isActive
                          ? t('topics.deactivate', { name: topic.name })
                          : t('topics.activate', { name: topic.name })
                      }
                      onClick={() => toggleTopic.mutate(topic)}
                    >
                      <Power />
                    </Button>
                    {topic.questionCount === 0 ? (
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={t('topics.delete', { name: topic.name })}
                        onClick={() => setConfirm({ kind: 'topic', topic })}
                      >
                        <Trash2 />
                      </Button>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </details>

      <SubjectFormDialog open={editing} onOpenChange={setEditing} subject={subject} />
      <TopicFormDialog
        open={topicDialog !== null}
        onOpenChange={(open) => {
          if (!open) setTopicDialog(null);
        }}
        subjectId={subject.id}
        subjectName={subject.name}
        topic={topicDialog?.topic}
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={
          confirm?.kind === 'topic'
            ? t('topics.deleteTitle', { name: confirm.topic.name })
            : t('subjects.deleteTitle', { name: subject.name })
        }
        description={t('subjects.deleteText')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        pending={remove.isPending}
        onConfirm={() => {
          if (confirm) remove.mutate(confirm);
        }}
      />
    </Card>
  );
}
