import '@/i18n/passages';
import type { QuestionDetail } from '@common/contracts/question-editor';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BookOpenText, Search, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '@/components/rich-text';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSearchDraft } from '@/features/questions/use-search-draft';
import { errorMessage } from '@/lib/api';
import { paths } from '@/paths';
import { getPassage, getPassages, passageQueryKey, passagesQueryKey } from './api';

type Props = {
  /** The question's subject: only its passages can be chosen. */
  subjectId: string;
  /** The chosen passage; '' for none. */
  value: string;
  onChange: (passageId: string) => void;
  /** The passage the question was loaded with, shown without another request. */
  loaded?: QuestionDetail['passage'];
  error?: string;
  id: string;
};

/** Chooses the question's reading passage among its subject's passages, or none. */
export function PassagePicker({ subjectId, value, onChange, loaded, error, id }: Props) {
  const { t } = useTranslation('passages');
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState<string | undefined>(undefined);
  const search = useSearchDraft(applied, setApplied);
  const chosen = useQuery({
    queryKey: passageQueryKey(value),
    queryFn: () => getPassage(value),
    enabled: Boolean(value) && loaded?.id !== value,
  });
  const current =
    value && loaded?.id === value
      ? { title: loaded.title, body: loaded.body }
      : value && chosen.data
        ? { title: chosen.data.title, body: chosen.data.body }
        : null;
  const found = useQuery({
    queryKey: [...passagesQueryKey, 'list', { subjectId, search: applied, pageSize: 8 }],
    queryFn: () => getPassages({ subjectId, search: applied, pageSize: 8 }),
    enabled: open && Boolean(subjectId),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="grid gap-3 rounded-lg border border-border px-4 py-3" id={id}>
      <div className="flex flex-wrap items-center gap-2">
        <BookOpenText className="size-4 text-ink-muted" aria-hidden="true" />
        <h3 className="text-ink-muted text-sm">{t('picker.label')}</h3>
        <span className="font-medium text-ink text-sm" data-testid="chosen-passage">
          {value ? (current?.title ?? '…') : t('picker.none')}
        </span>
        <div className="ms-auto flex flex-wrap gap-2">
          {value ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => onChange('')}>
              <X />
              {t('picker.remove')}
            </Button>
          ) : null}
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={!subjectId}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            <Search />
            {t('picker.change')}
          </Button>
        </div>
      </div>
      {!subjectId ? <p className="text-ink-muted text-xs">{t('picker.chooseSubject')}</p> : null}
      {error ? (
        <p className="text-danger text-sm" role="alert">
          {error}
        </p>
      ) : null}
      {current ? (
        <details className="rounded-lg bg-slate-50 px-3 py-2">
          <summary className="cursor-pointer text-ink-muted text-sm">
            {t('picker.showText')}
          </summary>
          <RichText text={current.body} className="mt-3 text-sm" />
        </details>
      ) : null}
      {open && subjectId ? (
        <div className="grid gap-3">
          <FormField label={t('picker.searchLabel')}>
            <Input
              type="search"
              value={search.text}
              placeholder={t('picker.searchPlaceholder')}
              onChange={(e) => search.setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  search.apply();
                }
              }}
            />
          </FormField>
          {found.isError ? (
            <FormAlert>{errorMessage(found.error, t('picker.loadFailed'))}</FormAlert>
          ) : found.isPending ? (
            <Spinner />
          ) : found.data.items.length === 0 ? (
            <p className="text-ink-muted text-sm">{t('picker.noResults')}</p>
          ) : (
            <ul
              aria-label={t('picker.results')}
              className="grid divide-y divide-border rounded-lg border border-border"
            >
              {found.data.items.map((p) => (
                <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
                  <span className="grid min-w-0 flex-1 basis-48">
                    <span className="font-medium text-ink text-sm">{p.title}</span>
                    <RichText
                      text={p.excerpt}
                      inline
                      className="line-clamp-1 text-ink-muted text-xs"
                    />
                  </span>
                  <span className="text-ink-muted text-xs">
                    {t('picker.questions', { count: p.questionCount })}
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant={p.id === value ? 'primary' : 'secondary'}
                    aria-label={t('picker.chooseLabel', { title: p.title })}
                    aria-pressed={p.id === value}
                    onClick={() => {
                      onChange(p.id);
                      setOpen(false);
                    }}
                  >
                    {t('picker.choose')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={paths.admin.passages.href()}
            className="text-primary-700 text-sm underline-offset-4 hover:underline"
          >
            {t('picker.manage')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
