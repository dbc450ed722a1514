import { eq, inArray } from 'drizzle-orm';
import type { EmailMessageStatus, EmailResendResult } from '../../../common/contracts/email-outbox';
import type { Db } from '../../db/client';
import { emailMessages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import type { Mailer } from './create-mailer';
import { processOutbox } from './outbox';

/**
 * The administrators' resend. Failed and still-queued messages are requeued in place (due now,
 * attempts from zero for a failed one); sent and stored ones are copied into new queued
 * messages (`resend_of` points back), so the history of what went out stays as it was.
 * Refused without an SMTP server: resending could only store the message again.
 */
export async function resendEmailMessages(
  deps: { db: Db; mailer: Mailer },
  ids: string[],
  actor: AuditActor,
  now = new Date(),
): Promise<EmailResendResult> {
  const smtp = await deps.mailer.reload();
  if (smtp.source === 'none') {
    throw new AppError(
      'CONFLICT',
      'No SMTP server is configured, so messages can only be stored: set one up on the e-mail configuration page first',
    );
  }
  const unique = [...new Set(ids)];
  const result = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(emailMessages)
      .where(inArray(emailMessages.id, unique))
      .for('update');
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND', 'Message not found');
    const requeued: string[] = [];
    const created: string[] = [];
    const skipped: string[] = [];
    for (const row of rows) {
      if (row.status === 'sending') {
        skipped.push(row.id);
      } else if (row.status === 'failed' || row.status === 'queued') {
        await tx
          .update(emailMessages)
          .set({
            status: 'queued',
            nextAttemptAt: now,
            lockedUntil: null,
            attempts: row.status === 'failed' ? 0 : row.attempts,
          })
          .where(eq(emailMessages.id, row.id));
        requeued.push(row.id);
      } else {
        const [copy] = await tx
          .insert(emailMessages)
          .values({
            templateKey: row.templateKey,
            toAddress: row.toAddress,
            subject: row.subject,
            html: row.html,
            text: row.text,
            status: 'queued',
            nextAttemptAt: now,
            resendOf: row.id,
          })
          .returning({ id: emailMessages.id });
        if (copy) created.push(copy.id);
      }
    }
    await recordAudit(tx, actor, {
      action: 'email.resend',
      targetType: 'email_message',
      targetId: unique.length === 1 ? unique[0] : null,
      before: rows.map((r) => ({
        id: r.id,
        to: r.toAddress,
        status: r.status,
        attempts: r.attempts,
      })),
      after: { requeued, created, skipped },
    });
    return { requeued, created, skipped };
  });

  // First attempts now, one by one; after a failure the rest wait for the worker's next pass.
  const outcomes: Record<string, EmailMessageStatus> = {};
  let failing = false;
  for (const id of [...result.requeued, ...result.created]) {
    if (failing) {
      outcomes[id] = 'queued';
      continue;
    }
    const run = await processOutbox(deps.db, deps.mailer, now, { only: id });
    outcomes[id] = run.sent ? 'sent' : run.failed ? 'failed' : 'queued';
    if (run.retried || run.failed) failing = true;
  }
  return { ...result, outcomes };
}
