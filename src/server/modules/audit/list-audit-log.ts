import { and, count, desc, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import type { AuditLog, AuditLogQuery } from '../../../common/contracts/audit';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

const DAY_MS = 86_400_000;

/** `text` for LIKE with % _ and \ taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type ParsedQuery = Omit<AuditLogQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };

function filters(query: ParsedQuery): SQL[] {
  const where: SQL[] = [];
  if (query.actor) where.push(eq(auditLog.actorId, query.actor));
  if (query.action) {
    where.push(
      query.action.endsWith('.')
        ? like(auditLog.action, `${literal(query.action)}%`)
        : eq(auditLog.action, query.action),
    );
  }
  if (query.targetType) where.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) where.push(eq(auditLog.targetId, query.targetId));
  if (query.from) where.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    where.push(lt(auditLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  }
  if (query.search) {
    const pattern = `%${literal(query.search)}%`;
    const either = or(ilike(auditLog.actorEmail, pattern), ilike(auditLog.targetId, pattern));
    if (either) where.push(either);
  }
  return where;
}

/** One page of the audit log, newest first, with the filters of the admin page. */
export async function listAuditLog(db: DbOrTx, query: ParsedQuery): Promise<AuditLog> {
  const where = and(...filters(query));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      actor: { id: r.actorId, email: r.actorEmail },
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: r.before,
      after: r.after,
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
