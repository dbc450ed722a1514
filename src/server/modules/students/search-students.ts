import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { StudentList, StudentSort } from '../../../common/contracts/students';
import type { DbOrTx } from '../../db/client';
import { profiles, usersPackages } from '../../db/schema';
import { likePattern, withoutControls } from '../affiliates/search-pattern';
import { isStudentAccount, spendablePointsOf } from './student-account';

export type StudentSearch = {
  search?: string;
  hasActivePackage?: 'yes' | 'no';
  affiliateCode?: string;
  joinedFrom?: string;
  joinedTo?: string;
  sort: StudentSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/**
 * Students for administrators: name, e-mail or phone (digits match however the number was
 * written), whether they hold an active package, who referred them, when they joined. Sorted and
 * paged in the database.
 */
export async function searchStudents(
  db: DbOrTx,
  query: StudentSearch,
  now = new Date(),
): Promise<StudentList> {
  const where: SQL[] = [isStudentAccount];
  const like = likePattern(query.search);
  if (like) {
    const name = sql`(${profiles.firstName} || ' ' || ${profiles.lastName})`;
    const parts: SQL[] = [
      sql`${profiles.email} ilike ${like}`,
      sql`${name} ilike ${like}`,
      sql`${profiles.phoneNumber} ilike ${like}`,
    ];
    const digits = withoutControls(query.search ?? '').replace(/\D/g, '');
    if (digits.length >= 3) {
      parts.push(
        sql`regexp_replace(${profiles.phoneNumber}, '[^0-9]', '', 'g') like ${`%${digits}%`}`,
      );
    }
    where.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  const active = sql`exists (select 1 from users_packages up where up.user_id = profiles.id
    and up.status = 'active' and up.expiry_date > ${now.toISOString()}::timestamptz)`;
  if (query.hasActivePackage === 'yes') where.push(active);
  if (query.hasActivePackage === 'no') where.push(sql`not ${active}`);
  if (query.affiliateCode) {
    where.push(
      sql`profiles.referred_by in (select r.id from profiles r where r.code = ${query.affiliateCode})`,
    );
  }
  if (query.joinedFrom)
    where.push(gte(profiles.createdAt, new Date(`${query.joinedFrom}T00:00:00Z`)));
  if (query.joinedTo)
    where.push(lte(profiles.createdAt, new Date(`${query.joinedTo}T23:59:59.999Z`)));

  const points = spendablePointsOf(now);
  const by = query.order === 'asc' ? asc : desc;
  const sortKey: Record<StudentSort, SQL[]> = {
    joined: [by(profiles.createdAt)],
    name: [by(sql`lower(${profiles.firstName} || ' ' || ${profiles.lastName})`)],
    email: [by(profiles.email)],
    points: [by(points), desc(profiles.createdAt)],
  };
  const filter = and(...where);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
        phoneNumber: profiles.phoneNumber,
        role: profiles.role,
        emailVerified: profiles.emailVerified,
        adminVerified: profiles.adminVerified,
        referredBy: profiles.referredBy,
        createdAt: profiles.createdAt,
        points,
      })
      .from(profiles)
      .where(filter)
      .orderBy(...sortKey[query.sort], asc(profiles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(profiles).where(filter),
  ]);

  const ids = rows.map((r) => r.id);
  const referrerIds = [...new Set(rows.map((r) => r.referredBy).filter((id) => id !== null))];
  const [activeCounts, affiliates] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ userId: usersPackages.userId, n: sql<number>`count(*)::int` })
          .from(usersPackages)
          .where(
            and(
              inArray(usersPackages.userId, ids),
              eq(usersPackages.status, 'active'),
              sql`${usersPackages.expiryDate} > ${now.toISOString()}::timestamptz`,
            ),
          )
          .groupBy(usersPackages.userId),
    referrerIds.length === 0
      ? []
      : db
          .select({
            id: profiles.id,
            firstName: profiles.firstName,
            lastName: profiles.lastName,
            code: profiles.code,
          })
          .from(profiles)
          .where(inArray(profiles.id, referrerIds)),
  ]);
  const activeOf = new Map(activeCounts.map((r) => [r.userId, Number(r.n)]));
  const affiliateOf = new Map(
    affiliates.map((a) => [
      a.id,
      { id: a.id, name: `${a.firstName} ${a.lastName}`.trim(), code: a.code ?? '' },
    ]),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: `${r.firstName} ${r.lastName}`.trim(),
      email: r.email,
      phoneNumber: r.phoneNumber,
      active: r.role === 'student',
      emailVerified: r.emailVerified,
      adminVerified: r.adminVerified,
      points: Number(r.points),
      activePackages: activeOf.get(r.id) ?? 0,
      affiliate: r.referredBy ? (affiliateOf.get(r.referredBy) ?? null) : null,
      joinedAt: r.createdAt.toISOString(),
    })),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
