import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RegisterResult } from '../../../common/contracts/account';
import { MSG } from '../../../common/messages';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { AuthEmails } from '../email/auth-emails';
import type { SentEmail } from '../email/create-mailer';
import { sendWelcomeEmail } from '../email/send-welcome-email';
import type { Auth } from './create-auth';

/** How long registration waits for the mail server's first answer before calling it down. */
const VERIFICATION_SEND_WAIT_MS = 10_000;

/**
 * Handed over for delivery: sent now, or stored by the outbox of an install without a mail
 * server (that is where its administrators read it). Queued means the first attempt failed.
 */
const delivered = (sent: SentEmail) => sent.status === 'sent' || sent.status === 'stored';

async function sentInTime(sending: Promise<SentEmail>): Promise<boolean> {
  const stop = new AbortController();
  try {
    return await Promise.race([
      sending.then(delivered, () => false),
      sleep(VERIFICATION_SEND_WAIT_MS, false, { signal: stop.signal }),
    ]);
  } finally {
    stop.abort();
  }
}

/**
 * Sends a new account its welcome e-mail, which carries the link that confirms the address.
 * Without required verification it goes in the background and the answer stays as it is. With
 * it, the answer waits for the mail server: when the link cannot go out, the account is let in
 * without it (admin_verified, as the spec's own client does at the first unconfirmed sign-in)
 * and the answer says so with the catalogue's message (spec section 8).
 */
export async function welcomeNewAccount(
  deps: { db: Db; auth: Auth; emails: AuthEmails; log: Pick<FastifyBaseLogger, 'warn'> },
  user: { id: string; email: string; firstName: string; role: string },
  result: RegisterResult,
): Promise<RegisterResult> {
  const sending = sendWelcomeEmail(deps.auth, deps.emails, user);
  sending.catch((err) => deps.log.warn({ err }, 'welcome e-mail not sent'));
  if (!result.requiresEmailVerification) return result;
  if (await sentInTime(sending)) return result;

  deps.log.warn({ userId: user.id }, 'verification e-mail unavailable: account let in without it');
  await deps.db.update(profiles).set({ adminVerified: true }).where(eq(profiles.id, user.id));
  return {
    ...result,
    message: MSG.verificationUnavailable,
    manualCreation: true,
    requiresEmailVerification: false,
    verificationUnavailable: true,
  };
}
