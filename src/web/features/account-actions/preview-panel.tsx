import type { AccountActionPreview, AccountActionRun } from '@common/contracts/account-actions';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The dry run's summary: how many change, how many are skipped and why, and who. */
export function PreviewPanel({
  preview,
  onRun,
  onDiscard,
}: {
  preview: AccountActionPreview;
  onRun: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('accountActions');
  const action = t(`action.${preview.action}`);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('preview.heading', { action })}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p data-testid="preview-summary" className="text-ink">
          {t('preview.summary', {
            willChange: preview.willChange,
            selected: preview.selected,
            skipped: preview.skipped,
          })}
        </p>
        {preview.packageName ? (
          <p className="text-ink-muted text-sm">
            {t('preview.package', { name: preview.packageName })}
          </p>
        ) : null}
        {preview.reasons.length > 0 ? (
          <ul className="grid gap-1 text-sm">
            {preview.reasons.map((r) => (
              <li key={r.reason} className="flex items-center gap-2">
                <Badge variant="neutral">{r.count}</Badge>
                {t(`reasons.${r.reason}`)}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="max-h-72 overflow-y-auto rounded-md border border-border">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('preview.caption')}</caption>
            <tbody>
              {preview.users.map((u) => (
                <tr key={u.id} className="border-border border-b last:border-b-0">
                  <th scope="row" className="px-3 py-2 text-start font-normal">
                    <span className="font-medium">{u.name || u.email}</span>{' '}
                    <span className="break-all text-ink-muted text-xs">{u.email}</span>
                  </th>
                  <td className="px-3 py-2 text-end">
                    {u.outcome === 'change' ? (
                      <Badge variant="success">{t('preview.outcomeChange')}</Badge>
                    ) : (
                      <Badge variant="outline">{u.reason ? t(`reasons.${u.reason}`) : ''}</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {preview.willChange === 0 ? (
          <p className="text-ink-muted text-sm">{t('preview.nothingToDo')}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" onClick={onRun} disabled={preview.willChange === 0}>
            {t('preview.run', { count: preview.willChange })}
          </Button>
          <Button variant="secondary" onClick={onDiscard}>
            {t('preview.discard')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** What the run did. */
export function RunResult({ result }: { result: AccountActionRun }) {
  const { t } = useTranslation('accountActions');
  return (
    <Card role="status">
      <CardHeader>
        <CardTitle level={2}>
          {t('result.heading', { action: t(`action.${result.action}`) })}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p data-testid="run-summary">
          {t('result.summary', {
            changed: result.changed,
            skipped: result.skipped,
            failed: result.failed.length,
          })}
        </p>
        {result.failed.length > 0 ? (
          <div>
            <h3 className="font-semibold text-sm">{t('result.failedHeading')}</h3>
            <ul className="mt-1 grid gap-1 text-sm">
              {result.failed.map((f) => (
                <li key={f.id}>
                  <span className="break-all">{f.email}</span>: {f.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
