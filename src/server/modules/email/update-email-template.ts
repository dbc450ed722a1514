import type { EmailLocale, EmailTemplateValues } from '../../../common/contracts/email';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, changedFields, recordAudit } from '../audit/record-audit';
import { checkTemplate } from './check-template';
import { defaultTemplateOf, loadEmailTemplate, storageKey } from './find-email-template';
import type { TemplateContent } from './render-template';

const contentOf = (t: TemplateContent): TemplateContent => ({
  subject: t.subject,
  html: t.html,
  text: t.text,
});

/** 400 with the reason per part when the content would not render with these variables. */
export function assertRenders(content: TemplateContent, variables: readonly string[]) {
  const problems = checkTemplate(content, variables);
  const first = Object.entries(problems)[0];
  if (first) {
    throw new AppError(
      'VALIDATION',
      `This template does not render: ${first[0]}: ${first[1]}`,
      problems as Record<string, string>,
    );
  }
}

async function writeTemplate(
  db: Db,
  key: string,
  locale: EmailLocale,
  actor: AuditActor,
  action: 'email_template.update' | 'email_template.reset',
  next: (current: TemplateContent) => TemplateContent,
) {
  await db.transaction(async (tx) => {
    const current = await loadEmailTemplate(tx, key, { lock: true, locale });
    const content = contentOf(next(current));
    assertRenders(content, current.variables);
    // Only what changes is written and logged: saving the same content records nothing.
    const change = changedFields(contentOf(current), content);
    if (!change && current.stored) return;
    const updatedAt = new Date();
    // English under the key itself, Arabic under `key.ar` (the audit names the same).
    const stored = storageKey(key, locale);
    await tx
      .insert(emailTemplates)
      .values({ key: stored, variables: current.variables, ...content, updatedAt })
      .onConflictDoUpdate({ target: emailTemplates.key, set: { ...content, updatedAt } });
    await recordAudit(tx, actor, {
      action,
      targetType: 'email_template',
      targetId: stored,
      before: change ? { locale, ...change.before } : {},
      after: change ? { locale, ...change.after } : {},
    });
  });
}

/**
 * An administrator's edit of one language's subject, HTML and text; the variables stay the
 * platform's.
 */
export function updateEmailTemplate(
  db: Db,
  key: string,
  input: EmailTemplateValues,
  actor: AuditActor,
  locale: EmailLocale = 'en',
) {
  return writeTemplate(db, key, locale, actor, 'email_template.update', () => input);
}

/** One language's version back to the platform's default content. */
export async function resetEmailTemplate(
  db: Db,
  key: string,
  actor: AuditActor,
  locale: EmailLocale = 'en',
) {
  const original = key.includes('.') ? undefined : defaultTemplateOf(key, locale);
  if (!original) {
    await loadEmailTemplate(db, key, { locale });
    throw new AppError('CONFLICT', 'This template has no default to reset to');
  }
  return writeTemplate(db, key, locale, actor, 'email_template.reset', () => original);
}
