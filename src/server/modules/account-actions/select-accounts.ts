import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  ACCOUNT_ACTION_LIMIT,
  ACCOUNT_ACTION_MSG,
  type AccountAction,
  type AccountActionFilter,
  type AccountActionUser,
  type SkipReason,
} from '../../../common/contracts/account-actions';
import { isRole } from '../../../common/roles';
import type { DbOrTx } from '../../db/client';
import { packages, profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { usersCondition } from '../users/list-users';
import { displayName } from '../users/user-row';

export type Selection =
  | { type: 'ids'; ids: string[] }
  | { type: 'filter'; filter: AccountActionFilter };
export type ActionInput = { action: AccountAction; selection: Selection; packageId?: string };

type Facts = {
  id: string;
  role: string;
  previousRole: string | null;
  emailVerified: boolean;
  hadTrial: boolean;
};

/**
 * Why `action` leaves this user alone, or null when it applies: the rules of the single-user
 * services, checked up front so the dry run can tell. Yourself never; administrators are never
 * deactivated in bulk.
 */
export function skipReason(action: AccountAction, user: Facts, actorId: string): SkipReason | null {
  if (user.id === actorId) return 'self';
  switch (action) {
    case 'deactivate':
      if (user.role === 'inactive') return 'alreadyInactive';
      if (user.role === 'admin') return 'administrator';
      return null;
    case 'reactivate':
      return user.role === 'inactive' ? null : 'notInactive';
    case 'resend_verification':
      if (user.role === 'inactive') return 'deactivated';
      return user.emailVerified ? 'alreadyVerified' : null;
    case 'grant_package': {
      const student =
        user.role === 'student' || (user.role === 'inactive' && user.previousRole === 'student');
      if (!student) return 'notStudent';
      return user.hadTrial ? 'trialAlreadyHad' : null;
    }
  }
}

/** The package a grant gives, or 404. */
export async function packageToGrant(db: DbOrTx, packageId: string | undefined) {
  if (!packageId) return null;
  const [pkg] = await db
    .select({ id: packages.id, name: packages.name, isTrial: packages.isTrial })
    .from(packages)
    .where(eq(packages.id, packageId));
  if (!pkg) {
    throw new AppError('NOT_FOUND', ACCOUNT_ACTION_MSG.packageNotFound, {
      packageId: ACCOUNT_ACTION_MSG.packageNotFound,
    });
  }
  return pkg;
}

/**
 * The selected users (by id, or everyone the users list's filter matches), each with what the
 * action would do to them, in one query. Refuses an empty selection and one over the limit.
 */
export async function selectAccounts(
  db: DbOrTx,
  input: ActionInput,
  actorId: string,
  trialPackage: boolean,
): Promise<AccountActionUser[]> {
  const { selection } = input;
  if (selection.type === 'ids' && selection.ids.length > ACCOUNT_ACTION_LIMIT) {
    throw new AppError('VALIDATION', ACCOUNT_ACTION_MSG.tooMany(selection.ids.length));
  }
  const condition: SQL | undefined =
    selection.type === 'ids'
      ? inArray(profiles.id, selection.ids)
      : usersCondition(selection.filter);
  if (selection.type === 'filter') {
    const [counted] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(profiles)
      .where(condition);
    const n = Number(counted?.n ?? 0);
    if (n > ACCOUNT_ACTION_LIMIT) throw new AppError('VALIDATION', ACCOUNT_ACTION_MSG.tooMany(n));
  }
  const hadTrial = trialPackage
    ? sql<boolean>`exists (select 1 from users_packages up join packages p on p.id = up.package_id
        where up.user_id = "profiles"."id" and p.is_trial)`
    : sql<boolean>`false`;
  const rows = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      name: profiles.name,
      email: profiles.email,
      role: profiles.role,
      previousRole: profiles.previousRole,
      emailVerified: profiles.emailVerified,
      hadTrial,
    })
    .from(profiles)
    .where(and(condition))
    .orderBy(asc(profiles.email))
    .limit(ACCOUNT_ACTION_LIMIT + 1);
  if (rows.length === 0) throw new AppError('VALIDATION', ACCOUNT_ACTION_MSG.emptySelection);
  if (rows.length > ACCOUNT_ACTION_LIMIT) {
    throw new AppError('VALIDATION', ACCOUNT_ACTION_MSG.tooMany(rows.length));
  }
  return rows.map((row) => {
    const reason = skipReason(input.action, { ...row, hadTrial: Boolean(row.hadTrial) }, actorId);
    return {
      id: row.id,
      name: displayName(row),
      email: row.email,
      role: isRole(row.role) ? row.role : 'student',
      outcome: reason ? 'skip' : 'change',
      reason,
    };
  });
}

/** Skipped users counted by reason, most frequent first. */
export function countReasons(users: AccountActionUser[]) {
  const counts = new Map<SkipReason, number>();
  for (const user of users) {
    if (user.reason) counts.set(user.reason, (counts.get(user.reason) ?? 0) + 1);
  }
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count);
}
