import { asc, eq } from 'drizzle-orm';
import type { EmailTemplate, EmailTemplateSummary } from '../../../common/contracts/email';
import type { DbOrTx } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { DEFAULT_TEMPLATES } from './default-templates';
import { sampleVarsFor } from './sample-vars';

type TemplateRow = typeof emailTemplates.$inferSelect;

export const defaultTemplateOf = (key: string) => DEFAULT_TEMPLATES.find((t) => t.key === key);

const isEdited = (row: TemplateRow) => {
  const original = defaultTemplateOf(row.key);
  return (
    !!original &&
    (original.subject !== row.subject || original.html !== row.html || original.text !== row.text)
  );
};

/** A default that is missing from the table reads as itself, never edited. */
const fromDefault = (key: string): TemplateRow | undefined => {
  const original = defaultTemplateOf(key);
  if (!original) return undefined;
  return {
    key: original.key,
    subject: original.subject,
    html: original.html,
    text: original.text,
    variables: original.variables ?? [],
    updatedAt: new Date(0),
  };
};

/** The stored template (or its default), optionally locked for a change; 404 when unknown. */
export async function loadEmailTemplate(
  db: DbOrTx,
  key: string,
  opts: { lock?: boolean } = {},
): Promise<TemplateRow & { stored: boolean }> {
  const query = db.select().from(emailTemplates).where(eq(emailTemplates.key, key));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (row) return { ...row, stored: true };
  const original = fromDefault(key);
  if (original) return { ...original, stored: false };
  throw new AppError('NOT_FOUND', `E-mail template '${key}' not found`);
}

const summary = (row: TemplateRow): EmailTemplateSummary => ({
  key: row.key,
  subject: row.subject,
  variables: row.variables,
  edited: isEdited(row),
  hasDefault: !!defaultTemplateOf(row.key),
  updatedAt: row.updatedAt.toISOString(),
});

/** Every template, the platform's defaults included even if their rows were removed. */
export async function listEmailTemplates(db: DbOrTx): Promise<EmailTemplateSummary[]> {
  const rows = await db.select().from(emailTemplates).orderBy(asc(emailTemplates.key));
  const keys = new Set(rows.map((r) => r.key));
  const missing = DEFAULT_TEMPLATES.flatMap((t) =>
    keys.has(t.key) ? [] : [fromDefault(t.key) as TemplateRow],
  );
  return [...rows, ...missing].sort((a, b) => a.key.localeCompare(b.key)).map(summary);
}

/** One template with its content and the sample values of its variables. */
export async function getEmailTemplate(
  db: DbOrTx,
  key: string,
  appUrl: string,
): Promise<EmailTemplate> {
  const row = await loadEmailTemplate(db, key);
  return {
    ...summary(row),
    html: row.html,
    text: row.text,
    sampleVars: sampleVarsFor(row.key, row.variables, appUrl),
  };
}
