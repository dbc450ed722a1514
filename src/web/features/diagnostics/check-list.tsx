import type {
  DiagnosticCheck,
  DiagnosticFix,
  DiagnosticProblem,
} from '@common/contracts/diagnostics';
import { CircleCheck, CircleX, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** A failing check's finding, worded with its params. */
function ProblemText({ problem }: { problem: DiagnosticProblem }) {
  const { t } = useTranslation('diagnostics');
  const { count, ...rest } = problem.params;
  return (
    <>
      {t(`problems.${problem.code}`, {
        ...rest,
        ...(count === undefined ? {} : { count: Number(count) }),
      } as Record<string, string | number>)}
    </>
  );
}

/** The diagnostic's pass/fail checks, each explained, with a Fix button where one is safe. */
export function CheckList({
  checks,
  onFix,
  fixing,
}: {
  checks: DiagnosticCheck[];
  onFix: (fix: DiagnosticFix) => void;
  fixing: DiagnosticFix | null;
}) {
  const { t } = useTranslation('diagnostics');
  const passed = checks.filter((c) => c.passed).length;
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle level={2}>{t('checks.title')}</CardTitle>
        <CardDescription>
          <Badge variant={passed === checks.length ? 'success' : 'danger'}>
            {t('checks.summary', { passed, total: checks.length })}
          </Badge>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {checks.map((check) => {
            const Icon = check.passed ? CircleCheck : CircleX;
            const titleId = `check-${check.id}`;
            return (
              <li
                key={check.id}
                aria-labelledby={titleId}
                className={
                  check.passed
                    ? 'rounded-lg border border-border p-4'
                    : 'rounded-lg border border-red-200 bg-danger-soft/40 p-4'
                }
              >
                <div className="flex flex-wrap items-start gap-3">
                  <Icon
                    className={
                      check.passed
                        ? 'mt-0.5 size-5 shrink-0 text-emerald-700'
                        : 'mt-0.5 size-5 shrink-0 text-danger'
                    }
                    aria-hidden="true"
                  />
                  <div className="grid min-w-0 flex-1 basis-60 gap-1">
                    <h3 id={titleId} className="flex flex-wrap items-center gap-2 font-semibold">
                      {t(`checks.${check.id}.title`)}
                      <Badge variant={check.passed ? 'success' : 'danger'}>
                        {check.passed ? t('checks.pass') : t('checks.fail')}
                      </Badge>
                    </h3>
                    <p className="text-ink-muted text-sm">{t(`checks.${check.id}.explanation`)}</p>
                    {check.problems.length > 0 ? (
                      <ul className="mt-1 grid list-disc gap-1 ps-5 text-ink text-sm">
                        {check.problems.map((problem) => (
                          <li key={problem.code}>
                            <ProblemText problem={problem} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {!check.passed && !check.fix ? (
                      <p className="text-ink-muted text-xs">{t('checks.noFix')}</p>
                    ) : null}
                  </div>
                  {check.fix ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      loading={fixing === check.fix}
                      disabled={fixing !== null}
                      onClick={() => check.fix && onFix(check.fix)}
                    >
                      <Wrench aria-hidden="true" />
                      {t(`fixes.${check.fix}.label`)}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
