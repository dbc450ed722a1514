import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionRevisions, questions } from '../../src/server/db/schema';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

type Row = {
  id: string;
  subject: { id: string; name: string };
  type: string;
  difficulty: string;
  status: string;
  stem: string;
};
const list = async (query: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/questions?${query}`,
    headers: admin.headers,
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      items: Row[];
      total: number;
      page: number;
      pageSize: number;
      fields?: object;
    },
  };
};

describe('the question bank list (administrators)', () => {
  it('pages through every question with the total', async () => {
    const all = await ctx.database.db.select({ id: questions.id }).from(questions);
    const first = await list('pageSize=10');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(all.length);
    expect(first.body.items).toHaveLength(10);
    const second = await list('pageSize=10&page=2');
    const ids = new Set(first.body.items.map((r) => r.id));
    expect(second.body.items.some((r) => ids.has(r.id))).toBe(false);
  });

  it('filters by subject, type and difficulty, and searches the text', async () => {
    const [any] = (await list('pageSize=1')).body.items;
    const bySubject = await list(`subject=${any?.subject.id}&pageSize=100`);
    expect(bySubject.body.total).toBeGreaterThan(0);
    expect(bySubject.body.items.every((r) => r.subject.id === any?.subject.id)).toBe(true);

    const numericHard = await list('type=numeric&difficulty=hard&pageSize=100');
    expect(
      numericHard.body.items.every((r) => r.type === 'numeric' && r.difficulty === 'hard'),
    ).toBe(true);

    const word = (any?.stem.match(/[A-Za-z]{6,}/)?.[0] ?? 'which').toUpperCase();
    const found = await list(`q=${encodeURIComponent(word)}&pageSize=100`);
    expect(found.body.total).toBeGreaterThan(0);
    expect(found.body.items.every((r) => r.stem.toLowerCase().includes(word.toLowerCase()))).toBe(
      true,
    );
    // One pass gives the page and the total: they agree (the word may be common: more than a page).
    expect(found.body.items.length).toBe(Math.min(found.body.total, 100));
    const common = await list('q=the&pageSize=100');
    expect(common.body.total).toBeGreaterThan(100);
    const second = await list('q=the&pageSize=100&page=2');
    expect(second.body.total).toBe(common.body.total);
    expect(second.body.items[0]?.id).not.toBe(common.body.items[0]?.id);
    expect((await list('q=the&pageSize=100&page=999')).body).toMatchObject({
      items: [],
      total: common.body.total,
    });
    expect((await list('q=zzqqxxnotthere')).body.total).toBe(0);
  });

  it('sorts by difficulty both ways', async () => {
    const rank = { easy: 1, medium: 2, hard: 3 } as Record<string, number>;
    const asc = (await list('sort=difficulty&order=asc&pageSize=100')).body.items.map(
      (r) => rank[r.difficulty] ?? 0,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('sort=difficulty&order=desc&pageSize=5')).body.items;
    expect(desc.every((r) => r.difficulty === 'hard')).toBe(true);
  });

  it('archives and confirms in bulk, skipping what the status does not allow, with history', async () => {
    const [a, b] = (await list('status=confirmed&pageSize=2')).body.items;
    const archive = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/questions/bulk',
      headers: admin.headers,
      payload: { ids: [a?.id, b?.id], action: 'archive' },
    });
    expect(archive.json()).toEqual({ changed: 2, skipped: [] });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/questions/bulk',
      headers: admin.headers,
      payload: { ids: [a?.id], action: 'confirm' },
    });
    expect(again.json()).toEqual({
      changed: 0,
      skipped: [
        {
          id: a?.id,
          stem: a?.stem,
          reason: 'An archived question cannot be moved to confirmed; it can be moved to draft',
        },
      ],
    });
    const history = await ctx.database.db
      .select()
      .from(questionRevisions)
      .where(eq(questionRevisions.questionId, a?.id ?? ''));
    expect(history).toMatchObject([
      { action: 'archive', before: { status: 'confirmed' }, after: { status: 'archived' } },
    ]);
  });

  it('refuses bad queries with field messages, and non-administrators', async () => {
    const bad = await list('pageSize=500&type=essay&subject=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      pageSize: 'Use 1 to 100 per page',
      type: 'Unknown question type',
      subject: 'Invalid id',
    });
    const student = await createUser(ctx, 'student');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/questions',
      headers: student.headers,
    });
    expect(res.statusCode).toBe(403);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/questions/bulk',
      headers: admin.headers,
      payload: { ids: [], action: 'archive' },
    });
    expect(empty.json().fields).toEqual({ ids: 'Select at least one question' });
  });
});
