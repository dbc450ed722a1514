import { eq } from 'drizzle-orm';
import type { EmailLocale, EmailTestResult, EmailVars } from '../../../common/contracts/email';
import type { Db } from '../../db/client';
import { emailMessages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import type { Mailer } from './create-mailer';
import type { TemplateKey } from './default-templates';
import { loadEmailTemplate } from './find-email-template';
import { sampleVarsFor } from './sample-vars';
import { recipientLocale, sendTemplatedEmail } from './send-templated-email';

/** Statuses after which a message changes no more. */
const FINAL = new Set(['sent', 'stored', 'failed']);

type MessageRow = Pick<
  typeof emailMessages.$inferSelect,
  'id' | 'templateKey' | 'toAddress' | 'status' | 'attempts' | 'providerId' | 'error'
>;

const toResult = (row: MessageRow): EmailTestResult => ({
  messageId: row.id,
  key: row.templateKey ?? '',
  to: row.toAddress,
  status: row.status,
  attempts: row.attempts,
  providerId: row.providerId,
  error: row.error,
  final: FINAL.has(row.status),
});

async function readMessage(db: Db, id: string) {
  const [row] = await db
    .select({
      id: emailMessages.id,
      templateKey: emailMessages.templateKey,
      toAddress: emailMessages.toAddress,
      status: emailMessages.status,
      attempts: emailMessages.attempts,
      providerId: emailMessages.providerId,
      error: emailMessages.error,
    })
    .from(emailMessages)
    .where(eq(emailMessages.id, id));
  return row;
}

/**
 * Sends one template with sample values (the administrator's where given) to any address,
 * through the same path as the platform's own mail, and records who did it.
 */
export async function sendTestEmail(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  input: { key: string; to: string; vars: EmailVars; locale?: EmailLocale },
  actor: AuditActor,
): Promise<EmailTestResult> {
  const template = await loadEmailTemplate(deps.db, input.key);
  // The language chosen, else the recipient's, as real mail to this address would be.
  const locale = input.locale ?? (await recipientLocale(deps.db, input.to)) ?? 'en';
  const unknown = Object.keys(input.vars).filter((name) => !template.variables.includes(name));
  if (unknown.length > 0) {
    const fields = Object.fromEntries(
      unknown.map((name) => [`vars.${name}`, `${name} is not a variable of this template`]),
    );
    throw new AppError('VALIDATION', `${unknown[0]} is not a variable of this template`, fields);
  }
  const vars = {
    ...sampleVarsFor(template.key, template.variables, deps.appUrl, locale),
    ...input.vars,
  };
  const sent = await sendTemplatedEmail(deps, {
    template: template.key as TemplateKey,
    to: input.to,
    vars,
    locale,
  });
  const row = sent.id ? await readMessage(deps.db, sent.id) : undefined;
  const result: EmailTestResult = row
    ? toResult(row)
    : {
        messageId: sent.id,
        key: template.key,
        to: input.to,
        status: sent.status,
        attempts: 0,
        providerId: null,
        error: sent.error ?? null,
        final: FINAL.has(sent.status),
      };
  await recordAudit(deps.db, actor, {
    action: 'email.test_send',
    targetType: 'email_message',
    targetId: result.messageId,
    after: { template: template.key, locale, to: input.to, vars, status: result.status },
  });
  return result;
}

/** Where a test message stands now (the outbox worker may still be sending it). */
export async function getTestEmailResult(db: Db, id: string): Promise<EmailTestResult> {
  const row = await readMessage(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Message not found');
  return toResult(row);
}
