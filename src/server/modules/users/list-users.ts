import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { UserList, UserSort, VerificationFilter } from '../../../common/contracts/users';
import type { Role } from '../../../common/roles';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import { likePattern } from '../affiliates/search-pattern';
import { toUserRow, userRowColumns } from './user-row';

export type UsersQuery = {
  search?: string;
  role?: Role;
  verification?: VerificationFilter;
  sort: UserSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

const fullName = sql`(${profiles.firstName} || ' ' || ${profiles.lastName})`;

const SORT_COLUMNS: Record<UserSort, SQL> = {
  name: sql`lower(${fullName})`,
  email: sql`${profiles.email}`,
  role: sql`${profiles.role}`,
  createdAt: sql`${profiles.createdAt}`,
};

function verificationFilter(filter: VerificationFilter): SQL {
  if (filter === 'email') return eq(profiles.emailVerified, true);
  if (filter === 'admin') return eq(profiles.adminVerified, true);
  return and(eq(profiles.emailVerified, false), eq(profiles.adminVerified, false)) as SQL;
}

/**
 * The list's search and filters as one condition (undefined: everyone). Bulk account actions
 * use it for "select all matching", so they select exactly what the list shows.
 */
export function usersCondition(
  query: Pick<UsersQuery, 'search' | 'role' | 'verification'>,
): SQL | undefined {
  const where: SQL[] = [];
  const like = likePattern(query.search);
  if (like) {
    const match = or(
      ilike(profiles.email, like),
      sql`${fullName} ilike ${like}`,
      ilike(profiles.name, like),
    );
    if (match) where.push(match);
  }
  if (query.role) where.push(eq(profiles.role, query.role));
  if (query.verification) where.push(verificationFilter(query.verification));
  return where.length > 0 ? and(...where) : undefined;
}

/**
 * Every account for administrators: searched by name or e-mail, filtered by role and
 * verification, sorted and paged on the server.
 */
export async function listUsers(db: DbOrTx, query: UsersQuery): Promise<UserList> {
  const direction = query.order === 'asc' ? asc : desc;
  const condition = usersCondition(query);

  const [rows, [counted]] = await Promise.all([
    db
      .select(userRowColumns)
      .from(profiles)
      .where(condition)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(profiles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(profiles).where(condition),
  ]);
  return {
    items: rows.map(toUserRow),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
