import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { SystemLogList, SystemLogQuery } from '../../../common/contracts/system-logs';
import type { DbOrTx } from '../../db/client';
import { appLogs, profiles } from '../../db/schema';

const DAY_MS = 86_400_000;

/** `text` for LIKE with % _ and \ taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type ParsedQuery = Omit<SystemLogQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };

function filters(query: ParsedQuery): SQL[] {
  const where: SQL[] = [];
  if (query.level) where.push(eq(appLogs.level, query.level));
  if (query.source) where.push(eq(appLogs.source, query.source));
  if (query.from) where.push(gte(appLogs.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    where.push(lt(appLogs.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  }
  if (query.user) {
    const either = or(
      eq(appLogs.userId, query.user),
      ilike(profiles.email, `%${literal(query.user)}%`),
    );
    if (either) where.push(either);
  }
  if (query.search) {
    const pattern = `%${literal(query.search)}%`;
    const any = or(
      ilike(appLogs.message, pattern),
      ilike(appLogs.path, pattern),
      ilike(appLogs.requestId, pattern),
    );
    if (any) where.push(any);
  }
  return where;
}

/** One page of server warnings and errors and the web app's reports, newest first. */
export async function listSystemLogs(db: DbOrTx, query: ParsedQuery): Promise<SystemLogList> {
  const where = and(...filters(query));
  const [rows, [total]] = await Promise.all([
    db
      .select({ log: appLogs, email: profiles.email })
      .from(appLogs)
      .leftJoin(profiles, eq(profiles.id, appLogs.userId))
      .where(where)
      .orderBy(desc(appLogs.createdAt), desc(appLogs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(appLogs)
      .leftJoin(profiles, eq(profiles.id, appLogs.userId))
      .where(where),
  ]);
  return {
    items: rows.map(({ log, email }) => ({
      id: log.id,
      level: log.level,
      source: log.source,
      message: log.message,
      data: log.data,
      requestId: log.requestId,
      user: log.userId ? { id: log.userId, email } : null,
      path: log.path,
      userAgent: log.userAgent,
      createdAt: log.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
