import { and, count, desc, eq, gte, ilike, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import {
  EMAIL_MESSAGE_STATUSES,
  type EmailMessageDetail,
  type EmailMessageList,
  type EmailMessageListQuery,
  type EmailMessageRow,
  type EmailMessageStatus,
} from '../../../common/contracts/email-outbox';
import type { DbOrTx } from '../../db/client';
import { emailMessages } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { likePattern } from '../affiliates/search-pattern';
import { MAX_ATTEMPTS } from './outbox';

const DAY_MS = 86_400_000;
type Message = typeof emailMessages.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const toMessageRow = (m: Message): EmailMessageRow => ({
  id: m.id,
  templateKey: m.templateKey,
  to: m.toAddress,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  error: m.error,
  providerId: m.providerId,
  createdAt: m.createdAt.toISOString(),
  sentAt: iso(m.sentAt),
  lastAttemptAt: iso(m.lastAttemptAt),
  nextAttemptAt: iso(m.nextAttemptAt),
  resendOf: m.resendOf,
});

function filters(query: EmailMessageListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(emailMessages.status, query.status));
  if (query.template) where.push(eq(emailMessages.templateKey, query.template));
  if (query.from) where.push(gte(emailMessages.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    const end = Date.parse(`${query.to}T00:00:00Z`) + DAY_MS;
    where.push(lt(emailMessages.createdAt, new Date(end)));
  }
  const like = likePattern(query.search);
  if (like) {
    const match = or(ilike(emailMessages.toAddress, like), ilike(emailMessages.subject, like));
    if (match) where.push(match);
  }
  return where.length ? and(...where) : undefined;
}

/** The outbox, newest first, filtered and paged on the server. */
export async function listEmailMessages(
  db: DbOrTx,
  query: EmailMessageListQuery & { page: number; pageSize: number },
): Promise<EmailMessageList> {
  const where = filters(query);
  const [rows, [total], byStatus, templates] = await Promise.all([
    db
      .select()
      .from(emailMessages)
      .where(where)
      .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(emailMessages).where(where),
    db
      .select({ status: emailMessages.status, n: count() })
      .from(emailMessages)
      .groupBy(emailMessages.status),
    db
      .selectDistinct({ key: emailMessages.templateKey })
      .from(emailMessages)
      .where(isNotNull(emailMessages.templateKey))
      .orderBy(emailMessages.templateKey),
  ]);
  const counts = Object.fromEntries(EMAIL_MESSAGE_STATUSES.map((s) => [s, 0])) as Record<
    EmailMessageStatus,
    number
  >;
  for (const r of byStatus) counts[r.status] = r.n;
  return {
    items: rows.map(toMessageRow),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    templates: templates.flatMap((t) => (t.key ? [t.key] : [])),
    counts,
    maxAttempts: MAX_ATTEMPTS,
  };
}

export async function getEmailMessage(db: DbOrTx, id: string): Promise<EmailMessageDetail> {
  const [m] = await db.select().from(emailMessages).where(eq(emailMessages.id, id));
  if (!m) throw new AppError('NOT_FOUND', 'Message not found');
  return { ...toMessageRow(m), html: m.html, text: m.text };
}
