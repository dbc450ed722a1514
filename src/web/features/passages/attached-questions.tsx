import type { PassageDetail } from '@common/contracts/passages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link2, Link2Off, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '@/components/rich-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useSearchDraft } from '@/features/questions/use-search-draft';
import { errorMessage } from '@/lib/api';
import { paths } from '@/paths';
import {
  passageQueryKey,
  passagesQueryKey,
  searchSubjectQuestions,
  setPassageQuestions,
} from './api';

export const STATUS_BADGE = {
  draft: 'neutral',
  pending_review: 'accent',
  confirmed: 'success',
  archived: 'outline',
} as const;

/** Plain text of a stem for labels (Markdown and LaTeX marks kept short). */
const shortText = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
};

/** The questions showing a passage: detach them, or find questions of its subject to attach. */
export function AttachedQuestions({ passage }: { passage: PassageDetail }) {
  const { t } = useTranslation('passages');
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<string | undefined>(undefined);
  const search = useSearchDraft(applied, setApplied);
  const attachedIds = passage.questions.map((q) => q.id);
  const found = useQuery({
    queryKey: ['admin', 'questions', 'passage-search', passage.subject.id, applied ?? ''],
    queryFn: () => searchSubjectQuestions(passage.subject.id, applied),
    placeholderData: keepPreviousData,
  });

  const change = useMutation({
    mutationFn: ({ ids }: { ids: string[]; attached: boolean }) =>
      setPassageQuestions(passage.id, ids),
    onSuccess: async (saved, { attached }) => {
      queryClient.setQueryData(passageQueryKey(saved.id), saved);
      toast.success(attached ? t('attached.attachedToast') : t('attached.detachedToast'));
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: passagesQueryKey,
          predicate: (q) => q.queryKey[2] !== 'detail' || q.queryKey[3] !== saved.id,
        }),
        // The question editor shows the passage: its copies are stale now.
        queryClient.invalidateQueries({ queryKey: ['admin', 'questions'] }),
      ]);
    },
    onError: (error) => toast.error(errorMessage(error, t('attached.failed'))),
  });
  const busyId = change.isPending ? change.variables : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('attached.title')}</CardTitle>
        <p className="text-ink-muted text-sm">
          {t('attached.description', { subject: passage.subject.name })}
        </p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-labelledby="attached-list" className="grid gap-2">
          <h3 id="attached-list" className="font-medium text-ink text-sm" aria-live="polite">
            {t('attached.count', { count: passage.questions.length })}
          </h3>
          {passage.questions.length === 0 ? (
            <p className="text-ink-muted text-sm">{t('attached.none')}</p>
          ) : (
            <ul className="grid divide-y divide-border rounded-lg border border-border">
              {passage.questions.map((q) => (
                <li
                  key={q.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2"
                  data-testid="attached-question"
                >
                  <Link
                    to={paths.admin.questionEdit.href({ id: q.id })}
                    className="min-w-0 flex-1 basis-48 text-ink text-sm underline-offset-4 hover:text-primary-700 hover:underline"
                    aria-label={`${t('attached.open')}: ${shortText(q.stem)}`}
                  >
                    <RichText text={q.stem} inline />
                  </Link>
                  <Badge variant={STATUS_BADGE[q.status]}>{t(`statuses.${q.status}`)}</Badge>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('attached.detachLabel', { stem: shortText(q.stem) })}
                    loading={busyId?.attached === false && !busyId.ids.includes(q.id)}
                    disabled={change.isPending}
                    onClick={() =>
                      change.mutate({
                        ids: attachedIds.filter((id) => id !== q.id),
                        attached: false,
                      })
                    }
                  >
                    <Link2Off />
                    {t('attached.detach')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="attach-find" className="grid gap-3">
          <div>
            <h3 id="attach-find" className="font-medium text-ink text-sm">
              {t('attached.findTitle')}
            </h3>
            <p className="text-ink-muted text-xs">{t('attached.findHint')}</p>
          </div>
          <FormField label={t('attached.searchLabel')}>
            <div className="relative">
              <Search
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
                aria-hidden="true"
              />
              <Input
                type="search"
                className="ps-9"
                value={search.text}
                placeholder={t('attached.searchPlaceholder')}
                onChange={(e) => search.setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    search.apply();
                  }
                }}
              />
            </div>
          </FormField>
          {found.isError ? (
            <FormAlert>{errorMessage(found.error, t('attached.loadFailed'))}</FormAlert>
          ) : found.isPending ? (
            <Spinner />
          ) : found.data.items.length === 0 ? (
            <p className="text-ink-muted text-sm">{t('attached.noResults')}</p>
          ) : (
            <ul
              aria-label={t('attached.results')}
              className="grid divide-y divide-border rounded-lg border border-border"
            >
              {found.data.items.map((q) => {
                const isAttached = attachedIds.includes(q.id);
                return (
                  <li
                    key={q.id}
                    className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2"
                    data-testid="found-question"
                  >
                    <span className="min-w-0 flex-1 basis-48 text-ink text-sm">
                      <RichText text={q.stem} inline />
                    </span>
                    <Badge variant={STATUS_BADGE[q.status]}>{t(`statuses.${q.status}`)}</Badge>
                    {isAttached ? (
                      <Badge variant="outline">{t('attached.isAttached')}</Badge>
                    ) : (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('attached.attachLabel', { stem: shortText(q.stem) })}
                        loading={busyId?.attached === true && busyId.ids.includes(q.id)}
                        disabled={change.isPending}
                        onClick={() =>
                          change.mutate({ ids: [...attachedIds, q.id], attached: true })
                        }
                      >
                        <Link2 />
                        {t('attached.attach')}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
