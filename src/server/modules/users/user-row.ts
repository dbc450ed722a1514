import { eq, sql } from 'drizzle-orm';
import type { UserRow } from '../../../common/contracts/users';
import { isRole } from '../../../common/roles';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** Live auth sessions of the row's user (the cookie still works). */
// Written out: inside a selection Drizzle leaves column names unqualified.
const activeSessions = sql<number>`(
  select count(*)::int from sessions s
  where s.user_id = "profiles"."id" and s.expires_at > now()
)`;

/** The columns of a user row, for the list and for one user after an action. */
export const userRowColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  name: profiles.name,
  email: profiles.email,
  role: profiles.role,
  previousRole: profiles.previousRole,
  emailVerified: profiles.emailVerified,
  adminVerified: profiles.adminVerified,
  code: profiles.code,
  activeSessions,
  createdAt: profiles.createdAt,
};

type Selected = {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  role: string;
  previousRole: string | null;
  emailVerified: boolean;
  adminVerified: boolean;
  code: string | null;
  activeSessions: number;
  createdAt: Date;
};

/** First and last name, or better-auth's name when the profile has none. */
export function displayName(p: { firstName: string; lastName: string; name: string }) {
  return `${p.firstName} ${p.lastName}`.trim() || p.name.trim();
}

export function toUserRow(p: Selected): UserRow {
  return {
    id: p.id,
    name: displayName(p),
    email: p.email,
    role: isRole(p.role) ? p.role : 'student',
    previousRole: isRole(p.previousRole) ? p.previousRole : null,
    emailVerified: p.emailVerified,
    adminVerified: p.adminVerified,
    code: p.code,
    activeSessions: Number(p.activeSessions),
    createdAt: p.createdAt.toISOString(),
  };
}

/** One user as the list shows it. */
export async function getUserRow(db: DbOrTx, userId: string): Promise<UserRow> {
  const [row] = await db.select(userRowColumns).from(profiles).where(eq(profiles.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return toUserRow(row);
}
