import { asc, eq } from 'drizzle-orm';
import type {
  EmailLocale,
  EmailTemplate,
  EmailTemplateSummary,
} from '../../../common/contracts/email';
import { DEFAULT_LOCALE } from '../../../common/locales';
import type { DbOrTx } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { DEFAULT_TEMPLATES } from './default-templates';
import { ARABIC_TEMPLATES } from './default-templates-ar';
import { sampleVarsFor } from './sample-vars';

type TemplateRow = typeof emailTemplates.$inferSelect;
/** A template of one language, under its own key (`welcome`, whatever the language). */
export type LocalizedTemplate = TemplateRow & { locale: EmailLocale };

const DEFAULTS: Record<EmailLocale, typeof DEFAULT_TEMPLATES> = {
  en: DEFAULT_TEMPLATES,
  ar: ARABIC_TEMPLATES,
};

/**
 * Where a version is stored: English under the template's key (as before there were
 * languages), the others under `key.locale` (`welcome.ar`) in the same table. No migration; a
 * template key never holds a dot.
 */
export const storageKey = (key: string, locale: EmailLocale = DEFAULT_LOCALE) =>
  locale === DEFAULT_LOCALE ? key : `${key}.${locale}`;

/** The key and language of a stored row. */
export function parseStorageKey(stored: string): { key: string; locale: EmailLocale } {
  const dot = stored.lastIndexOf('.');
  const suffix = dot > 0 ? stored.slice(dot + 1) : '';
  if (suffix === 'ar') return { key: stored.slice(0, dot), locale: 'ar' };
  return { key: stored, locale: DEFAULT_LOCALE };
}

export const defaultTemplateOf = (key: string, locale: EmailLocale = DEFAULT_LOCALE) =>
  DEFAULTS[locale].find((t) => t.key === key);

const isEdited = (row: LocalizedTemplate) => {
  const original = defaultTemplateOf(row.key, row.locale);
  return (
    !!original &&
    (original.subject !== row.subject || original.html !== row.html || original.text !== row.text)
  );
};

/**
 * A default that is missing from the table reads as itself, never edited. (The Arabic
 * defaults are not seeded: they are read from here until an administrator edits them.)
 */
const fromDefault = (key: string, locale: EmailLocale): LocalizedTemplate | undefined => {
  const original = defaultTemplateOf(key, locale);
  if (!original) return undefined;
  return {
    key: original.key,
    locale,
    subject: original.subject,
    html: original.html,
    text: original.text,
    variables: original.variables ?? [],
    updatedAt: new Date(0),
  };
};

const notFound = (key: string) => new AppError('NOT_FOUND', `E-mail template '${key}' not found`);

/**
 * One language's version of a template, stored or default, optionally locked for a change;
 * 404 when unknown (also for a language the template has no version in).
 */
export async function loadEmailTemplate(
  db: DbOrTx,
  key: string,
  opts: { lock?: boolean; locale?: EmailLocale } = {},
): Promise<LocalizedTemplate & { stored: boolean }> {
  if (key.includes('.')) throw notFound(key);
  const locale = opts.locale ?? DEFAULT_LOCALE;
  const query = db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.key, storageKey(key, locale)));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (row) return { ...row, key, locale, stored: true };
  const original = fromDefault(key, locale);
  if (original) return { ...original, stored: false };
  throw notFound(key);
}

const summary = (row: LocalizedTemplate): EmailTemplateSummary => ({
  key: row.key,
  locale: row.locale,
  subject: row.subject,
  variables: row.variables,
  edited: isEdited(row),
  hasDefault: !!defaultTemplateOf(row.key, row.locale),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Every template of one language, the platform's defaults included even if their rows were
 * removed (or, in Arabic, never stored).
 */
export async function listEmailTemplates(
  db: DbOrTx,
  locale: EmailLocale = DEFAULT_LOCALE,
): Promise<EmailTemplateSummary[]> {
  const rows = (await db.select().from(emailTemplates).orderBy(asc(emailTemplates.key))).flatMap(
    (row): LocalizedTemplate[] => {
      const parsed = parseStorageKey(row.key);
      return parsed.locale === locale ? [{ ...row, ...parsed }] : [];
    },
  );
  const keys = new Set(rows.map((r) => r.key));
  const missing = DEFAULTS[locale].flatMap((t) => {
    const original = keys.has(t.key) ? undefined : fromDefault(t.key, locale);
    return original ? [original] : [];
  });
  return [...rows, ...missing].sort((a, b) => a.key.localeCompare(b.key)).map(summary);
}

/** One language's version of a template with its content and sample values of its variables. */
export async function getEmailTemplate(
  db: DbOrTx,
  key: string,
  appUrl: string,
  locale: EmailLocale = DEFAULT_LOCALE,
): Promise<EmailTemplate> {
  const row = await loadEmailTemplate(db, key, { locale });
  return {
    ...summary(row),
    html: row.html,
    text: row.text,
    sampleVars: sampleVarsFor(row.key, row.variables, appUrl, locale),
  };
}
