import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examTemplates, passages, questions, subjects } from '../../src/server/db/schema';
import { SEED_QUESTION_FILES } from '../../src/server/db/seed/content/questions';
import {
  seedAnswer,
  seedChoices,
  seedContent,
} from '../../src/server/db/seed/content/seed-content';
import { SEED_SUBJECTS } from '../../src/server/db/seed/content/subjects';
import { SEED_TEMPLATES } from '../../src/server/db/seed/content/templates';
import { checkQuestion } from '../../src/server/modules/questions/check-question';
import { contentHash } from '../../src/server/modules/questions/normalize';
import { openTestDatabase, type TestDatabase } from '../helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the reference content', () => {
  it('has the twelve subjects, each with topics whose weights add up to 100', () => {
    expect(SEED_SUBJECTS).toHaveLength(12);
    for (const s of SEED_SUBJECTS) {
      expect(
        s.topics.reduce((sum, t) => sum + t.weight, 0),
        s.slug,
      ).toBe(100);
      expect(new Set(s.topics.map((t) => t.slug)).size, s.slug).toBe(s.topics.length);
    }
  });

  it('has at least 25 questions per subject, 300 in all, covering every topic', () => {
    const bySubject = new Map(SEED_QUESTION_FILES.map((f) => [f.subject, f]));
    let total = 0;
    for (const s of SEED_SUBJECTS) {
      const file = bySubject.get(s.slug);
      expect(file, `${s.slug} has no questions`).toBeDefined();
      expect(file?.questions.length ?? 0, s.slug).toBeGreaterThanOrEqual(25);
      total += file?.questions.length ?? 0;
      const covered = new Set(file?.questions.map((q) => q.topic));
      for (const t of s.topics) expect(covered.has(t.slug), `${s.slug}/${t.slug}`).toBe(true);
      for (const q of file?.questions ?? []) {
        expect(
          s.topics.some((t) => t.slug === q.topic),
          `${s.slug}: topic ${q.topic}`,
        ).toBe(true);
        if (q.passage)
          expect(
            file?.passages?.some((p) => p.key === q.passage),
            q.passage,
          ).toBe(true);
      }
    }
    expect(total).toBeGreaterThanOrEqual(300);
  });

  it("every seeded question's answer key fits its type, its LaTeX parses, and none is a duplicate", async () => {
    const hashes = new Map<string, string>();
    const problems: string[] = [];
    for (const file of SEED_QUESTION_FILES) {
      for (const [i, q] of file.questions.entries()) {
        const label = `${file.subject} #${i + 1} (${q.stem.slice(0, 50)}…)`;
        const choices = seedChoices(q);
        const found = await checkQuestion({
          type: q.type,
          stem: q.stem,
          explanation: q.explanation,
          choices,
          answer: seedAnswer(q),
        });
        for (const p of found) problems.push(`${label}: ${p}`);
        if (!q.explanation.trim()) problems.push(`${label}: no explanation`);
        const hash = contentHash(q.stem, choices);
        if (hashes.has(hash)) problems.push(`${label}: same as ${hashes.get(hash)}`);
        hashes.set(hash, label);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is in the database once, confirmed, with IRT parameters from difficulty and the templates', async () => {
    const { db } = database;
    expect(await db.select().from(subjects)).toHaveLength(12);
    const expected = SEED_QUESTION_FILES.reduce((n, f) => n + f.questions.length, 0);
    const rows = await db.select().from(questions);
    expect(rows).toHaveLength(expected);
    expect(rows.every((q) => q.status === 'confirmed' && q.source === 'manual')).toBe(true);
    const hard = rows.find((q) => q.difficulty === 'hard' && q.type === 'single');
    expect(hard).toMatchObject({ irtA: 1, irtB: 1 });
    expect(hard?.irtC).toBeCloseTo(1 / (hard?.choices.length ?? 4), 6);
    expect(await db.select().from(examTemplates)).toHaveLength(SEED_TEMPLATES.length);
    const withPassage = rows.filter((q) => q.passageId);
    expect(withPassage.length).toBeGreaterThan(0);
    expect((await db.select().from(passages)).length).toBeGreaterThan(0);

    // Seeding again (every start does) adds nothing and undoes no edit.
    const [one] = rows;
    await db
      .update(questions)
      .set({ status: 'archived' })
      .where(eq(questions.id, one?.id ?? ''));
    await seedContent(db);
    expect(await db.select().from(questions)).toHaveLength(expected);
    const [after] = await db
      .select()
      .from(questions)
      .where(eq(questions.id, one?.id ?? ''));
    expect(after?.status).toBe('archived');
  });

  it("templates follow exam-formats.md and use their subject's topics only", () => {
    const calculus = SEED_TEMPLATES.find((t) => t.slug === 'ap-calculus-ab-mcq');
    expect(
      calculus?.sections.map((s) => [s.questionCount, s.durationMinutes, s.calculator]),
    ).toEqual([
      [30, 60, false],
      [15, 45, true],
    ]);
    for (const t of SEED_TEMPLATES) {
      const subject = SEED_SUBJECTS.find((s) => s.slug === t.subject);
      expect(subject, t.slug).toBeDefined();
      for (const section of t.sections) {
        for (const topic of section.topics ?? []) {
          expect(
            subject?.topics.some((x) => x.slug === topic),
            `${t.slug}: ${topic}`,
          ).toBe(true);
        }
      }
    }
  });
});
