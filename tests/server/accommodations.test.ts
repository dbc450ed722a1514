import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOMMODATION_MSG, BREAK_MINUTES } from '../../src/common/contracts/accommodations';
import { auditLog, exams, profiles } from '../../src/server/db/schema';
import { expireOverdueExams } from '../../src/server/modules/exams/load-exam';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';
import { api, type Bank, grantAccess, makeBank, makeTemplate } from './exams-fixtures';

/**
 * Issue 20 (ADR 0029): an administrator grants extended time and extra breaks; the server's
 * clock applies them to the student's timed exams.
 */

let ctx: TestContext;
let bank: Bank;
let admin: TestUser;
/** Two sections of 20 and 30 minutes, two questions each. */
let templateId: string;

const MIN = 60_000;
const db = () => ctx.database.db;
const accUrl = (studentId: string) => `/api/admin/students/${studentId}/accommodations`;
const base = (id: string) => `/api/student/exams/${id}`;
const pick = (choice: string) => ({ type: 'single', choice });
const ms = (iso: string | null) => new Date(iso ?? '').getTime();

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  bank = await makeBank(ctx, {
    topics: [
      { weight: 50, count: 12 },
      { weight: 50, count: 12 },
    ],
  });
  templateId = await makeTemplate(ctx, bank.subjectId, [
    { title: 'Part one', questionCount: 2, durationMinutes: 20, topics: ['t0'] },
    { title: 'Part two', questionCount: 2, durationMinutes: 30, topics: ['t1'] },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

async function newStudent() {
  const s = await createUser(ctx, 'student');
  await grantAccess(ctx, s, bank.subjectId);
  return s;
}

async function put(user: TestUser | null, studentId: string, payload: unknown) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: accUrl(studentId),
    headers: user?.headers ?? { origin: 'http://localhost:3000' },
    payload: payload as object,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

async function grant(student: TestUser, extraTimePercent: number, extraBreaks = false) {
  const res = await put(admin, student.id, { extraTimePercent, extraBreaks });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ extraTimePercent, extraBreaks });
}

async function createTemplateExam(student: TestUser, mode = 'simulation') {
  const res = await api(ctx, student, 'POST', '/api/student/exams', {
    subjectId: bank.subjectId,
    templateId,
    mode,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function start(student: TestUser, examId: string) {
  const res = await api(ctx, student, 'POST', `${base(examId)}/start`);
  expect(res.status).toBe(200);
  return res.body;
}

/** Minutes between a section's opening and its deadline, as the server set them. */
const span = (section: { startedAt: string | null; deadlineAt: string | null }) =>
  (ms(section.deadlineAt) - ms(section.startedAt)) / MIN;

/** Moves everything on the exam's clock `shift` ms into the past, breaks included. */
async function backdate(examId: string, shift: number) {
  const [exam] = await db().select().from(exams).where(eq(exams.id, examId));
  if (!exam) throw new Error('no exam');
  const back = (v: string | null | undefined) =>
    v ? new Date(new Date(v).getTime() - shift).toISOString() : (v ?? null);
  await db()
    .update(exams)
    .set({
      startedAt: exam.startedAt ? new Date(exam.startedAt.getTime() - shift) : null,
      deadlineAt: exam.deadlineAt ? new Date(exam.deadlineAt.getTime() - shift) : null,
      sections: exam.sections.map((s) => ({
        ...s,
        startedAt: back(s.startedAt),
        deadlineAt: back(s.deadlineAt),
        finishedAt: back(s.finishedAt),
        breakEndsAt: back(s.breakEndsAt),
      })),
    })
    .where(eq(exams.id, examId));
}

describe('the administrator grants accommodations', () => {
  it('reads and sets them, audited; the student sees their own', async () => {
    const student = await newStudent();
    const before = await api(ctx, admin, 'GET', accUrl(student.id));
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ extraTimePercent: 0, extraBreaks: false });

    await grant(student, 50, true);
    const after = await api(ctx, admin, 'GET', accUrl(student.id));
    expect(after.body).toEqual({ extraTimePercent: 50, extraBreaks: true });
    const own = await api(ctx, student, 'GET', '/api/student/accommodations');
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ extraTimePercent: 50, extraBreaks: true });

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetId, student.id),
          eq(auditLog.action, 'student_accommodations.update'),
        ),
      )
      .orderBy(desc(auditLog.createdAt));
    expect(entry?.actorId).toBe(admin.id);
    expect(entry?.before).toEqual({ extraTimePercent: 0, extraBreaks: false });
    expect(entry?.after).toEqual({ extraTimePercent: 50, extraBreaks: true });

    // Saving the same values again changes nothing: refused, not audited twice.
    const same = await put(admin, student.id, { extraTimePercent: 50, extraBreaks: true });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(ACCOMMODATION_MSG.nothingToChange);
  });

  it('refuses bad values with 400 and a clear message; nothing changes', async () => {
    const student = await newStudent();
    for (const payload of [
      { extraTimePercent: 25, extraBreaks: false },
      { extraTimePercent: '50', extraBreaks: false },
      { extraTimePercent: 200, extraBreaks: true },
      { extraBreaks: true },
    ]) {
      const res = await put(admin, student.id, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.fields?.extraTimePercent).toBe(ACCOMMODATION_MSG.extraTime);
    }
    const noBreaks = await put(admin, student.id, { extraTimePercent: 50, extraBreaks: 'yes' });
    expect(noBreaks.status).toBe(400);
    expect(noBreaks.body.fields?.extraBreaks).toBe(ACCOMMODATION_MSG.extraBreaks);

    const [row] = await db()
      .select({ p: profiles.extraTimePercent, b: profiles.extraBreaks })
      .from(profiles)
      .where(eq(profiles.id, student.id));
    expect(row).toEqual({ p: 0, b: false });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetId, student.id),
          eq(auditLog.action, 'student_accommodations.update'),
        ),
      );
    expect(audits).toHaveLength(0);
  });

  it('is for administrators only, and only about students', async () => {
    const student = await newStudent();
    const other = await newStudent();
    const affiliate = await createUser(ctx, 'affiliate');
    const payload = { extraTimePercent: 100, extraBreaks: true };
    expect((await put(student, student.id, payload)).status).toBe(403);
    expect((await put(other, student.id, payload)).status).toBe(403);
    expect((await put(affiliate, student.id, payload)).status).toBe(403);
    expect((await put(null, student.id, payload)).status).toBe(401);
    expect((await api(ctx, student, 'GET', accUrl(student.id))).status).toBe(403);
    // Not a student: as if it did not exist.
    const notStudent = await put(admin, affiliate.id, payload);
    expect(notStudent.status).toBe(404);
    expect((await put(admin, admin.id, payload)).status).toBe(404);
    const [row] = await db()
      .select({ p: profiles.extraTimePercent })
      .from(profiles)
      .where(eq(profiles.id, student.id));
    expect(row?.p).toBe(0);
  });
});

describe('extended time', () => {
  it('+50 %: each section of a new timed exam gets 1.5× its minutes', async () => {
    const student = await newStudent();
    await grant(student, 50);
    const examId = await createTemplateExam(student);
    const state = await start(student, examId);
    expect(state.accommodations).toEqual({ extraTimePercent: 50, extraBreaks: false });
    expect(state.sections.map((s: { durationMinutes: number }) => s.durationMinutes)).toEqual([
      30, 45,
    ]);
    expect(span(state.sections[0])).toBe(30);
    const [row] = await db().select().from(exams).where(eq(exams.id, examId));
    expect(row?.deadlineAt?.toISOString()).toBe(state.sections[0].deadlineAt);

    const moved = await api(ctx, student, 'POST', `${base(examId)}/sections/0/finish`);
    expect(moved.status).toBe(200);
    expect(moved.body.currentSection).toBe(1);
    expect(span(moved.body.sections[1])).toBe(45);

    const details = await api(ctx, student, 'GET', base(examId));
    expect(details.body.durationMinutes).toBe(75);
  });

  it('+100 %: twice the minutes, also when a section runs out by itself', async () => {
    const student = await newStudent();
    await grant(student, 100);
    const examId = await createTemplateExam(student);
    const state = await start(student, examId);
    expect(span(state.sections[0])).toBe(40);

    // 30 minutes in: a +0 % section would be over, this one is not.
    await backdate(examId, 30 * MIN);
    const still = await api(ctx, student, 'GET', `${base(examId)}/state`);
    expect(still.body.currentSection).toBe(0);
    const save = await api(ctx, student, 'PUT', `${base(examId)}/items/1`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(save.status).toBe(200);

    // 41 minutes in: section 1 ran out at 40 and section 2 opened then, with 60 minutes.
    await backdate(examId, 11 * MIN);
    const next = await api(ctx, student, 'GET', `${base(examId)}/state`);
    expect(next.body.currentSection).toBe(1);
    expect(next.body.sections[1].startedAt).toBe(next.body.sections[0].deadlineAt);
    expect(span(next.body.sections[1])).toBe(60);
    const late = await api(ctx, student, 'PUT', `${base(examId)}/items/2`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('TIME_UP');
  });

  it('untimed sections stay untimed', async () => {
    const student = await newStudent();
    await grant(student, 100, true);
    const examId = await createTemplateExam(student, 'practice');
    const state = await start(student, examId);
    expect(state.timed).toBe(false);
    expect(state.sections.map((s: { durationMinutes: unknown }) => s.durationMinutes)).toEqual([
      null,
      null,
    ]);
    expect(state.sections[0].deadlineAt).toBeNull();
    // No break in an untimed exam: the next section opens at once.
    const moved = await api(ctx, student, 'POST', `${base(examId)}/sections/0/finish`);
    expect(moved.body.onBreak).toBeNull();
    expect(moved.body.sections[1].status).toBe('active');
    expect(moved.body.sections[1].deadlineAt).toBeNull();
  });

  it('an exam keeps the accommodations it was created with', async () => {
    const student = await newStudent();
    const plain = await createTemplateExam(student);
    await grant(student, 100);
    // Created before the change: the clock does not move, started or not.
    const plainState = await start(student, plain);
    expect(span(plainState.sections[0])).toBe(20);
    expect(plainState.accommodations).toEqual({ extraTimePercent: 0, extraBreaks: false });

    const extended = await createTemplateExam(student);
    await start(student, extended);
    await grant(student, 0);
    const extendedState = await api(ctx, student, 'GET', `${base(extended)}/state`);
    expect(span(extendedState.body.sections[0])).toBe(40);
    const moved = await api(ctx, student, 'POST', `${base(extended)}/sections/0/finish`);
    expect(span(moved.body.sections[1])).toBe(60);
    const afterwards = await start(student, await createTemplateExam(student));
    expect(span(afterwards.sections[0])).toBe(20);
  });
});

describe('extra breaks', () => {
  async function onBreakExam() {
    const student = await newStudent();
    await grant(student, 50, true);
    const examId = await createTemplateExam(student);
    await start(student, examId);
    const answered = await api(ctx, student, 'PUT', `${base(examId)}/items/1`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(answered.status).toBe(200);
    const finished = await api(ctx, student, 'POST', `${base(examId)}/sections/0/finish`);
    expect(finished.status).toBe(200);
    return { student, examId, state: finished.body };
  }

  it('finishing a section starts a break; the next section waits and refuses answers', async () => {
    const { student, examId, state } = await onBreakExam();
    expect(state.status).toBe('in_progress');
    expect(state.currentSection).toBe(1);
    expect(state.sections[0].status).toBe('finished');
    expect(state.sections[1].status).toBe('locked');
    expect(state.sections[1].startedAt).toBeNull();
    expect(state.onBreak.section).toBe(1);
    expect(state.onBreak.startedAt).toBe(state.sections[0].finishedAt);
    expect(ms(state.onBreak.endsAt) - ms(state.onBreak.startedAt)).toBe(BREAK_MINUTES * MIN);
    // The next section's questions stay hidden during the break.
    expect(state.items.map((i: { section: number }) => i.section)).toEqual([0, 0]);

    const refused = await api(ctx, student, 'PUT', `${base(examId)}/items/3`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ACCOMMODATION_MSG.onBreak);
    const flag = await api(ctx, student, 'PUT', `${base(examId)}/items/4`, {
      flagged: true,
      clientSeq: 1,
    });
    expect(flag.status).toBe(409);
    const skip = await api(ctx, student, 'POST', `${base(examId)}/sections/1/finish`);
    expect(skip.status).toBe(409);
    // Section 1 is left: its answers no longer change either.
    const back = await api(ctx, student, 'PUT', `${base(examId)}/items/1`, {
      answer: pick('b'),
      clientSeq: 2,
    });
    expect(back.status).toBe(409);

    const read = await api(ctx, student, 'GET', `${base(examId)}/state`);
    expect(read.body.onBreak).toEqual(state.onBreak);
  });

  it('resuming opens the next section now, with its full (extended) time', async () => {
    const { student, examId } = await onBreakExam();
    const resumed = await api(ctx, student, 'POST', `${base(examId)}/resume`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.onBreak).toBeNull();
    expect(resumed.body.sections[1].status).toBe('active');
    expect(span(resumed.body.sections[1])).toBe(45);
    expect(resumed.body.items.map((i: { section: number }) => i.section)).toEqual([0, 0, 1, 1]);
    const opened = resumed.body.sections[1].startedAt;
    expect(Math.abs(ms(opened) - Date.now())).toBeLessThan(10_000);

    const saved = await api(ctx, student, 'PUT', `${base(examId)}/items/3`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(saved.status).toBe(200);
    // A retried resume does not move the running clock.
    const again = await api(ctx, student, 'POST', `${base(examId)}/resume`);
    expect(again.status).toBe(200);
    expect(again.body.sections[1].startedAt).toBe(opened);
    // The last section ends the exam: no break after it.
    const done = await api(ctx, student, 'POST', `${base(examId)}/sections/1/finish`);
    expect(done.body.status).toBe('submitted');
  });

  it('the break ends by itself at its time, by the server clock', async () => {
    const { student, examId, state } = await onBreakExam();
    const endsAt = state.onBreak.endsAt as string;
    await backdate(examId, (BREAK_MINUTES + 1) * MIN);
    const read = await api(ctx, student, 'GET', `${base(examId)}/state`);
    expect(read.body.onBreak).toBeNull();
    expect(read.body.sections[1].status).toBe('active');
    // Opened at the break's end (moved back with the rest), with its full 45 minutes from then.
    expect(ms(read.body.sections[1].startedAt)).toBe(ms(endsAt) - (BREAK_MINUTES + 1) * MIN);
    expect(span(read.body.sections[1])).toBe(45);
    const saved = await api(ctx, student, 'PUT', `${base(examId)}/items/4`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(saved.status).toBe(200);
  });

  it('a break nobody looks at ends by the sweep; an answer after its end opens the section', async () => {
    const swept = await onBreakExam();
    await backdate(swept.examId, (BREAK_MINUTES + 1) * MIN);
    await expireOverdueExams(db());
    const [row] = await db().select().from(exams).where(eq(exams.id, swept.examId));
    expect(row?.sections[1]?.startedAt).toBe(row?.sections[1]?.breakEndsAt);
    expect(row?.deadlineAt?.toISOString()).toBe(row?.sections[1]?.deadlineAt);

    const direct = await onBreakExam();
    await backdate(direct.examId, (BREAK_MINUTES + 1) * MIN);
    const saved = await api(ctx, direct.student, 'PUT', `${base(direct.examId)}/items/3`, {
      answer: pick('a'),
      clientSeq: 1,
    });
    expect(saved.status).toBe(200);
  });

  it('a section that runs out starts the break at its deadline', async () => {
    const student = await newStudent();
    await grant(student, 0, true);
    const examId = await createTemplateExam(student);
    await start(student, examId);
    // 22 minutes in: section 1 (20 min) ended at 20, the break lasts until 25.
    await backdate(examId, 22 * MIN);
    const read = await api(ctx, student, 'GET', `${base(examId)}/state`);
    expect(read.body.currentSection).toBe(1);
    expect(read.body.onBreak.startedAt).toBe(read.body.sections[0].deadlineAt);
    expect(ms(read.body.onBreak.endsAt) - ms(read.body.sections[0].deadlineAt)).toBe(
      BREAK_MINUTES * MIN,
    );
    expect(read.body.sections[1].startedAt).toBeNull();
  });

  it('without extra breaks there is nothing to resume', async () => {
    const student = await newStudent();
    const examId = await createTemplateExam(student);
    await start(student, examId);
    const moved = await api(ctx, student, 'POST', `${base(examId)}/sections/0/finish`);
    expect(moved.body.onBreak).toBeNull();
    expect(moved.body.sections[1].status).toBe('active');
    const resume = await api(ctx, student, 'POST', `${base(examId)}/resume`);
    expect(resume.status).toBe(409);
    expect(resume.body.message).toBe(ACCOMMODATION_MSG.notOnBreak);
  });
});
