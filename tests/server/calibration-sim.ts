// Simulated responses from known item parameters (seeded), shared by the calibration tests.
import { randomUUID } from 'node:crypto';
import { itemResponses, questions, subjects, topics } from '../../src/server/db/schema';
import {
  type ItemParameters,
  mulberry32,
  probabilityCorrect,
  randomNormal,
} from '../../src/server/modules/exams/irt';
import { contentHash, normalizeText } from '../../src/server/modules/questions/normalize';
import type { TestContext } from '../helpers/test-app';

/** Twenty items across the range the bank uses: a 0.8–1.6, b −1.2…1.5, c 0 or 0.2. */
export const TRUE_ITEMS: ItemParameters[] = Array.from({ length: 20 }, (_, i) => ({
  a: Number((0.8 + ((i * 7) % 9) * 0.1).toFixed(2)),
  b: Number((-1.2 + (i * 2.7) / 19).toFixed(3)),
  c: i % 4 === 3 ? 0 : 0.2,
}));

/**
 * `takers` attempts, each answering every item, θ ~ N(0, 1): the score of item i in attempt j is
 * 1 with probability P_i(θ_j).
 */
export function simulateAttempts(
  items: readonly ItemParameters[],
  takers: number,
  seed: number,
): number[][] {
  const random = mulberry32(seed);
  const attempts: number[][] = [];
  for (let j = 0; j < takers; j++) {
    const theta = randomNormal(random);
    attempts.push(items.map((item) => (random() < probabilityCorrect(item, theta) ? 1 : 0)));
  }
  return attempts;
}

type Db = TestContext['database']['db'];
let made = 0;

/** A fresh subject with one topic, so a test's items are the only ones of their subject. */
export async function createCalibrationSubject(db: Db, name: string) {
  made += 1;
  const [subject] = await db
    .insert(subjects)
    .values({ slug: `calibration-${made}-${Date.now()}`, name, board: 'AP', sortOrder: 90 + made })
    .returning();
  if (!subject) throw new Error('subject insert failed');
  const [topic] = await db
    .insert(topics)
    .values({ subjectId: subject.id, slug: 'calibrated', name: 'Calibrated items' })
    .returning();
  if (!topic) throw new Error('topic insert failed');
  return { subjectId: subject.id, topicId: topic.id };
}

/** A confirmed single-choice question with the given stored parameters. */
export async function createCalibrationItem(
  db: Db,
  place: { subjectId: string; topicId: string },
  stem: string,
  parameters: ItemParameters,
  extra: Partial<typeof questions.$inferInsert> = {},
): Promise<string> {
  made += 1;
  const choices = [
    { id: 'a', text: `${made} m` },
    { id: 'b', text: `${made + 1} m` },
  ];
  const [row] = await db
    .insert(questions)
    .values({
      subjectId: place.subjectId,
      topicId: place.topicId,
      type: 'single',
      stem,
      choices,
      answer: { type: 'single', correct: 'a' },
      difficulty: 'medium',
      status: 'confirmed',
      irtA: parameters.a,
      irtB: parameters.b,
      irtC: parameters.c,
      contentHash: contentHash(stem, choices),
      normalizedStem: normalizeText(stem),
      ...extra,
    })
    .returning({ id: questions.id });
  if (!row) throw new Error('question insert failed');
  return row.id;
}

/**
 * Stores attempts as item_responses (one attempt per row of `scores`, item k = `ids[k]`; a null
 * score means the attempt did not contain the item), with each attempt's total as exams write it.
 */
export async function insertAttempts(
  db: Db,
  ids: readonly string[],
  scores: readonly (readonly (number | null)[])[],
) {
  const rows: (typeof itemResponses.$inferInsert)[] = [];
  for (const attempt of scores) {
    const attemptId = randomUUID();
    const total = attempt.reduce<number>((n, s) => n + (s ?? 0), 0);
    attempt.forEach((score, k) => {
      if (score === null) return;
      rows.push({
        questionId: ids[k] as string,
        attemptId,
        score,
        attemptScore: total,
        timeMs: 30_000,
      });
    });
  }
  for (let i = 0; i < rows.length; i += 2000) {
    await db.insert(itemResponses).values(rows.slice(i, i + 2000));
  }
}
