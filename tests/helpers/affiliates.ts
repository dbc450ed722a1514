import { eq } from 'drizzle-orm';
import { commissions, profiles } from '../../src/server/db/schema';
import { BASIC_ID, payInSandbox, startCheckout } from './commerce';
import { createUser, type TestUser } from './factory';
import type { TestContext } from './test-app';

let serial = 0;

export type TestAffiliate = TestUser & { code: string };

/** An active affiliate with a code and rates of its own. */
export async function makeAffiliate(
  ctx: TestContext,
  opts: { code?: string; rate?: number; discount?: number; firstName?: string } = {},
): Promise<TestAffiliate> {
  serial += 1;
  const user = await createUser(ctx, 'affiliate', { firstName: opts.firstName });
  const code = opts.code ?? `AF${serial}X${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  await ctx.database.db
    .update(profiles)
    .set({ code, commissionRate: opts.rate ?? 10, referralDiscountPercent: opts.discount ?? 10 })
    .where(eq(profiles.id, user.id));
  return { ...user, code };
}

/** A student who registered with the affiliate's code (names and e-mail as given). */
export async function referStudent(
  ctx: TestContext,
  affiliate: { id: string },
  opts: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const student = await createUser(ctx, 'student', { email: opts.email });
  await ctx.database.db
    .update(profiles)
    .set({
      referredBy: affiliate.id,
      ...(opts.firstName !== undefined ? { firstName: opts.firstName } : {}),
      ...(opts.lastName !== undefined ? { lastName: opts.lastName } : {}),
    })
    .where(eq(profiles.id, student.id));
  return student;
}

/** A sandbox purchase that succeeds; returns the payment and its commission (if any). */
export async function buy(ctx: TestContext, student: TestUser, packageId = BASIC_ID) {
  const { paymentId } = await startCheckout(ctx, student, packageId);
  const paid = await payInSandbox(ctx, student, paymentId);
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status}`);
  const [commission] = await ctx.database.db
    .select()
    .from(commissions)
    .where(eq(commissions.paymentId, paymentId));
  return { paymentId, commission: commission ?? null };
}

export async function send(
  ctx: TestContext,
  user: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: user?.headers ?? { origin: 'http://localhost:3000' },
    payload: payload as object | undefined,
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    text: res.body,
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the route answered
    body: (String(res.headers['content-type'] ?? '').includes('json') ? res.json() : null) as any,
  };
}
