import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DiagnosticCheck,
  DiagnosticCheckId,
  UserDiagnostic,
} from '../../src/common/contracts/diagnostics';
import {
  accounts,
  auditLog,
  emailMessages,
  profiles,
  sessions,
  userSessions,
} from '../../src/server/db/schema';
import { makeAffiliate, send } from '../helpers/affiliates';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;

async function diagnose(email: string, user: TestUser | null = admin) {
  return send(ctx, user, 'GET', `/api/admin/user-diagnostic?email=${encodeURIComponent(email)}`);
}

async function diagnosis(email: string): Promise<UserDiagnostic> {
  const res = await diagnose(email);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const checkOf = (d: UserDiagnostic, id: DiagnosticCheckId) =>
  d.checks.find((c) => c.id === id) as DiagnosticCheck;

async function fix(userId: string, name: string, user: TestUser | null = admin) {
  return send(ctx, user, 'POST', `/api/admin/user-diagnostic/${userId}/fixes/${name}`);
}

async function auditEntries(userId: string, action: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, action)));
}

/** A referred student with the Free Trial and a live session: nothing wrong with it. */
async function healthyStudent() {
  const affiliate = await makeAffiliate(ctx);
  const student = await createUser(ctx, 'student', { trial: true });
  await db().update(profiles).set({ referredBy: affiliate.id }).where(eq(profiles.id, student.id));
  return { affiliate, student };
}

describe('user diagnostic: reading an account', () => {
  it('shows everything about a healthy account and every check passes', async () => {
    const { affiliate, student } = await healthyStudent();
    await db().insert(emailMessages).values({
      toAddress: student.email,
      templateKey: 'welcome',
      subject: 'Welcome to Tafawuq',
      html: '<p>Hi</p>',
      text: 'Hi',
      status: 'stored',
    });

    const d = await diagnosis(student.email.toUpperCase());
    expect(d.checks.map((c) => [c.id, c.passed, c.fix])).toEqual([
      ['authAccount', true, null],
      ['role', true, null],
      ['referral', true, null],
      ['points', true, null],
      ['sessions', true, null],
    ]);
    expect(d.profile).toMatchObject({
      id: student.id,
      email: student.email,
      role: 'student',
      unlockPoints: 1,
      spendablePoints: 1,
    });
    expect(d.referrer).toMatchObject({
      id: affiliate.id,
      email: affiliate.email,
      role: 'affiliate',
    });
    expect(d.authAccounts).toEqual([
      expect.objectContaining({
        providerId: 'credential',
        accountId: student.id,
        hasPassword: true,
      }),
    ]);
    expect(d.verification).toEqual({ emailVerified: false, adminVerified: false, exempt: false });
    expect(d.authSessions).toHaveLength(1);
    expect(d.trackedSessions).toEqual([
      expect.objectContaining({ isActive: true, signedIn: true, orphaned: false }),
    ]);
    expect(d.packages).toEqual([
      expect.objectContaining({ packageName: 'Free Trial', availability: 1, spendable: true }),
    ]);
    expect(d.unlocks).toEqual([]);
    expect(d.payments).toEqual([]);
    expect(d.emails).toEqual([
      expect.objectContaining({ subject: 'Welcome to Tafawuq', status: 'stored', attempts: 0 }),
    ]);
    expect(d.recentErrors).toEqual([]);
  });

  it('never sends the password hash, only whether there is one', async () => {
    const student = await createUser(ctx, 'student');
    const [account] = await db().select().from(accounts).where(eq(accounts.userId, student.id));
    const res = await diagnose(student.email);
    expect(account?.password).toBeTruthy();
    expect(res.text).not.toContain(account?.password ?? 'no-hash');
    expect(res.text).not.toMatch(/"password"/);
  });

  it('lists the latest 20 e-mails to the address, newest first', async () => {
    const student = await createUser(ctx, 'student');
    const base = Date.now() - 100_000;
    await db()
      .insert(emailMessages)
      .values(
        Array.from({ length: 22 }, (_, i) => ({
          toAddress: student.email,
          subject: `Message ${i}`,
          html: '',
          text: '',
          status: 'sent' as const,
          createdAt: new Date(base + i * 1000),
        })),
      );
    const d = await diagnosis(student.email);
    expect(d.emails).toHaveLength(20);
    expect(d.emails[0]?.subject).toBe('Message 21');
    expect(d.emails[19]?.subject).toBe('Message 2');
  });

  it("answers an unknown e-mail with 404 'No user found with email: {email}'", async () => {
    const res = await diagnose('nobody@example.test');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No user found with email: nobody@example.test');
  });

  it("refuses bad input with the contract's messages", async () => {
    const invalid = await diagnose('not-an-email');
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ email: 'Invalid email' });
    const missing = await send(ctx, admin, 'GET', '/api/admin/user-diagnostic');
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ email: 'Required' });
    const student = await createUser(ctx, 'student');
    const unknownFix = await fix(student.id, 'delete_everything');
    expect(unknownFix.status).toBe(400);
    expect(unknownFix.body.fields).toEqual({ fix: 'Unknown fix' });
  });

  it('is for administrators only', async () => {
    const student = await createUser(ctx, 'student');
    for (const role of ['student', 'affiliate', 'inactive'] as const) {
      const user = await createUser(ctx, role);
      expect((await diagnose(student.email, user)).status, role).toBe(403);
      expect((await fix(student.id, 'recompute_points', user)).status, role).toBe(403);
    }
    expect((await diagnose(student.email, null)).status).toBe(401);
    expect((await fix(student.id, 'recompute_points', null)).status).toBe(401);
    expect(await auditEntries(student.id, 'diagnostic.fix_recompute_points')).toEqual([]);
  });

  it('answers a fix for a user who does not exist with 404', async () => {
    const res = await fix('00000000-0000-4000-8000-0000000000ff', 'recompute_points');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('User not found');
  });
});

describe('user diagnostic: checks that fail', () => {
  it('profile and auth account: no auth account row', async () => {
    const student = await createUser(ctx, 'student');
    await db().delete(accounts).where(eq(accounts.userId, student.id));
    const check = checkOf(await diagnosis(student.email), 'authAccount');
    expect(check).toEqual({
      id: 'authAccount',
      passed: false,
      problems: [{ code: 'noAuthAccount', params: {} }],
      fix: null,
    });
  });

  it('profile and auth account: a credential without a password, an e-mail sign-in cannot find', async () => {
    const student = await createUser(ctx, 'student');
    await db().update(accounts).set({ password: null }).where(eq(accounts.userId, student.id));
    const mixed = `Mixed.${student.email}`;
    await db().update(profiles).set({ email: mixed }).where(eq(profiles.id, student.id));
    const check = checkOf(await diagnosis(mixed.toLowerCase()), 'authAccount');
    expect(check.passed).toBe(false);
    expect(check.problems).toEqual([
      { code: 'noPassword', params: {} },
      { code: 'emailNotNormalised', params: { email: mixed } },
    ]);
  });

  it('role: an inactive account that does not remember its role', async () => {
    const student = await createUser(ctx, 'student');
    await db()
      .update(profiles)
      .set({ role: 'inactive', previousRole: null })
      .where(eq(profiles.id, student.id));
    const check = checkOf(await diagnosis(student.email), 'role');
    expect(check).toMatchObject({
      passed: false,
      problems: [{ code: 'inactiveWithoutPreviousRole' }],
      fix: null,
    });

    await db()
      .update(profiles)
      .set({ previousRole: 'inactive' })
      .where(eq(profiles.id, student.id));
    expect(checkOf(await diagnosis(student.email), 'role').problems).toEqual([
      { code: 'invalidPreviousRole', params: { previousRole: 'inactive' } },
    ]);

    // Deactivated the proper way, it passes.
    const other = await createUser(ctx, 'student');
    await send(ctx, admin, 'POST', `/api/admin/users/${other.id}/deactivate`);
    expect(checkOf(await diagnosis(other.email), 'role').passed).toBe(true);
  });

  it('referral: a deactivated ex-affiliate is still a valid referrer', async () => {
    const { affiliate, student } = await healthyStudent();
    await send(ctx, admin, 'POST', `/api/admin/users/${affiliate.id}/deactivate`);
    expect(checkOf(await diagnosis(student.email), 'referral').passed).toBe(true);
  });

  it('referral: referred by a student fails, and clearing it is the fix (audited)', async () => {
    const { student } = await healthyStudent();
    const notAffiliate = await createUser(ctx, 'student');
    await db()
      .update(profiles)
      .set({ referredBy: notAffiliate.id })
      .where(eq(profiles.id, student.id));

    const before = checkOf(await diagnosis(student.email), 'referral');
    expect(before).toEqual({
      id: 'referral',
      passed: false,
      problems: [
        { code: 'referrerNotAffiliate', params: { email: notAffiliate.email, role: 'student' } },
      ],
      fix: 'clear_referral',
    });

    const res = await fix(student.id, 'clear_referral');
    expect(res.status, res.text).toBe(200);
    expect(res.body.fix).toBe('clear_referral');
    expect(checkOf(res.body.diagnostic, 'referral').passed).toBe(true);
    expect(res.body.diagnostic.referredById).toBeNull();
    const [row] = await db().select().from(profiles).where(eq(profiles.id, student.id));
    expect(row?.referredBy).toBeNull();

    const entries = await auditEntries(student.id, 'diagnostic.fix_clear_referral');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'user',
      before: { email: student.email, referredBy: notAffiliate.id },
      after: { referredBy: null },
    });

    // Again: nothing to fix, and nothing audited.
    const again = await fix(student.id, 'clear_referral');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Nothing to fix: the referral is valid');
    expect(await auditEntries(student.id, 'diagnostic.fix_clear_referral')).toHaveLength(1);
  });

  it('referral: self-referral fails with the same fix', async () => {
    const student = await createUser(ctx, 'student');
    await db().update(profiles).set({ referredBy: student.id }).where(eq(profiles.id, student.id));
    const check = checkOf(await diagnosis(student.email), 'referral');
    expect(check).toMatchObject({ passed: false, problems: [{ code: 'selfReferral' }] });
    expect(check.fix).toBe('clear_referral');
    expect((await fix(student.id, 'clear_referral')).status).toBe(200);
    expect(checkOf(await diagnosis(student.email), 'referral').passed).toBe(true);
  });

  it('referral: an affiliate without a code of the pattern fails, with no fix offered', async () => {
    const affiliate = await makeAffiliate(ctx);
    await db().update(profiles).set({ code: 'X' }).where(eq(profiles.id, affiliate.id));
    const check = checkOf(await diagnosis(affiliate.email), 'referral');
    expect(check).toEqual({
      id: 'referral',
      passed: false,
      problems: [{ code: 'affiliateCodeInvalid', params: { code: 'X' } }],
      fix: null,
    });
    await db().update(profiles).set({ code: null }).where(eq(profiles.id, affiliate.id));
    expect(checkOf(await diagnosis(affiliate.email), 'referral').problems).toEqual([
      { code: 'affiliateWithoutCode', params: {} },
    ]);
    const refused = await fix(affiliate.id, 'clear_referral');
    expect(refused.status).toBe(409);
  });

  it('points: a stored number that is not the spendable sum, recomputed by the fix (audited)', async () => {
    const student = await createUser(ctx, 'student', { trial: true });
    await db().update(profiles).set({ unlockPoints: 7 }).where(eq(profiles.id, student.id));

    const before = checkOf(await diagnosis(student.email), 'points');
    expect(before).toEqual({
      id: 'points',
      passed: false,
      problems: [{ code: 'pointsMismatch', params: { stored: 7, spendable: 1 } }],
      fix: 'recompute_points',
    });

    const res = await fix(student.id, 'recompute_points');
    expect(res.status, res.text).toBe(200);
    expect(checkOf(res.body.diagnostic, 'points').passed).toBe(true);
    expect(res.body.diagnostic.profile).toMatchObject({ unlockPoints: 1, spendablePoints: 1 });

    const entries = await auditEntries(student.id, 'diagnostic.fix_recompute_points');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      before: { unlockPoints: 7 },
      after: { unlockPoints: 1 },
    });

    const again = await fix(student.id, 'recompute_points');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'Nothing to fix: the stored points already equal the spendable points',
    );
  });

  it('sessions: a tracked session whose sign-in is gone, closed by the fix (audited)', async () => {
    const student = await createUser(ctx, 'student');
    // The auth session disappears while its tracking row still says active.
    await db().delete(sessions).where(eq(sessions.userId, student.id));

    const d = await diagnosis(student.email);
    expect(checkOf(d, 'sessions')).toEqual({
      id: 'sessions',
      passed: false,
      problems: [{ code: 'orphanedSessions', params: { count: 1 } }],
      fix: 'close_orphaned_sessions',
    });
    expect(d.trackedSessions).toEqual([
      expect.objectContaining({ isActive: true, signedIn: false, orphaned: true }),
    ]);
    const orphanId = d.trackedSessions[0]?.id;

    const res = await fix(student.id, 'close_orphaned_sessions');
    expect(res.status, res.text).toBe(200);
    expect(checkOf(res.body.diagnostic, 'sessions').passed).toBe(true);
    const [row] = await db().select().from(userSessions).where(eq(userSessions.userId, student.id));
    expect(row?.isActive).toBe(false);

    const entries = await auditEntries(student.id, 'diagnostic.fix_close_orphaned_sessions');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { sessionIds: [orphanId], isActive: true },
      after: { sessionIds: [orphanId], isActive: false },
    });

    const again = await fix(student.id, 'close_orphaned_sessions');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Nothing to fix: every active session still has its sign-in');
  });
});
