import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type {
  EmailConfiguration,
  SmtpServer,
  SmtpSettingsInput,
  SmtpTestResult,
} from '../../../common/contracts/email-outbox';
import type { Db } from '../../db/client';
import { emailMessages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { createTransport, type Mailer } from './create-mailer';
import {
  deleteStoredSmtp,
  readStoredSmtp,
  type StoredSmtp,
  transportOptions,
  withoutPassword,
  writeStoredSmtp,
} from './smtp-settings';

const shown = (s: StoredSmtp | null): SmtpServer | null =>
  s && {
    host: s.host,
    port: s.port,
    secure: s.secure,
    user: s.user,
    passwordSet: !!s.password,
    from: s.from,
  };

/** The settings in force and the stored ones, passwords masked (only whether one is set). */
export async function getEmailConfiguration(deps: {
  db: Db;
  mailer: Mailer;
  secret: string;
}): Promise<EmailConfiguration> {
  const inForce = await deps.mailer.reload();
  const [stored, [waiting]] = await Promise.all([
    readStoredSmtp(deps.db, deps.secret),
    deps.db
      .select({ n: count() })
      .from(emailMessages)
      .where(inArray(emailMessages.status, ['queued', 'sending'])),
  ]);
  return {
    source: inForce.source,
    inForce: shown(inForce.display),
    from: inForce.from,
    stored: shown(stored),
    queued: waiting?.n ?? 0,
  };
}

/** Stores the administrators' SMTP server (SMTP_URL in the environment still wins). */
export async function saveEmailConfiguration(
  deps: { db: Db; mailer: Mailer; secret: string },
  input: SmtpSettingsInput,
  actor: AuditActor,
) {
  await deps.db.transaction(async (tx) => {
    const { before, after } = await writeStoredSmtp(tx, deps.secret, input);
    if (after.user === null && input.password && !input.clearPassword) {
      throw new AppError('VALIDATION', 'Enter the user name that goes with the password', {
        user: 'Enter the user name that goes with the password',
      });
    }
    // Messages waiting for a retry get their next try with the new server at once.
    await tx
      .update(emailMessages)
      .set({ nextAttemptAt: new Date() })
      .where(and(eq(emailMessages.status, 'queued'), gt(emailMessages.nextAttemptAt, new Date())));
    await recordAudit(tx, actor, {
      action: 'email.configure',
      targetType: 'email_settings',
      targetId: 'smtp',
      before: withoutPassword(before),
      after: {
        ...withoutPassword(after),
        passwordChanged: !!input.password || (input.clearPassword && !!before?.password),
      },
    });
  });
  await deps.mailer.reload();
  // Waiting messages go now, with the new server.
  deps.mailer.background(deps.mailer.tick());
}

/** Removes the stored SMTP server: without SMTP_URL, new messages are only stored. */
export async function clearEmailConfiguration(
  deps: { db: Db; mailer: Mailer; secret: string },
  actor: AuditActor,
) {
  await deps.db.transaction(async (tx) => {
    const before = await deleteStoredSmtp(tx, deps.secret);
    if (!before) throw new AppError('NOT_FOUND', 'No SMTP settings are stored');
    await recordAudit(tx, actor, {
      action: 'email.configure',
      targetType: 'email_settings',
      targetId: 'smtp',
      before: withoutPassword(before),
      after: null,
    });
  });
  await deps.mailer.reload();
}

type LogEntry = { tnx?: string };

/**
 * nodemailer's verify() against the settings in force, or the ones on the form (a blank
 * password there means the stored one): connects, says EHLO, starts TLS and signs in as
 * configured. Returns the server's own answer or the error, never throws.
 */
export async function testEmailConfiguration(
  deps: { db: Db; mailer: Mailer; secret: string },
  form?: SmtpSettingsInput,
): Promise<SmtpTestResult> {
  let options: object | null;
  let host: string | null = null;
  let port: number | null = null;
  if (form) {
    const stored = await readStoredSmtp(deps.db, deps.secret);
    const password = form.clearPassword ? null : form.password || stored?.password || null;
    const display: StoredSmtp = { ...form, user: form.user || null, password };
    options = transportOptions({ source: 'test', display });
    ({ host, port } = display);
  } else {
    const inForce = await deps.mailer.reload();
    options = transportOptions(inForce);
    host = inForce.display?.host ?? null;
    port = inForce.display?.port ?? null;
  }
  if (!options) {
    return {
      ok: false,
      message: 'No SMTP server is configured: messages are only stored in the outbox.',
      host,
      port,
      durationMs: 0,
    };
  }
  const said: string[] = [];
  const capture = (data: unknown, message: unknown) => {
    if ((data as LogEntry | null)?.tnx === 'server' && typeof message === 'string') {
      said.push(message.trim());
    }
  };
  const logger = {
    trace() {},
    debug: capture,
    info() {},
    warn() {},
    error() {},
    fatal() {},
  };
  const started = Date.now();
  const transport = await createTransport({ ...options, logger, debug: true });
  try {
    await transport.verify();
    const greeting = said.find((line) => line.startsWith('220')) ?? said[0];
    const last = said.at(-1);
    const answer = [greeting, last && last !== greeting ? last : undefined]
      .filter(Boolean)
      .join(' … ');
    return {
      ok: true,
      message: answer ? `Connected. The server answered: ${answer}` : 'Connected.',
      host,
      port,
      durationMs: Date.now() - started,
    };
  } catch (err) {
    const e = err as { message?: string; response?: string; code?: string };
    const parts = [e.message ?? String(err)];
    if (e.response && !parts[0]?.includes(e.response)) parts.push(`Server: ${e.response}`);
    if (e.code && !parts[0]?.includes(e.code)) parts.push(`(${e.code})`);
    return {
      ok: false,
      message: parts.join(' ').slice(0, 1000),
      host,
      port,
      durationMs: Date.now() - started,
    };
  } finally {
    transport.close();
  }
}
