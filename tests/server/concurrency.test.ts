import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/common/messages';
import { accounts, profiles } from '../../src/server/db/schema';
import { buildTestApp, type TestContext } from '../helpers/test-app';

// PGlite runs one statement at a time, so there the requests interleave only between awaits;
// on PostgreSQL (TEST_DATABASE_URL) they race for real on separate connections.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const register = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/register', payload });

const person = (email: string) => ({
  email,
  password: 'secret-password',
  firstName: 'Sara',
  lastName: 'Nabil',
});

describe('simultaneous registrations', () => {
  it('the same e-mail registered 20 times at once makes one account; the rest get 409', async () => {
    const email = 'rush.hour@example.test';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        // Some in another case: the address is one account whatever its case.
        register(person(i % 2 === 0 ? email : email.toUpperCase())),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      // The winner's address is not confirmed yet: every loser gets the spec's message for that.
      expect(r.json().message).toBe(MSG.existingUnverified);
    }
    const rows = await ctx.database.db.select().from(profiles).where(eq(profiles.email, email));
    expect(rows).toHaveLength(1);
    const credentials = await ctx.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, rows[0]?.id ?? ''));
    expect(credentials).toHaveLength(1);
  }, 120_000);

  it('one affiliate code claimed by 5 new affiliates at once has one owner; the rest get 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        register({ ...person(`claimant${i}@example.test`), role: 'affiliate', code: 'SAME-10' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(4);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(MSG.codeInUse);
    }
    const owners = await ctx.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.code, 'SAME-10'));
    expect(owners).toHaveLength(1);
    // A refused claimant is not left behind as an account without its code.
    const claimants = await ctx.database.db.select({ email: profiles.email }).from(profiles);
    expect(claimants.filter((p) => p.email.startsWith('claimant'))).toHaveLength(1);
  }, 120_000);
});
