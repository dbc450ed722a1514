import { and, count, desc, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  LockedAccountList,
  lockedAccountQuerySchema,
} from '../../../common/contracts/security';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import { lockedCondition } from './security-overview';

type Query = z.output<typeof lockedAccountQuerySchema>;

const likeText = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accounts that cannot use the platform now: deactivated (role inactive) or banned. */
export async function listLockedAccounts(db: DbOrTx, query: Query): Promise<LockedAccountList> {
  const where = and(
    lockedCondition(),
    query.search
      ? or(
          ilike(profiles.email, likeText(query.search)),
          ilike(profiles.name, likeText(query.search)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        name: profiles.name,
        email: profiles.email,
        role: profiles.role,
        banReason: profiles.banReason,
        banExpires: profiles.banExpires,
        updatedAt: profiles.updatedAt,
      })
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.updatedAt), profiles.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      lock: r.role === 'inactive' ? 'deactivated' : 'banned',
      reason: r.role === 'inactive' ? null : (r.banReason ?? null),
      until: r.role === 'inactive' || !r.banExpires ? null : r.banExpires.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
