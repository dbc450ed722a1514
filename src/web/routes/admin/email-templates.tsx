import '@/i18n/email';
import type { EmailLocale, EmailTemplateSummary } from '@common/contracts/email';
import { isLocale, LOCALES } from '@common/locales';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Mails, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import {
  emailTemplateQueryKey,
  emailTemplatesListQueryKey,
  getEmailTemplate,
  getEmailTemplatesIn,
} from '@/features/email-templates/api';
import { TemplateEditor } from '@/features/email-templates/template-editor';
import { useTemplateName } from '@/features/email-templates/use-template-name';
import { errorMessage, isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '@/paths';

/** The page's address for a language (`?lang=`, English without it) and, to edit, a template. */
function pageHref(locale: EmailLocale, key?: string | null) {
  const params = new URLSearchParams();
  if (key) params.set('key', key);
  if (locale !== 'en') params.set('lang', locale);
  const query = params.toString();
  return `${paths.admin.emailTemplates.href()}${query ? `?${query}` : ''}`;
}

/**
 * Administrators' e-mail templates: the list, and one template's editor (`?key=`), each in
 * the language chosen (`?lang=ar`; English by default). Users get the version of their own
 * language, English when it has none.
 */
export function Component() {
  const { t } = useTranslation('email');
  useDocumentTitle(t('templates.pageTitle'));
  const [params] = useSearchParams();
  const key = params.get('key');
  const lang = params.get('lang');
  const locale: EmailLocale = isLocale(lang) ? lang : 'en';
  return key ? (
    <EditView key={`${key}:${locale}`} templateKey={key} locale={locale} />
  ) : (
    <ListView locale={locale} />
  );
}

/** English or Arabic: links, so that the address says which version is open. */
function LanguageChoice({ locale, templateKey }: { locale: EmailLocale; templateKey?: string }) {
  const { t } = useTranslation('email');
  return (
    <nav aria-label={t('templates.languageLabel')} className="mb-4 grid gap-1">
      <div className="inline-flex w-fit items-center gap-1 rounded-lg bg-slate-100 p-1">
        {LOCALES.map((option) => (
          <Link
            key={option}
            to={pageHref(option, templateKey)}
            aria-current={option === locale ? 'page' : undefined}
            className={cn(
              'inline-flex h-8 items-center rounded-md px-3 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              option === locale ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            {t(`templates.languages.${option}`)}
          </Link>
        ))}
      </div>
      <p className="text-ink-muted text-xs">{t('templates.languageHint')}</p>
    </nav>
  );
}

function ListView({ locale }: { locale: EmailLocale }) {
  const { t } = useTranslation('email');
  const list = useQuery({
    queryKey: emailTemplatesListQueryKey(locale),
    queryFn: () => getEmailTemplatesIn(locale),
  });
  return (
    <>
      <PageHeader title={t('templates.title')} description={t('templates.subtitle')} />
      <LanguageChoice locale={locale} />
      {list.isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : list.isError ? (
        <FormAlert>{errorMessage(list.error, t('templates.loadFailed'))}</FormAlert>
      ) : list.data.templates.length === 0 ? (
        <EmptyState
          icon={Mails}
          title={t('templates.emptyTitle')}
          description={t('templates.emptyText')}
          headingLevel={2}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t('templates.listLabel')}>
          {list.data.templates.map((template) => (
            <li key={template.key}>
              <TemplateCard template={template} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function TemplateCard({
  template,
  locale,
}: {
  template: EmailTemplateSummary;
  locale: EmailLocale;
}) {
  const { t, i18n } = useTranslation('email');
  const names = useTemplateName();
  const name = names.name(template.key);
  const description = names.description(template.key);
  return (
    <Card className="flex h-full flex-col" data-template={template.key}>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold text-ink">{name}</h2>
            <p className="font-mono text-ink-muted text-xs">{template.key}</p>
          </div>
          {template.edited ? (
            <Badge variant="accent">{t('templates.edited')}</Badge>
          ) : (
            <Badge variant="neutral">{t('templates.default')}</Badge>
          )}
        </div>
        {description ? <p className="text-ink-muted text-sm">{description}</p> : null}
        <p
          className="break-words rounded-md bg-slate-50 px-3 py-2 text-ink text-sm"
          dir={locale === 'ar' ? 'rtl' : 'ltr'}
          lang={locale}
        >
          <span className="sr-only">{t('templates.subject')}: </span>
          {template.subject}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <p className="text-ink-muted text-xs">
            {t('templates.variableCount', { count: template.variables.length })}
            {template.edited
              ? ` · ${t('templates.updated', { date: formatDate(template.updatedAt, i18n.language) })}`
              : ''}
          </p>
          <Button asChild size="sm" variant="secondary">
            <Link
              to={pageHref(locale, template.key)}
              aria-label={t('templates.editLabel', { name })}
            >
              <Pencil aria-hidden="true" />
              {t('templates.edit')}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function EditView({ templateKey, locale }: { templateKey: string; locale: EmailLocale }) {
  const { t } = useTranslation('email');
  const names = useTemplateName();
  const template = useQuery({
    queryKey: emailTemplateQueryKey(templateKey, locale),
    queryFn: () => getEmailTemplate(templateKey, locale),
  });
  return (
    <>
      <Button asChild variant="link" className="mb-3">
        <Link to={pageHref(locale)}>
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t('templates.back')}
        </Link>
      </Button>
      <PageHeader
        title={`${t('templates.title')}: ${names.name(templateKey)}`}
        description={names.description(templateKey) || undefined}
      />
      <LanguageChoice locale={locale} templateKey={templateKey} />
      {template.isPending ? (
        <div className="grid gap-6 xl:grid-cols-2">
          <Skeleton className="h-[40rem]" />
          <Skeleton className="h-[40rem]" />
        </div>
      ) : template.isError ? (
        <FormAlert>
          {isApiError(template.error, 404)
            ? t('templates.notFound')
            : errorMessage(template.error, t('templates.loadFailed'))}
        </FormAlert>
      ) : (
        <TemplateEditor key={template.data.updatedAt} template={template.data} />
      )}
    </>
  );
}
