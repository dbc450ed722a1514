import '@/i18n/questionTransfer';
import {
  FORMATS_NEEDING_TARGET,
  IMPORT_FORMATS,
  type ImportFormat,
  type ImportMode,
  type ImportReport,
  type ImportRequest,
  MAX_IMPORT_BYTES,
} from '@common/contracts/question-transfer';
import type { Subject } from '@common/contracts/subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileText, Upload, X } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api';
import { importQuestions } from './api';

/** Rows the preview table shows at most; the summary counts them all. */
const SHOWN_ROWS = 200;
const FORMAT_BY_EXTENSION: Record<string, ImportFormat> = {
  json: 'json',
  csv: 'csv',
  gift: 'gift',
};

type ChosenFile = { name: string; size: number; text: string };

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subjects: Subject[];
};

/**
 * Import of a question file: choose the format (and for GIFT and Aiken the subject and topic),
 * a file or pasted text, preview the dry run's rows and errors, then import all of them or,
 * after a confirmation, only the valid ones.
 */
export function ImportDialog({ open, onOpenChange, subjects }: Props) {
  const { t } = useTranslation('questionTransfer');
  const queryClient = useQueryClient();
  const fileInputId = useId();
  const [format, setFormat] = useState<ImportFormat>('csv');
  const [subjectId, setSubjectId] = useState('');
  const [topicId, setTopicId] = useState('');
  const [pasted, setPasted] = useState('');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(true);
  const [confirming, setConfirming] = useState(false);

  const needsTarget = FORMATS_NEEDING_TARGET.includes(format);
  const content = file?.text ?? pasted;
  const topics = subjects.find((s) => s.id === subjectId)?.topics ?? [];

  const inputsChanged = () => {
    setReport(null);
    setProblem(null);
    setConfirming(false);
  };
  const reset = () => {
    inputsChanged();
    setFile(null);
    setPasted('');
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const request = (dryRun: boolean, mode: ImportMode): ImportRequest => ({
    format,
    content,
    dryRun,
    mode,
    ...(needsTarget ? { subjectId, topicId } : {}),
  });

  const preview = useMutation({
    mutationFn: () => importQuestions(request(true, 'all_or_nothing')),
    onSuccess: (result) => {
      setReport(result);
      setOnlyErrors(result.invalid > 0);
    },
    onError: (error) => setProblem(errorMessage(error, t('import.previewFailed'))),
  });
  const run = useMutation({
    mutationFn: (mode: ImportMode) => importQuestions(request(false, mode)),
    onSuccess: async (result) => {
      toast.success(t('import.imported', { count: result.imported }));
      close(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'questions'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'subjects'] }),
      ]);
    },
    onError: (error) => {
      setConfirming(false);
      setProblem(errorMessage(error, t('import.importFailed')));
    },
  });

  const startPreview = () => {
    if (!content.trim()) setProblem(t('import.needContent'));
    else if (needsTarget && !(subjectId && topicId)) setProblem(t('import.needTarget'));
    else {
      setProblem(null);
      preview.mutate();
    }
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    inputsChanged();
    if (chosen.size > MAX_IMPORT_BYTES) {
      setProblem(t('import.tooLarge'));
      return;
    }
    try {
      const text = await chosen.text();
      setFile({ name: chosen.name, size: chosen.size, text });
      const extension = chosen.name.split('.').pop()?.toLowerCase() ?? '';
      const detected = FORMAT_BY_EXTENSION[extension];
      if (detected) setFormat(detected);
    } catch {
      setProblem(t('import.readFailed'));
    }
  };

  const rows = report ? report.rows.filter((r) => !onlyErrors || r.errors.length > 0) : [];
  const busy = preview.isPending || run.isPending;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogDescription>{t('import.description')}</DialogDescription>
        </DialogHeader>

        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              label={t('import.format')}
              hint={t(`import.formatHints.${format}`)}
              className={needsTarget ? undefined : 'sm:col-span-3'}
            >
              <Select
                value={format}
                className={needsTarget ? undefined : 'sm:max-w-xs'}
                onValueChange={(value) => {
                  setFormat(value as ImportFormat);
                  inputsChanged();
                }}
                options={IMPORT_FORMATS.map((f) => ({ value: f, label: t(`import.formats.${f}`) }))}
              />
            </FormField>
            {needsTarget ? (
              <>
                <FormField label={t('import.subject')} hint={t('import.targetHint')}>
                  <Select
                    value={subjectId}
                    placeholder={t('import.chooseSubject')}
                    onValueChange={(value) => {
                      setSubjectId(value);
                      setTopicId('');
                      inputsChanged();
                    }}
                    options={subjects.map((s) => ({ value: s.id, label: s.name }))}
                  />
                </FormField>
                <FormField label={t('import.topic')}>
                  <Select
                    value={topicId}
                    placeholder={t('import.chooseTopic')}
                    disabled={!subjectId}
                    onValueChange={(value) => {
                      setTopicId(value);
                      inputsChanged();
                    }}
                    options={topics.map((tp) => ({ value: tp.id, label: tp.name }))}
                  />
                </FormField>
              </>
            ) : null}
          </div>

          <div className="grid gap-1.5">
            <div className="flex flex-wrap items-center gap-3">
              <input
                id={fileInputId}
                type="file"
                accept=".json,.csv,.txt,.gift,text/plain,text/csv,application/json"
                className="peer sr-only"
                onChange={chooseFile}
              />
              <Button asChild variant="secondary" size="sm">
                <label
                  htmlFor={fileInputId}
                  className="cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-ring peer-focus-visible:outline-offset-2"
                >
                  <Upload />
                  {t('import.chooseFile')}
                </label>
              </Button>
              {file ? (
                <span className="inline-flex min-w-0 items-center gap-2 text-sm">
                  <FileText className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
                  <span className="truncate">
                    {t('import.fileChosen', { name: file.name, size: formatSize(file.size) })}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="size-8 px-0"
                    aria-label={t('import.removeFile')}
                    onClick={() => {
                      setFile(null);
                      inputsChanged();
                    }}
                  >
                    <X />
                  </Button>
                </span>
              ) : null}
            </div>
          </div>

          {file ? null : (
            <FormField label={t('import.paste')}>
              <Textarea
                rows={7}
                spellCheck={false}
                className="font-mono text-xs"
                placeholder={t('import.pastePlaceholder')}
                value={pasted}
                onChange={(e) => {
                  setPasted(e.target.value);
                  inputsChanged();
                }}
              />
            </FormField>
          )}

          {problem ? <FormAlert>{problem}</FormAlert> : null}

          {report ? (
            <PreviewTable
              report={report}
              rows={rows}
              onlyErrors={onlyErrors}
              onOnlyErrorsChange={setOnlyErrors}
            />
          ) : null}

          {confirming && report ? (
            <section
              aria-labelledby={`${fileInputId}-confirm`}
              className="grid gap-3 rounded-lg border border-accent-300 bg-accent-50 p-4"
            >
              <h3 id={`${fileInputId}-confirm`} className="font-semibold text-ink">
                {t('import.confirmTitle')}
              </h3>
              <p className="text-ink-muted text-sm">
                {t('import.confirmText', { count: report.valid, invalid: report.invalid })}
              </p>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
                  {t('import.cancel')}
                </Button>
                <Button onClick={() => run.mutate('valid_only')} loading={run.isPending}>
                  {t('import.confirm', { count: report.valid })}
                </Button>
              </div>
            </section>
          ) : null}
        </div>

        {confirming ? null : (
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={run.isPending}>
              {t('import.cancel')}
            </Button>
            <Button
              variant={report ? 'secondary' : 'primary'}
              onClick={startPreview}
              loading={preview.isPending}
              disabled={run.isPending}
            >
              {t('import.preview')}
            </Button>
            {report && report.invalid > 0 && report.valid > 0 ? (
              <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
                {t('import.importValid')}
              </Button>
            ) : null}
            {report ? (
              <Button
                onClick={() => run.mutate('all_or_nothing')}
                loading={run.isPending}
                disabled={report.invalid > 0 || preview.isPending}
              >
                {t('import.importAll')}
              </Button>
            ) : null}
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}

type PreviewTableProps = {
  report: ImportReport;
  rows: ImportReport['rows'];
  onlyErrors: boolean;
  onOnlyErrorsChange: (value: boolean) => void;
};

/** The dry run's verdict: counts, then each row with its errors. */
function PreviewTable({ report, rows, onlyErrors, onOnlyErrorsChange }: PreviewTableProps) {
  const { t } = useTranslation('questionTransfer');
  const checkboxId = useId();
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium text-ink text-sm" aria-live="polite">
          {report.invalid
            ? t('import.summary', {
                count: report.total,
                valid: report.valid,
                invalid: report.invalid,
              })
            : t('import.allValid', { count: report.total })}
        </p>
        {report.invalid ? (
          <div className="flex items-center gap-2">
            <Checkbox
              id={checkboxId}
              checked={onlyErrors}
              onCheckedChange={(checked) => onOnlyErrorsChange(checked === true)}
            />
            <Label htmlFor={checkboxId} className="font-normal">
              {t('import.onlyErrors')}
            </Label>
          </div>
        ) : null}
      </div>
      {report.invalid ? (
        <p className="text-ink-muted text-sm">{t('import.importAllBlocked')}</p>
      ) : null}
      <div className="max-h-80 overflow-auto rounded-lg border border-border">
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">{t('import.caption')}</caption>
          <thead className="sticky top-0 bg-slate-50 text-start text-ink-muted text-xs uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('import.row')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('import.question')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('import.subjectTopic')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('import.errors')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row} className="border-border border-t align-top">
                <th scope="row" className="whitespace-nowrap px-3 py-2 text-start font-medium">
                  {row.line === null
                    ? t('import.rowNumber', { row: row.row })
                    : t('import.rowAndLine', { row: row.row, line: row.line })}
                </th>
                <td className="px-3 py-2">
                  <span className="line-clamp-2 break-words">{row.stem || t('import.noStem')}</span>
                  {row.type ? (
                    <span className="text-ink-muted text-xs">{t(`import.types.${row.type}`)}</span>
                  ) : null}
                </td>
                <td className="px-3 py-2 text-ink-muted">
                  {[row.subject, row.topic].filter(Boolean).join(' / ') || '—'}
                </td>
                <td className="px-3 py-2">
                  {row.errors.length ? (
                    <ul className="grid gap-1 text-danger">
                      {row.errors.map((error) => (
                        <li key={error} className="break-words">
                          {error}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <Badge variant="success">{t('import.valid')}</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > SHOWN_ROWS ? (
        <p className="text-ink-muted text-sm">
          {t('import.more', { count: rows.length - SHOWN_ROWS })}
        </p>
      ) : null}
    </div>
  );
}
