import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailMessages } from '../../db/schema';

/** Waits after the 1st, 2nd, … failed attempt; the attempt after the last one is the last. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 60, 180, 360, 720] as const;
/** Attempts before a message is given up as failed (about 22 hours after the first). */
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;
/** How long a worker's claim lasts: a 'sending' message older than this is taken up again. */
export const CLAIM_MS = 2 * 60_000;

export type OutboxMessage = { to: string; subject: string; html: string; text: string };

/** What the worker needs from the mailer: a way to deliver now, or none (outbox only). */
export type Deliverer = {
  /** null: no SMTP server is configured, queued messages keep waiting. */
  deliverer(): Promise<((m: OutboxMessage) => Promise<{ providerId: string | null }>) | null>;
  log?: { error(obj: object, msg: string): void };
};

export type OutboxRun = { sent: number; retried: number; failed: number };

const errorText = (err: unknown) => {
  const e = err as { message?: string; response?: string } | null;
  const message = e?.message ?? String(err);
  const text =
    e?.response && !message.includes(e.response) ? `${message} (${e.response})` : message;
  return text.slice(0, 2000);
};

export const nextAttemptAfter = (attempts: number, now: Date): Date | null => {
  if (attempts >= MAX_ATTEMPTS) return null;
  const minutes = RETRY_DELAYS_MINUTES[Math.max(0, attempts - 1)] ?? 720;
  return new Date(now.getTime() + minutes * 60_000);
};

const sqlIncrement = sql`${emailMessages.attempts} + 1`;

/**
 * Claims due messages (queued and due, or 'sending' whose claim ran out) with
 * FOR UPDATE SKIP LOCKED, so several workers or instances never take the same one; each claim
 * counts as an attempt.
 */
async function claim(db: Db, now: Date, limit: number, only?: string) {
  const due = or(
    and(eq(emailMessages.status, 'queued'), lte(emailMessages.nextAttemptAt, now)),
    and(eq(emailMessages.status, 'sending'), lte(emailMessages.lockedUntil, now)),
  );
  const ids = db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(only ? and(eq(emailMessages.id, only), due) : due)
    .orderBy(asc(emailMessages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailMessages)
    .set({
      status: 'sending',
      lockedUntil: new Date(now.getTime() + CLAIM_MS),
      lastAttemptAt: now,
      attempts: sqlIncrement,
    })
    .where(inArray(emailMessages.id, ids))
    .returning({
      id: emailMessages.id,
      to: emailMessages.toAddress,
      subject: emailMessages.subject,
      html: emailMessages.html,
      text: emailMessages.text,
      attempts: emailMessages.attempts,
    });
}

/**
 * One pass of the outbox worker: sends what is due at `now`, records each attempt (sent with
 * the provider's id, or the error and the next try with exponential backoff, or failed after
 * MAX_ATTEMPTS). `only` limits the pass to one message (the sender's own first try).
 * Never throws for a delivery error.
 */
export async function processOutbox(
  db: Db,
  mailer: Deliverer,
  now: Date = new Date(),
  opts: { limit?: number; only?: string } = {},
): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, retried: 0, failed: 0 };
  const deliver = await mailer.deliverer();
  if (!deliver) return run;
  const batch = await claim(db, now, opts.limit ?? 20, opts.only);
  for (const message of batch) {
    try {
      const info = await deliver(message);
      await db
        .update(emailMessages)
        .set({
          status: 'sent',
          providerId: info.providerId,
          sentAt: new Date(),
          error: null,
          lockedUntil: null,
          nextAttemptAt: null,
        })
        .where(eq(emailMessages.id, message.id));
      run.sent++;
    } catch (err) {
      const error = errorText(err);
      const next = nextAttemptAfter(message.attempts, now);
      mailer.log?.error(
        { to: message.to, attempts: message.attempts, err: error },
        next ? 'e-mail delivery failed, will retry' : 'e-mail delivery failed for good',
      );
      await db
        .update(emailMessages)
        .set({ status: next ? 'queued' : 'failed', error, lockedUntil: null, nextAttemptAt: next })
        .where(eq(emailMessages.id, message.id));
      if (next) run.retried++;
      else run.failed++;
    }
  }
  return run;
}

/** Runs passes until nothing more is due (a worker tick). */
export async function drainOutbox(db: Db, mailer: Deliverer, now = () => new Date()) {
  const total: OutboxRun = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const run = await processOutbox(db, mailer, now());
    total.sent += run.sent;
    total.retried += run.retried;
    total.failed += run.failed;
    if (run.sent + run.retried + run.failed === 0) return total;
  }
}
