import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnPackages } from '../../src/common/contracts/commerce';
import {
  STUDENT_MSG,
  type StudentList,
  type StudentPackages,
  type StudentProfile,
} from '../../src/common/contracts/students';
import {
  auditLog,
  exams,
  packages,
  profiles,
  subjects,
  subjectUnlocks,
  usersPackages,
} from '../../src/server/db/schema';
import { addMonths } from '../../src/server/modules/commerce/credit-package';
import { buy, makeAffiliate, referStudent, send } from '../helpers/affiliates';
import { BASIC_ID, MISSING_ID, PREMIUM_ID, ULTIMATE_ID } from '../helpers/commerce';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

const TRIAL_ID = '00000000-0000-4000-8000-000000000001';

let ctx: TestContext;
let admin: TestUser;
let affiliate: TestUser & { code: string };
/** Referred, phone set, bought Basic, unlocked a subject, took an exam. */
let lina: TestUser;
/** Free Trial only. */
let omar: TestUser;
/** Nothing at all, joined in 2024. */
let sara: TestUser;
let subjectId: string;

const db = () => ctx.database.db;
const get = <T>(url: string, user: TestUser | null = admin) =>
  send(ctx, user, 'GET', url) as Promise<{ status: number; body: T & { message?: string } }>;
const search = async (q: string) => (await get<StudentList>(`/api/admin/students${q}`)).body;
const emails = (list: StudentList) => list.items.map((i) => i.email);

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  affiliate = await makeAffiliate(ctx, { code: 'NILE-PARTNER', firstName: 'Noura' });
  lina = await referStudent(ctx, affiliate, {
    email: 'lina.haddad@example.test',
    firstName: 'Lina',
    lastName: 'Haddad',
  });
  await db()
    .update(profiles)
    .set({ phoneNumber: '+20 100 123 4567', countryCode: 'EG' })
    .where(eq(profiles.id, lina.id));
  omar = await createUser(ctx, 'student', {
    email: 'omar.khalil@example.test',
    firstName: 'Omar',
    trial: true,
  });
  sara = await createUser(ctx, 'student', { email: 'sara.nasser@example.test', firstName: 'Sara' });
  await db()
    .update(profiles)
    .set({ createdAt: new Date('2024-03-10T12:00:00Z') })
    .where(eq(profiles.id, sara.id));

  await buy(ctx, lina, BASIC_ID);
  const [subject] = await db().select().from(subjects).orderBy(asc(subjects.sortOrder)).limit(1);
  if (!subject) throw new Error('no seeded subject');
  subjectId = subject.id;
  const unlocked = await send(ctx, lina, 'POST', `/api/student/subjects/${subjectId}/unlock`);
  expect(unlocked.status).toBe(201);
  await db()
    .insert(exams)
    .values({
      userId: lina.id,
      subjectId,
      title: 'Practice exam 1',
      mode: 'practice',
      status: 'submitted',
      settings: {} as never,
      sections: [],
      questionCount: 10,
      submittedAt: new Date(),
      percent: 80,
    });
});
afterAll(() => ctx.close());

/** What the student can spend, as the student's own API and profile say, and as stored. */
async function pointsSeenBy(student: TestUser) {
  const own = await get<OwnPackages>('/api/student/packages', student);
  const me = await get<{ unlockPoints: number }>('/api/account/me', student);
  const [stored] = await db()
    .select({ points: profiles.unlockPoints })
    .from(profiles)
    .where(eq(profiles.id, student.id));
  return { own: own.body.points, me: me.body.unlockPoints, stored: stored?.points };
}

async function lastAudit(action: string) {
  const [row] = await db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row;
}

describe('searching students', () => {
  it('lists students only, newest first, with points, packages and referrer', async () => {
    const list = await search('');
    expect(list.total).toBe(3);
    expect(emails(list)).toEqual([
      'omar.khalil@example.test',
      'lina.haddad@example.test',
      'sara.nasser@example.test',
    ]);
    const row = list.items.find((i) => i.id === lina.id);
    expect(row).toMatchObject({
      name: 'Lina Haddad',
      phoneNumber: '+20 100 123 4567',
      active: true,
      points: 1,
      activePackages: 1,
      affiliate: { id: affiliate.id, code: 'NILE-PARTNER' },
    });
    expect(list.items.find((i) => i.id === omar.id)).toMatchObject({ points: 1, affiliate: null });
  });

  it('searches name, e-mail and phone (digits however written)', async () => {
    expect(emails(await search('?search=haddad'))).toEqual(['lina.haddad@example.test']);
    expect(emails(await search('?search=OMAR.KHALIL@'))).toEqual(['omar.khalil@example.test']);
    expect(emails(await search('?search=1001234'))).toEqual(['lina.haddad@example.test']);
    expect(emails(await search('?search=%2B20%20100'))).toEqual(['lina.haddad@example.test']);
    expect((await search('?search=%25')).total).toBe(0);
    expect((await search('?search=zzz')).total).toBe(0);
  });

  it('filters by active package, referrer code and joining period', async () => {
    expect(emails(await search('?hasActivePackage=no'))).toEqual(['sara.nasser@example.test']);
    expect((await search('?hasActivePackage=yes')).total).toBe(2);
    expect(emails(await search('?affiliateCode=nile-partner'))).toEqual([
      'lina.haddad@example.test',
    ]);
    expect((await search('?affiliateCode=NOBODY')).total).toBe(0);
    expect(emails(await search('?joinedFrom=2024-01-01&joinedTo=2024-12-31'))).toEqual([
      'sara.nasser@example.test',
    ]);
    expect((await search('?joinedFrom=2025-01-01')).total).toBe(2);
  });

  it('sorts and pages on the server', async () => {
    expect(emails(await search('?sort=name&order=asc'))).toEqual([
      'lina.haddad@example.test',
      'omar.khalil@example.test',
      'sara.nasser@example.test',
    ]);
    expect(emails(await search('?sort=joined&order=asc'))[0]).toBe('sara.nasser@example.test');
    expect(emails(await search('?sort=points&order=asc'))[0]).toBe('sara.nasser@example.test');
    const second = await search('?sort=email&order=asc&pageSize=1&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(emails(second)).toEqual(['omar.khalil@example.test']);
    expect((await search('?page=9')).items).toEqual([]);
  });

  it('answers bad input with 4xx, never 500', async () => {
    const bad = [
      `?search=${'x'.repeat(201)}`,
      '?page=0',
      '?page=abc',
      '?pageSize=1000',
      '?sort=password',
      '?order=sideways',
      '?hasActivePackage=maybe',
      '?joinedFrom=2025-02-31',
      '?joinedTo=yesterday',
      '?joinedFrom=2025-03-01&joinedTo=2025-02-01',
      '?affiliateCode=%00',
      `?affiliateCode=${'A'.repeat(65)}`,
    ];
    for (const q of bad) {
      const res = await get(`/api/admin/students${q}`);
      expect(res.status, q).toBe(400);
    }
    // Control characters in a search are refused, as in every text field (issue 22).
    const controls = await get('/api/admin/students?search=%00%01lina%7F');
    expect(controls.status).toBe(400);
    expect(controls.body).toMatchObject({ fields: { search: 'Remove the control characters' } });
  });
});

describe('a student profile', () => {
  it('shows the account, packages, subjects, exams, sessions, payments and referrer', async () => {
    const res = await get<StudentProfile>(`/api/admin/students/${lina.id}`);
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p.student).toMatchObject({
      id: lina.id,
      firstName: 'Lina',
      lastName: 'Haddad',
      email: 'lina.haddad@example.test',
      phoneNumber: '+20 100 123 4567',
      countryCode: 'EG',
      active: true,
      points: 1,
    });
    expect(p.affiliate).toMatchObject({ id: affiliate.id, code: 'NILE-PARTNER' });
    expect(p.packages).toHaveLength(1);
    expect(p.packages[0]).toMatchObject({
      name: 'Basic',
      unlockPoints: 2,
      availability: 1,
      examLimit: 20,
      status: 'active',
      subjectsUnlocked: 1,
    });
    expect(p.packages[0]?.paymentId).toBeTruthy();
    expect(p.subjects).toHaveLength(1);
    expect(p.subjects[0]).toMatchObject({ subjectId, packageName: 'Basic', active: true });
    expect(p.subjects[0]?.expiresAt).toBe(p.packages[0]?.expiryDate);
    expect(p.exams.total).toBe(1);
    expect(p.exams.items[0]).toMatchObject({ title: 'Practice exam 1', percent: 80 });
    expect(p.examAllowance).toEqual({ limit: 20, used: 1, remaining: 19 });
    expect(p.sessions.length).toBeGreaterThanOrEqual(1);
    expect(p.sessions[0]?.current).toBe(false);
    expect(p.payments.total).toBe(1);
    expect(p.payments.items[0]).toMatchObject({ packageName: 'Basic', status: 'succeeded' });
    expect(p.payments.paidTotal).toBeGreaterThan(0);
  });

  it('answers 404 with a clear message for an unknown or non-student id', async () => {
    for (const id of ['no-such-student', affiliate.id, admin.id]) {
      const res = await get(`/api/admin/students/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe(STUDENT_MSG.notFound);
      expect((await get(`/api/admin/students/${id}/packages`)).status).toBe(404);
    }
  });

  it('refuses odd ids with 4xx', async () => {
    for (const id of ['%00', 'a%20b', 'x'.repeat(65), '%E2%80%AE', "1'%20or%20'1"]) {
      const res = await get(`/api/admin/students/${id}`);
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
    }
  });
});

const grant = (studentId: string, payload: unknown, user: TestUser = admin) =>
  send(ctx, user, 'POST', `/api/admin/students/${studentId}/packages`, payload);
const change = (studentId: string, id: string, payload: unknown, user: TestUser = admin) =>
  send(ctx, user, 'PATCH', `/api/admin/students/${studentId}/packages/${id}`, payload);
const revoke = (studentId: string, id: string, user: TestUser = admin) =>
  send(ctx, user, 'POST', `/api/admin/students/${studentId}/packages/${id}/revoke`);
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('giving, changing and revoking packages', () => {
  let grantedId: string;

  it('lists the student packages and every package that can be given', async () => {
    const res = await get<StudentPackages>(`/api/admin/students/${omar.id}/packages`);
    expect(res.status).toBe(200);
    expect(res.body.hadTrial).toBe(true);
    expect(res.body.packages.map((p) => p.name)).toEqual(['Free Trial']);
    expect(res.body.grantable.map((p) => p.id)).toEqual(
      expect.arrayContaining([TRIAL_ID, BASIC_ID, PREMIUM_ID, ULTIMATE_ID]),
    );
  });

  it('grants a package without payment; points match what the student can spend', async () => {
    const before = Date.now();
    const res = await grant(sara.id, { packageId: PREMIUM_ID });
    expect(res.status).toBe(201);
    const held = res.body.package;
    grantedId = held.id;
    expect(held).toMatchObject({
      name: 'Premium',
      paymentId: null,
      unlockPoints: 4,
      availability: 4,
      examLimit: 120,
      status: 'active',
    });
    expect(day(new Date(held.expiryDate))).toBe(day(addMonths(new Date(before), 6)));
    expect(res.body.points).toBe(4);
    expect(await pointsSeenBy(sara)).toEqual({ own: 4, me: 4, stored: 4 });

    const [row] = await db().select().from(usersPackages).where(eq(usersPackages.id, grantedId));
    expect(row).toMatchObject({ packageName: 'Premium', packagePrice: 89, paymentId: null });

    const entry = await lastAudit('student_package.grant');
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'users_package',
      targetId: grantedId,
      before: null,
    });
    expect(entry?.after).toMatchObject({
      studentId: sara.id,
      packageName: 'Premium',
      availability: 4,
      status: 'active',
      points: 4,
    });
    // The student can spend them: one unlock, and every view agrees.
    const unlocked = await send(ctx, sara, 'POST', `/api/student/subjects/${subjectId}/unlock`);
    expect(unlocked.status).toBe(201);
    expect(await pointsSeenBy(sara)).toEqual({ own: 3, me: 3, stored: 3 });
  });

  it('grants with a chosen expiry and exam limit, and an off-sale package too', async () => {
    await db().update(packages).set({ status: false }).where(eq(packages.id, ULTIMATE_ID));
    try {
      const res = await grant(omar.id, {
        packageId: ULTIMATE_ID,
        expiryDate: '2099-06-30',
        examLimit: 5,
      });
      expect(res.status).toBe(201);
      expect(res.body.package).toMatchObject({ name: 'Ultimate', examLimit: 5, availability: 8 });
      expect(res.body.package.expiryDate).toBe('2099-06-30T23:59:59.999Z');
      expect(await pointsSeenBy(omar)).toEqual({ own: 9, me: 9, stored: 9 });
    } finally {
      await db().update(packages).set({ status: true }).where(eq(packages.id, ULTIMATE_ID));
    }
  });

  it('refuses what does not apply, changing nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ packageId: MISSING_ID }, 404, STUDENT_MSG.packageNotFound],
      [{ packageId: TRIAL_ID }, 409, STUDENT_MSG.trialTwice],
      [{ packageId: BASIC_ID, expiryDate: '2020-01-01' }, 400, STUDENT_MSG.expiryPast],
      [{ packageId: BASIC_ID, expiryDate: day(new Date(Date.now() - 86_400_000)) }, 400, ''],
      [{ packageId: BASIC_ID, expiryDate: '2026-02-30' }, 400, STUDENT_MSG.date],
      [{ packageId: BASIC_ID, expiryDate: '31/12/2099' }, 400, STUDENT_MSG.date],
      [{ packageId: BASIC_ID, examLimit: -1 }, 400, ''],
      [{ packageId: BASIC_ID, examLimit: 1.5 }, 400, ''],
      [{ packageId: BASIC_ID, examLimit: '3' }, 400, ''],
      [{ packageId: 'basic' }, 400, ''],
      [{ packageId: `${'a'.repeat(100_000)}` }, 400, ''],
      [{}, 400, ''],
    ];
    const count = async () =>
      (await db().select().from(usersPackages).where(eq(usersPackages.userId, omar.id))).length;
    const held = await count();
    for (const [payload, status, message] of cases) {
      const res = await grant(omar.id, payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(status);
      if (message) expect(res.body.message).toContain(message);
    }
    expect(await count()).toBe(held);
    // A trial to a student who never had one is fine.
    const fresh = await createUser(ctx, 'student');
    expect((await grant(fresh.id, { packageId: TRIAL_ID })).status).toBe(201);
    expect((await grant(fresh.id, { packageId: TRIAL_ID })).status).toBe(409);
    // Not a student.
    expect((await grant(affiliate.id, { packageId: BASIC_ID })).status).toBe(404);
  });

  it('changes the expiry; subjects unlocked with the package follow it', async () => {
    const res = await change(sara.id, grantedId, { expiryDate: '2098-01-15' });
    expect(res.status).toBe(200);
    expect(res.body.package.expiryDate).toBe('2098-01-15T23:59:59.999Z');
    const [unlock] = await db()
      .select()
      .from(subjectUnlocks)
      .where(eq(subjectUnlocks.usersPackageId, grantedId));
    expect(unlock?.expiresAt.toISOString()).toBe('2098-01-15T23:59:59.999Z');
    const entry = await lastAudit('student_package.update');
    expect(entry?.targetId).toBe(grantedId);
    expect((entry?.before as { expiryDate?: string } | undefined)?.expiryDate).not.toBe(
      '2098-01-15T23:59:59.999Z',
    );
    expect(entry?.after).toMatchObject({ expiryDate: '2098-01-15T23:59:59.999Z', points: 3 });
    expect(await pointsSeenBy(sara)).toEqual({ own: 3, me: 3, stored: 3 });
  });

  it('moves an expired package back into use with the points it still had', async () => {
    await db()
      .update(usersPackages)
      .set({ expiryDate: new Date(Date.now() - 60_000) })
      .where(eq(usersPackages.id, grantedId));
    expect((await get<OwnPackages>('/api/student/packages', sara)).body.points).toBe(0);
    const res = await change(sara.id, grantedId, { expiryDate: '2097-12-31' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ points: 3, package: { status: 'active' } });
    expect(await pointsSeenBy(sara)).toEqual({ own: 3, me: 3, stored: 3 });
  });

  it('changes the exam allowance, never below the exams already counted', async () => {
    const linaPkg = (await get<StudentProfile>(`/api/admin/students/${lina.id}`)).body.packages[0];
    if (!linaPkg) throw new Error('no package');
    expect((await change(lina.id, linaPkg.id, { examLimit: 1 })).status).toBe(200);
    const refused = await change(lina.id, linaPkg.id, { examLimit: 0 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(STUDENT_MSG.allowanceBelowUsed(1));
    expect(refused.body.fields.examLimit).toBe(STUDENT_MSG.allowanceBelowUsed(1));
    const [row] = await db().select().from(usersPackages).where(eq(usersPackages.id, linaPkg.id));
    expect(row?.examLimit).toBe(1);
    const unlimited = await change(lina.id, linaPkg.id, { examLimit: null });
    expect(unlimited.status).toBe(200);
    expect(unlimited.body.package.examLimit).toBeNull();
    const profile = (await get<StudentProfile>(`/api/admin/students/${lina.id}`)).body;
    expect(profile.examAllowance).toEqual({ limit: null, used: 1, remaining: null });
  });

  it('refuses bad changes with 4xx', async () => {
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ expiryDate: '2019-05-01' }, 400],
      [{ expiryDate: '2099-13-01' }, 400],
      [{ expiryDate: 'tomorrow' }, 400],
      [{ examLimit: 10_001 }, 400],
      [{ examLimit: 'lots' }, 400],
    ];
    for (const [payload, status] of cases) {
      expect((await change(sara.id, grantedId, payload)).status, JSON.stringify(payload)).toBe(
        status,
      );
    }
    // Same values: nothing to change.
    expect((await change(sara.id, grantedId, { examLimit: 120 })).status).toBe(400);
    // Another student's package, an unknown one, an odd id.
    expect((await change(omar.id, grantedId, { examLimit: 3 })).status).toBe(404);
    expect((await change(sara.id, MISSING_ID, { examLimit: 3 })).status).toBe(404);
    expect((await change(sara.id, 'not-a-uuid', { examLimit: 3 })).status).toBe(400);
  });

  it('revokes: points removed, subjects stay unlocked, audited; twice is refused', async () => {
    const res = await revoke(sara.id, grantedId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      points: 0,
      package: { status: 'revoked', availability: 0, subjectsUnlocked: 1 },
    });
    expect(await pointsSeenBy(sara)).toEqual({ own: 0, me: 0, stored: 0 });
    const profile = (await get<StudentProfile>(`/api/admin/students/${sara.id}`)).body;
    expect(profile.subjects).toHaveLength(1);
    expect(profile.subjects[0]?.active).toBe(true);
    const entry = await lastAudit('student_package.revoke');
    expect(entry?.before).toMatchObject({ availability: 3, status: 'active' });
    expect(entry?.after).toMatchObject({ availability: 0, status: 'revoked', points: 0 });

    const again = await revoke(sara.id, grantedId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(STUDENT_MSG.alreadyRevoked);
    const edit = await change(sara.id, grantedId, { examLimit: 3 });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(STUDENT_MSG.revokedNotEditable);
    expect((await revoke(lina.id, grantedId)).status).toBe(404);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, grantedId), eq(auditLog.action, 'student_package.revoke')));
    expect(entries).toHaveLength(1);
  });

  it('is for administrators only', async () => {
    for (const user of [lina, affiliate]) {
      expect((await get(`/api/admin/students`, user)).status).toBe(403);
      expect((await get(`/api/admin/students/${lina.id}`, user)).status).toBe(403);
      expect((await get(`/api/admin/students/${lina.id}/packages`, user)).status).toBe(403);
      expect((await grant(lina.id, { packageId: BASIC_ID }, user)).status).toBe(403);
      expect((await change(lina.id, MISSING_ID, { examLimit: 3 }, user)).status).toBe(403);
      expect((await revoke(lina.id, MISSING_ID, user)).status).toBe(403);
    }
    expect((await get('/api/admin/students', null)).status).toBe(401);
  });
});
