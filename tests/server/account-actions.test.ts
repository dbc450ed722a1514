import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TRIAL_PACKAGE_ID } from '../../src/common/constants';
import {
  auditLog,
  emailMessages,
  packages,
  profiles,
  usersPackages,
} from '../../src/server/db/schema';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

const tag = `bulk${Date.now().toString(36)}`;

let ctx: TestContext;
let admin: TestUser;
let admin2: TestUser;
let fresh: TestUser; // active student, e-mail not confirmed
let verified: TestUser; // active student, e-mail confirmed
let dormant: TestUser; // deactivated student
let partner: TestUser; // affiliate
let trialist: TestUser; // active student who had the Free Trial
let packageId: string;

const post = (url: string, payload: unknown, headers = admin.headers) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
const preview = (payload: unknown, headers = admin.headers) =>
  post('/api/admin/account-actions/preview', payload, headers);
const run = (payload: unknown, headers = admin.headers) =>
  post('/api/admin/account-actions/run', payload, headers);
const byIds = (action: string, users: TestUser[], extra: object = {}) => ({
  action,
  selection: { type: 'ids', ids: users.map((u) => u.id) },
  ...extra,
});

async function roles() {
  const rows = await ctx.database.db
    .select({ id: profiles.id, role: profiles.role })
    .from(profiles)
    .where(
      inArray(
        profiles.id,
        [admin, admin2, fresh, verified, dormant, partner, trialist].map((u) => u.id),
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.id, r.role]));
}
async function auditCount(action?: string) {
  const rows = await ctx.database.db
    .select({ id: auditLog.id, action: auditLog.action, targetId: auditLog.targetId })
    .from(auditLog)
    .where(action ? eq(auditLog.action, action) : undefined);
  return rows;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database.db;
  admin = await createUser(ctx, 'admin', { email: `me.${tag}@example.test` });
  admin2 = await createUser(ctx, 'admin', { email: `other-admin.${tag}@example.test` });
  fresh = await createUser(ctx, 'student', { email: `fresh.${tag}@example.test` });
  verified = await createUser(ctx, 'student', { email: `verified.${tag}@example.test` });
  dormant = await createUser(ctx, 'student', { email: `dormant.${tag}@example.test` });
  partner = await createUser(ctx, 'affiliate', { email: `partner.${tag}@example.test` });
  trialist = await createUser(ctx, 'student', {
    email: `trialist.${tag}@example.test`,
    trial: true,
  });
  await db.update(profiles).set({ emailVerified: true }).where(eq(profiles.id, verified.id));
  await db
    .update(profiles)
    .set({ role: 'inactive', previousRole: 'student' })
    .where(eq(profiles.id, dormant.id));
  const [pkg] = await db
    .insert(packages)
    .values({ name: `Bulk pack ${tag}`, price: 20, unlockPoints: 3, validityMonths: 6 })
    .returning({ id: packages.id });
  packageId = pkg?.id ?? '';
}, 240_000);
afterAll(() => ctx.close());

describe('deactivate in bulk', () => {
  it('previews without changing anything, then changes exactly the previewed users', async () => {
    const everyone = [admin, admin2, fresh, verified, dormant, partner];
    const before = await roles();
    const auditsBefore = (await auditCount()).length;

    const dry = await preview(byIds('deactivate', everyone));
    expect(dry.statusCode).toBe(200);
    const body = dry.json();
    expect(body).toMatchObject({ action: 'deactivate', selected: 6, willChange: 3, skipped: 3 });
    expect(body.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'self', count: 1 },
        { reason: 'administrator', count: 1 },
        { reason: 'alreadyInactive', count: 1 },
      ]),
    );
    const toChange = body.users
      .filter((u: { outcome: string }) => u.outcome === 'change')
      .map((u: { id: string }) => u.id)
      .sort();
    expect(toChange).toEqual([fresh.id, verified.id, partner.id].sort());
    const self = body.users.find((u: { id: string }) => u.id === admin.id);
    expect(self).toMatchObject({ outcome: 'skip', reason: 'self' });

    // The dry run changed nothing and wrote nothing.
    expect(await roles()).toEqual(before);
    expect((await auditCount()).length).toBe(auditsBefore);

    const done = await run(byIds('deactivate', everyone));
    expect(done.statusCode).toBe(200);
    const result = done.json();
    expect(result).toMatchObject({ selected: 6, changed: 3, skipped: 3, failed: [] });
    expect([...result.changedIds].sort()).toEqual(toChange);

    const after = await roles();
    expect(after).toEqual({
      ...before,
      [fresh.id]: 'inactive',
      [verified.id]: 'inactive',
      [partner.id]: 'inactive',
    });
    const audited = await auditCount('user.deactivate');
    expect(audited.map((a) => a.targetId).sort()).toEqual(toChange);
    const runs = await auditCount('account_action.run');
    expect(runs).toHaveLength(1);

    // Deactivated users are signed out: their sessions no longer open the API.
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: fresh.headers,
    });
    expect([401, 403]).toContain(me.statusCode);
  });

  it('reactivates the deactivated ones and skips the rest', async () => {
    const dry = (
      await preview(byIds('reactivate', [fresh, verified, partner, dormant, admin2]))
    ).json();
    expect(dry).toMatchObject({ willChange: 4, skipped: 1 });
    expect(dry.reasons).toEqual([{ reason: 'notInactive', count: 1 }]);
    const done = (
      await run(byIds('reactivate', [fresh, verified, partner, dormant, admin2]))
    ).json();
    expect(done).toMatchObject({ changed: 4, skipped: 1 });
    const after = await roles();
    expect(after[fresh.id]).toBe('student');
    expect(after[partner.id]).toBe('affiliate');
    expect(after[dormant.id]).toBe('student');
    expect((await auditCount('user.reactivate')).length).toBe(4);
  });
});

describe('resend verification and grant a package in bulk', () => {
  it('resends to unconfirmed addresses selected by the users filter', async () => {
    const selection = { type: 'filter', filter: { search: tag, role: 'student' } };
    const dry = (await preview({ action: 'resend_verification', selection })).json();
    // fresh, dormant (reactivated, unconfirmed) and trialist change; verified is skipped.
    expect(dry).toMatchObject({ selected: 4, willChange: 3, skipped: 1 });
    expect(dry.reasons).toEqual([{ reason: 'alreadyVerified', count: 1 }]);
    const done = (await run({ action: 'resend_verification', selection })).json();
    expect(done.changed).toBe(3);
    expect((await auditCount('user.verification_email_resend')).length).toBe(3);
    // The verify-email message reaches the outbox (sent in the background).
    let queued: unknown[] = [];
    for (let i = 0; i < 50 && queued.length === 0; i++) {
      queued = await ctx.database.db
        .select({ id: emailMessages.id })
        .from(emailMessages)
        .where(eq(emailMessages.toAddress, fresh.email));
      if (queued.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(queued.length).toBeGreaterThan(0);
  });

  it('grants a package to students only, and the Free Trial once', async () => {
    const dry = (await preview(byIds('grant_package', [fresh, partner], { packageId }))).json();
    expect(dry).toMatchObject({ packageName: `Bulk pack ${tag}`, willChange: 1, skipped: 1 });
    expect(dry.reasons).toEqual([{ reason: 'notStudent', count: 1 }]);
    const done = (await run(byIds('grant_package', [fresh, partner], { packageId }))).json();
    expect(done).toMatchObject({ changed: 1, changedIds: [fresh.id] });
    const held = await ctx.database.db
      .select({ userId: usersPackages.userId })
      .from(usersPackages)
      .where(eq(usersPackages.packageId, packageId));
    expect(held).toEqual([{ userId: fresh.id }]);
    expect((await auditCount('student_package.grant')).length).toBe(1);

    const trial = (
      await preview(
        byIds('grant_package', [trialist, verified], { packageId: FREE_TRIAL_PACKAGE_ID }),
      )
    ).json();
    expect(trial).toMatchObject({ willChange: 1, skipped: 1 });
    expect(trial.users.find((u: { id: string }) => u.id === trialist.id)).toMatchObject({
      reason: 'trialAlreadyHad',
    });
  });
});

describe('refusals', () => {
  it('refuses bad requests with a clear 400 and changes nothing', async () => {
    const before = await roles();
    const auditsBefore = (await auditCount()).length;
    const cases: [unknown, string][] = [
      [{ action: 'deactivate', selection: { type: 'ids', ids: [] } }, 'Select at least one user'],
      [{ action: 'deactivate', selection: { type: 'ids' } }, 'Select at least one user'],
      [{ action: 'explode', selection: { type: 'ids', ids: [fresh.id] } }, 'Unknown action'],
      [
        { action: 'grant_package', selection: { type: 'ids', ids: [fresh.id] } },
        'Choose the package',
      ],
      [{ action: 'deactivate', selection: { type: 'ids', ids: ['../x'] } }, 'Invalid user id'],
      [
        { action: 'deactivate', selection: { type: 'filter', filter: { search: `${tag}-none` } } },
        'Select at least one user',
      ],
      [
        {
          action: 'deactivate',
          selection: { type: 'ids', ids: Array.from({ length: 501 }, (_, i) => `u${i}`) },
        },
        'At most 500 users per run: 501 are selected',
      ],
      [{}, ''],
    ];
    for (const [payload, message] of cases) {
      for (const send of [preview, run]) {
        const res = await send(payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(res.json().message).toContain(message);
      }
    }
    const unknownPackage = await preview(
      byIds('grant_package', [fresh], { packageId: '00000000-0000-4000-8000-00000000abcd' }),
    );
    expect(unknownPackage.statusCode).toBe(404);
    expect(await roles()).toEqual(before);
    expect((await auditCount()).length).toBe(auditsBefore);
  });

  it('refuses a filter that matches more than 500 users', async () => {
    const crowd = `crowd${tag}`;
    await ctx.database.db.insert(profiles).values(
      Array.from({ length: 501 }, (_, i) => ({
        id: `${crowd}-${i}`,
        name: `Crowd ${i}`,
        email: `${crowd}-${i}@example.test`,
      })),
    );
    const res = await run({
      action: 'deactivate',
      selection: { type: 'filter', filter: { search: crowd } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('At most 500 users per run: 501 are selected');
    const still = await ctx.database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.role, 'inactive'), eq(profiles.name, 'Crowd 1')));
    expect(still).toEqual([]);
  });

  it('is for administrators only', async () => {
    const student = await createUser(ctx, 'student');
    const before = await roles();
    for (const send of [preview, run]) {
      const res = await send(byIds('deactivate', [fresh]), student.headers);
      expect(res.statusCode).toBe(403);
      expect((await send(byIds('deactivate', [fresh]), TEST_ORIGIN)).statusCode).toBe(401);
    }
    expect(await roles()).toEqual(before);
  });
});
