import '@/i18n/email';
import type { RenderedEmail } from '@common/contracts/email';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { LivePreview } from './use-live-preview';

const PARTS = ['subject', 'html', 'text'] as const;

/**
 * A rendered message: subject, the HTML in a sandboxed frame (no scripts, no same-origin
 * access, nothing it links to opens here) and the text version.
 */
export function EmailPreview({
  preview,
  name,
  title,
  className,
}: {
  preview: LivePreview;
  /** The template's name, for the frame's accessible title. */
  name: string;
  title?: string;
  className?: string;
}) {
  const { t } = useTranslation('email');
  const { rendered, problems } = preview;
  return (
    <Card className={className} aria-busy={preview.updating}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle level={2}>{title ?? t('templates.preview.title')}</CardTitle>
          <span className="text-ink-muted text-xs" aria-hidden={!preview.updating}>
            {preview.updating ? t('templates.preview.updating') : ''}
          </span>
        </div>
        <CardDescription>{t('templates.preview.sample')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {problems ? <TemplateProblems problems={problems} /> : null}
        {preview.failed ? <FormAlert>{t('templates.preview.failed')}</FormAlert> : null}
        {rendered ? (
          <RenderedView rendered={rendered} name={name} stale={Boolean(problems)} />
        ) : (
          <Skeleton className="h-96" />
        )}
      </CardContent>
    </Card>
  );
}

/** Why the content does not render, part by part, as the server said. */
export function TemplateProblems({
  problems,
  className,
}: {
  problems: Record<string, string>;
  className?: string;
}) {
  const { t } = useTranslation('email');
  return (
    <FormAlert className={className}>
      <p className="font-semibold">{t('templates.preview.problemsTitle')}</p>
      <ul className="mt-1 grid gap-1">
        {Object.entries(problems).map(([field, message]) => (
          <li key={field}>
            {PARTS.includes(field as (typeof PARTS)[number])
              ? `${t(`templates.preview.field.${field as (typeof PARTS)[number]}`)}: `
              : ''}
            {message}
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}

function RenderedView({
  rendered,
  name,
  stale,
}: {
  rendered: RenderedEmail;
  name: string;
  stale: boolean;
}) {
  const { t } = useTranslation('email');
  return (
    <div className={stale ? 'opacity-60' : undefined}>
      <p className="text-sm">
        <span className="text-ink-muted">{t('templates.preview.subject')}: </span>
        <span className="font-semibold text-ink" data-testid="preview-subject" dir="auto">
          {rendered.subject}
        </span>
      </p>
      <Tabs defaultValue="html" className="mt-3">
        <TabsList>
          <TabsTrigger value="html">{t('templates.preview.htmlTab')}</TabsTrigger>
          <TabsTrigger value="text">{t('templates.preview.textTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="html">
          <iframe
            title={t('templates.preview.frameTitle', { name })}
            sandbox=""
            srcDoc={rendered.html}
            className="block h-[36rem] w-full rounded-lg border border-border bg-white"
          />
        </TabsContent>
        <TabsContent value="text">
          <pre
            className="max-h-[36rem] overflow-auto whitespace-pre-wrap break-words rounded-lg border border-border bg-slate-50 p-4 font-mono text-ink text-sm"
            data-testid="preview-text"
            dir="auto"
          >
            {rendered.text}
          </pre>
        </TabsContent>
      </Tabs>
    </div>
  );
}
