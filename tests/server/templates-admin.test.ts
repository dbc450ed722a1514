import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Difficulty } from '../../src/common/contracts/content';
import { examTemplates, questions, subjects, topics } from '../../src/server/db/schema';
import { contentHash, normalizeText } from '../../src/server/modules/questions/normalize';
import { createUser, type TestUser } from '../helpers/factory';
import { buildTestApp, TEST_ORIGIN, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let admin: TestUser;
/** A subject of this file's own, so the bank's numbers are known exactly. */
const bank = { subjectId: '', alpha: '', beta: '', gamma: '', retired: '' };

let stemCounter = 0;
async function addQuestions(
  topicId: string,
  difficulty: Difficulty,
  count: number,
  status = 'confirmed',
) {
  const values = Array.from({ length: count }, () => {
    stemCounter += 1;
    const stem = `Template preview question number ${stemCounter}: what is ${stemCounter} + 1?`;
    return {
      subjectId: bank.subjectId,
      topicId,
      type: 'numeric',
      stem,
      answer: { type: 'numeric' as const, value: stemCounter + 1, tolerance: 0 },
      difficulty,
      status,
      contentHash: contentHash(stem, []),
      normalizedStem: normalizeText(stem),
    };
  });
  await ctx.database.db.insert(questions).values(values);
}

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  const db = ctx.database.db;
  const [subject] = await db
    .insert(subjects)
    .values({ slug: 'preview-lab', name: 'Preview Lab', board: 'AP', sortOrder: 99 })
    .returning({ id: subjects.id });
  bank.subjectId = subject?.id ?? '';
  const rows = await db
    .insert(topics)
    .values([
      {
        subjectId: bank.subjectId,
        slug: 'alpha',
        name: 'Alpha',
        blueprintWeight: 60,
        sortOrder: 0,
      },
      { subjectId: bank.subjectId, slug: 'beta', name: 'Beta', blueprintWeight: 40, sortOrder: 1 },
      { subjectId: bank.subjectId, slug: 'gamma', name: 'Gamma', blueprintWeight: 0, sortOrder: 2 },
      {
        subjectId: bank.subjectId,
        slug: 'retired',
        name: 'Retired',
        blueprintWeight: 0,
        sortOrder: 3,
        isActive: false,
      },
    ])
    .returning({ id: topics.id, slug: topics.slug });
  for (const r of rows) bank[r.slug as 'alpha'] = r.id;
  // Alpha: 5 confirmed (2 easy, 2 medium, 1 hard). Beta: 2 confirmed, plus drafts, pending and
  // archived ones that must not count. Gamma: 1 confirmed. Retired (inactive): 4 confirmed.
  await addQuestions(bank.alpha, 'easy', 2);
  await addQuestions(bank.alpha, 'medium', 2);
  await addQuestions(bank.alpha, 'hard', 1);
  await addQuestions(bank.beta, 'medium', 2);
  await addQuestions(bank.beta, 'easy', 3, 'draft');
  await addQuestions(bank.beta, 'easy', 2, 'pending_review');
  await addQuestions(bank.beta, 'hard', 1, 'archived');
  await addQuestions(bank.gamma, 'hard', 1);
  await addQuestions(bank.retired, 'easy', 4);
});
afterAll(() => ctx.close());

const BASE = '/api/admin/exam-templates';
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin.headers,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

type TemplateView = {
  id: string;
  slug: string;
  name: string;
  kind: string;
  subject: { id: string; name: string; slug: string };
  sections: {
    title: string;
    questionCount: number;
    durationMinutes: number;
    calculator: boolean;
  }[];
  scoring: { scale: string; cutPoints: { label: string; minPercent: number }[] };
  totalQuestions: number;
  totalMinutes: number;
  isActive: boolean;
};
type Preview = {
  totalQuestions: number;
  totalAvailable: number;
  sections: {
    title: string;
    questionCount: number;
    available: number;
    allTopics: boolean;
    fillable: boolean;
    byDifficulty: Record<Difficulty, number>;
    topics: { slug: string; weight: number; share: number; planned: number; available: number }[];
  }[];
  warnings: string[];
};

const section = (overrides: object = {}) => ({
  title: 'Multiple Choice',
  questionCount: 10,
  durationMinutes: 20,
  topics: null,
  calculator: false,
  directions: 'Choose the best answer.',
  ...overrides,
});
const validTemplate = (overrides: object = {}) => ({
  subjectId: bank.subjectId,
  name: 'Preview Lab: short quiz',
  description: 'A quiz for the tests.',
  kind: 'full',
  sections: [section()],
  scoring: {
    scale: 'ap_1_5',
    cutPoints: [
      { label: '5', minPercent: 75 },
      { label: '3', minPercent: 50 },
      { label: '1', minPercent: 0 },
    ],
  },
  ...overrides,
});
const templateCount = async () =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(examTemplates))[0]?.n;

describe('exam templates list (administrators)', () => {
  it('lists the seeded templates with subject, sections, totals and active flag', async () => {
    const res = await call('GET', BASE);
    expect(res.statusCode).toBe(200);
    const list: TemplateView[] = res.json().templates;
    expect(list.length).toBeGreaterThanOrEqual(20);
    const calculus = list.find((t) => t.slug === 'ap-calculus-ab-mcq');
    expect(calculus).toMatchObject({
      name: 'AP Calculus AB: multiple-choice section',
      kind: 'full',
      subject: { name: 'AP Calculus AB', slug: 'ap-calculus-ab' },
      totalQuestions: 45,
      totalMinutes: 105,
      isActive: true,
      scoring: { scale: 'ap_1_5' },
    });
    expect(calculus?.sections.map((s) => [s.title, s.questionCount, s.calculator])).toEqual([
      ['Part A (no calculator)', 30, false],
      ['Part B (graphing calculator)', 15, true],
    ]);
    // Subjects in their order, full tests before drills and adaptive ones.
    expect(list[0]?.slug).toBe('ap-calculus-ab-mcq');
    expect(list.find((t) => t.slug === 'est-2-physics-full')?.scoring.scale).toBe('est_200_800');
  });

  it('filters by subject and refuses a malformed subject id', async () => {
    const calculus = (await call('GET', BASE)).json().templates[0] as TemplateView;
    const res = await call('GET', `${BASE}?subject=${calculus.subject.id}`);
    const list: TemplateView[] = res.json().templates;
    expect(list.map((t) => t.slug).sort()).toEqual([
      'ap-calculus-ab-adaptive',
      'ap-calculus-ab-mcq',
      'ap-calculus-ab-part-a',
    ]);
    const bad = await call('GET', `${BASE}?subject=nope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ subject: 'Invalid id' });
  });
});

describe('creating, editing and deactivating templates', () => {
  it('creates a template with a slug from its name, reads it back and edits it', async () => {
    const created = await call('POST', BASE, validTemplate());
    expect(created.statusCode).toBe(201);
    const view: TemplateView = created.json();
    expect(view).toMatchObject({
      slug: 'preview-lab-short-quiz',
      subject: { id: bank.subjectId, name: 'Preview Lab' },
      totalQuestions: 10,
      totalMinutes: 20,
      isActive: true,
    });
    expect((await call('GET', `${BASE}/${view.id}`)).json()).toMatchObject({
      name: 'Preview Lab: short quiz',
      sections: [{ title: 'Multiple Choice', topics: null, directions: 'Choose the best answer.' }],
    });

    const edited = await call(
      'PUT',
      `${BASE}/${view.id}`,
      validTemplate({
        name: 'Preview Lab: two parts',
        kind: 'section',
        sections: [
          section({ title: 'Part 1', questionCount: 4, topics: ['alpha'] }),
          section({ title: 'Part 2', questionCount: 3, durationMinutes: 15, calculator: true }),
        ],
        scoring: { scale: 'percent', cutPoints: [] },
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      slug: 'preview-lab-short-quiz',
      name: 'Preview Lab: two parts',
      kind: 'section',
      totalQuestions: 7,
      totalMinutes: 35,
      scoring: { scale: 'percent', cutPoints: [] },
      sections: [
        { title: 'Part 1', topics: ['alpha'] },
        { title: 'Part 2', calculator: true },
      ],
    });
    const [row] = await ctx.database.db
      .select()
      .from(examTemplates)
      .where(eq(examTemplates.id, view.id));
    expect(row?.name).toBe('Preview Lab: two parts');
    expect(row?.sections).toHaveLength(2);
  });

  it('deactivates and reactivates a template, which never gets deleted', async () => {
    const { id } = (
      await call('POST', BASE, validTemplate({ name: 'Preview Lab: to retire' }))
    ).json() as TemplateView;
    const off = await call('POST', `${BASE}/${id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    const listed: TemplateView[] = (await call('GET', `${BASE}?subject=${bank.subjectId}`)).json()
      .templates;
    expect(listed.find((t) => t.id === id)?.isActive).toBe(false);
    expect((await call('POST', `${BASE}/${id}/activate`)).json().isActive).toBe(true);
    // There is no delete.
    expect((await call('DELETE', `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a template that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000001';
    for (const res of [
      await call('GET', `${BASE}/${missing}`),
      await call('GET', `${BASE}/${missing}/preview`),
      await call('PUT', `${BASE}/${missing}`, validTemplate()),
      await call('POST', `${BASE}/${missing}/deactivate`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Exam template not found');
    }
  });
});

describe('template validation', () => {
  const refused = async (body: object, status = 400) => {
    const before = await templateCount();
    const res = await call('POST', BASE, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(await templateCount()).toBe(before);
    return res.json() as { message: string; fields: Record<string, string> };
  };

  it('needs a name, a known kind, a subject that exists and at least one section', async () => {
    expect((await refused(validTemplate({ name: '  ' }))).fields).toEqual({ name: 'Required' });
    const { name: _name, ...nameless } = validTemplate();
    expect((await refused(nameless)).fields).toEqual({ name: 'Required' });
    expect((await refused(validTemplate({ kind: 'essay' }))).fields).toEqual({
      kind: 'Choose full, section, topic or adaptive',
    });
    expect((await refused(validTemplate({ sections: [] }))).fields).toEqual({
      sections: 'Add at least one section',
    });
    expect((await refused(validTemplate({ subjectId: 'x' }))).fields).toEqual({
      subjectId: 'Choose a subject',
    });
    const ghost = await refused(
      validTemplate({ subjectId: '00000000-0000-4000-8000-000000000002' }),
    );
    expect(ghost.fields).toEqual({ subjectId: 'This subject does not exist' });
  });

  it("checks every section's title, count, minutes, calculator flag and directions", async () => {
    const bad = await refused(
      validTemplate({
        sections: [
          section({ title: '' }),
          section({ questionCount: 0 }),
          section({ questionCount: 201, durationMinutes: 601 }),
          section({ durationMinutes: 0, questionCount: 2.5 }),
          section({ calculator: 'yes', directions: 'x'.repeat(2001) }),
          section({ topics: [] }),
        ],
      }),
    );
    expect(bad.fields).toEqual({
      'sections.0.title': 'Required',
      'sections.1.questionCount': 'Enter a whole number from 1 to 200',
      'sections.2.questionCount': 'Enter a whole number from 1 to 200',
      'sections.2.durationMinutes': 'Enter a whole number from 1 to 600',
      'sections.3.questionCount': 'Enter a whole number from 1 to 200',
      'sections.3.durationMinutes': 'Enter a whole number from 1 to 600',
      'sections.4.calculator': 'Say whether a calculator is allowed',
      'sections.4.directions': 'At most 2000 characters',
      'sections.5.topics': 'Choose at least one topic, or all topics',
    });
  });

  it("names a topic that is not one of the subject's", async () => {
    const calculusTopic = 'limits-continuity';
    const bad = await refused(
      validTemplate({
        sections: [
          section({ topics: ['alpha'] }),
          section({ topics: ['beta', 'nope'] }),
          section({ topics: [calculusTopic, 'zeta'] }),
        ],
      }),
    );
    expect(bad.fields).toEqual({
      'sections.1.topics': "Unknown topic 'nope': it is not a topic of Preview Lab",
      'sections.2.topics':
        "Unknown topics 'limits-continuity', 'zeta': they are not topics of Preview Lab",
    });
    expect(bad.message).toBe("Unknown topic 'nope': it is not a topic of Preview Lab");
  });

  it('checks the scale and the cut points: labels, range and strictly falling order', async () => {
    expect(
      (await refused(validTemplate({ scoring: { scale: 'gpa', cutPoints: [] } }))).fields,
    ).toEqual({ 'scoring.scale': 'Choose a scale: AP 1–5, EST 200–800, IGCSE grade or percent' });
    expect(
      (await refused(validTemplate({ scoring: { scale: 'ap_1_5', cutPoints: [] } }))).fields,
    ).toEqual({ 'scoring.cutPoints': 'Add at least one score band for this scale' });
    const bands = await refused(
      validTemplate({
        scoring: {
          scale: 'igcse_grade',
          cutPoints: [
            { label: 'A', minPercent: 120 },
            { label: ' ', minPercent: 60 },
            { label: 'C', minPercent: 60 },
            { label: 'c', minPercent: 40 },
            { label: 'E', minPercent: -5 },
          ],
        },
      }),
    );
    expect(bands.fields).toEqual({
      'scoring.cutPoints.0.minPercent': 'Enter a percent from 0 to 100',
      'scoring.cutPoints.1.label': 'Required',
      'scoring.cutPoints.2.minPercent': 'Must be lower than the band above (60%)',
      'scoring.cutPoints.3.label': 'Each label once: "c" is already used',
      'scoring.cutPoints.4.minPercent': 'Enter a percent from 0 to 100',
    });
    const order = await refused(
      validTemplate({
        scoring: {
          scale: 'igcse_grade',
          cutPoints: [
            { label: 'A', minPercent: 70 },
            { label: 'B', minPercent: 70 },
            { label: 'a', minPercent: 80 },
            { label: 'D', minPercent: 0 },
          ],
        },
      }),
    );
    expect(order.fields).toEqual({
      'scoring.cutPoints.1.minPercent': 'Must be lower than the band above (70%)',
      'scoring.cutPoints.2.label': 'Each label once: "a" is already used',
      'scoring.cutPoints.2.minPercent': 'Must be lower than the band above (70%)',
    });
  });

  it('keeps slugs unique and well formed', async () => {
    const taken = await refused(validTemplate({ slug: 'ap-calculus-ab-mcq' }), 409);
    expect(taken.fields).toEqual({ slug: 'A template with this slug already exists' });
    // Made from the name: the message goes under the name.
    const fromName = await refused(
      validTemplate({ name: 'AP Calculus AB MCQ', subjectId: bank.subjectId }),
      409,
    );
    expect(fromName.fields).toEqual({ name: 'A template with this slug already exists' });
    expect((await refused(validTemplate({ slug: 'Not a slug!' }))).fields).toEqual({
      slug: 'Use lower-case letters, digits and dashes',
    });
    const other = (
      await call('POST', BASE, validTemplate({ name: 'Preview Lab: renamed later' }))
    ).json() as TemplateView;
    const clash = await call(
      'PUT',
      `${BASE}/${other.id}`,
      validTemplate({ slug: 'ap-calculus-ab-mcq' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toEqual({ slug: 'A template with this slug already exists' });
    expect((await call('GET', `${BASE}/${other.id}`)).json().slug).toBe(
      'preview-lab-renamed-later',
    );
  });
});

describe('preview: what a template draws from the bank', () => {
  it('counts confirmed questions per section, difficulty and topic, with a weighted draw', async () => {
    const res = await call('POST', `${BASE}/preview`, {
      subjectId: bank.subjectId,
      sections: [
        section({ questionCount: 10 }),
        section({ title: 'Alpha only', topics: ['alpha'], questionCount: 5 }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview: Preview = res.json();
    const [all, alpha] = preview.sections;
    // All active topics: alpha 5, beta 2 (drafts, pending and archived don't count), gamma 1;
    // the inactive topic is not drawn.
    expect(all).toMatchObject({
      title: 'Multiple Choice',
      questionCount: 10,
      allTopics: true,
      available: 8,
      byDifficulty: { easy: 2, medium: 4, hard: 2 },
      fillable: false,
    });
    expect(all?.topics).toEqual([
      { slug: 'alpha', name: 'Alpha', weight: 60, share: 0.6, planned: 6, available: 5 },
      { slug: 'beta', name: 'Beta', weight: 40, share: 0.4, planned: 4, available: 2 },
      { slug: 'gamma', name: 'Gamma', weight: 0, share: 0, planned: 0, available: 1 },
    ]);
    expect(alpha).toMatchObject({ available: 5, allTopics: false, fillable: true });
    expect(alpha?.topics).toEqual([
      { slug: 'alpha', name: 'Alpha', weight: 60, share: 1, planned: 5, available: 5 },
    ]);
    expect(preview.totalQuestions).toBe(15);
    expect(preview.totalAvailable).toBe(8);
    expect(preview.warnings).toEqual([
      "Section 'Multiple Choice' needs 10 questions; the bank has 8 confirmed in its topics",
      "Section 'Multiple Choice': topic 'Alpha' should give 6 questions by blueprint weight; the bank has 5 confirmed",
      "Section 'Multiple Choice': topic 'Beta' should give 4 questions by blueprint weight; the bank has 2 confirmed",
      'The sections together need 15 different questions; the bank has 8 confirmed in their topics',
    ]);
  });

  it('splits a weighted draw by largest remainders and draws equally when weights are zero', async () => {
    const res = await call('POST', `${BASE}/preview`, {
      subjectId: bank.subjectId,
      sections: [
        section({ questionCount: 7, topics: ['alpha', 'beta'] }),
        section({ title: 'Unweighted', questionCount: 3, topics: ['gamma', 'retired'] }),
      ],
    });
    const preview: Preview = res.json();
    // 7 × 0.6 = 4.2, 7 × 0.4 = 2.8 → 4 and 3.
    expect(preview.sections[0]?.topics.map((t) => t.planned)).toEqual([4, 3]);
    // A listed inactive topic is still drawn; zero weights share equally (2 + 1).
    expect(preview.sections[1]?.topics.map((t) => [t.slug, t.planned, t.available])).toEqual([
      ['gamma', 2, 1],
      ['retired', 1, 4],
    ]);
    expect(preview.warnings).toContain(
      "Section 'Unweighted': its topics have no blueprint weight, so they are drawn equally",
    );
  });

  it('previews a saved template, and the warnings go once the bank can fill it', async () => {
    const { id } = (
      await call(
        'POST',
        BASE,
        validTemplate({
          name: 'Preview Lab: fill me',
          sections: [section({ title: 'Core', questionCount: 5, topics: ['alpha', 'beta'] })],
        }),
      )
    ).json() as TemplateView;
    const before: Preview = (await call('GET', `${BASE}/${id}/preview`)).json();
    expect(before.sections[0]).toMatchObject({ available: 7, fillable: true });
    // 5 × 0.6 = 3 from alpha (5 there), 2 from beta (2 there): nothing is short.
    expect(before.sections[0]?.topics.map((t) => [t.planned, t.available])).toEqual([
      [3, 5],
      [2, 2],
    ]);
    expect(before.warnings).toEqual([]);

    await call(
      'PUT',
      `${BASE}/${id}`,
      validTemplate({
        name: 'Preview Lab: fill me',
        sections: [section({ title: 'Core', questionCount: 12, topics: ['alpha', 'beta'] })],
      }),
    );
    const short: Preview = (await call('GET', `${BASE}/${id}/preview`)).json();
    expect(short.warnings).toContain(
      "Section 'Core' needs 12 questions; the bank has 7 confirmed in its topics",
    );
    expect(short.sections[0]?.fillable).toBe(false);

    await addQuestions(bank.alpha, 'hard', 3);
    await addQuestions(bank.beta, 'easy', 4, 'draft');
    expect((await call('GET', `${BASE}/${id}/preview`)).json().warnings).toEqual([
      "Section 'Core' needs 12 questions; the bank has 10 confirmed in its topics",
      "Section 'Core': topic 'Beta' should give 5 questions by blueprint weight; the bank has 2 confirmed",
    ]);
    await addQuestions(bank.beta, 'medium', 3);
    const full: Preview = (await call('GET', `${BASE}/${id}/preview`)).json();
    expect(full.warnings).toEqual([]);
    expect(full.sections[0]).toMatchObject({
      available: 13,
      fillable: true,
      byDifficulty: { easy: 2, medium: 7, hard: 4 },
    });
  });

  it("previews a seeded template from the seeded bank's numbers", async () => {
    const calculus = ((await call('GET', BASE)).json().templates as TemplateView[]).find(
      (t) => t.slug === 'ap-calculus-ab-mcq',
    );
    const preview: Preview = (await call('GET', `${BASE}/${calculus?.id}/preview`)).json();
    const [{ n: confirmed } = { n: 0 }] = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(
        sql`${questions.subjectId} = ${calculus?.subject.id} and ${questions.status} = 'confirmed'`,
      );
    expect(confirmed).toBeGreaterThan(0);
    expect(preview.totalQuestions).toBe(45);
    expect(preview.totalAvailable).toBe(confirmed);
    expect(preview.sections.map((x) => [x.title, x.questionCount, x.available])).toEqual([
      ['Part A (no calculator)', 30, confirmed],
      ['Part B (graphing calculator)', 15, confirmed],
    ]);
    expect(preview.sections[0]?.topics).toHaveLength(8);
    expect(preview.sections[0]?.topics.reduce((n, t) => n + t.planned, 0)).toBe(30);
    expect(preview.sections[1]?.topics.reduce((n, t) => n + t.planned, 0)).toBe(15);
    const together = `The sections together need 45 different questions; the bank has ${confirmed} confirmed in their topics`;
    if (confirmed < 45) expect(preview.warnings).toContain(together);
    else expect(preview.warnings).not.toContain(together);
  });

  it('still previews a saved template whose topic was removed since, with a warning', async () => {
    const [row] = await ctx.database.db
      .insert(examTemplates)
      .values({
        subjectId: bank.subjectId,
        slug: 'preview-lab-stale',
        name: 'Preview Lab: stale topic',
        kind: 'topic',
        sections: [
          section({ title: 'Old unit', questionCount: 2, topics: ['alpha', 'removed-unit'] }),
        ],
        scoring: { scale: 'percent', cutPoints: [] },
      })
      .returning({ id: examTemplates.id });
    const res = await call('GET', `${BASE}/${row?.id}/preview`);
    expect(res.statusCode).toBe(200);
    expect(res.json().warnings).toEqual([
      "Section 'Old unit' names topic 'removed-unit', which Preview Lab no longer has",
    ]);
    expect(res.json().sections[0].topics.map((t: { slug: string }) => t.slug)).toEqual(['alpha']);
  });

  it('refuses a draft preview with bad sections or unknown topics', async () => {
    const bad = await call('POST', `${BASE}/preview`, {
      subjectId: bank.subjectId,
      sections: [section({ questionCount: 0 })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'sections.0.questionCount': 'Enter a whole number from 1 to 200',
    });
    const unknown = await call('POST', `${BASE}/preview`, {
      subjectId: bank.subjectId,
      sections: [section({ topics: ['nope'] })],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({
      'sections.0.topics': "Unknown topic 'nope': it is not a topic of Preview Lab",
    });
  });
});

describe('access', () => {
  it('refuses students, affiliates and visitors', async () => {
    const student = await createUser(ctx, 'student');
    const affiliate = await createUser(ctx, 'affiliate');
    const before = await templateCount();
    for (const user of [student, affiliate]) {
      expect((await call('GET', BASE, undefined, user.headers)).statusCode).toBe(403);
      expect((await call('POST', BASE, validTemplate(), user.headers)).statusCode).toBe(403);
      expect(
        (
          await call(
            'POST',
            `${BASE}/preview`,
            { subjectId: bank.subjectId, sections: [section()] },
            user.headers,
          )
        ).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', BASE, undefined, TEST_ORIGIN)).statusCode).toBe(401);
    expect(await templateCount()).toBe(before);
  });
});
