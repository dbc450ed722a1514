import '@/i18n/mathTest';
import type { EquivalenceResult } from '@common/contracts/math';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { checkEquivalence, parseExpression, parseQueryKey } from '@/features/math/api';
import { MathField } from '@/features/math/math-field';
import { useDebouncedValue } from '@/features/math/use-debounced-value';
import { errorMessage, isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Pairs an administrator can try in one click (both sides are typed into the fields). */
const EXAMPLES: [string, string][] = [
  ['x^2-1', '(x-1)(x+1)'],
  ['\\frac{1}{2}', '0.5'],
  ['\\sin^2x+\\cos^2x', '1'],
  ['2x', 'x^2'],
];

function Code({ children }: { children: ReactNode }) {
  return (
    <code
      dir="ltr"
      className="block whitespace-pre-wrap break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-ink text-sm"
    >
      {children}
    </code>
  );
}

function Detail({
  term,
  children,
  className,
}: {
  term: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <dt className="font-medium text-ink-muted text-sm">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** One math field with the LaTeX it produces and what the server reads in it. */
function ParseCard() {
  const { t } = useTranslation('mathTest');
  const id = useId();
  const [latex, setLatex] = useState('');
  const settled = useDebouncedValue(latex.trim());
  const parsed = useQuery({
    queryKey: parseQueryKey(settled),
    queryFn: ({ signal }) => parseExpression(settled, signal),
    enabled: settled !== '',
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const result = settled ? parsed.data : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('parse.title')}</CardTitle>
        <CardDescription>{t('parse.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-1.5">
          <Label htmlFor={id}>{t('parse.fieldLabel')}</Label>
          <MathField
            id={id}
            value={latex}
            onChange={setLatex}
            aria-label={t('parse.fieldLabel')}
            placeholder={t('latexPlaceholder')}
            aria-invalid={result ? !result.valid : undefined}
          />
        </div>
        <dl className="grid gap-4 lg:grid-cols-2">
          <Detail term={t('parse.latex')}>
            <Code>{latex || t('parse.empty')}</Code>
          </Detail>
          <Detail term={t('parse.canonical')}>
            <Code>{result?.canonical || '—'}</Code>
          </Detail>
          <Detail term={t('parse.mathJson')} className="lg:col-span-2">
            <Code>{result ? JSON.stringify(result.mathJson) : '—'}</Code>
          </Detail>
        </dl>
        <div aria-live="polite" className="grid gap-2">
          {parsed.isError && settled ? (
            <FormAlert>
              {(isApiError(parsed.error) && parsed.error.fields.latex) ||
                errorMessage(parsed.error, t('parse.failed'))}
            </FormAlert>
          ) : result ? (
            <>
              <div className="flex flex-wrap items-center gap-2">
                {result.valid ? (
                  <Badge variant="success">
                    <CircleCheck className="size-3.5" aria-hidden="true" />
                    {t('parse.valid')}
                  </Badge>
                ) : (
                  <Badge variant="danger">
                    <CircleX className="size-3.5" aria-hidden="true" />
                    {t('parse.invalid')}
                  </Badge>
                )}
                {parsed.isFetching ? (
                  <span className="text-ink-muted text-sm">{t('parse.reading')}</span>
                ) : null}
              </div>
              {result.errors.length > 0 ? (
                <ul className="list-disc ps-5 text-danger text-sm">
                  {result.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function EquivalenceVerdict({ result }: { result: EquivalenceResult }) {
  const { t } = useTranslation('mathTest');
  return (
    <div className="grid gap-4">
      <div>
        {result.equivalent ? (
          <Badge variant="success" className="px-3 py-1 text-sm">
            <CircleCheck className="size-4" aria-hidden="true" />
            {t('equivalence.equivalent')}
          </Badge>
        ) : (
          <Badge variant="danger" className="px-3 py-1 text-sm">
            <CircleX className="size-4" aria-hidden="true" />
            {t('equivalence.notEquivalent')}
          </Badge>
        )}
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail term={t('equivalence.firstCanonical')}>
          <Code>{result.aCanonical}</Code>
        </Detail>
        <Detail term={t('equivalence.secondCanonical')}>
          <Code>{result.bCanonical}</Code>
        </Detail>
      </dl>
      <p className="text-ink-muted text-sm">
        {t('equivalence.decidedBy')}: {t(`equivalence.method.${result.method}`)}
      </p>
    </div>
  );
}

/** Two math fields and the server's verdict on whether they are the same answer. */
function EquivalenceCard() {
  const { t } = useTranslation('mathTest');
  const firstId = useId();
  const secondId = useId();
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const check = useMutation({ mutationFn: checkEquivalence });
  const fields = isApiError(check.error) ? check.error.fields : {};
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    check.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.mutate({ a, b });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('equivalence.title')}</CardTitle>
        <CardDescription>{t('equivalence.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={submit} noValidate>
          <div className="grid gap-4 md:grid-cols-2">
            {(
              [
                [firstId, 'first', a, setA, fields.a],
                [secondId, 'second', b, setB, fields.b],
              ] as const
            ).map(([id, which, value, set, error]) => (
              <div key={which} className="grid content-start gap-1.5">
                <Label htmlFor={id}>{t(`equivalence.${which}`)}</Label>
                <MathField
                  id={id}
                  value={value}
                  onChange={edit(set)}
                  aria-label={t(`equivalence.${which}`)}
                  placeholder={t('latexPlaceholder')}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                {error ? (
                  <p id={`${id}-error`} className="font-medium text-danger text-sm">
                    {error}
                  </p>
                ) : null}
              </div>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <Button type="submit" loading={check.isPending}>
              {t('equivalence.check')}
            </Button>
            <span className="text-ink-muted text-sm">{t('equivalence.examples')}:</span>
            {EXAMPLES.map(([x, y]) => (
              <Button
                key={`${x}|${y}`}
                type="button"
                variant="secondary"
                size="sm"
                className="font-mono"
                dir="ltr"
                onClick={() => {
                  setA(x);
                  setB(y);
                  check.reset();
                }}
              >
                {x} ≟ {y}
              </Button>
            ))}
          </div>
          <div aria-live="polite">
            {/* A message about one expression is shown under it, not twice. */}
            {check.isError && !fields.a && !fields.b ? (
              <FormAlert>{errorMessage(check.error, t('equivalence.failed'))}</FormAlert>
            ) : check.data ? (
              <EquivalenceVerdict result={check.data} />
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * Administrators' math field test (spec: admin/test): MathLive input, the LaTeX it produces,
 * the server's reading of it, and the equivalence check the exam room uses for 'expression'
 * answers. Both panels ask the server, so what is shown is what the server decides.
 */
export function Component() {
  const { t } = useTranslation('mathTest');
  useDocumentTitle(t('pageTitle'));
  return (
    <>
      <PageHeader title={t('title')} description={t('subtitle')} />
      <div className="grid gap-6">
        <ParseCard />
        <EquivalenceCard />
      </div>
    </>
  );
}
