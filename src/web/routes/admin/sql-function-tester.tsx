import '@/i18n/schemaTools';
import {
  SQL_RESULT_MAX_ROWS,
  type SqlArg,
  type SqlFunction,
  type SqlRunResult,
} from '@common/contracts/schema-tools';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Play, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { getSqlFunctions, runSqlFunction } from '@/features/schema-tools/api';
import { errorMessage, isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';

type ArgState = { mode: SqlArg['mode']; value: string };

const initialArgs = (fn: SqlFunction | undefined): ArgState[] =>
  (fn?.params ?? []).map((p) => ({ mode: p.hasDefault ? 'default' : 'value', value: '' }));

function ResultView({ result }: { result: SqlRunResult }) {
  const { t, i18n } = useTranslation('schemaTools');
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const variant =
    result.outcome === 'error' ? 'danger' : result.outcome === 'committed' ? 'accent' : 'success';
  return (
    <Card className="mt-6 p-4" aria-live="polite">
      <h2 className="mb-3 flex flex-wrap items-center gap-2 font-semibold text-ink">
        {t('functions.result')}
        <Badge variant={variant}>{t(`functions.outcome.${result.outcome}`)}</Badge>
        <span className="font-normal text-ink-muted text-sm">
          {t('functions.timing', { ms: numbers.format(result.durationMs) })}
          {result.outcome !== 'error'
            ? ` · ${t('functions.rowCount', { count: result.rowCount, formatted: numbers.format(result.rowCount) })}`
            : ''}
        </span>
      </h2>
      {result.error ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-danger-soft p-3 text-sm">
          <p className="break-words font-medium text-danger">{result.error.message}</p>
          {result.error.code ? (
            <p className="mt-1 font-mono text-xs">
              {t('functions.errorCode', { code: result.error.code })}
            </p>
          ) : null}
          {result.error.detail ? <p className="mt-1 text-xs">{result.error.detail}</p> : null}
          {result.error.hint ? <p className="mt-1 text-xs">{result.error.hint}</p> : null}
        </div>
      ) : result.rows.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('functions.noRows')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('functions.result')}</caption>
            <thead className="bg-slate-50 text-ink-muted text-xs">
              <tr>
                {result.columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-start font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: result rows have no identity
                <tr key={i} className="border-border border-t">
                  {row.map((cell, j) => (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      key={j}
                      dir="auto"
                      className="break-all px-3 py-2 font-mono text-xs"
                    >
                      {cell ?? <span className="text-ink-muted italic">NULL</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.truncated ? (
        <p className="mt-2 text-ink-muted text-xs">
          {t('functions.truncated', { max: SQL_RESULT_MAX_ROWS })}
        </p>
      ) : null}
    </Card>
  );
}

/** /admin/sql-function-tester: runs one catalog function, rolled back unless committed. */
export function Component() {
  const { t } = useTranslation('schemaTools');
  useDocumentTitle(t('functions.pageTitle'));
  const id = useId();
  const functions = useQuery({ queryKey: ['schema-tools', 'functions'], queryFn: getSqlFunctions });
  const [signature, setSignature] = useState<string>('');
  const fn = functions.data?.find((f) => f.signature === signature);
  const [args, setArgs] = useState<ArgState[]>([]);
  const [commit, setCommit] = useState(false);
  const [confirmation, setConfirmation] = useState('');

  const run = useMutation({
    mutationFn: () =>
      runSqlFunction({
        signature,
        args: args.map((a) =>
          a.mode === 'value' ? { mode: 'value', value: a.value } : { mode: a.mode },
        ),
        commit,
        confirmation: commit ? confirmation : undefined,
      }),
  });
  const fieldErrors = isApiError(run.error) ? run.error.fields : {};
  const choose = (value: string) => {
    setSignature(value);
    setArgs(initialArgs(functions.data?.find((f) => f.signature === value)));
    setCommit(false);
    setConfirmation('');
    run.reset();
  };
  const confirmed = !commit || (fn !== undefined && confirmation.trim() === fn.name);

  return (
    <>
      <PageHeader title={t('functions.pageTitle')} description={t('functions.description')} />
      {functions.isError ? (
        <FormAlert>{errorMessage(functions.error, t('functions.loadFailed'))}</FormAlert>
      ) : null}
      <Card className="p-4 sm:p-6">
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (fn && confirmed) run.mutate();
          }}
        >
          <div className="grid max-w-xl gap-1.5">
            <Label htmlFor={`${id}-fn`}>{t('functions.function')}</Label>
            <Select
              id={`${id}-fn`}
              value={signature}
              onValueChange={choose}
              placeholder={t('functions.choose')}
              options={(functions.data ?? []).map((f) => ({
                value: f.signature,
                label: f.signature,
              }))}
            />
            {fn ? (
              <p className="break-all font-mono text-ink-muted text-xs">
                {t('functions.returns', { type: fn.returns })} · {fn.language} · {fn.volatility}
              </p>
            ) : null}
          </div>

          {fn && !fn.runnable ? <FormAlert>{t('functions.notRunnable')}</FormAlert> : null}

          {fn?.runnable ? (
            <fieldset className="grid gap-4">
              <legend className="mb-2 font-semibold text-ink text-sm">
                {t('functions.parameters')}
              </legend>
              {fn.params.length === 0 ? (
                <p className="text-ink-muted text-sm">{t('functions.noParams')}</p>
              ) : null}
              {fn.params.map((param, index) => {
                const arg = args[index] ?? { mode: 'value', value: '' };
                const set = (patch: Partial<ArgState>) =>
                  setArgs((all) => all.map((a, i) => (i === index ? { ...a, ...patch } : a)));
                const inputId = `${id}-arg-${index}`;
                const error = fieldErrors[param.name];
                const multiline = param.kind === 'jsonb' || param.kind?.endsWith('[]');
                return (
                  <div
                    key={param.name}
                    className="grid gap-2 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:gap-4"
                  >
                    <div className="grid content-start gap-1">
                      <Label htmlFor={inputId} className="break-all font-mono">
                        {param.name}
                      </Label>
                      <span className="font-mono text-ink-muted text-xs">{param.type}</span>
                      <Select
                        aria-label={t('functions.modeLabel', { name: param.name })}
                        value={arg.mode}
                        onValueChange={(value) => set({ mode: value as ArgState['mode'] })}
                        options={[
                          { value: 'value', label: t('functions.valueMode') },
                          { value: 'null', label: t('functions.nullMode') },
                          ...(param.hasDefault
                            ? [{ value: 'default', label: t('functions.defaultMode') }]
                            : []),
                        ]}
                      />
                    </div>
                    <div className="grid content-start gap-1">
                      {multiline ? (
                        <Textarea
                          id={inputId}
                          dir="ltr"
                          rows={3}
                          className="font-mono"
                          disabled={arg.mode !== 'value'}
                          value={arg.value}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={`${inputId}-hint`}
                          onChange={(event) => set({ value: event.target.value })}
                        />
                      ) : (
                        <Input
                          id={inputId}
                          dir="ltr"
                          className="font-mono"
                          disabled={arg.mode !== 'value'}
                          value={arg.value}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={`${inputId}-hint`}
                          onChange={(event) => set({ value: event.target.value })}
                        />
                      )}
                      <p id={`${inputId}-hint`} className="text-ink-muted text-xs">
                        {param.kind ? t(`functions.hints.${param.kind}`) : param.type}
                      </p>
                      {error ? <p className="font-medium text-danger text-sm">{error}</p> : null}
                    </div>
                  </div>
                );
              })}
            </fieldset>
          ) : null}

          {fn?.runnable ? (
            <div className="grid gap-3 rounded-lg border border-border p-4">
              <div className="flex items-start gap-3">
                <Checkbox
                  id={`${id}-commit`}
                  checked={commit}
                  onCheckedChange={(value) => {
                    setCommit(value === true);
                    setConfirmation('');
                  }}
                  aria-describedby={`${id}-commit-hint`}
                />
                <div className="grid gap-0.5">
                  <Label htmlFor={`${id}-commit`}>{t('functions.commit')}</Label>
                  <p id={`${id}-commit-hint`} className="text-ink-muted text-xs">
                    {t('functions.commitHint')}
                  </p>
                </div>
              </div>
              {commit ? (
                <div className="grid max-w-md gap-1">
                  <Label htmlFor={`${id}-confirm`} className="flex items-center gap-1.5">
                    <TriangleAlert className="size-4 text-amber-600" aria-hidden="true" />
                    {t('functions.confirmLabel', { name: fn.name })}
                  </Label>
                  <Input
                    id={`${id}-confirm`}
                    dir="ltr"
                    autoComplete="off"
                    className="font-mono"
                    value={confirmation}
                    onChange={(event) => setConfirmation(event.target.value)}
                  />
                  {fieldErrors.confirmation ? (
                    <p className="font-medium text-danger text-sm">{fieldErrors.confirmation}</p>
                  ) : null}
                </div>
              ) : null}
            </div>
          ) : null}

          {run.isError && !Object.keys(fieldErrors).length ? (
            <FormAlert>{errorMessage(run.error, t('functions.runFailed'))}</FormAlert>
          ) : null}

          {fn?.runnable ? (
            <div>
              <Button
                type="submit"
                variant={commit ? 'danger' : 'primary'}
                loading={run.isPending}
                disabled={!confirmed}
              >
                <Play className="size-4" aria-hidden="true" />
                {commit ? t('functions.runCommit') : t('functions.run')}
              </Button>
            </div>
          ) : null}
        </form>
      </Card>
      {run.data ? <ResultView result={run.data} /> : null}
    </>
  );
}
