import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { type EmailStatus, emailMessages } from '../../db/schema';
import { drainOutbox, type OutboxMessage, processOutbox } from './outbox';
import { resolveSmtp, type SmtpInForce, transportOptions } from './smtp-settings';

export const DEFAULT_MAIL_FROM = 'Tafawuq <no-reply@tafawuq.local>';

export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  templateKey?: string;
  /** The message this one re-sends (administrators' resend). */
  resendOf?: string;
};

export type SentEmail = { id: string | null; status: EmailStatus; error?: string };

type Log = {
  error(obj: object, msg: string): void;
};

export type MailerOptions = {
  db: Db;
  /** smtp:// or smtps:// URL; it wins over the SMTP settings stored by administrators. */
  smtpUrl?: string;
  from?: string;
  /** Encrypts the stored SMTP password (the app secret). */
  secret?: string;
  log?: Log;
};

export type Mailer = {
  /** As last read: 'outbox' while no SMTP server is configured (messages only stored). */
  readonly mode: 'smtp' | 'outbox';
  /** Stores the message (queued, or stored without SMTP) and makes its first attempt; never throws. */
  send(message: OutgoingEmail): Promise<SentEmail>;
  /** Lets a send finish after the caller has answered (the answer's timing reveals nothing). */
  background(task: Promise<unknown>): void;
  /** Resolves once every background send and worker pass has finished. */
  idle(): Promise<void>;
  /** The SMTP server in force (environment, database or none), read afresh. */
  settings(): Promise<SmtpInForce>;
  /** Reads the settings again (after administrators change them). */
  reload(): Promise<SmtpInForce>;
  /** The worker's delivery function, or null without SMTP (see outbox.ts). */
  deliverer(): Promise<((m: OutboxMessage) => Promise<{ providerId: string | null }>) | null>;
  /** Starts the outbox worker: a pass every `pollMs` (and at once); safe on several instances. */
  start(pollMs: number): void;
  /** One worker pass now (also what `start` runs on its timer). */
  tick(): Promise<void>;
  close(): Promise<void>;
  readonly log?: Log;
};

/** A nodemailer transport for these options (loaded only when a server is configured). */
export async function createTransport(options: object): Promise<Transporter> {
  const nodemailer = await import('nodemailer');
  return nodemailer.createTransport(options);
}

/**
 * The platform's mailer: an outbox (ADR 0012). Every message is stored first; with an SMTP
 * server (SMTP_URL or the administrators' stored settings) it is queued and the worker
 * delivers it, retrying with backoff; without one it stays 'stored' for the admin pages.
 */
export function createMailer(opts: MailerOptions): Mailer {
  const envFrom = opts.from ?? DEFAULT_MAIL_FROM;
  const secret = opts.secret ?? '';
  const pending = new Set<Promise<unknown>>();
  let current: SmtpInForce | undefined;
  let transport: { key: string; t: Promise<Transporter> } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let closed = false;

  const track = (task: Promise<unknown>) => {
    const tracked = task
      .catch((err) => opts.log?.error({ err }, 'background e-mail failed'))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
    return tracked;
  };

  async function reload() {
    current = await resolveSmtp(opts.db, { smtpUrl: opts.smtpUrl, from: envFrom }, secret);
    return current;
  }
  const cached = async () => current ?? reload();

  async function getTransport(smtp: SmtpInForce) {
    const options = transportOptions(smtp);
    if (!options) return null;
    const key = JSON.stringify(options);
    if (transport?.key !== key) {
      const old = transport;
      transport = { key, t: createTransport(options) };
      if (old) void old.t.then((t) => t.close()).catch(() => {});
    }
    return transport.t;
  }

  const mailer: Mailer = {
    get mode() {
      return current && current.source !== 'none' ? 'smtp' : 'outbox';
    },
    log: opts.log,
    settings: reload,
    reload,
    async deliverer() {
      const smtp = await cached();
      const t = await getTransport(smtp);
      if (!t) return null;
      return async (m) => {
        const info = await t.sendMail({
          from: smtp.from,
          to: m.to,
          subject: m.subject,
          html: m.html,
          text: m.text,
        });
        return { providerId: typeof info.messageId === 'string' ? info.messageId : null };
      };
    },
    async send(message) {
      let smtp: SmtpInForce;
      try {
        smtp = await cached();
      } catch (err) {
        opts.log?.error({ err }, 'SMTP settings could not be read');
        smtp = { source: 'none', from: envFrom, display: null };
      }
      const status = smtp.source === 'none' ? ('stored' as const) : ('queued' as const);
      let id: string | undefined;
      try {
        const [row] = await opts.db
          .insert(emailMessages)
          .values({
            templateKey: message.templateKey ?? null,
            toAddress: message.to,
            subject: message.subject,
            html: message.html,
            text: message.text,
            resendOf: message.resendOf ?? null,
            status,
            nextAttemptAt: status === 'queued' ? new Date() : null,
          })
          .returning({ id: emailMessages.id });
        id = row?.id;
      } catch (err) {
        opts.log?.error({ to: message.to, err }, 'e-mail could not be stored');
        return { id: null, status: 'failed', error: 'The message could not be stored' };
      }
      if (!id || status === 'stored') return { id: id ?? null, status };
      // The worker's own code path, for this message only: a first attempt right away.
      try {
        const run = await processOutbox(opts.db, mailer, new Date(), { only: id });
        if (run.sent) return { id, status: 'sent' };
        if (run.failed) return { id, status: 'failed' };
        return { id, status: 'queued' };
      } catch (err) {
        opts.log?.error({ to: message.to, err }, 'e-mail left in the outbox');
        return { id, status: 'queued' };
      }
    },
    background(task) {
      track(task);
    },
    async idle() {
      while (pending.size > 0 || ticking) await Promise.all([...pending, ticking]);
    },
    tick() {
      if (closed) return Promise.resolve();
      ticking ??= (async () => {
        try {
          await reload();
          await drainOutbox(opts.db, mailer);
        } catch (err) {
          opts.log?.error({ err }, 'outbox worker pass failed');
        } finally {
          ticking = undefined;
        }
      })();
      return ticking;
    },
    start(pollMs) {
      if (timer || closed) return;
      void mailer.tick();
      timer = setInterval(() => void mailer.tick(), pollMs);
      timer.unref();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await mailer.idle();
      if (transport) (await transport.t).close();
    },
  };
  return mailer;
}
