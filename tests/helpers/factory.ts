import type { Role } from '../../src/common/roles';
import { createAccount } from '../../src/server/modules/auth/create-account';
import { activateFreeTrial } from '../../src/server/modules/packages/activate-free-trial';
import { TEST_ORIGIN, type TestContext } from './test-app';

let counter = 0;

export type TestUser = {
  id: string;
  email: string;
  password: string;
  role: Role;
  /** Headers that carry this user's session cookie (and the Origin better-auth wants). */
  headers: Record<string, string>;
};

/** Signs in through better-auth's real endpoint and returns the session cookie. */
export async function signIn(ctx: TestContext, email: string, password: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: TEST_ORIGIN,
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error('sign-in returned no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** A user of the given role, with a live session. */
export async function createUser(
  ctx: TestContext,
  role: Role,
  overrides: { email?: string; password?: string; firstName?: string; trial?: boolean } = {},
): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `${role}${counter}.${Date.now()}@example.test`;
  const password = overrides.password ?? 'secret-password';
  const profile = await createAccount(ctx.database.db, {
    email,
    password,
    firstName: overrides.firstName ?? 'Test',
    lastName: `${role[0]?.toUpperCase()}${role.slice(1)}`,
    role,
  });
  if (overrides.trial) await activateFreeTrial(ctx.database.db, profile.id);
  const cookie = await signIn(ctx, email, password);
  return { id: profile.id, email, password, role, headers: { cookie, ...TEST_ORIGIN } };
}
