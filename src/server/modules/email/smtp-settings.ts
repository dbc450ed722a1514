import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SmtpSettingsInput } from '../../../common/contracts/email-outbox';
import type { DbOrTx } from '../../db/client';
import { systemSettings } from '../../db/schema';

/** The system_settings key of the SMTP server administrators store (ADR 0012). */
export const SMTP_SETTINGS_KEY = 'email.smtp';

/** What the administrators store; the password is kept encrypted with the app secret. */
export type StoredSmtp = {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string;
};

/** The SMTP server in force: the environment's SMTP_URL wins over the stored settings. */
export type SmtpInForce =
  | { source: 'environment'; url: string; from: string; display: StoredSmtp }
  | { source: 'database'; from: string; display: StoredSmtp }
  | { source: 'none'; from: string; display: null };

type StoredValue = Omit<StoredSmtp, 'password'> & { password: string | null };

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** What a sealed value is for: each purpose has a key of its own, derived from the app secret. */
export type SecretPurpose = 'smtp-password' | 'ai-api-key';

const keyOf = (secret: string, purpose: SecretPurpose) =>
  createHash('sha256').update(`tafawuq:${purpose}:${secret}`).digest();

export function encryptSecret(
  plain: string,
  secret: string,
  purpose: SecretPurpose = 'smtp-password',
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((p) => p.toString('base64url')).join('.');
}

export function decryptSecret(
  sealed: string,
  secret: string,
  purpose: SecretPurpose = 'smtp-password',
): string | null {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyOf(secret, purpose),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** SMTP_URL as the configuration page shows it (nodemailer's defaults for the port). */
export function describeSmtpUrl(url: string, from: string): StoredSmtp {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    user: u.username ? decodeURIComponent(u.username) : null,
    password: u.password ? decodeURIComponent(u.password) : null,
    from,
  };
}

export async function readStoredSmtp(db: DbOrTx, secret: string): Promise<StoredSmtp | null> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, SMTP_SETTINGS_KEY));
  if (!row) return null;
  const v = row.value as StoredValue;
  return { ...v, password: v.password ? decryptSecret(v.password, secret) : null };
}

/**
 * Stores the administrators' SMTP server. A blank password keeps the stored one unless
 * `clearPassword` is set. Returns the settings as they were and are (passwords left out).
 */
export async function writeStoredSmtp(
  db: DbOrTx,
  secret: string,
  input: SmtpSettingsInput,
): Promise<{ before: StoredSmtp | null; after: StoredSmtp }> {
  const before = await readStoredSmtp(db, secret);
  const password = input.clearPassword
    ? null
    : input.password
      ? input.password
      : (before?.password ?? null);
  const after: StoredSmtp = {
    host: input.host,
    port: input.port,
    secure: input.secure,
    user: input.user || null,
    password,
    from: input.from,
  };
  const value: StoredValue = {
    ...after,
    password: password ? encryptSecret(password, secret) : null,
  };
  await db
    .insert(systemSettings)
    .values({ key: SMTP_SETTINGS_KEY, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
  return { before, after };
}

export async function deleteStoredSmtp(db: DbOrTx, secret: string) {
  const before = await readStoredSmtp(db, secret);
  await db.delete(systemSettings).where(eq(systemSettings.key, SMTP_SETTINGS_KEY));
  return before;
}

/** For the audit log: what changed, never the password itself. */
export const withoutPassword = (s: StoredSmtp | null) =>
  s && { ...s, password: s.password ? 'set' : null };

export async function resolveSmtp(
  db: DbOrTx,
  env: { smtpUrl?: string; from: string },
  secret: string,
): Promise<SmtpInForce> {
  if (env.smtpUrl) {
    return {
      source: 'environment',
      url: env.smtpUrl,
      from: env.from,
      display: describeSmtpUrl(env.smtpUrl, env.from),
    };
  }
  const stored = await readStoredSmtp(db, secret);
  if (stored) return { source: 'database', from: stored.from, display: stored };
  return { source: 'none', from: env.from, display: null };
}

/** nodemailer's transport options for a server, with timeouts so a dead server fails fast. */
export function transportOptions(smtp: SmtpInForce | { source: 'test'; display: StoredSmtp }) {
  if (smtp.source === 'none') return null;
  if (smtp.source === 'environment') return { url: smtp.url, ...TIMEOUTS };
  const s = smtp.display;
  return {
    host: s.host,
    port: s.port,
    secure: s.secure,
    auth: s.user ? { user: s.user, pass: s.password ?? '' } : undefined,
    ...TIMEOUTS,
  };
}
