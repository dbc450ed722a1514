import type { Me } from '@common/contracts/account';
import type { AreaRole } from '@common/roles';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { homePath, isSignedOutState, useMe } from '@/features/auth/session';
import { paths } from '@/paths';
import { FullPageLoader } from './page-loader';

type GuardProps = { children: (me: Me) => ReactNode };

/**
 * Only signed-in users of `role` see the area. A visitor goes to /auth, a deactivated user to
 * /inactive and anyone else to their own dashboard. The server still decides every call.
 */
export function RequireRole({ role, children }: GuardProps & { role: AreaRole }) {
  const me = useMe();
  if (me.isPending) return <FullPageLoader />;
  if (me.isError) throw me.error;
  if (!me.data) return <Navigate to={paths.auth.href()} replace />;
  if (me.data.role !== role) return <Navigate to={homePath(me.data)} replace />;
  return children(me.data);
}

/** A page for any signed-in user (e.g. /inactive); visitors go to /auth. */
export function RequireSession({ children }: GuardProps) {
  const me = useMe();
  if (me.isPending) return <FullPageLoader />;
  if (me.isError) throw me.error;
  if (!me.data) return <Navigate to={paths.auth.href()} replace />;
  return children(me.data);
}

/** Pages for visitors (e.g. /auth): a signed-in user is sent to their dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const me = useMe({ quiet: true });
  const location = useLocation();
  if (isSignedOutState(location.state)) return children;
  if (me.isPending) return <FullPageLoader />;
  if (me.data) return <Navigate to={homePath(me.data)} replace />;
  return children;
}
