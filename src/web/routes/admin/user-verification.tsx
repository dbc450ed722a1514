import { UsersScreen } from './users';

/** /admin/user-verification: the users screen, opening on the unverified accounts. */
export function Component() {
  return <UsersScreen verification="unverified" />;
}
