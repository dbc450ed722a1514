import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

type SubjectView = {
  id: string;
  slug: string;
  name: string;
  isActive: boolean;
  questionCount: number;
  topics: {
    id: string;
    slug: string;
    name: string;
    blueprintWeight: number;
    questionCount: number;
  }[];
};

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin.headers,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const subjectsNow = async (): Promise<SubjectView[]> =>
  (await call('GET', '/api/admin/subjects')).json().subjects;

describe('subjects and topics (administrators)', () => {
  it('lists the seeded subjects in order with their topics and question counts', async () => {
    const list = await subjectsNow();
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list[0]?.slug).toBe('ap-calculus-ab');
    const calculus = list[0];
    expect(calculus?.topics.map((t) => t.slug)).toContain('limits-continuity');
    expect(calculus?.topics.reduce((n, t) => n + t.blueprintWeight, 0)).toBe(100);
  });

  it('creates a subject with a slug from its name, adds, edits, reorders and deletes topics', async () => {
    const created = await call('POST', '/api/admin/subjects', {
      name: 'IGCSE Computer Science',
      board: 'IGCSE',
      description: 'Algorithms, programming and data representation.',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const t1 = (
      await call('POST', `/api/admin/subjects/${id}/topics`, {
        name: 'Algorithms',
        blueprintWeight: 60,
      })
    ).json().id;
    const t2 = (
      await call('POST', `/api/admin/subjects/${id}/topics`, {
        name: 'Data Representation',
        blueprintWeight: 40,
      })
    ).json().id;
    let subject = (await subjectsNow()).find((s) => s.id === id);
    expect(subject?.slug).toBe('igcse-computer-science');
    expect(subject?.topics.map((t) => t.slug)).toEqual(['algorithms', 'data-representation']);

    const reordered = await call('POST', `/api/admin/subjects/${id}/topics/reorder`, {
      ids: [t2, t1],
    });
    expect(reordered.statusCode).toBe(200);
    subject = (reordered.json().subjects as SubjectView[]).find((s) => s.id === id);
    expect(subject?.topics.map((t) => t.name)).toEqual(['Data Representation', 'Algorithms']);

    const edited = await call('PATCH', `/api/admin/topics/${t1}`, {
      name: 'Algorithm Design',
      blueprintWeight: 55,
    });
    expect(edited.statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/topics/${t1}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/subjects/${id}`)).statusCode).toBe(204);
    expect((await subjectsNow()).some((s) => s.id === id)).toBe(false);
  });

  it('never deletes a subject or topic with questions: it is deactivated instead', async () => {
    const calculus = (await subjectsNow()).find((s) => s.slug === 'ap-calculus-ab');
    if (!calculus) throw new Error('AP Calculus AB is not seeded');
    expect(calculus.questionCount).toBeGreaterThan(0);
    const del = await call('DELETE', `/api/admin/subjects/${calculus.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      'This subject has questions, so it cannot be deleted: deactivate it instead',
    );
    const topic = calculus.topics.find((t) => t.questionCount > 0);
    const delTopic = await call('DELETE', `/api/admin/topics/${topic?.id}`);
    expect(delTopic.statusCode).toBe(409);

    const off = await call('PATCH', `/api/admin/subjects/${calculus.id}`, { isActive: false });
    expect((off.json().subjects as SubjectView[]).find((s) => s.id === calculus.id)?.isActive).toBe(
      false,
    );
    await call('PATCH', `/api/admin/subjects/${calculus.id}`, { isActive: true });
  });

  it('never deletes a subject a student has unlocked, even without questions', async () => {
    const created = await call('POST', '/api/admin/subjects', {
      name: 'IGCSE Economics',
      board: 'IGCSE',
    });
    expect(created.statusCode).toBeLessThan(300);
    const economics = (await subjectsNow()).find((s) => s.name === 'IGCSE Economics');
    const student = await createUser(ctx, 'student', { trial: true });
    const unlocked = await ctx.app.inject({
      method: 'POST',
      url: `/api/student/subjects/${economics?.id}/unlock`,
      headers: student.headers,
    });
    expect(unlocked.statusCode, unlocked.body).toBe(201);
    const del = await call('DELETE', `/api/admin/subjects/${economics?.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      'Students have unlocked this subject, so it cannot be deleted: deactivate it instead',
    );
    const catalogue = await ctx.app.inject({
      method: 'GET',
      url: '/api/student/subjects',
      headers: student.headers,
    });
    const mine = (catalogue.json().subjects as { id: string; unlocked: boolean }[]).find(
      (s) => s.id === economics?.id,
    );
    expect(mine?.unlocked).toBe(true);
  });

  it('keeps a topic an exam template draws from', async () => {
    const calculus = (await subjectsNow()).find((s) => s.slug === 'ap-calculus-ab');
    const created = await call('POST', `/api/admin/subjects/${calculus?.id}/topics`, {
      name: 'Parametric curves',
      blueprintWeight: 0,
    });
    expect(created.statusCode).toBeLessThan(300);
    const topic = (await subjectsNow())
      .find((s) => s.id === calculus?.id)
      ?.topics.find((t) => t.name === 'Parametric curves');
    const template = await call('POST', '/api/admin/exam-templates', {
      subjectId: calculus?.id,
      name: 'Parametric drill',
      kind: 'topic',
      sections: [
        {
          title: 'Drill',
          questionCount: 5,
          durationMinutes: 10,
          topics: [topic?.slug],
          calculator: false,
          directions: '',
        },
      ],
      scoring: { scale: 'percent', cutPoints: [{ label: 'Pass', minPercent: 50 }] },
    });
    expect(template.statusCode, template.body).toBe(201);
    const del = await call('DELETE', `/api/admin/topics/${topic?.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      "The exam template 'Parametric drill' draws from this topic: remove it there first, or deactivate the topic",
    );
  });

  it('refuses bad input with field messages, duplicate slugs, incomplete orders, and non-admins', async () => {
    const bad = await call('POST', '/api/admin/subjects', { name: 'A', board: 'SAT' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      name: 'String must contain at least 2 character(s)',
      board: 'Choose AP, IGCSE or EST',
    });
    const dup = await call('POST', '/api/admin/subjects', { name: 'AP Calculus AB', board: 'AP' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A subject with this slug already exists');

    const list = await subjectsNow();
    const partial = await call('POST', '/api/admin/subjects/reorder', { ids: [list[1]?.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe('The new order must list every subject exactly once');
    const weight = await call('POST', `/api/admin/subjects/${list[0]?.id}/topics`, {
      name: 'Series',
      blueprintWeight: 120,
    });
    expect(weight.json().fields).toEqual({ blueprintWeight: 'Enter a whole number from 0 to 100' });
    const topicId = list[0]?.topics[0]?.id;
    const empty = await call('PATCH', `/api/admin/topics/${topicId}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Nothing to change');

    const student = await createUser(ctx, 'student');
    expect((await call('GET', '/api/admin/subjects', undefined, student.headers)).statusCode).toBe(
      403,
    );
    expect(
      (await call('PATCH', `/api/admin/subjects/not-a-uuid`, { name: 'X y' })).statusCode,
    ).toBe(400);
  });

  it('reorders the subjects', async () => {
    const ids = (await subjectsNow()).map((s) => s.id);
    const reversed = [...ids].reverse();
    const res = await call('POST', '/api/admin/subjects/reorder', { ids: reversed });
    expect((res.json().subjects as SubjectView[]).map((s) => s.id)).toEqual(reversed);
    await call('POST', '/api/admin/subjects/reorder', { ids });
  });
});
