import { APIError } from 'better-auth/api';
import { eq, sql } from 'drizzle-orm';
import type {
  ImpersonationStart,
  ImpersonationStatus,
  ImpersonationStop,
} from '../../../common/contracts/users';
import { homePathFor } from '../../../common/roles';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Viewer } from '../../plugins/access';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import type { Auth } from '../auth/create-auth';
import { lockUser } from './lock-user';
import { displayName } from './user-row';

/** Where an administrator lands after viewing as a student (spec: the admin dashboard). */
export const IMPERSONATION_RETURN = '/admin/dashboard';

const NOT_A_STUDENT = 'Only students can be viewed as a student';

type Deps = { db: Db; auth: Auth };
/** What better-auth reads: the caller's cookies (and the client address header). */
type Started = ImpersonationStart & { cookies: string[] };

const studentColumns = {
  id: profiles.id,
  email: profiles.email,
  name: profiles.name,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  role: profiles.role,
};

/**
 * "View as student": better-auth's admin plugin opens a one-hour session of the student
 * (marked `impersonated_by` the administrator) and keeps the administrator's own session in a
 * signed cookie for the way back. Only students; audited (`user.impersonate`). The session is
 * created by better-auth outside our transaction, so the audit entry follows it and, should
 * that fail, the new session is deleted again.
 */
export async function startImpersonation(
  deps: Deps,
  userId: string,
  actor: AuditActor,
  headers: Headers,
): Promise<Started> {
  const [target] = await deps.db
    .select(studentColumns)
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!target) throw new AppError('NOT_FOUND', 'User not found');
  if (target.role !== 'student') throw new AppError('CONFLICT', NOT_A_STUDENT);

  let started: Awaited<ReturnType<typeof impersonate>>;
  try {
    started = await impersonate(deps.auth, userId, headers);
  } catch (err) {
    if (err instanceof APIError) {
      throw new AppError(err.statusCode === 404 ? 'NOT_FOUND' : 'FORBIDDEN', err.message);
    }
    throw err;
  }
  const token = started.response.session.token;
  try {
    await deps.db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (user.role !== 'student') throw new AppError('CONFLICT', NOT_A_STUDENT);
      await recordAudit(tx, actor, {
        action: 'user.impersonate',
        targetType: 'user',
        targetId: userId,
        after: {
          sessionId: started.response.session.id,
          expiresAt: started.response.session.expiresAt,
        },
      });
    });
  } catch (err) {
    await deps.db.execute(sql`select invalidate_user_session(${token})`);
    throw err;
  }
  return { redirectTo: homePathFor('student'), cookies: started.headers.getSetCookie() };
}

function impersonate(auth: Auth, userId: string, headers: Headers) {
  return auth.api.impersonateUser({ body: { userId }, headers, returnHeaders: true });
}

/**
 * Ends "view as student": better-auth deletes the student session and puts the administrator's
 * own session back in the cookie. When that session has ended meanwhile, the student session
 * is signed out and the administrator signs in again. Audited (`user.impersonate_stop`) in the
 * administrator's name.
 */
export async function stopImpersonation(
  deps: Deps,
  viewer: Viewer,
  ip: string | null,
  headers: Headers,
): Promise<ImpersonationStop & { cookies: string[] }> {
  const adminId = viewer.impersonatedBy;
  if (!adminId) throw new AppError('CONFLICT', 'You are not viewing as a student');
  let stopped: { headers: Headers };
  try {
    stopped = await deps.auth.api.stopImpersonating({ headers, returnHeaders: true });
  } catch (err) {
    if (!(err instanceof APIError)) throw err;
    await deps.db.execute(sql`select invalidate_user_session(${viewer.sessionToken})`);
    throw new AppError(
      'UNAUTHENTICATED',
      'Your administrator session has ended. Please sign in again.',
    );
  }
  const [admin] = await deps.db
    .select({ email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, adminId));
  await deps.db.transaction(async (tx) => {
    await recordAudit(
      tx,
      { userId: adminId, email: admin?.email ?? '', ip },
      {
        action: 'user.impersonate_stop',
        targetType: 'user',
        targetId: viewer.userId,
        before: { sessionId: viewer.sessionId },
      },
    );
  });
  return { redirectTo: IMPERSONATION_RETURN, cookies: stopped.headers.getSetCookie() };
}

/** Whether the caller's session is an administrator viewing as this student. */
export async function impersonationStatus(db: Db, viewer: Viewer): Promise<ImpersonationStatus> {
  const [student] = await db
    .select(studentColumns)
    .from(profiles)
    .where(eq(profiles.id, viewer.userId));
  if (!student) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  let admin: ImpersonationStatus['admin'] = null;
  if (viewer.impersonatedBy) {
    const [row] = await db
      .select({ id: profiles.id, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, viewer.impersonatedBy));
    admin = row ?? { id: viewer.impersonatedBy, email: '' };
  }
  return {
    impersonating: viewer.impersonatedBy !== null,
    student: { id: student.id, name: displayName(student), email: student.email },
    admin,
  };
}
