import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { type EmailStatus, emailMessages } from '../../db/schema';

export const DEFAULT_MAIL_FROM = 'Tafawuq <no-reply@tafawuq.local>';

export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  templateKey?: string;
};

export type SentEmail = { id: string | null; status: EmailStatus; error?: string };

type Log = {
  error(obj: object, msg: string): void;
};

export type MailerOptions = {
  db: Db;
  /** smtp:// or smtps:// URL; without it every message goes to the outbox table. */
  smtpUrl?: string;
  from?: string;
  log?: Log;
};

export type Mailer = {
  readonly mode: 'smtp' | 'outbox';
  /** Sends (or stores) one message and records it; never throws. */
  send(message: OutgoingEmail): Promise<SentEmail>;
  /** Lets a send finish after the caller has answered (the answer's timing reveals nothing). */
  background(task: Promise<unknown>): void;
  /** Resolves once every background send has finished. */
  idle(): Promise<void>;
  close(): Promise<void>;
};

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/**
 * The platform's mailer. With SMTP_URL it delivers through nodemailer (loaded only then);
 * otherwise it is the outbox: messages are stored with status 'stored' for the admin pages.
 */
export function createMailer(opts: MailerOptions): Mailer {
  const from = opts.from ?? DEFAULT_MAIL_FROM;
  const pending = new Set<Promise<unknown>>();
  let transport: Promise<Transporter> | undefined;

  const getTransport = (url: string) => {
    transport ??= import('nodemailer').then((m) => m.createTransport(url));
    return transport;
  };

  async function deliver(message: OutgoingEmail) {
    if (!opts.smtpUrl) return { status: 'stored' as const, attempts: 0 };
    try {
      const t = await getTransport(opts.smtpUrl);
      const info = await t.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      return {
        status: 'sent' as const,
        attempts: 1,
        providerId: typeof info.messageId === 'string' ? info.messageId : null,
        sentAt: new Date(),
      };
    } catch (err) {
      return { status: 'failed' as const, attempts: 1, error: errorText(err) };
    }
  }

  return {
    mode: opts.smtpUrl ? 'smtp' : 'outbox',
    async send(message) {
      const outcome = await deliver(message);
      if (outcome.status === 'failed') {
        opts.log?.error({ to: message.to, err: outcome.error }, 'e-mail delivery failed');
      }
      try {
        const [row] = await opts.db
          .insert(emailMessages)
          .values({
            templateKey: message.templateKey ?? null,
            toAddress: message.to,
            subject: message.subject,
            html: message.html,
            text: message.text,
            ...outcome,
          })
          .returning({ id: emailMessages.id });
        return { id: row?.id ?? null, status: outcome.status, error: outcome.error };
      } catch (err) {
        opts.log?.error({ to: message.to, err }, 'e-mail could not be recorded');
        return { id: null, status: outcome.status, error: outcome.error };
      }
    },
    background(task) {
      const tracked = task
        .catch((err) => opts.log?.error({ err }, 'background e-mail failed'))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      if (transport) (await transport).close();
    },
  };
}
